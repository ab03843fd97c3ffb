/// The one owner of an update, from the moment it is asked for to the batch the table applied:
/// who joins it, which part of the tree it diffs, the difference, and the batch.
///
/// A transaction never records anything while the tree changes. It diffs the tree as it is
/// at its end against what the table was last told (each node's ``NodeUpdateState``), so it
/// includes every change made since, however it was made: inside its closure, in a nested
/// transaction on another table, outside any transaction under the `.none` reload mode, or
/// behind a reload the closure asked for.
///
/// Its scope is the top of the tree the node is in (the node the table asks for its counts),
/// never less, because a table checks every count of a batch: a section's transaction that also
/// changed a sibling, or met an edit the table was never told about, still makes a batch the
/// table accepts. A transaction started on a node of the same tree while one runs joins it
/// (its completion runs with the outer one's); one on another tree runs on its own.
@MainActor
final class TableTransaction {
  /// The transactions whose `updates` closure is running, innermost last.
  private static var running: [TableTransaction] = []

  /// A table for asking an opaque section its row count when the tree has no table.
  static let detachedHost = HeadlessTableView()

  /// Whether a transaction is asking its table for its section count, only to make a table
  /// that never loaded load: counts the tree answers meanwhile are not what a table other
  /// than ``HeadlessTableView`` was told.
  static var isAskingTableToLoad = false

  /// The node the difference starts from: the top of the tree.
  let top: any CascadingTableDelegate

  /// The table the batch goes to, if any.
  private(set) var table: (any TableHost)?

  /// Whether the top was prepared for a table that showed another tree when the transaction
  /// started: a root prepared before it joined this tree, which hands the table back when it
  /// joins (see `PropagatingTableDelegate.parentDidChange()`).
  private let tableWasTakenOver: Bool

  /// The animation of every insert, delete and reload.
  let animation: TableRowAnimation

  /// The completions to call once the batch is applied (this transaction's own and those of
  /// transactions that joined it).
  private var completions: [(Bool) -> Void] = []

  /// Nodes whose children changed while the closure ran, to let those the difference does not
  /// cover apply their own reload modes afterwards.
  private var changedNodes: [PropagatingTableDelegate] = []

  /// Nodes whose rows changed while the closure ran through a group of declarations, to record
  /// those hidden as told at the end, as ``changedNodes`` are.
  private var rowsChangedNodes: [PropagatingTableDelegate] = []

  /// Sections to reload whole rather than diff (a `.section` reload mode's change).
  private(set) var sectionsToReload: [ObjectIdentifier] = []

  /// What the table was never told, found as the transaction started: the batch also asks
  /// again the visible rows the table may have asked while it was stale.
  private var changesNeverTold: ChangesNeverTold?

  /// Whether a batch of one update is made as that one table call, outside
  /// `performBatchUpdates`, as the original's `.section` reload mode calls `reloadSections`.
  private var appliesLoneUpdateDirectly = false

  /// How many times a ``HeadlessTableView`` table had reloaded when the closure began, to tell
  /// a table reloaded while it ran; `nil` for other tables.
  private var reloadsBefore: Int?

  private init(top: any CascadingTableDelegate, animation: TableRowAnimation) {
    self.top = top
    let table = Self.table(ofTop: top)
    self.table = table
    self.tableWasTakenOver = table == nil && Self.preparedTable(of: top) != nil
    self.animation = animation
  }

  // MARK: - Running

