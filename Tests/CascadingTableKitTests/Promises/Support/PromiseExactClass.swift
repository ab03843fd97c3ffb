/// The library class a model node is built as when the tree builds it as exactly one of the
/// library's own classes rather than as one of the suite's subclasses (issue 27, promise
/// coverage): a routed call passes through such a node without a dynamic call, and a parent
/// writes `index` and `parentDelegate` of an exact `CascadingBareTableDelegate` straight into
/// storage, code paths a subclass never reaches.
///
/// An exact node has no model id of its own: its identity is the instance
/// (`ObjectIdentifier(self)`), its content equal only to itself, and the suite finds it again
/// through ``PromiseExactNodes``.
enum PromiseExactClass: Hashable, Sendable, CaseIterable {
  /// A `.rowNode` built as exactly `CascadingSectionTableDelegate`.
  case section
  /// A `.rowNode` built as exactly `PropagatingTableDelegate` in `.row` mode.
  case propagatingRows
  /// A `.sectionNode` built as exactly `CascadingRootTableDelegate`.
  case root
  /// A `.sectionNode` built as exactly `PropagatingTableDelegate` in `.section` mode.
  case propagatingSections
  /// A `.row` built as exactly `CascadingBareTableDelegate`: one row showing an empty cell
  /// (`TableCell()`, no text) of the table's automatic height (a cell's `fittingHeight`, 44).
  case bare

  /// The exact classes a node of `kind` may be built as; none for the other kinds.
  static func choices(for kind: PromiseKind) -> [PromiseExactClass] {
    switch kind {
    case .rowNode: [.section, .propagatingRows]
    case .sectionNode: [.root, .propagatingSections]
    case .row: [.bare]
    default: []
    }
  }

  /// The height of a row of an exact `CascadingBareTableDelegate` on the suite's tables: the
  /// bare class answers no height, the table's `rowHeight` is automatic, and a `TableCell`'s
  /// `fittingHeight` is 44 (API.md).
  static let bareRowHeight = 44.0
}
