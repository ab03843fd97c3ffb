extension TableViewDataSource: RowDifferencing {
  /// The rows' identities, as a transaction compares them: never `nil`, since rows without an
  /// identity of their own get stand-ins that never match (so a change replaces them).
  /// - Complexity: O(1).
  var differenceRows: DifferenceRows? { .keyed(rowKeys) }
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

  /// Re-identifies the rows after an assignment and brings the table up to date: records the
  /// old rows in a root transaction that covers this node, or applies the difference itself.
  func cellDeclarationsDidChange() {
    let oldKeys = rowKeys
    let oldRowsAreIdentifiable = rowsAreIdentifiable
    assignmentCount &+= 1
    identifyRows()
    if let transaction = TableTransaction.current, transaction.scope.mode == .section,
      transaction.scope === parentDelegate
    {
      transaction.recordRows(of: self, .keyed(oldKeys))
      return
    }
    guard oldRowsAreIdentifiable, rowsAreIdentifiable, let table = servedTable else { return }
    let updates = applyDifference(
      from: oldKeys, on: table, animation: pendingAssignment?.animation ?? rowAnimation)
    pendingAssignment?.updates = updates
  }

  /// The section the node's rows stand in: 0 for a whole table, its index for a root's child,
  /// `nil` deeper in a tree.
  private var sectionInTable: Int? {
    guard let parent = parentDelegate else { return 0 }
    return parent.parentDelegate == nil ? index : nil
  }

  /// Applies the difference between the rows the table shows and the current ones as one
  /// batch, or reloads what cannot be diffed.
  private func applyDifference(
    from oldKeys: [DeclarationRowKey], on table: any TableHost, animation: TableRowAnimation
  ) -> [TableUpdate] {
    guard let section = sectionInTable, section < table.numberOfSections,
      table.numberOfRows(inSection: section) == oldKeys.count
    else {
      table.reloadData()
      return []
    }
    let changes: SectionRowChanges
    do {
      changes = try SectionRowChanges(from: .keyed(oldKeys), to: .keyed(rowKeys))
    } catch {
      table.reportDiagnostic(
        .duplicateRowIdentity(identity: error.identifierDescription, positions: error.positions))
      table.reloadSections([section], with: animation)
      return [.reloadSections([section])]
    }
    guard !changes.isEmpty else { return [] }
    var builder = TableDifferenceBuilder()
    TableTransaction.add(changes, source: section, destination: section, to: &builder)
    let updates = builder.updates()
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

  /// Computes ``rowKeys`` for the current declarations.
  /// - Complexity: O(*n*) in the number of declarations.
  private func identifyRows() {
    var keys: [DeclarationRowKey] = []
    var identifiable = true
    switch rowIdentification {
    case .byDeclaration(let key):
      keys = cellDeclarations.map(key)
    case .byBinder:
      keys.reserveCapacity(cellDeclarations.count)
      for declaration in cellDeclarations {
        let declared = declaration as? CellBinder ?? binder(for: declaration)
        guard let id = declared?.id else {
          identifiable = false
          break
        }
        keys.append(
          DeclarationRowKey(
            identifier: id, content: declared?.content, reuseIdentifier: declared?.reuseIdentifier
          ))
      }
    }
    if !identifiable {
      keys.removeAll(keepingCapacity: true)
      let owner = ObjectIdentifier(self)
      for row in cellDeclarations.indices {
        let identity = StandInRowIdentity(owner: owner, assignment: assignmentCount, row: row)
        keys.append(DeclarationRowKey(identifier: identity))
      }
    }
    rowKeys = keys
    rowsAreIdentifiable = identifiable
  }
}