  /// Runs `updates` as a transaction on the tree `node` is in, or as part of the transaction
  /// already running on that tree, and applies the difference as one batch.
  /// - Returns: The updates applied (`[]` when joining; `[.reloadData]` when the table was
  ///   reloaded instead), and the error met, if any.
  static func run(
    on node: any CascadingTableDelegate, animation: TableRowAnimation, _ updates: () -> Void,
    completion: ((Bool) -> Void)?
  ) -> (updates: [TableUpdate], error: TableDifferenceError?) {
    if let running = running(for: node) {
      updates()
      if let completion {
        running.completions.append(completion)
      }
      running.foldIntoLoadInProgress()
      return ([], nil)
    }
    let transaction = TableTransaction(top: top(of: node), animation: animation)
    if let completion {
      transaction.completions.append(completion)
    }
    transaction.begin()
    transaction.reloadsBefore = (transaction.table as? HeadlessTableView)?.reloadCount
    if Self.running.isEmpty {
      // Cells the table asked for since such a change may show rows that were gone: the batch
      // asks them again.
      transaction.changesNeverTold = transaction.reportChangesNeverTold()
    }
    Self.running.append(transaction)
    updates()
    if let position = Self.running.lastIndex(where: { $0 === transaction }) {
      Self.running.remove(at: position)
    }
    return transaction.finish()
  }

  /// Applies a change made outside a transaction as a transaction of its own, for a node whose
  /// reload mode asks for it, recording its error on the node.
  /// - Parameters:
  ///   - node: The node that changed.
  ///   - animation: The reload mode's animation.
  ///   - reloadingSection: Whether `node`'s section is reloaded whole rather than diffed.
  ///   - nodeWasTold: Whether the table knew `node`'s rows just before this change; `nil` to
  ///     ask a ``PropagatingTableDelegate`` node.
  /// - Returns: The updates applied.
  @discardableResult
  static func runImplicitly(
    on node: any CascadingTableDelegate, animation: TableRowAnimation,
    reloadingSection: Bool = false, nodeWasTold: Bool? = nil
  ) -> [TableUpdate] {
    guard running(for: node) == nil, table(of: node) != nil else { return [] }
    let transaction = TableTransaction(top: top(of: node), animation: animation)
    if reloadingSection {
      transaction.sectionsToReload.append(ObjectIdentifier(enclosingSection(of: node)))
      transaction.appliesLoneUpdateDirectly = true
    }
    transaction.begin()
    let wasTold =
      nodeWasTold ?? (node as? PropagatingTableDelegate)?.updateState.wasToldBeforeLastChange
      ?? true
    // The section's own flag covers an earlier untold edit of another of its groups: then the
    // section is not one this change alone explains. A change inside an empty state hidden
    // below the section never reached the section, whose last change is then an earlier one:
    // any change the section holds unshown was never told.
    let section = enclosingSection(of: node)
    let sectionState = (section as? PropagatingTableDelegate)?.updateState
    let sectionWasTold =
      section === node
      || (isHiddenBelow(section, node)
        ? !(sectionState?.hasUnshownChanges ?? false)
        : sectionState?.wasToldBeforeLastChange ?? true)
    transaction.changesNeverTold = transaction.reportChangesNeverTold(
      besides: wasTold && sectionWasTold ? section : nil)
    let result = transaction.finish()
    (node as? PropagatingTableDelegate)?.recordDifferenceError(result.error)
    return result.updates
  }

  /// Whether `node` is inside an empty state that a node between it and `section` (its
  /// enclosing section, `section` included) hides: its changes then reach neither the section
  /// nor what the table was told.
  /// - Complexity: O(*d*) for *d* levels between `node` and `section`.
  private static func isHiddenBelow(
    _ section: any CascadingTableDelegate, _ node: any CascadingTableDelegate
  ) -> Bool {
    var child = node
    while child !== section, let parent = child.parentDelegate as? PropagatingTableDelegate {
      if parent.hidesEmptyState(child) { return true }
      child = parent
    }
    return false
  }

  /// The transaction running on the tree a node is in, if any.
  /// - Complexity: O(*d* + *t*) for a node *d* levels deep and *t* running transactions.
  static func running(for node: any CascadingTableDelegate) -> TableTransaction? {
    guard !running.isEmpty else { return nil }
    let top = top(of: node)
    return running.last { $0.top === top }
  }

