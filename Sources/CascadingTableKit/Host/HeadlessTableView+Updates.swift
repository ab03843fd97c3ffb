extension HeadlessTableView {
  // MARK: TableHost updates

  /// Reloads sections: their rows become new rows, asked again from the data source.
  ///
  /// Outside a batch the change is applied at once as a batch of its own; inside
  /// ``performBatchUpdates(_:completion:)`` it joins the batch. An update that breaks UIKit's
  /// rules is reported (see ``lastUpdateError`` and ``updateErrorHandler``) and the table
  /// reloads instead, as ``applyUpdatesChecked(_:)`` describes; that method throws the error.
  /// - Parameters:
  ///   - sections: The sections to reload, as they are before the update.
  ///   - animation: Ignored: a headless table changes at once.
  public func reloadSections(_ sections: [Int], with animation: TableRowAnimation) {
    enqueueUpdate(.reloadSections(sections))
  }

  /// Inserts sections, which the data source already reports. See
  /// ``reloadSections(_:with:)`` for batching and error handling.
  /// - Parameters:
  ///   - sections: The new sections, as they are after the update.
  ///   - animation: Ignored.
  public func insertSections(_ sections: [Int], with animation: TableRowAnimation) {
    enqueueUpdate(.insertSections(sections))
  }

  /// Deletes sections, which the data source no longer reports. See
  /// ``reloadSections(_:with:)`` for batching and error handling.
  /// - Parameters:
  ///   - sections: The removed sections, as they were before the update.
  ///   - animation: Ignored.
  public func deleteSections(_ sections: [Int], with animation: TableRowAnimation) {
    enqueueUpdate(.deleteSections(sections))
  }

  /// Moves a section and its rows. See ``reloadSections(_:with:)`` for batching and error
  /// handling.
  /// - Parameters:
  ///   - section: The section's position before the move.
  ///   - newSection: The section's position after the move.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    enqueueUpdate(.moveSection(section, to: newSection))
  }

  /// Reloads rows: they become new rows, asked again from the data source, and lose their
  /// selection. See ``reloadSections(_:with:)`` for batching and error handling.
  /// - Parameters:
  ///   - indexPaths: The rows, as they are before the update.
  ///   - animation: Ignored.
  public func reloadRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    enqueueUpdate(.reloadRows(indexPaths))
  }

  /// Inserts rows, which the data source already reports. See ``reloadSections(_:with:)``
  /// for batching and error handling.
  /// - Parameters:
  ///   - indexPaths: The new rows, as they are after the update.
  ///   - animation: Ignored.
  public func insertRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    enqueueUpdate(.insertRows(indexPaths))
  }

  /// Deletes rows, which the data source no longer reports. See ``reloadSections(_:with:)``
  /// for batching and error handling.
  /// - Parameters:
  ///   - indexPaths: The removed rows, as they were before the update.
  ///   - animation: Ignored.
  public func deleteRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
    enqueueUpdate(.deleteRows(indexPaths))
  }

  /// Moves a row, keeping its cell and selection. See ``reloadSections(_:with:)`` for
  /// batching and error handling.
  /// - Parameters:
  ///   - indexPath: The row's position before the move.
  ///   - newIndexPath: The row's position after the move.
  public func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
    enqueueUpdate(.moveRow(indexPath, to: newIndexPath))
  }

  /// Applies the inserts, deletes, reloads and moves made in `updates` as one update, checked
  /// against UIKit's rules (see ``applyUpdatesChecked(_:)``).
  ///
  /// A table that never loaded asks its data source for its counts before running `updates`,
  /// so changes made inside the closure are judged against what the data source reported
  /// before them. On a violation the table reloads from its data source (keeping its content
  /// offset but no measured height; see ``applyUpdatesChecked(_:)``), records the error
  /// in ``lastUpdateError``, passes it to ``updateErrorHandler``, and calls `completion` with
  /// `false`. A batch inside another batch joins it; its completion is called when the outer
  /// batch is applied.
  /// - Parameters:
  ///   - updates: Makes the changes; the data source must report their result by its end.
  ///   - completion: Called with `true` once the update is applied, `false` if it was
  ///     rejected.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    if batchState.isCollecting {
      updates?()
      if let completion {
        batchState.add(completion: completion)
      }
      return
    }
    loadIfNeeded()
    let batch = collectBatch { updates?() }
    var applied = true
    do {
      try applyUpdatesChecked(batch.changes)
    } catch {
      applied = false
      updateErrorHandler?(error)
    }
    for nested in batch.completions {
      nested(applied)
    }
    completion?(applied)
  }

  // MARK: Checked updates

  /// Applies the changes made in `updates` as one batch, throwing when they break UIKit's
  /// rules instead of reporting it.
  ///
  /// Inside the closure, call the ordinary update methods (``insertRows(at:with:)`` and the
  /// rest); they are collected and applied together at the end, as UIKit's
  /// `performBatchUpdates(_:completion:)` does; a table that never loaded asks for its counts
  /// before running the closure. On a violation the table reloads from its data source (so
  /// nothing it shows is stale, keeping its content offset but no measured height), records
  /// the error in ``lastUpdateError``, and throws it; ``updateErrorHandler`` is not called.
  /// - Parameter updates: Makes the changes; the data source must report their result by its
  ///   end.
  /// - Throws: ``TableUpdateError`` naming the first rule the batch breaks.
  /// - Complexity: O(*u* log *u* + *s*) to validate *u* changes over *s* sections, plus
  ///   rebuilding the height index of each section the changes touch, plus a layout.
  public func performBatchUpdatesChecked(_ updates: () -> Void) throws(TableUpdateError) {
    loadIfNeeded()
    let batch = collectBatch(updates)
    do throws(TableUpdateError) {
      try applyUpdatesChecked(batch.changes)
    } catch {
      for nested in batch.completions {
        nested(false)
      }
      throw error
    }
    for nested in batch.completions {
      nested(true)
    }
  }

  /// Applies the given changes as one batch, checked against UIKit's rules: deletes and
  /// reloads name positions before the update, inserts after it; every section's row count
  /// after the update equals its count before, plus inserts and moves in, minus deletes and
  /// moves out; the section count likewise; and no position is named twice in conflicting
  /// ways. The counts after the update are asked from the data source (`numberOfSections`,
  /// then `numberOfRowsInSection` for each section).
  ///
  /// A valid batch moves selection, focus, the open swipe and visible cells with their rows,
  /// ends displaying deleted and reloaded rows (under their positions before the update) and
  /// rows the update pushes out of the viewport (under their positions after it, which the
  /// data source now uses), and displays what enters the viewport. Surviving rows keep their
  /// heights; new rows start from estimates.
  ///
  /// A table that never loaded first asks its data source for its counts and takes them as
  /// the counts before the update, as UIKit does: an update made after the data source already
  /// changed is then invalid, and is reported like any other.
  ///
  /// On a violation the table reloads from its data source and throws. The reload keeps only
  /// the content offset (clamped at the next layout). It keeps no measured height: a rejected
  /// update says nothing reliable about which row is where, even in a section whose count did
  /// not change, so a height kept by position (even as an estimate) could be the height
  /// measured for another row; every row starts again from its estimate, and the rows on
  /// screen are measured again at the next layout. For the same reason it clears the
  /// selection, the focus and an open swipe: a selection kept by position could silently
  /// select another row.
  ///
  /// A batch holding ``TableUpdate/reloadData`` reloads the whole table (as ``reloadData()``
  /// does) and is never rejected.
  ///
  /// Called from a delegate call the table makes while it loads or reloads (a count, an
  /// estimate, or a `didEndDisplaying` announced by a reload), the update is part of that
  /// reload: the table reads its data source once the call returns, and neither applies nor
  /// judges the update separately (the counts it would be judged against are already stale).
  /// - Parameter changes: The changes, in the order made.
  /// - Throws: ``TableUpdateError`` naming the first rule the batch breaks.
  /// - Complexity: O(*u* log *u* + *s*) to validate *u* changes over *s* sections; applying
  ///   a few row changes costs O(*b* + log *n*) each for blocks of *b* ≈ 1,024 rows, many
  ///   changes to a section O(*r*) for its *r* rows; plus a layout.
  public func applyUpdatesChecked(_ changes: [TableUpdate]) throws(TableUpdateError) {
    if isLoading {
      // Asked from a count or estimate call while the table loads: the load starts over and
      // reads the data source's counts after the change.
      lifecycle.requestReloadWhileLoading()
      return
    }
    if lifecycle.reloadDepth > 0 {
      // Asked from a call a reload makes before it loads (`didEndDisplaying`,
      // `didEndEditingRowAt`): the table's counts are already stale, and the reload reads the
      // data source's counts after the change.
      return
    }
    if changes.contains(.reloadData) {
      // A whole reload replaces every row: whatever else the batch says is part of it.
      updateHistory.setLastUpdateError(nil)
      reloadData()
      return
    }
    updateHistory.setLastUpdateError(nil)
    // Counts the table never asked for are asked now, before the update is judged: what the
    // data source reports at this point is the "before" of the update, as in UIKit.
    loadIfNeeded()
    var rowCountsBefore: [Int] = []
    rowCountsBefore.reserveCapacity(content.sectionCount)
    for geometry in content.sections {
      rowCountsBefore.append(geometry.rowCount)
    }
    lifecycle.setLoading(true)
    var rowCountsAfter: [Int] = []
    if let source = dataSource {
      let sectionCount = sectionCount(from: source)
      rowCountsAfter.reserveCapacity(sectionCount)
      for section in 0..<sectionCount {
        rowCountsAfter.append(rowCount(from: source, inSection: section))
      }
    }
    lifecycle.setLoading(false)
    if lifecycle.takePendingReload() {
      // A count call changed the data source again: the counts read may disagree with each
      // other, so the table reloads instead of judging the update against them.
      reloadData()
      return
    }
    let plan: TableUpdatePlan
    do {
      plan = try TableUpdatePlan(
        updates: changes, rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
    } catch {
      reloadAfterRejectedUpdate()
      updateHistory.setLastUpdateError(error)
      reportProblem(TableProblem(kind: .rejectedUpdate(error)))
      throw error
    }
    updateHistory.recordBatch(changes)
    let batches = appliedBatchCount
    let reloads = reloadCount
    apply(plan, changes: changes, rowCountsAfter: rowCountsAfter)
    guard !plan.reconfiguredIndexPathsBeforeUpdate.isEmpty, reloadCount == reloads else { return }
    // A delegate call made while this batch was laid out may have applied another batch: the
    // plan then no longer says where the reconfigured rows are, and every visible row is
    // asked again.
    reconfigure(
      plan.reconfiguredIndexPathsBeforeUpdate, through: appliedBatchCount == batches ? plan : nil)
  }

  // MARK: Internals

  func enqueueUpdate(_ update: TableUpdate) {
    if batchState.isCollecting {
      batchState.add(update)
      return
    }
    do {
      try applyUpdatesChecked([update])
    } catch {
      updateErrorHandler?(error)
    }
  }

  /// Runs a batch closure and returns the changes it made, with the completions of batches
  /// nested in it, to call once the batch is applied.
  private func collectBatch(_ updates: () -> Void) -> BatchState {
    let outer = batchState
    batchState = BatchState(depth: 1)
    updates()
    let batch = batchState
    batchState = outer
    return batch
  }

  /// Applies a validated plan: geometry, then the state that follows rows, then a layout.
  private func apply(_ plan: TableUpdatePlan, changes: [TableUpdate], rowCountsAfter: [Int]) {
    let newSections = Set(plan.insertedOrReloadedSectionsAfterUpdate)
    let oldGeometry = content.sections
    var changesSections = false
    // Row edits, keyed by the surviving section's position after the update.
    var edits: [Int: SectionRowEdits] = [:]
    func survivingSection(before section: Int) -> Int? {
      guard let after = plan.sectionAfterUpdate(for: section), !newSections.contains(after)
      else { return nil }
      return after
    }
    for change in changes {
      switch change {
      case .deleteRows(let indexPaths):
        for indexPath in indexPaths {
          if let after = survivingSection(before: indexPath.section) {
            edits[after, default: SectionRowEdits()].removed.append(indexPath.row)
          }
        }
      case .insertRows(let indexPaths):
        for indexPath in indexPaths where !newSections.contains(indexPath.section) {
          edits[indexPath.section, default: SectionRowEdits()].added.append(
            (indexPath.row, nil, false))
        }
      case .moveRow(let source, let destination):
        if let after = survivingSection(before: source.section) {
          edits[after, default: SectionRowEdits()].removed.append(source.row)
        }
        if !newSections.contains(destination.section) {
          let height = oldGeometry[source.section].rows.height(at: source.row)
          let isExact = oldGeometry[source.section].rows.isExact(at: source.row)
          edits[destination.section, default: SectionRowEdits()].added.append(
            (destination.row, height, isExact))
        }
      case .reloadRows, .reconfigureRows, .reloadData:
        break
      case .insertSections, .deleteSections, .reloadSections, .moveSection:
        changesSections = true
      }
    }
    for indexPath in plan.reloadedIndexPathsAfterUpdate {
      edits[indexPath.section, default: SectionRowEdits()].reloaded.append(indexPath.row)
    }

    let source = delegate
    lifecycle.setLoading(true)
    var geometry: [SectionGeometry] = []
    geometry.reserveCapacity(rowCountsAfter.count)
    var totals: [Double] = []
    totals.reserveCapacity(rowCountsAfter.count)
    for section in rowCountsAfter.indices {
      var built: SectionGeometry
      if !newSections.contains(section), let before = plan.sectionBeforeUpdate(for: section) {
        built = oldGeometry[before]
        if let sectionEdits = edits[section] {
          sectionEdits.apply(to: &built.rows) {
            self.estimatedRowHeight(at: TableIndexPath(row: $0, section: section), delegate: source)
          }
          // As UIKit does for the sections of a batch, their header and footer heights are
          // asked again (when next laid out): they may depend on the rows.
          built.headerIsExact = false
          built.footerIsExact = false
        }
      } else {
        built = estimatedGeometry(ofSection: section, rowCount: rowCountsAfter[section])
      }
      totals.append(built.totalHeight)
      geometry.append(built)
    }
    lifecycle.setLoading(false)
    if lifecycle.takePendingReload() {
      // An estimate call changed the data source again while the update was being applied:
      // the counts this update was judged against are gone, so nothing of it can be mapped.
      reloadData()
      layoutVisibleItems()
      return
    }
    content.replaceSections(geometry, totals: totals)
    markOffScreenReconfiguredRows(of: plan)
    remapState(rows: { plan.indexPathAfterUpdate(for: $0) }, sections: survivingSection(before:))
    if changesSections {
      refreshIndexTitles()
    }
    layoutVisibleItems()
  }

  /// Reloads after a rejected update, keeping only what does not depend on knowing where each
  /// row went: the content offset (clamped at the next layout, as always).
  ///
  /// No measured height is kept. A rejected update is one whose description of the change is
  /// wrong, so nothing proves which row now stands at a position, not even in a section whose
  /// count did not change (its rows may have been replaced or reordered): a height kept by
  /// position, even as an estimate, could give a row the height measured for another one. Every
  /// row, header and footer starts again from its estimate (or its exact height, where estimates
  /// are disabled), and the rows on screen are measured again at the next layout.
  ///
  /// The selection, the focus and an open swipe are not kept either, for the same reason: a
  /// selection kept by position could select a different row than the user chose, silently.
  private func reloadAfterRejectedUpdate() {
    reloadData()
  }
}
