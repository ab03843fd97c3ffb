extension TableViewDataSource: RowDifferencing {
  /// The rows' identities, as a transaction compares them: never `nil`, since rows without an
  /// identity of their own get stand-ins that never match (so a change reloads them).
  /// - Complexity: O(1) for declarations that identify themselves (their keys are made where
  ///   the diff reads them); for binders O(1), or O(*n*) the first time after an assignment
  ///   (their identities read once, typed when they are all `Int`s or all `String`s).
  var differenceRows: DifferenceRows? { rows(of: cellDeclarations, assignment: assignmentCount) }

  var shownRows: DifferenceRows? {
    guard let shown = shownAssignment else { return nil }
    return rows(of: shownDeclarations, assignment: shown)
  }

  var hasUnshownChanges: Bool { shownAssignment != assignmentCount }

  var rowsVersion: Int { assignmentCount }

  func markShown() {
    shownDeclarations = cellDeclarations
    shownAssignment = assignmentCount
    shownRowKeys = rowKeysCache
    shownBinderRows = binderRowsCache
    shownIdentifierColumn = identifierColumn
  }

  /// The rows of one assignment of declarations.
  private func rows(of declarations: [CellDeclaration], assignment: Int) -> DifferenceRows {
    if case .byDeclaration(let identity) = rowIdentification {
      let column =
        assignment == assignmentCount
        ? identifierColumn
        : assignment == shownAssignment ? shownIdentifierColumn : IdentifierColumnCache()
      return .declared(
        DeclarationSnapshot(
          declarations: declarations, identity: identity, column: column,
          makeKey: { self.rowKey(of: $0, by: identity.key) },
          reuseIdentifier: { self.binder(for: $0)?.reuseIdentifier }))
    }
    if assignment == assignmentCount {
      if let cached = binderRowsCache {
        return cached
      }
      let rows = binderRows(of: declarations, assignment: assignment)
      binderRowsCache = rows
      return rows
    }
    if assignment == shownAssignment, let rows = shownBinderRows {
      return rows
    }
    let rows = binderRows(of: declarations, assignment: assignment)
    if assignment == shownAssignment {
      shownBinderRows = rows
    }
    return rows
  }

  /// The rows of declarations identified by their binders: the binders, when every one has an
  /// identity (see ``BinderRowList``), else stand-ins unique to the assignment.
  /// - Complexity: O(*n*) in the number of declarations.
  private func binderRows(of declarations: [CellDeclaration], assignment: Int) -> DifferenceRows {
    if let binders = identifyingBinders(of: declarations),
      let list = BinderRowList(binders: binders)
    {
      return .declared(list)
    }
    return .keyed(standIns(count: declarations.count, assignment: assignment))
  }

  /// The binders whose identities identify declarations, or `nil` when a declaration has no
  /// binder: the declarations themselves when they are binders (the same array, in O(1)),
  /// else the declaration when it is a binder, else the binder it maps to.
  /// - Complexity: O(1) for ``CellBinder`` declarations, else O(*n*) plus the mapping's cost.
  private func identifyingBinders(of declarations: [CellDeclaration]) -> [CellBinder]? {
    if CellDeclaration.self == CellBinder.self {
      return unsafeBitCast(declarations, to: [CellBinder].self)
    }
    var binders: [CellBinder] = []
    binders.reserveCapacity(declarations.count)
    for declaration in declarations {
      guard let binder = declaration as? CellBinder ?? binder(for: declaration) else {
        return nil
      }
      binders.append(binder)
    }
    return binders
  }

  /// Stand-in identities for rows that have none, unique to one assignment: they never match
  /// another's, so a transaction replaces such rows.
  /// - Complexity: O(*n*).
  private func standIns(count: Int, assignment: Int) -> [DeclarationRowKey] {
    let owner = ObjectIdentifier(self)
    return (0..<count).map {
      DeclarationRowKey(
        identifier: StandInRowIdentity(owner: owner, assignment: assignment, row: $0))
    }
  }

  /// A declaration's key: its identity, and, for a row identified by an `id` rather than by
  /// its whole value, the reuse identifier of its cell, since a kept row whose cell changes
  /// kind is reloaded rather than reconfigured.
  private func rowKey(
    of declaration: CellDeclaration, by key: (CellDeclaration) -> DeclarationRowKey
  ) -> DeclarationRowKey {
    var rowKey = key(declaration)
    if rowKey.content != rowKey.identifier {
      rowKey.reuseIdentifier = binder(for: declaration)?.reuseIdentifier
    }
    return rowKey
  }
}

extension TableViewDataSource: DeclaredRows {
  var declaredRowCount: Int { cellDeclarations.count }
}

extension TableViewDataSource {
  // MARK: - Assigning

  /// Assigns ``cellDeclarations`` and returns the updates the assignment applied to the table.
  ///
  /// The same as assigning the property, with an animation of its own. It returns `[]` when
  /// nothing changed, when the node has no table yet, and inside a transaction on its tree,
  /// whose batch includes the change; `[.reloadSections([section])]` when the rows cannot be
  /// identified.
  /// - Parameters:
  ///   - declarations: The new declarations, in display order.
  ///   - animation: The animation of inserted, deleted and reloaded rows; ``rowAnimation``
  ///     when `nil`.
  /// - Returns: The updates applied, in the `TableUpdate` vocabulary.
  /// - Complexity: O(*n*) expected in the number of rows, old and new.
  @discardableResult
  public func setCellDeclarations(
    _ declarations: [CellDeclaration], animation: TableRowAnimation? = nil
  ) -> [TableUpdate] {
    let outer = pendingAssignment
    pendingAssignment = PendingAssignment(animation: animation ?? rowAnimation)
    defer { pendingAssignment = outer }
    cellDeclarations = declarations
    return pendingAssignment?.updates ?? []
  }

