/// What a transaction found, as it started, that its table was never told: an edit outside any
/// transaction under the `.none` reload mode, with no reload since.
struct ChangesNeverTold {
  /// The node that was edited: the deepest node found changed (a group rather than its
  /// section, a section rather than the root).
  var node: any CascadingTableDelegate

  /// The sections, by their positions before the update, whose rows the table may have asked
  /// while it was stale; `nil` for every section (the sections themselves changed).
  var sections: Set<Int>?
}

extension TableTransaction {
  // MARK: - Changes the table was never told

  /// Finds and reports a tree that changed since its table was last told, as a transaction
  /// starts.
  ///
  /// The table may have asked cells of the changed sections since the change (a layout, a
  /// scroll), and the tree answered with rows the table did not know yet: those cells may
  /// show other rows. Only those sections' rows can be wrong; the rows of every other section
  /// were asked of sections whose rows the table knew. When the root's own sections changed,
  /// every section may have been asked at another position, and every visible row may be
  /// wrong.
  /// - Parameter trigger: The node whose change made this transaction, when a reload mode did:
  ///   its own change is not one the table was never told.
  /// - Returns: What was found, or `nil`.
  /// - Complexity: O(1) when the root's record is current and no section changed; else
  ///   O(*c*) in the changed sections (and the groups of sections) plus O(*d* · *n*) to name a
  ///   node *d* groups deep among *n* children each.
  func reportChangesNeverTold(besides trigger: AnyObject? = nil) -> ChangesNeverTold? {
    guard let table, let root = top as? PropagatingTableDelegate else { return nil }
    var found: ChangesNeverTold?
    if root !== trigger && root.updateState.hasUnshownChanges {
      found = ChangesNeverTold(node: Self.deepestChangedGroup(in: root), sections: nil)
    } else if root.mode == .section {
      var sections: Set<Int> = []
      var edited: (any CascadingTableDelegate)?
      var placed = true
      Self.collectChangedSections(
        of: root, root: root, besides: trigger, into: &sections, placed: &placed,
        edited: &edited)
      if let edited {
        found = ChangesNeverTold(node: edited, sections: placed ? sections : nil)
      }
    }
    guard let found else { return nil }
    table.reportProblem(
      TableProblem(
        kind: .diagnostic(
          .treeChangedWithoutTellingTable(
            nodeType: String(describing: type(of: found.node)), nodeIndex: found.node.index)),
        about: found.node))
    return found
  }

  /// Adds the positions before the update of the sections of a `.section`-mode node (and of
  /// the groups of sections in it) whose rows changed since the table was told.
  /// - Parameters:
  ///   - placed: Set to `false` when a position cannot be told.
  ///   - edited: The first changed node found, at its deepest.
  private static func collectChangedSections(
    of node: PropagatingTableDelegate, root: PropagatingTableDelegate, besides trigger: AnyObject?,
    into sections: inout Set<Int>, placed: inout Bool,
    edited: inout (any CascadingTableDelegate)?
  ) {
    for child in node.updateState.changedChildren where child !== trigger {
      // An empty state hidden by the children fills no section: the table asked nothing of it.
      guard !node.hidesEmptyState(child),
        (child as? any RowDifferencing)?.hasUnshownChanges == true
      else { continue }
      if edited == nil {
        edited = deepestChangedGroup(in: child)
      }
      if let position = positionBefore(of: child, in: root) {
        sections.insert(position)
      } else {
        placed = false
      }
    }
    guard node.holdsGroups else { return }
    for child in node.childDelegatesForDifference {
      if let group = child as? PropagatingTableDelegate, group.mode == .section {
        collectChangedSections(
          of: group, root: root, besides: trigger, into: &sections, placed: &placed,
          edited: &edited)
      }
    }
  }

  /// A section's position before the update: where it is now, when the root's sections are
  /// the ones the table was told; else its position among them, when they were not grouped.
  private static func positionBefore(
    of section: any CascadingTableDelegate, in root: PropagatingTableDelegate
  ) -> Int? {
    let state = root.updateState
    guard state.hasUnshownChanges else { return section.tableRange.lowerBound }
    guard !state.shownHeldGroups else { return nil }
    return state.shownChildren.firstIndex { $0 === section }
  }

  /// The deepest group below `node` (in its own mode) whose children changed since the table
  /// was told, following the first changed one at each level; `node` itself when none did.
  private static func deepestChangedGroup(in node: any CascadingTableDelegate)
    -> any CascadingTableDelegate
  {
    var current = node
    while let parent = current as? PropagatingTableDelegate,
      let next = parent.childDelegatesForDifference.first(where: {
        guard let group = $0 as? PropagatingTableDelegate else { return false }
        return group.mode == parent.mode && group.updateState.hasUnshownChanges
      })
    {
      current = next
    }
    return current
  }

  /// The updates, asking again every row of `visible` (the rows the table shows, before the
  /// update) in `sections` (every section when `nil`) or in `asked` (rows the table asked
  /// while the tree held changes it was not told yet): a visible row of those they move is
  /// deleted and inserted instead (a moved row cannot be reconfigured in the same batch), and
  /// every other one they neither delete, reload nor reconfigure, nor leave in a deleted or
  /// reloaded section, is reconfigured.
  static func reconfiguringVisibleRows(
    _ visible: [TableIndexPath], in sections: Set<Int>?,
    askingAgain asked: Set<TableIndexPath> = [], besides updates: [TableUpdate]
  ) -> [TableUpdate] {
    let stale = visible.filter { sections?.contains($0.section) ?? true || asked.contains($0) }
    guard !stale.isEmpty else { return updates }
    let shown = Set(stale)
    var builder = TableDifferenceBuilder(updates)
    var keptMoves: [(source: TableIndexPath, destination: TableIndexPath)] = []
    for move in builder.movedRows {
      if shown.contains(move.source) {
        builder.deletedRows.append(move.source)
        builder.insertedRows.append(move.destination)
      } else {
        keptMoves.append(move)
      }
    }
    builder.movedRows = keptMoves
    let untouchedSections = Set(builder.deletedSections + builder.reloadedSections)
    var untouchedRows = Set(builder.deletedRows + builder.reloadedRows + builder.reconfiguredRows)
    for move in keptMoves {
      untouchedRows.insert(move.source)
    }
    for indexPath in stale
    where !untouchedSections.contains(indexPath.section) && !untouchedRows.contains(indexPath) {
      builder.reconfiguredRows.append(indexPath)
    }
    return builder.updates()
  }
}
