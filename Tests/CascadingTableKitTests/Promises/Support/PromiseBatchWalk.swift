import CascadingTableKit

/// One random sequence of use of a promise tree shown by a `HeadlessTableView`, checked after
/// every step against the model for the promises about batches (P3), what a transaction
/// returns (P4) and what the table shows (P5).
///
/// Steps mix transactions (plain and checked) on the root and on any section or group, nested
/// transactions, `reloadData()` inside a closure, edits the table is never told about, reload
/// modes of every kind, declared assignments, scrolling, `reloadData()`, and transactions and
/// edits made from inside `cellForRowAt`, `willDisplay` and completions, while the table
/// applies another batch or lays out.
@MainActor
final class PromiseBatchWalk {
  /// A promise, with the first way a walk broke it.
  enum Promise: String, CaseIterable, Sendable {
    case p3 = "P3 every batch is accepted"
    case p4 = "P4 a transaction returns what it applied"
    case p5 = "P5 the table shows the tree"
  }

  /// How many sequences each promise test walks in the fast profile.
  static let fastSeedCount = 120

  /// How many steps each sequence has.
  static let stepCount = 25

  let tree: PromiseTree
  let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
  let hooks = CallbackHooks()
  /// What each step did.
  private(set) var steps: [String] = []
  /// The first failure of each promise: the step and what went wrong.
  private(set) var failures: [Promise: String] = [:]
  /// Whether an edit the table was never told about is pending.
  private var isStale = false
  /// The model's sections as the table was last told them.
  private var told: [[PromiseModelNode.Row]]
  /// How many transaction closures are running.
  private var depth = 0
  /// How many times a closure reloaded the table.
  private var reloadsInClosures = 0
  /// How many edits the table was not told about were made so far.
  private(set) var untoldEdits = 0
  /// How many edits were made inside transaction closures so far.
  private var closureEdits = 0
  /// Transactions started from callbacks and completions so far.
  private var callbackTransactions = 0
  private var updateErrors: [TableUpdateError] = []
  /// The completions of this step's transactions, with the batch each one's transaction
  /// returned and the values it was called with.
  private var completions: [(label: String, batch: [TableUpdate], values: [Bool])] = []

  /// Whether to print every step, transaction and visible cell as it runs (to replay a
  /// failing seed: `PromiseBatchWalk(seed:)`, `trace = true`, `run(steps:)`; the promise tests
  /// add their offset to the seed they print, and the P3 and P5 tests turn
  /// ``movesChangingRole`` off).
  var trace = false

  /// Whether hooks may also start a transaction (or an untold edit) from a row's
  /// `didEndDisplaying` and `heightForRowAt`, not only from `cellForRowAt` and `willDisplay`
  /// (issue 25: a display callback that changes the tree while the table reconfigures, reloads
  /// or lays out). Off by default, which keeps the sequences of earlier seeds.
  var hooksEveryRowCallback = false

  /// Whether edits may move a node between a `.row`-mode parent and a `.section`-mode one (a
  /// group of rows becoming a section, or a section becoming a group).
  var movesChangingRole = true

  /// Whether each step arms the prefetch data source to start a transaction (or an untold
  /// edit) from inside the table's next `prefetchRowsAt`. Off by default, so that a seed's
  /// random draws are those it always had.
  var changesTreeFromPrefetch = false

  /// Whether transactions may also run on a group or section that is an empty state, or
  /// inside one, shown or hidden (issue 27: `performUpdates` on a node the table may not show).
  /// Off by default, so that a seed's random draws are those it always had.
  var transactsInsideEmptyStates = false

  /// How many transactions ran on a node that is an empty state or inside one, by whether
  /// that empty state was `"shown"` or `"hidden"` when the transaction started.
  private(set) var transactionsInsideEmptyStates: [String: Int] = [:]

