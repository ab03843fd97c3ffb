/// The rows (or sections) of one node at one moment, as a transaction compares them.
///
/// Holding one retains the node's children array, which is O(1): Swift arrays are
/// copy-on-write.
@MainActor
enum DifferenceRows {
  /// Children that are delegates, each identified by its
  /// ``CascadingTableDelegate/differenceIdentifier``.
  case delegates([any CascadingTableDelegate])

  /// Rows declared to a ``TableViewDataSource``, each identified by its key, made up front
  /// (binders, and stand-ins for rows without an identity).
  case keyed([DeclarationRowKey])

  /// Rows declared to a ``TableViewDataSource``, whose keys are made only where read.
  case declared(any DeclaredRowList)

  /// The rows of a section whose children are not all single rows: the leaves of its groups
  /// and blocks, in order.
  case leaves([LeafRow])

  /// How a kept row (same identifier) compares with the row it was.
  enum Comparison {
    /// The same instance, or equal content: nothing to do.
    case same
    /// Same class, different content: reconfigure (same cell, asked again).
    case contentChanged
    /// A different class: reload (a new cell).
    case typeChanged
  }

  /// The number of rows.
  var count: Int {
    switch self {
    case .delegates(let nodes): nodes.count
    case .keyed(let keys): keys.count
    case .declared(let list): list.count
    case .leaves(let rows): rows.count
    }
  }

  /// The same rows as leaves, for comparing rows held as delegates with rows of groups.
  /// - Complexity: O(1) for leaves, O(*n*) for delegates; `nil` for declared rows.
  var asLeaves: [LeafRow]? {
    switch self {
    case .leaves(let rows): rows
    case .delegates(let nodes): nodes.map { LeafRow.node($0) }
    case .keyed, .declared: nil
    }
  }

  /// Whether the rows are stand-ins for declarations without an identity, which no diff can
  /// pair: such rows are reloaded whole when they change.
  var isStandIn: Bool {
    guard case .keyed(let keys) = self, let first = keys.first else { return false }
    return first.identifier.base is StandInRowIdentity
  }

  /// The identifier of every row in a range of positions, in order.
  /// - Parameters:
  ///   - positions: The positions.
  ///   - replacingMarked: Whether a node that said its identifier changed in place answers a
  ///     stand-in of its old identity instead (for the rows the table was told about).
  /// - Complexity: O(*k*) for *k* positions.
  func identifiers(in positions: Range<Int>, replacingMarked: Bool = false) -> [AnyHashable] {
    if case .keyed(let keys) = self {
      return positions.map { keys[$0].identifier }
    }
    var identifiers: [AnyHashable] = []
    identifiers.reserveCapacity(positions.count)
    for position in positions {
      identifiers.append(identifier(at: position, replacingMarked: replacingMarked))
    }
    return identifiers
  }

  /// The identifier of the row at a position, as ``identifiers(in:replacingMarked:)`` reads it.
  /// - Complexity: O(1) plus the row's identifier.
  func identifier(at position: Int, replacingMarked: Bool = false) -> AnyHashable {
    switch self {
    case .delegates(let nodes):
      let node = nodes[position]
      if replacingMarked && PropagatingTableDelegate.mark(of: node) == .identity {
        return ReplacedRowIdentity(node: ObjectIdentifier(node))
      }
      return node.differenceIdentifier
    case .keyed(let keys):
      return keys[position].identifier
    case .declared(let list):
      return list.identifier(at: position)
    case .leaves(let rows):
      return rows[position].identifier(replacingMarked: replacingMarked)
    }
  }

  /// The difference between the identifiers of `range` of these rows and `otherRange` of
  /// `other`, diffed as typed values without boxing them, where both are declarations of one
  /// type that identify themselves; `nil` otherwise.
  /// - Complexity: Expected O(*m*) for the *m* rows of the ranges.
  func typedDifference(in range: Range<Int>, to other: DifferenceRows, in otherRange: Range<Int>)
    -> Result<IdentifierDifference, DuplicateIdentifierError>?
  {
    guard case .declared(let list) = self, case .declared(let otherList) = other else {
      return nil
    }
    return list.difference(in: range, to: otherList, in: otherRange)
  }