  /// Makes a load the table is in the middle of start over, once a transaction joined this one
  /// from a call that load made (a count, an estimate, or the exact height an estimate falls
  /// back to, while a closure reloads the table).
  ///
  /// The load read the counts of some sections before the joined closure changed the tree and
  /// of the others after, and it records the tree as told as it reads: neither a batch at this
  /// transaction's end nor the load alone would make the table's counts the tree's. Starting
  /// over folds the change into the load, as a batch asked for during a load is (see
  /// ``HeadlessTableView/reloadData()``).
  /// - Complexity: O(1); the load that starts over costs O(*n*) in rows and sections.
  private func foldIntoLoadInProgress() {
    guard let table = table as? HeadlessTableView, table.isLoadingAllSections else { return }
    table.reloadData()
  }

  /// Notes a node whose rows changed while the closure runs through a group that is not a
  /// node of this library (a group of declarations), to record it at the end if it is hidden
  /// then (see ``PropagatingTableDelegate/recordChangeWhileHidden()``); its reload mode is not
  /// its own to apply.
  func noteRowsChanged(of node: PropagatingTableDelegate) {
    rowsChangedNodes.append(node)
  }

  /// Notes a node whose children changed while the closure runs.
  func noteChanged(_ node: PropagatingTableDelegate) {
    changedNodes.append(node)
    // A change from a call of a load in progress (an untold edit from a height asked while the
    // closure reloads) is folded into that load, as a joining transaction's is.
    foldIntoLoadInProgress()
  }

  // MARK: - Scope

  /// The node whose rows (or sections) hold `node`'s: the node itself, or, for a group, the
  /// first ancestor that is not a group.
  /// - Complexity: O(*d*) for a node *d* groups deep.
  static func enclosingSection(of node: any CascadingTableDelegate) -> any CascadingTableDelegate {
    var section = node
    while let parent = section.parentDelegate as? PropagatingTableDelegate,
      PropagatingTableDelegate.isGroup(section, in: parent)
    {
      section = parent
    }
    return section
  }

  /// The top of the tree a node is in: its farthest ancestor reached through
  /// ``PropagatingTableDelegate`` parents (a hand-written parent ends the walk).
  static func top(of node: any CascadingTableDelegate) -> any CascadingTableDelegate {
    var top = node
    while let parent = top.parentDelegate as? PropagatingTableDelegate {
      top = parent
    }
    return top
  }

  /// The table a node's changes go to: its top's table, else its own.
  static func table(of node: any CascadingTableDelegate) -> (any TableHost)? {
    table(ofTop: top(of: node)) ?? preparedTable(of: node)
  }

  private static func table(ofTop top: any CascadingTableDelegate) -> (any TableHost)? {
    guard let table = preparedTable(of: top) else { return nil }
    // A table showing another tree of this library is not this tree's table any more.
    if let shown = table.dataSource as? any CascadingTableDelegate, top.parentDelegate == nil,
      shown !== top
    {
      return nil
    }
    return table
  }

  private static func preparedTable(of node: any CascadingTableDelegate) -> (any TableHost)? {
    if let node = node as? PropagatingTableDelegate { return node.preparedTable }
    if let node = node as? any DeclaredRows { return node.servedTable }
    return nil
  }

  // MARK: - Beginning and ending

  /// Makes sure the record the difference starts from exists: a table that never loaded
  /// loads now (reading the tree as it is, as UIKit does), and a tree with no table records
  /// itself as it is.
  private func begin() {
    // Nodes hidden as told and changed outside any transaction are recorded before anything is
    // compared or told (see `PropagatingTableDelegate.queueRecordWhileHidden()`).
    PropagatingTableDelegate.recordQueuedHiddenNodes()
    if let table {
      // A table that answers its counts by asking the tree is not told the tree by this
      // question: the record must keep what it was told, or edits it was never told about
      // (a reorder under the `.none` reload mode) would never reach it.
      Self.isAskingTableToLoad = true
      _ = table.numberOfSections
      Self.isAskingTableToLoad = false
    }
    if let root = top as? PropagatingTableDelegate {
      if root.updateState.shownVersion == nil {
        root.markShown()
        if table == nil && root.mode == .section {
          // What a table's first load records: every section's rows as they are now.
          for section in root.recordedChildren {
            (section as? any RowDifferencing)?.markShown()
          }
        }
      }
      if root.mode == .section {
        root.readUnknownShownRowCounts(host: table ?? Self.detachedHost)
      }
    } else if let rows = top as? any RowDifferencing, rows.shownRows == nil {
      rows.markShown()
    }
  }

