/// The kinds of node the promise suite's random trees mix: every kind of node the library
/// supports, library classes and hand-written conformers alike.
enum PromiseKind: Hashable, Sendable, CaseIterable {
  /// The root: a `CascadingRootTableDelegate` with no parent.
  case root
  /// A `CascadingSectionTableDelegate` subclass: a section under a `.section`-mode parent, a
  /// group of rows under a `.row`-mode one.
  case rowNode
  /// A `CascadingRootTableDelegate` subclass under a `.section`-mode parent: a group of
  /// sections.
  case sectionNode
  /// A `TableViewDataSource`: a section under a `.section`-mode parent, a group of its
  /// declarations under a `.row`-mode one.
  case dataSource
  /// A `CascadingBareTableDelegate` row.
  case row
  /// A row written against the protocol alone.
  case handRow
  /// A `CascadingBareTableDelegate` filling `count` rows (0–5) from its own data.
  case block
  /// A `CascadingBareTableDelegate` filling `count` sections of a root from its own data.
  case sectionBlock
  /// A section written against the protocol alone, answering `count` rows itself.
  case handSection
  /// A section written against the protocol alone that routes by row to its children, rows.
  case handContainer

  /// Whether a node of this kind may stand under a `.section`-mode node (a root or a group
  /// of sections).
  var fitsSectionMode: Bool {
    switch self {
    case .rowNode, .sectionNode, .dataSource, .sectionBlock, .handSection, .handContainer: true
    case .root, .row, .handRow, .block: false
    }
  }

  /// Whether a node of this kind may stand under a `.row`-mode node (a section or a group).
  var fitsRowMode: Bool {
    switch self {
    case .rowNode, .dataSource, .row, .handRow, .block: true
    case .root, .sectionNode, .sectionBlock, .handSection, .handContainer: false
    }
  }

  /// Whether a node of this kind holds children the suite changes.
  var holdsChildren: Bool {
    switch self {
    case .root, .rowNode, .sectionNode, .handContainer: true
    default: false
    }
  }
}