  /// The calls a step may hook to change the tree from inside them (see
  /// ``stepEditingFromACall()``): keyed by a row (`.didHighlight`, `.willSelect`,
  /// `.didSelect`, `.primaryAction`, `.accessoryButton`, `.commit`) or table-wide
  /// (`.heightForHeader`, `.didScroll`). Empty by default, so that a seed's random draws are
  /// those it always had; when not, three steps in ten are such a step.
  var callsThatEdit: [CallbackHooks.Callback] = []

  /// How many times each hooked call did change the tree, by the callback's name.
  var callsThatEdited: [String: Int] = [:]

  /// How many visible header views the checks compared with the model (only in a walk whose
  /// sections answer titles; see ``PromiseExpectations/headersMismatch(_:_:)``).
  private(set) var headerViewsChecked = 0

  /// How many of ``headerViewsChecked`` were compared once the walk had made an edit untold
  /// (the table may have made them while it was not told of it).
  private(set) var headerViewsCheckedAfterUntoldEdits = 0

  /// Whether a section's index titles, when hooked (``headerAndIndexCalls``), mostly edit a
  /// group of sections instead of making a random edit: empty it, insert a node into it, or
  /// remove it, untold or in a transaction (see ``groupOfSectionsEdits()``). Off by default,
  /// so that a seed's random draws are those it always had.
  var indexTitlesEditGroupsOfSections = false

  /// How many times a section's index titles edited a group of sections.
  var groupsOfSectionsEditedFromIndexTitles = 0

  /// The table's prefetch data source: the root, reached through a recording forwarder.
  let prefetcher: PromisePrefetcher

  /// A walk on a random tree; `emptyStatePercent` says how often a node gets an empty state
  /// (see ``PromiseTree/init(seed:maximumDepth:sections:emptyStatePercent:)``). With
  /// `headersAndIndex`, sections of rows answer header and footer titles and a section index
  /// title each, and automatic header and footer heights, which the table sizes from the
  /// views it makes for them (see
  /// ``headerAndIndexCalls``); the random draws are those of the same seed without.
  /// `exactClassPercent` says how often a section, group or row is built as an exact library
  /// class (see ``PromiseExactClass``; 0, the default, keeps a seed's draws).
  init(
    seed: UInt64, emptyStatePercent: Int = 20, headersAndIndex: Bool = false,
    exactClassPercent: Int = 0
  ) {
    tree = PromiseTree(
      seed: seed, emptyStatePercent: emptyStatePercent, exactClassPercent: exactClassPercent)
    prefetcher = PromisePrefetcher(root: tree.root)
    table.prefetchDataSource = prefetcher
    tree.attach(to: table)
    hooks.answersHeadersAndIndex = headersAndIndex
    told = []
    table.updateErrorHandler = { [unowned self] error in updateErrors.append(error) }
    table.layoutIfNeeded()
    told = tree.model.expectedSections
  }

  /// Runs `count` random steps (stopping at the first failure), then scrolls through the
  /// whole table to check every row's height.
  func run(steps count: Int) {
    PromiseRow.hooks = hooks
    defer { PromiseRow.hooks = nil }
    if hooks.answersHeadersAndIndex {
      // The sections answer their titles from now on: the table loads them.
      table.reloadData()
      table.layoutIfNeeded()
    }
    for _ in 0..<count {
      steps.append("")
      completions = []
      updateErrors = []
      if changesTreeFromPrefetch {
        prefetcher.action = { [unowned self] in startTransactionFromCallback("prefetchRowsAt") }
      }
      if callsThatEdit.isEmpty || !tree.roll(30) {
        runStep()
      } else {
        steps[steps.count - 1] = stepEditingFromACall() + steps[steps.count - 1]
      }
      // Disarmed before the trace lays the table out, so that a traced walk draws what an
      // untraced one does (the check lays the table out after this point too).
      hooks.clear()
      prefetcher.action = nil
      if trace {
        print("step \(steps.count - 1): \(steps[steps.count - 1])")
        print("  model: \(tree.model)")
        let expected = tree.model.expectedSections
        for path in table.indexPathsForVisibleRows ?? [] {
          let rows = expected.indices.contains(path.section) ? expected[path.section] : []
          let want = rows.indices.contains(path.row) ? rows[path.row].text : "nothing"
          print("    \(path): \(table.cellForRow(at: path)?.text ?? "no cell") / model \(want)")
        }
      }
      check(heights: false)
      if !failures.isEmpty { return }
    }
    check(heights: true)
  }