  /// Ends the transaction: computes the difference, records the tree as told, applies the
  /// batch (or reloads what could not be diffed), calls the completions, and lets changed
  /// nodes the difference does not cover apply their own reload modes.
  private func finish() -> (updates: [TableUpdate], error: TableDifferenceError?) {
    if tableWasTakenOver {
      // The closure may have given the table back: it was last told by this tree.
      table = Self.table(ofTop: top)
    }
    // Reading the visible rows may lay the table out, and a cell asked then may change the
    // tree: they are read before the difference, which then includes that change.
    let (visible, askedByRead) = readVisibleRows()
    var outcome = difference()
    if let changesNeverTold, let visible, !outcome.reloadsTable {
      outcome.updates = Self.reconfiguringVisibleRows(
        visible, in: changesNeverTold.sections, askingAgain: askedByRead,
        besides: outcome.updates)
    }
    markTreeShown(outcome)
    recordNodesChangedWhileHidden()
    defer {
      // Reported once the table matches the tree again, in the order met; a tree without a
      // table keeps them on its top until it has one.
      if let table {
        for problem in outcome.problems {
          table.reportProblem(problem)
        }
      } else {
        (top as? PropagatingTableDelegate)?.problemsWithoutTable += outcome.problems
      }
    }
    guard let table else {
      complete(false)
      reloadUncoveredNodes()
      return (outcome.reloadsTable ? [.reloadData] : outcome.updates, outcome.error)
    }
    if outcome.reloadsTable {
      outcome.updates = [.reloadData]
      outcome.updates.apply(to: table, animation: animation)
      complete(true)
    } else if outcome.updates.isEmpty {
      if let reloadsBefore, let headless = table as? HeadlessTableView,
        headless.reloadCount != reloadsBefore
      {
        // The table reloaded while the closure ran: that reload told it the change.
        outcome.updates = [.reloadData]
      }
      // An untold edit undone untold leaves no batch, but what the table made meanwhile.
      forgetWhatWasMadeWhileNotTold(unlessReloaded: outcome.updates)
      complete(true)
    } else {
      let headless = table as? HeadlessTableView
      let batchesBefore = headless?.appliedBatchCount
      var finished: Bool?
      let updates = outcome.updates
      let animation = self.animation
      if appliesLoneUpdateDirectly && updates.count == 1 {
        updates.apply(to: table, animation: animation)
      } else {
        table.performBatchUpdates(
          { updates.apply(to: table, animation: animation) },
          completion: { finished = $0 })
      }
      if let headless, let batchesBefore, headless.appliedBatchCount == batchesBefore {
        // Folded into a reload the table was making, or rejected: the table reloads instead.
        outcome.updates = [.reloadData]
      }
      forgetWhatWasMadeWhileNotTold(unlessReloaded: outcome.updates)
      complete(finished ?? true)
    }
    reloadUncoveredNodes()
    return (outcome.updates, outcome.error)
  }

