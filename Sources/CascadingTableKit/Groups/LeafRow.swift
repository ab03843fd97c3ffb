/// One row of a section whose children are not all single rows, as a transaction compares
/// it: the section's rows are the leaves of its groups, in order.
@MainActor
enum LeafRow {
  /// A row delegate filling one row, identified by its
  /// ``CascadingTableDelegate/differenceIdentifier``.
  case node(any CascadingTableDelegate)

  /// A row declared to a ``TableViewDataSource`` that is a group of its declarations.
  case declared(DeclarationRowKey)

  /// Row `offset` of a block: a node answering `span` rows from its own data, which no diff
  /// can pair one by one.
  case block(any CascadingTableDelegate, offset: Int, span: Int)

  /// A group untouched since the table was told, standing for its `rowCount` rows: a
  /// transaction compares only the groups that changed.
  case untouched(PropagatingTableDelegate, rowCount: Int)

  /// The row's identifier.
  /// - Parameter replacingMarked: Whether a node that said its identifier changed in place
  ///   answers a stand-in of its old identity instead.
  func identifier(replacingMarked: Bool) -> AnyHashable {
    switch self {
    case .node(let node):
      if replacingMarked && PropagatingTableDelegate.mark(of: node) == .identity {
        return ReplacedRowIdentity(node: ObjectIdentifier(node))
      }
      return node.differenceIdentifier
    case .declared(let key):
      return key.identifier
    case .block(let node, let offset, _):
      if replacingMarked && PropagatingTableDelegate.mark(of: node) == .identity {
        return BlockRowIdentity(
          block: ReplacedRowIdentity(node: ObjectIdentifier(node)), row: offset)
      }
      return BlockRowIdentity(block: node.differenceIdentifier, row: offset)
    case .untouched(let group, _):
      return UntouchedGroupIdentity(group: ObjectIdentifier(group))
    }
  }

  /// Whether the row is the same as `other` without asking any identifier: the same instance
  /// (and, for a block, the same row of an unchanged block), or an equal declaration.
  func isKept(as other: LeafRow) -> Bool {
    // One `switch` on each row, not on a pair of them: a pair would copy both rows, retaining
    // their nodes, for every row a transaction compares.
    switch self {
    case .node(let node):
      guard case .node(let otherNode) = other else { return false }
      return node === otherNode
    case .declared(let key):
      guard case .declared(let otherKey) = other else { return false }
      return key.identifier == otherKey.identifier && key.compare(with: otherKey) == .same
    case .block(let node, let offset, let span):
      guard case .block(let otherNode, let otherOffset, let otherSpan) = other else {
        return false
      }
      return node === otherNode && offset == otherOffset && span == otherSpan
        && PropagatingTableDelegate.mark(of: node) == .none
    case .untouched(let group, _):
      guard case .untouched(let otherGroup, _) = other else { return false }
      return group === otherGroup
    }
  }

  /// How this row compares with `source`, the row it replaces under the same identifier.
  func compare(with source: LeafRow) -> DifferenceRows.Comparison {
    switch (self, source) {
    case (.node(let node), .node(let old)):
      return DifferenceRows.compare(node, with: old)
    case (.declared(let key), .declared(let old)):
      return key.compare(with: old)
    case (.block(let node, _, let span), .block(let old, _, let oldSpan)):
      // A block's rows cannot be told apart: any change of the block reloads them all.
      guard span == oldSpan, PropagatingTableDelegate.mark(of: node) == .none,
        PropagatingTableDelegate.mark(of: old) == .none
      else {
        return .typeChanged
      }
      if node === old { return .same }
      guard ObjectIdentifier(type(of: node)) == ObjectIdentifier(type(of: old)),
        node.isContentEqual(to: old)
      else { return .typeChanged }
      return .same
    case (.untouched(let group, _), .untouched(let other, _)):
      return group === other ? .same : .typeChanged
    default:
      return .typeChanged
    }
  }

  /// How many table rows the element stands for: 1, or an untouched group's row count.
  var rowCount: Int {
    if case .untouched(_, let count) = self { return count }
    return 1
  }

  /// The node answering the row, or `nil` for a declared row.
  var node: (any CascadingTableDelegate)? {
    switch self {
    case .node(let node), .block(let node, _, _): node
    case .untouched(let group, _): group
    case .declared: nil
    }
  }

  /// Whether the row's node said it changed in place.
  var isMarked: Bool {
    switch self {
    case .node(let node), .block(let node, _, _):
      PropagatingTableDelegate.mark(of: node) != .none
    case .declared, .untouched:
      false
    }
  }
}

/// The identity of a group a transaction does not look into: the group instance.
struct UntouchedGroupIdentity: Hashable {
  var group: ObjectIdentifier
}

/// The identity of one row of a block: the block's identifier and the row's place in it.
struct BlockRowIdentity: Hashable {
  var block: AnyHashable
  var row: Int
}