  /// The first failure of a promise, with its steps, or `nil`.
  func failure(of promise: Promise) -> String? {
    guard let failure = failures[promise] else { return nil }
    return failure + "\n  steps:\n"
      + steps.enumerated().map { "    \($0): \($1)" }.joined(separator: "\n")
  }

  // MARK: Nodes

  /// The nodes a transaction can run on: the root, and every section and group of the tree
  /// (with ``transactsInsideEmptyStates``, those in empty states, shown or hidden, too).
  var transactionNodes: [PropagatingTableDelegate] {
    let nodes =
      transactsInsideEmptyStates ? tree.model.allNodesWithEmptyStates : tree.model.allNodes
    return [tree.root]
      + nodes.filter { $0.kind == .rowNode || $0.kind == .sectionNode }
      .compactMap { tree.node($0.id) as? PropagatingTableDelegate }
  }

  /// The sections and groups of rows that have a reload mode: the suite's, and those built as
  /// exactly `CascadingSectionTableDelegate` (``PromiseExactClass/section``).
  private var rowNodes: [CascadingSectionTableDelegate] {
    tree.model.allNodes.filter { $0.kind == .rowNode }.compactMap {
      tree.node($0.id) as? CascadingSectionTableDelegate
    }
  }

  // MARK: Edits

  /// A random edit of the tree, applied; outside a transaction the table is not told of it,
  /// unless it is a declared assignment (a data source applies those itself).
  @discardableResult
  func edit(_ given: PromiseEdit? = nil) -> String {
    var edit = given ?? tree.randomEdit()
    while !movesChangingRole && changesRole(edit) {
      edit = tree.randomEdit()
    }
    let untoldBefore = untoldEdits
    tree.apply(edit)
    if depth > 0 {
      closureEdits += 1
    } else if case .assign = edit {
      markToldUnlessEditedUntold(since: untoldBefore)
    } else {
      isStale = true
      untoldEdits += 1
    }
    return edit.description
  }

  /// Whether an edit moves a node between a `.row`-mode parent and a `.section`-mode one (a
  /// group of rows becoming a section, or the reverse).
  private func changesRole(_ edit: PromiseEdit) -> Bool {
    guard case .move(let id, let target, _) = edit, let parent = tree.model.parentID(of: id),
      let from = tree.model.node(id: parent), let to = tree.model.node(id: target)
    else { return false }
    return from.isRowMode != to.isRowMode
  }

  /// A declared assignment, if the tree holds a data source.
  private func assignment() -> String {
    let sources = tree.model.allNodes.filter { $0.kind == .dataSource }
    guard !sources.isEmpty else { return "no data source" }
    let source = tree.pick(sources)
    var items = source.items
    if !items.isEmpty && tree.roll(40) { items.remove(at: tree.int(0...(items.count - 1))) }
    if tree.roll(60) { items.insert(PromiseItem(id: tree.newID()), at: tree.int(0...items.count)) }
    if !items.isEmpty && tree.roll(40) { items[tree.int(0...(items.count - 1))].version += 1 }
    if items.count > 1 && tree.roll(25) { items.swapAt(0, items.count - 1) }
    let edit = PromiseEdit.assign(id: source.id, items: items)
    let untoldBefore = untoldEdits
    tree.apply(edit)
    if depth == 0 { markToldUnlessEditedUntold(since: untoldBefore) }
    return edit.description
  }

  private func markTold() {
    isStale = false
    told = tree.model.expectedSections
  }