  /// How many rows at the front, and then at the back, are the very same instances as
  /// `other`'s, compared by identity without asking any identifier: such rows are kept in
  /// place with their content.
  /// - Complexity: O(*p* + *s*) for the *p* and *s* rows shared at the ends.
  func sharedEnds(with other: DifferenceRows) -> (prefix: Int, suffix: Int) {
    switch (self, other) {
    case (.delegates(let nodes), .delegates(let others)):
      return PropagatingTableDelegate.keptAtEnds(from: nodes, to: others)
    case (.keyed(let keys), .keyed(let others)):
      let shorter = min(keys.count, others.count)
      let kept = { (key: DeclarationRowKey, other: DeclarationRowKey) in
        key.identifier == other.identifier && key.compare(with: other) == .same
      }
      var prefix = 0
      while prefix < shorter && kept(keys[prefix], others[prefix]) {
        prefix += 1
      }
      var suffix = 0
      while prefix + suffix < shorter
        && kept(keys[keys.count - 1 - suffix], others[others.count - 1 - suffix])
      {
        suffix += 1
      }
      return (prefix, suffix)
    case (.declared(let list), .declared(let other)):
      return list.equalEnds(with: other)
    case (.leaves, _), (_, .leaves):
      guard let rows = asLeaves, let others = other.asLeaves else { return (0, 0) }
      let shorter = min(rows.count, others.count)
      var prefix = 0
      while prefix < shorter && rows[prefix].isKept(as: others[prefix]) {
        prefix += 1
      }
      var suffix = 0
      while prefix + suffix < shorter
        && rows[rows.count - 1 - suffix].isKept(as: others[others.count - 1 - suffix])
      {
        suffix += 1
      }
      return (prefix, suffix)
    default:
      return (0, 0)
    }
  }

  /// How the row at `position` compares with the row at `sourcePosition` of `source`, which
  /// has the same identifier.
  /// - Complexity: O(1) plus the cost of `isContentEqual(to:)`.
  func compare(at position: Int, with source: DifferenceRows, at sourcePosition: Int)
    -> Comparison
  {
    switch (self, source) {
    case (.delegates(let nodes), .delegates(let sources)):
      return Self.compare(nodes[position], with: sources[sourcePosition])
    case (.declared(let list), .declared(let sources)):
      return list.compare(at: position, with: sources, at: sourcePosition)
    case (.leaves(let rows), .leaves(let sources)):
      return rows[position].compare(with: sources[sourcePosition])
    case (.leaves(let rows), .delegates(let sources)):
      return rows[position].compare(with: .node(sources[sourcePosition]))
    case (.delegates(let nodes), .leaves(let sources)):
      return LeafRow.node(nodes[position]).compare(with: sources[sourcePosition])
    case (.delegates, _), (_, .delegates), (.leaves, _), (_, .leaves):
      return .typeChanged
    default:
      guard let key = rowKey(at: position), let source = source.rowKey(at: sourcePosition) else {
        return .typeChanged
      }
      return key.compare(with: source)
    }
  }

  /// ``compare(at:with:at:)`` against one source, with the kinds of the two lists (and, for
  /// declarations, their type) checked once rather than for every row.
  func comparer(with source: DifferenceRows) -> (_ position: Int, _ sourcePosition: Int)
    -> Comparison
  {
    if case .declared(let list) = self, case .declared(let sources) = source,
      let compare = list.comparer(with: sources)
    {
      return compare
    }
    return { position, sourcePosition in
      self.compare(at: position, with: source, at: sourcePosition)
    }
  }

  /// How a row delegate compares with `old`, the row it replaces under the same identifier.
  /// - Complexity: O(1) plus the cost of `isContentEqual(to:)`.
  static func compare(_ node: any CascadingTableDelegate, with old: any CascadingTableDelegate)
    -> Comparison
  {
    if node === old {
      switch PropagatingTableDelegate.mark(of: node) {
      case .none: return .same
      case .content: return .contentChanged
      case .identity: return .typeChanged
      }
    }
    if ObjectIdentifier(type(of: node)) != ObjectIdentifier(type(of: old)) {
      return .typeChanged
    }
    // The old node said it changed after the table was told: what it answers now is not
    // what the table shows, so equal content proves nothing.
    if PropagatingTableDelegate.mark(of: old) != .none {
      return .contentChanged
    }
    return node.isContentEqual(to: old) ? .same : .contentChanged
  }

  /// The key of a declared row.
  private func rowKey(at position: Int) -> DeclarationRowKey? {
    switch self {
    case .delegates, .leaves: nil
    case .keyed(let keys): keys[position]
    case .declared(let list): list.key(at: position)
    }
  }
}

/// The identity a node had before it said its identifier changed in place: matches nothing.
struct ReplacedRowIdentity: Hashable {
  var node: ObjectIdentifier
}
