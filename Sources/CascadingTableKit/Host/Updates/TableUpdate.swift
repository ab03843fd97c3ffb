/// One change of a table update, in UIKit's terms.
///
/// A batch of updates is described the way `UITableView.performBatchUpdates(_:completion:)`
/// describes it: deletes and reloads name rows and sections by their position *before* the
/// update, inserts by their position *after* it, and a move goes from a position before to a
/// position after. Within one batch the order in which the changes are listed does not matter:
/// deletes are applied first (from the highest position down), then inserts (from the lowest
/// position up). A reload is a delete and an insert at the same place: the row or section keeps
/// its position among the rows or sections that survive, but is new. A deleted, inserted or
/// reloaded section replaces all its rows: deleting rows of a deleted or reloaded section, or
/// inserting rows into an inserted or reloaded section, is allowed and adds nothing, but none of
/// its rows can be reloaded or moved in or out. ``TableUpdateError`` lists every rule.
public enum TableUpdate: Hashable, Sendable {
  /// Inserts sections, named by their positions after the update.
  case insertSections([Int])

  /// Deletes sections, named by their positions before the update.
  case deleteSections([Int])

  /// Reloads sections, named by their positions before the update. Every row of a reloaded
  /// section is new after the update.
  case reloadSections([Int])

  /// Moves the section at a position before the update to a position after it, with its rows.
  case moveSection(Int, to: Int)

  /// Inserts rows, named by their index paths after the update.
  case insertRows([TableIndexPath])

  /// Deletes rows, named by their index paths before the update.
  case deleteRows([TableIndexPath])

  /// Reloads rows, named by their index paths before the update.
  case reloadRows([TableIndexPath])

  /// Reconfigures rows, named by their index paths before the update, like reloads: each row
  /// survives with its cell, which the data source configures again (UIKit's
  /// `reconfigureRows(at:)`, iOS 15). A reconfigured row cannot also be deleted, reloaded or
  /// moved, nor belong to a deleted, inserted or reloaded section.
  case reconfigureRows([TableIndexPath])

  /// Moves the row at an index path before the update to an index path after it.
  case moveRow(TableIndexPath, to: TableIndexPath)

  /// Reloads the whole table from its data source (UIKit's `reloadData()`), rather than
  /// changing it row by row: always the only update of its batch.
  ///
  /// A transaction returns `[.reloadData]` when it told the table by reloading it (rows it
  /// could not diff, a duplicate identifier among sections, a batch the table folded into a
  /// reload of its own, or a reload made inside the transaction's closure), so its `[]` always
  /// means that nothing changed. ``HeadlessTableView`` lists it as its
  /// ``HeadlessTableView/lastAppliedUpdates`` after every reload.
  case reloadData
}