  /// Assigns ``cellDeclarations`` from statements, with ``CellsBuilder``, and returns the
  /// updates the assignment applied (see ``setCellDeclarations(_:animation:)``).
  ///
  /// ```swift
  /// dataSource.setCellDeclarations {
  ///   VenueRow.outline(venue)
  ///   if !reviews.isEmpty {
  ///     VenueRow.header("Reviews")
  ///     for review in reviews { VenueRow.review(review) }
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - animation: The animation of inserted, deleted and reloaded rows; ``rowAnimation``
  ///     when `nil`.
  ///   - declarations: Declares the cells, in display order.
  /// - Returns: The updates applied.
  @discardableResult
  public func setCellDeclarations(
    animation: TableRowAnimation? = nil,
    @CellsBuilder<CellDeclaration> _ declarations: () -> [CellDeclaration]
  ) -> [TableUpdate] {
    setCellDeclarations(declarations(), animation: animation)
  }

  // MARK: - Applying

  /// Brings the table up to date after an assignment: a transaction covering this node
  /// includes it; otherwise the assignment is applied as a transaction of its own.
  func cellDeclarationsDidChange(from old: [CellDeclaration]) {
    let running = TableTransaction.running(for: self)
    let wasTold = shownAssignment == assignmentCount
    if shownAssignment == nil, running != nil {
      // Never told to a table: what the running transaction started from is the old list.
      shownDeclarations = old
      shownAssignment = assignmentCount
      shownRowKeys = rowKeysCache
      shownBinderRows = binderRowsCache
      shownIdentifierColumn = identifierColumn
    }
    assignmentCount &+= 1
    rowKeysCache = nil
    binderRowsCache = nil
    identifierColumn = IdentifierColumnCache()
    let parent = parentDelegate as? PropagatingTableDelegate
    if isRowGroup, let parent {
      // A group of declarations: its rows are its section's.
      parent.groupRowsDidChange(self)
    } else {
      parent?.childRowsDidChange(self)
    }
    if case .byBinder = rowIdentification,
      let position = unidentifiedPositionAmongIdentified(in: cellDeclarations)
    {
      TableTransaction.table(of: self)?.reportProblem(
        TableProblem(
          kind: .diagnostic(.partialRowIdentity(unidentifiedPosition: position)), about: self))
    }
    guard running == nil, !isTakingTableMove else { return }
    let updates = TableTransaction.runImplicitly(
      on: self, animation: pendingAssignment?.animation ?? rowAnimation, nodeWasTold: wasTold)
    pendingAssignment?.updates = updates
  }

  // MARK: - Identifying

  /// The keys of the current declarations, computed once per assignment.
  /// - Complexity: O(1), or O(*n*) the first time after an assignment.
  func currentRowKeys() -> [DeclarationRowKey] {
    if let cached = rowKeysCache {
      return cached
    }
    let keys = rowKeys(of: cellDeclarations, assignment: assignmentCount)
    rowKeysCache = keys
    return keys
  }

  /// The keys of declarations: their identities, or, when they have none of their own,
  /// stand-ins unique to the assignment that never match another's.
  /// - Complexity: O(*n*) in the number of declarations.
  private func rowKeys(of declarations: [CellDeclaration], assignment: Int) -> [DeclarationRowKey] {
    if case .byDeclaration(let identity) = rowIdentification {
      return declarations.map { rowKey(of: $0, by: identity.key) }
    }
    if let keys = identifiedKeys(of: declarations) {
      return keys
    }
    return standIns(count: declarations.count, assignment: assignment)
  }

  /// The keys of declarations identified by their binders, or `nil` as soon as one has no
  /// identity.
  /// - Complexity: O(*n*), or less when a binder without identity comes early.
  private func identifiedKeys(of declarations: [CellDeclaration]) -> [DeclarationRowKey]? {
    var keys: [DeclarationRowKey] = []
    keys.reserveCapacity(declarations.count)
    for declaration in declarations {
      let declared = declaration as? CellBinder ?? binder(for: declaration)
      guard let declared, let id = declared.identity?.boxed else { return nil }
      keys.append(
        DeclarationRowKey(
          identifier: id, content: declared.content, reuseIdentifier: declared.reuseIdentifier))
    }
    return keys
  }

  /// The position of a binder without identity in declarations where another binder has one,
  /// or `nil`: the first binder without identity when one with an identity comes before it,
  /// else position 0 when the first has none and the last has one. Binders that all lack an
  /// identity (DataSourceKit's usage) cost O(1) here.
  /// - Complexity: O(*k*), where *k* is the number of identified binders in front.
  private func unidentifiedPositionAmongIdentified(in declarations: [CellDeclaration]) -> Int? {
    if CellDeclaration.self == CellBinder.self {
      // Binders read in place, not cast one by one.
      let binders = unsafeBitCast(declarations, to: [CellBinder].self)
      guard let last = binders.indices.last else { return nil }
      if binders[0].identity == nil {
        return binders[last].identity == nil ? nil : 0
      }
      var position = 1
      while position < binders.count {
        if binders[position].identity == nil { return position }
        position += 1
      }
      return nil
    }
    func hasIdentity(_ position: Int) -> Bool {
      let declaration = declarations[position]
      return (declaration as? CellBinder ?? binder(for: declaration))?.identity != nil
    }
    guard let last = declarations.indices.last else { return nil }
    if !hasIdentity(0) {
      return hasIdentity(last) ? 0 : nil
    }
    return declarations.indices.first { !hasIdentity($0) }
  }
}
