/// The identity and content of one declared row of a ``TableViewDataSource``, as a diff
/// compares them.
struct DeclarationRowKey {
  /// The row's identity among its siblings.
  var identifier: AnyHashable

  /// A value equal to the old one exactly when the content is the same, or `nil` when the
  /// content cannot be compared (the row is then reconfigured whenever it is kept).
  var content: AnyHashable?

  /// The reuse identifier of the row's cell, when known: a kept row whose cell changes kind
  /// is reloaded (a new cell), not reconfigured.
  var reuseIdentifier: String?

  /// How this row compares with the row of the same identity it replaces.
  func compare(with old: DeclarationRowKey) -> DifferenceRows.Comparison {
    if let reuseIdentifier, let oldReuseIdentifier = old.reuseIdentifier,
      reuseIdentifier != oldReuseIdentifier
    {
      return .typeChanged
    }
    guard let content, let oldContent = old.content, content == oldContent else {
      return .contentChanged
    }
    return .same
  }
}

/// The identity a row that has none of its own gets, unique to one assignment of one data
/// source, so that a transaction replaces such rows instead of matching them.
struct StandInRowIdentity: Hashable {
  var owner: ObjectIdentifier
  var assignment: Int
  var row: Int
}

/// An assignment made through ``TableViewDataSource/setCellDeclarations(_:animation:)``: its
/// animation, and the updates it applied.
struct PendingAssignment {
  var animation: TableRowAnimation
  var updates: [TableUpdate] = []
}