  /// Marks the tree as told after a declared assignment outside a transaction, unless an edit
  /// the table was never told about was made while the assignment applied its batch (from
  /// `cellForRowAt` or `willDisplay`, once the batch was computed): the table stays stale
  /// then, as after a transaction whose batch such an edit followed.
  func markToldUnlessEditedUntold(since untoldBefore: Int) {
    if untoldEdits == untoldBefore {
      markTold()
    }
  }

  // MARK: Transactions

  /// Runs a transaction on `node` and checks what it returns and its completion.
  @discardableResult
  func transact(
    on node: PropagatingTableDelegate, checked: Bool, label: String, fromCallback: Bool = false,
    _ body: () -> Void
  ) -> [TableUpdate]? {
    if fromCallback {
      callbackTransactions += 1
    }
    if let id = promiseModelID(node),
      let shown = tree.model.isInsideShownEmptyState(id)
    {
      transactionsInsideEmptyStates[shown ? "shown" : "hidden", default: 0] += 1
    }
    let isTop = depth == 0
    let callbacksBefore = callbackTransactions
    let toldBefore = told
    let staleBefore = isStale
    let reloadsBefore = reloadsInClosures
    let editsBefore = closureEdits
    var untoldAtEnd = untoldEdits
    let closure = {
      self.depth += 1
      body()
      self.depth -= 1
      untoldAtEnd = self.untoldEdits
    }
    var returned: [TableUpdate]?
    let index = completions.count
    if checked {
      do {
        returned = try node.performUpdatesChecked(closure)
      } catch {
        fail(.p4, "\(label) threw \(error)")
      }
    } else {
      completions.append((label, [], []))
      let startsAnother = tree.roll(10)
      returned = node.performUpdates(closure) { [unowned self] finished in
        completions[index].values.append(finished)
        if startsAnother {
          startTransactionFromCallback("completion of \(label)")
        }
      }
      completions[index].batch = returned ?? []
    }
    guard isTop, let returned else { return returned }
    let now = tree.model.expectedSections
    if untoldEdits == untoldAtEnd {
      markTold()
    }
    if trace {
      print("  \(label) returned \(returned), applied \(table.lastAppliedUpdates)")
    }
    // A transaction started from a callback applies its batch after (or inside) this one's, and
    // an edit made from a callback while the batch was applied may make the table reload.
    guard callbackTransactions == callbacksBefore, !fromCallback, untoldEdits == untoldAtEnd
    else { return returned }
    let applied = table.lastAppliedUpdates
    if !returned.isEmpty && applied != returned {
      fail(.p4, "\(label) returned \(returned), the table applied \(applied)")
    }
    if now != toldBefore && !staleBefore && returned.isEmpty {
      fail(.p4, "\(label) changed what the table shows but returned []")
    }
    let reloadedInside = reloadsInClosures != reloadsBefore
    if closureEdits == editsBefore && !staleBefore && !reloadedInside && !returned.isEmpty {
      fail(.p4, "\(label) changed nothing but returned \(returned)")
    }
    return returned
  }

  /// A transaction (or, at times, an edit the table is not told about) started from inside a
  /// callback or a completion.
  func startTransactionFromCallback(
    _ origin: String, makingEdits makeEdits: (() -> [String])? = nil
  ) {
    guard failures.isEmpty else { return }
    let makeEdits = makeEdits ?? { [self.edit()] }
    if tree.roll(20) {
      // An edit from a callback may apply a batch of its own (a declared assignment, a reload
      // mode) after the interrupted transaction's.
      callbackTransactions += 1
      let what = makeEdits()
      steps[steps.count - 1] += "; from \(origin): untold \(what.joined(separator: ", "))"
      return
    }
    let node = tree.pick(transactionNodes)
    var what: [String] = []
    transact(on: node, checked: false, label: "transaction from \(origin)", fromCallback: true) {
      what.append(contentsOf: makeEdits())
    }
    steps[steps.count - 1] +=
      "; from \(origin): transaction on \(type(of: node)) \(node.tableRange): "
      + what.joined(separator: ", ")
  }

