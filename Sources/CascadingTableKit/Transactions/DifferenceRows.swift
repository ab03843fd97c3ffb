/// The rows (or sections) of one node at one moment, as a transaction compares them.
///
/// Holding one retains the node's children array, which is O(1): Swift arrays are
/// copy-on-write.
@MainActor
enum DifferenceRows {
  /// Children that are delegates, each identified by its
  /// ``CascadingTableDelegate/differenceIdentifier``.
  case delegates([any CascadingTableDelegate])

  /// Rows declared to a ``TableViewDataSource``, each identified by its declaration.
  case keyed([DeclarationRowKey])

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
    }
  }

  /// The identifier of every row, in order.
  /// - Complexity: O(*n*).
  func identifiers() -> [AnyHashable] {
    switch self {
    case .delegates(let nodes):
      var identifiers: [AnyHashable] = []
      identifiers.reserveCapacity(nodes.count)
      for node in nodes {
        identifiers.append(node.differenceIdentifier)
      }
      return identifiers
    case .keyed(let keys):
      return keys.map(\.identifier)
    }
  }

  /// Whether the rows are the very same instances in the same order as `other`'s, checked by
  /// buffer identity first.
  /// - Complexity: O(1) when the arrays share storage, else O(*n*).
  func isIdentical(to other: DifferenceRows) -> Bool {
    switch (self, other) {
    case (.delegates(let nodes), .delegates(let others)):
      guard nodes.count == others.count else { return false }
      for position in nodes.indices where nodes[position] !== others[position] {
        return false
      }
      return true
    case (.keyed(let keys), .keyed(let others)):
      guard keys.count == others.count else { return false }
      for position in keys.indices
      where keys[position].compare(with: others[position]) != .same
        || keys[position].identifier != others[position].identifier
      {
        return false
      }
      return true
    case (.delegates, .keyed), (.keyed, .delegates):
      return false
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
      let node = nodes[position]
      let old = sources[sourcePosition]
      if node === old { return .same }
      if ObjectIdentifier(type(of: node)) != ObjectIdentifier(type(of: old)) {
        return .typeChanged
      }
      return node.isContentEqual(to: old) ? .same : .contentChanged
    case (.keyed(let keys), .keyed(let sources)):
      return keys[position].compare(with: sources[sourcePosition])
    case (.delegates, .keyed), (.keyed, .delegates):
      return .typeChanged
    }
  }
}
