extension TableViewDataSource: RowDifferencing {
  /// The rows' identities, as a transaction compares them: never `nil`, since rows without an
  /// identity of their own get stand-ins that never match (so a change replaces them).
  /// - Complexity: O(1), or O(*n*) the first time after an assignment.
  var differenceRows: DifferenceRows? { .keyed(currentRowKeys()) }
}

extension TableViewDataSource {
  // MARK: - Assigning

  /// Assigns ``cellDeclarations`` and returns the updates the assignment applied to the table.
  ///
  /// The same as assigning the property, with an animation of its own. It returns `[]` when
  /// nothing changed, when the rows cannot be identified (reload the table yourself), when
  /// the node has no table yet, and inside a root's `performUpdates`, whose batch includes
  /// the change.
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

  /// Brings the table up to date after an assignment: records the old rows in a root
  /// transaction that covers this node, or applies the difference itself.
  func cellDeclarationsDidChange(from old: [CellDeclaration]) {
    let oldAssignment = assignmentCount
    let oldKeys = rowKeysCache
    assignmentCount &+= 1
    rowKeysCache = nil
    if let transaction = TableTransaction.current, transaction.scope.mode == .section,
      transaction.scope === parentDelegate
    {
      let keys = oldKeys ?? rowKeys(of: old, assignment: oldAssignment).keys
      transaction.recordRows(of: self, .keyed(keys))
      return
    }
    guard let table = servedTable, isShown(on: table) else { return }
    let animation = pendingAssignment?.animation ?? rowAnimation
    let updates: [TableUpdate]
    switch rowIdentification {
    case .byDeclaration(_, let difference):
      let new = cellDeclarations
      updates = apply(
        { () throws(DuplicateIdentifierError) in
          try difference(old, new) {
            binder(for: old[$0])?.reuseIdentifier != binder(for: new[$1])?.reuseIdentifier
          }
        }, oldCount: old.count, on: table, animation: animation)
    case .byBinder:
      // As in DataSourceKit, unidentified binders leave the reload to the caller: finding
      // that out stops at the first binder without an identity.
      guard let after = identifiedKeys(of: cellDeclarations) else {
        if let position = unidentifiedPositionAmongIdentified(in: cellDeclarations) {
          table.reportDiagnostic(.partialRowIdentity(unidentifiedPosition: position))
        }
        return
      }
      rowKeysCache = after
      let oldIdentified = oldKeys.flatMap { Self.areStandIns($0) ? nil : $0 }
      guard let before = oldIdentified ?? identifiedKeys(of: old) else { return }
      updates = apply(
        { () throws(DuplicateIdentifierError) in
          try DeclarationChanges(
            from: before.map { $0.identifier }, to: after.map { $0.identifier },
            compare: { after[$1].compare(with: before[$0]) })
        }, oldCount: old.count, on: table, animation: animation)
    }
    pendingAssignment?.updates = updates
  }

  /// Whether a table still shows the node: not when the table's data source is none, or
  /// another node of this library (the node was moved to another table or replaced), so that
  /// an assignment never updates a table that shows something else. A data source of another
  /// kind (a proxy in front of the tree) is trusted.
  private func isShown(on table: any TableHost) -> Bool {
    guard let dataSource = table.dataSource else { return false }
    guard let shown = dataSource as? any CascadingTableDelegate else { return true }
    var top: any CascadingTableDelegate = self
    while let parent = top.parentDelegate {
      top = parent
    }
    return shown === top
  }

  /// The section the node's rows stand in: 0 for a whole table, its index for a root's child,
  /// `nil` deeper in a tree.
  private var sectionInTable: Int? {
    guard let parent = parentDelegate else { return 0 }
    return parent.parentDelegate == nil ? index : nil
  }

