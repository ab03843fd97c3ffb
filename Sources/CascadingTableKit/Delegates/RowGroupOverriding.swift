/// Marks the classes of ``CascadingBareTableDelegate`` that override its internal
/// `isRowGroup`: only they (and their subclasses) can be a group of rows.
///
/// `isRowGroup` is internal, so no class outside the library can override it: a class that is
/// not marked answers `false` whatever its data. Re-synchronising children in place (see
/// ``ChildStorageReader``) checks the mark once per class met and skips the dynamic call per
/// child for a class that is not marked.
///
/// Invariant: every class of the library that overrides `isRowGroup` conforms (today only
/// ``TableViewDataSource``); a debug build checks, at every child whose class is not marked,
/// that it answers `false`.
protocol RowGroupOverriding: AnyObject {}

extension TableViewDataSource: RowGroupOverriding {}