  /// Arms a hook of `cellForRowAt` or `willDisplay` (or, with ``hooksEveryRowCallback``,
  /// `didEndDisplaying` or `heightForRowAt`) that starts a transaction.
  private func armHook() -> String {
    let callback: CallbackHooks.Callback =
      hooksEveryRowCallback
      ? tree.pick([.cellForRow, .willDisplay, .didEndDisplaying, .heightForRow])
      : tree.roll(50) ? .cellForRow : .willDisplay
    hooks.hook(callback) { [unowned self] _ in startTransactionFromCallback(callback.rawValue) }
    return " (\(callback.rawValue) hook)"
  }

  // MARK: Steps

  private func runStep() {
    let step = steps.count - 1
    switch tree.int(0...99) {
    case 0..<30:
      let checked = tree.roll(30)
      let hook = tree.roll(15) ? armHook() : ""
      var what: [String] = []
      transact(on: tree.root, checked: checked, label: "root transaction") {
        for _ in 0..<tree.int(1...3) {
          what.append(edit())
        }
        if tree.roll(15) {
          let node = tree.pick(transactionNodes)
          transact(on: node, checked: tree.roll(30), label: "nested transaction") {
            what.append("nested on \(type(of: node)): \(edit())")
          }
        }
        if tree.roll(8) {
          table.reloadData()
          reloadsInClosures += 1
          what.append("reloadData")
        }
      }
      steps[step] =
        "root \(checked ? "performUpdatesChecked" : "performUpdates")\(hook): "
        + what.joined(separator: "; ") + steps[step]
    case 30..<50:
      let node = tree.pick(transactionNodes)
      let checked = tree.roll(30)
      let hook = tree.roll(15) ? armHook() : ""
      var what: [String] = []
      let range = node.tableRange
      transact(on: node, checked: checked, label: "transaction on \(type(of: node))") {
        for _ in 0..<tree.int(1...2) {
          what.append(edit())
        }
        if tree.roll(5) {
          table.reloadData()
          reloadsInClosures += 1
          what.append("reloadData")
        }
      }
      steps[step] =
        "\(type(of: node)) \(range) \(checked ? "performUpdatesChecked" : "performUpdates")"
        + "\(hook): " + what.joined(separator: "; ") + steps[step]
    case 50..<58:
      steps[step] = "untold: \(edit())" + steps[step]
    case 58..<62:
      let node = tree.pick(transactionNodes)
      transact(on: node, checked: tree.roll(30), label: "empty transaction") {}
      steps[step] = "empty transaction on \(type(of: node))" + steps[step]
    case 62..<68:
      steps[step] = changeReloadMode()
    case 68..<80:
      let hook = tree.roll(60) ? armHook() : ""
      let height = table.contentSize.height
      let offset = height > 0 ? Double(tree.int(0...Int(height))) : 0
      table.contentOffset = offset
      table.layoutIfNeeded()
      steps[step] = "scroll to \(offset)\(hook)" + steps[step]
    case 80..<86:
      table.reloadData()
      markTold()
      steps[step] = "reloadData"
    case 86..<94:
      steps[step] = "assignment: \(assignment())"
    case 94..<97:
      steps[step] = "driver: \(runDriver())" + steps[step]
    default:
      table.layoutIfNeeded()
      steps[step] = "layout" + steps[step]
    }
  }