  /// Makes a ``HeadlessTableView`` forget the heights it measured and the headers and footers
  /// it made, and ask its section index again, when the transaction met changes the table was
  /// never told and did not end in a reload: rows measured meanwhile may carry other rows'
  /// heights, headers and footers made then other sections' titles, and an index asked then
  /// the titles of sections the table never had, even when the edits cancelled out and the
  /// batch changed no section (the table asks its index again only for a batch that does).
  /// - Parameter updates: What the transaction told the table.
  /// - Complexity: O(*v*) in the visible items, plus a layout, when it forgets anything; plus
  ///   one section index call (O(*s*) in the sections of a tree of the library's nodes).
  private func forgetWhatWasMadeWhileNotTold(unlessReloaded updates: [TableUpdate]) {
    guard changesNeverTold != nil, let headless = table as? HeadlessTableView,
      updates != [.reloadData]
    else { return }
    headless.forgetMeasuredHeights()
    headless.forgetHeaderAndFooterViews()
    if !headless.isLoading {
      // An index asked while an untold edit stood (made from inside the index call itself)
      // still lists the sections the tree answered then: undone before this transaction, the
      // edit leaves no section for the batch to change, and the table asks its index again
      // only for a batch that does (P5 index walk seed 17,500,297,
      // `UntoldEditSectionIndexTests`). A table loading now starts over, asked to just above,
      // and reads the index again as it loads.
      headless.refreshIndexTitles()
    }
  }

  /// The rows the table shows, when the transaction met changes the table was never told
  /// (`nil` otherwise), and those of them that reading them made a ``HeadlessTableView`` ask.
  ///
  /// A table that needed a layout (reloaded, and not laid out since) lays out as it is read:
  /// it asks the tree as it is now, changed by the closure, for cells at the positions it was
  /// told, so a row it shows for the first time may show another row's cell, which the batch
  /// would move on unasked. The batch asks those rows again, wherever they land.
  private func readVisibleRows() -> (
    visible: [TableIndexPath]?, askedByRead: Set<TableIndexPath>
  ) {
    guard changesNeverTold != nil, let table else { return (nil, []) }
    let shownBefore = (table as? HeadlessTableView)?.displayedRowPaths
    let visible = table.indexPathsForVisibleRows
    guard let shownBefore, let visible else { return (visible, []) }
    return (visible, Set(visible).subtracting(shownBefore))
  }

  private func complete(_ finished: Bool) {
    let pending = completions
    completions = []
    for completion in pending {
      completion(finished)
    }
  }

  /// Records anew every node of this tree whose children changed while the closure ran and
  /// that is hidden as told once the tree is recorded (see
  /// `PropagatingTableDelegate.recordChangeWhileHidden()`): no batch tells the table of it,
  /// and its old record would keep the nodes it held alive.
  /// - Complexity: O(*c* · *d*) for *c* changes *d* levels deep, plus recording each hidden
  ///   node once.
  private func recordNodesChangedWhileHidden() {
    var recorded = Set<ObjectIdentifier>()
    var previous: PropagatingTableDelegate?
    for node in changedNodes + rowsChangedNodes where node !== previous {
      // Changes come in runs on one node: a run costs one comparison per change.
      previous = node
      guard recorded.insert(ObjectIdentifier(node)).inserted, Self.top(of: node) === top else {
        continue
      }
      node.recordChangeWhileHidden()
    }
  }

  /// Lets every node whose children changed while the closure ran, and which the difference
  /// does not cover (a node below a row), apply its own reload mode; a node the closure took
  /// out of the tree has no table to tell.
  private func reloadUncoveredNodes() {
    for node in changedNodes where !covers(node) && Self.top(of: node) === top {
      node.reloadForChangedChildren()
    }
  }

  /// Whether the difference covers a node's children: the top itself, and for a top in
  /// `.section` mode its sections.
  private func covers(_ node: PropagatingTableDelegate) -> Bool {
    // A group's rows are its section's: the difference covers it when it covers the section.
    let node = Self.enclosingSection(of: node)
    if node === top { return true }
    guard let root = top as? PropagatingTableDelegate, root.mode == .section,
      let parent = node.parentDelegate
    else { return false }
    // A section of the root, or of a group of sections in it.
    return Self.enclosingSection(of: parent) === root
  }
}