  /// Applies the difference between the rows the table shows and the current ones as one
  /// batch, or reloads what cannot be diffed.
  private func apply(
    _ changes: () throws(DuplicateIdentifierError) -> DeclarationChanges, oldCount: Int,
    on table: any TableHost, animation: TableRowAnimation
  ) -> [TableUpdate] {
    guard let section = sectionInTable, section < table.numberOfSections,
      table.numberOfRows(inSection: section) == oldCount
    else {
      table.reloadData()
      return []
    }
    let difference: DeclarationChanges
    do {
      difference = try changes()
    } catch {
      table.reportDiagnostic(
        .duplicateRowIdentity(identity: error.identifierDescription, positions: error.positions))
      table.reloadSections([section], with: animation)
      return [.reloadSections([section])]
    }
    guard !difference.isEmpty else { return [] }
    let updates = difference.updates(inSection: section)
    table.performBatchUpdates(
      {
        for update in updates {
          Self.apply(update, to: table, animation: animation)
        }
      }, completion: nil)
    return updates
  }

  /// Makes one row update on a table.
  private static func apply(
    _ update: TableUpdate, to table: any TableHost, animation: TableRowAnimation
  ) {
    switch update {
    case .insertRows(let indexPaths): table.insertRows(at: indexPaths, with: animation)
    case .deleteRows(let indexPaths): table.deleteRows(at: indexPaths, with: animation)
    case .reloadRows(let indexPaths): table.reloadRows(at: indexPaths, with: animation)
    case .reconfigureRows(let indexPaths): table.reconfigureRows(at: indexPaths)
    case .moveRow(let source, let destination): table.moveRow(at: source, to: destination)
    case .insertSections, .deleteSections, .reloadSections, .moveSection:
      break
    }
  }

  // MARK: - Identifying

  /// The keys of the current declarations, computed once per assignment.
  /// - Complexity: O(1), or O(*n*) the first time after an assignment.
  func currentRowKeys() -> [DeclarationRowKey] {
    if let cached = rowKeysCache {
      return cached
    }
    let keys = rowKeys(of: cellDeclarations, assignment: assignmentCount).keys
    rowKeysCache = keys
    return keys
  }

  /// The keys of declarations, and whether they have identities of their own; when not,
  /// stand-ins unique to the assignment that never match another's.
  /// - Complexity: O(*n*) in the number of declarations.
  private func rowKeys(of declarations: [CellDeclaration], assignment: Int)
    -> (keys: [DeclarationRowKey], identifiable: Bool)
  {
    if case .byDeclaration(let key, _) = rowIdentification {
      let keys = declarations.map { declaration in
        var rowKey = key(declaration)
        // A row identified by its whole value never changes while kept; one identified by
        // an `id` can change its cell's kind, which a transaction must reload.
        if rowKey.content != rowKey.identifier {
          rowKey.reuseIdentifier = binder(for: declaration)?.reuseIdentifier
        }
        return rowKey
      }
      return (keys, true)
    }
    if let keys = identifiedKeys(of: declarations) {
      return (keys, true)
    }
    let owner = ObjectIdentifier(self)
    let standIns = declarations.indices.map {
      DeclarationRowKey(
        identifier: StandInRowIdentity(owner: owner, assignment: assignment, row: $0))
    }
    return (standIns, false)
  }

  /// The keys of declarations identified by their binders, or `nil` as soon as one has no
  /// identity.
  /// - Complexity: O(*n*), or less when a binder without identity comes early.
  private func identifiedKeys(of declarations: [CellDeclaration]) -> [DeclarationRowKey]? {
    var keys: [DeclarationRowKey] = []
    keys.reserveCapacity(declarations.count)
    for declaration in declarations {
      let declared = declaration as? CellBinder ?? binder(for: declaration)
      guard let declared, let id = declared.id else { return nil }
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
    func hasIdentity(_ position: Int) -> Bool {
      let declaration = declarations[position]
      return (declaration as? CellBinder ?? binder(for: declaration))?.id != nil
    }
    guard let last = declarations.indices.last else { return nil }
    if !hasIdentity(0) {
      return hasIdentity(last) ? 0 : nil
    }
    return declarations.indices.first { !hasIdentity($0) }
  }

  /// Whether keys are stand-ins for rows without identities.
  private static func areStandIns(_ keys: [DeclarationRowKey]) -> Bool {
    keys.first.map { $0.identifier.base is StandInRowIdentity } ?? false
  }
}