  /// Runs one of the table's user drivers on a random row (the tree answers with its
  /// defaults: no menu, no drag items, selection as a tap makes it).
  private func runDriver() -> String {
    let sections = (0..<table.numberOfSections).filter { table.numberOfRows(inSection: $0) > 0 }
    guard !sections.isEmpty else { return "none: no rows" }
    let section = tree.pick(sections)
    let row = TableIndexPath(
      row: tree.int(0...(table.numberOfRows(inSection: section) - 1)), section: section)
    switch tree.int(0...7) {
    case 0:
      table.performPrimaryAction(forRowAt: row)
      return "primary action at \(row)"
    case 1:
      table.moveFocus(to: row, with: TableFocusAnimationCoordinator())
      return "focus with a coordinator at \(row)"
    case 2:
      // The row's parity picks the ending, so that the walk draws as many numbers as before.
      table.openContextMenu(forRowAt: row)
      if row.row.isMultiple(of: 2) {
        table.dismissContextMenu()
        return "context menu at \(row)"
      }
      table.commitContextMenuPreview()
      return "context menu committed at \(row)"
    case 3:
      table.beginDrag(fromRowAt: row)
      if row.row.isMultiple(of: 2) {
        table.drop(at: row)
        return "drag and drop at \(row)"
      }
      table.dropOutsideTable()
      return "drag out of the table at \(row)"
    case 4:
      table.springLoadRow(at: row)
      return "spring loading at \(row)"
    case 5:
      table.panToSelectRows(from: row, to: row)
      return "selection pan at \(row)"
    case 6:
      let distance = Double(tree.int(-400...400))
      let velocity = Double(tree.int(-30...30)) / 10
      table.dragContent(by: distance, velocity: velocity)
      return "content drag by \(distance) at \(velocity)"
    default:
      table.tapStatusBar()
      return "status bar tap"
    }
  }

  private func changeReloadMode() -> String {
    if tree.roll(40) || rowNodes.isEmpty {
      let modes: [CascadingRootTableDelegate.ReloadMode] = [
        .none, .whole, .difference(animation: .automatic),
      ]
      let mode = tree.pick(modes)
      tree.root.reloadModeOnChildDelegatesChanged = mode
      return "root mode \(mode)"
    }
    let node = tree.pick(rowNodes)
    let modes: [CascadingSectionTableDelegate.ReloadMode] = [
      .none, .whole, .section(animation: .fade), .difference(animation: .automatic),
    ]
    let mode = tree.pick(modes)
    node.reloadModeOnChildDelegatesChanged = mode
    return "\(promiseModelID(node) ?? -1) mode \(mode)"
  }

  // MARK: Checks

  private func fail(_ promise: Promise, _ message: String) {
    guard failures[promise] == nil else { return }
    failures[promise] = "step \(steps.count - 1): \(message)"
  }

  private func check(heights: Bool) {
    if let repeated = prefetcher.repeated {
      fail(.p5, repeated)
    }
    if let error = updateErrors.first ?? table.lastUpdateError {
      fail(.p3, "the table rejected a batch: \(error)")
      // A rejected batch completes with `false`: that is P3's failure, not P4's.
      return
    }
    for completion in completions {
      if completion.values.count != 1 {
        fail(.p4, "the completion of \(completion.label) ran \(completion.values.count) times")
      } else if !completion.batch.isEmpty && completion.values[0] != true {
        fail(.p4, "\(completion.label) applied \(completion.batch) but completed with false")
      }
    }
    guard !isStale else { return }
    if let mismatch = PromiseExpectations.tableMismatch(table, tree.model) {
      table.reloadData()
      let afterReload = PromiseExpectations.tableMismatch(table, tree.model)
      fail(.p5, mismatch + "; after reloadData(): \(afterReload ?? "the table shows the tree")")
    } else if hooks.answersHeadersAndIndex,
      let mismatch = PromiseExpectations.headersMismatch(table, tree.model)
    {
      fail(.p5, mismatch)
    } else if hooks.answersHeadersAndIndex && !heights {
      let shown =
        (0..<table.numberOfSections).filter { table.headerView(forSection: $0) != nil }.count
      headerViewsChecked += shown
      if untoldEdits > 0 {
        headerViewsCheckedAfterUntoldEdits += shown
      }
    } else if heights, let mismatch = PromiseExpectations.heightsMismatch(table, tree.model) {
      fail(.p5, mismatch)
    }
  }
}
