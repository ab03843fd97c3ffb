import CascadingTableKit
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A black-box adversarial model of the tree's update machinery (issue 14, item 1), through the
/// public API only.
///
/// One random sequence of 15–40 steps per seed, on a prepared root of 0–6 sections mixing
/// `.row`-mode sections of row nodes, hand-written sections (rows not identifiable), declared
/// sections (`TableViewDataSource` of `Identifiable & Hashable` declarations) and sections added
/// without `prepare`. Steps: transactions (checked or not) on the root or on a section — rows
/// inserted, removed, moved within and across sections, replaced with the same identifier and
/// new content, the same content or another class; sections inserted, removed, moved, shuffled,
/// a section transaction removing or moving its own section; hand-written row counts changed;
/// nested transactions on other nodes; `reloadData()` inside the closure — edits outside
/// transactions under every reload mode (`.none` tells the table nothing), declarations
/// assigned, reload modes changed, taps, scrolling, editing commits, `reloadData()`, and
/// transactions started from inside `cellForRowAt`, `willDisplay`, `didSelectRowAt`,
/// `commit editingStyle` and completions.
///
/// After every step: no trap; no batch the table received was rejected; a transaction returns
/// what the table applied (and when it returns `[]`, no batch happened); its completion runs
/// exactly once, with `true` when a non-empty batch was applied; after a layout the table's
/// counts are the tree's and every visible cell shows what the tree answers at its index path
/// (both skipped while an edit the table was never told about is pending); and a transaction's
/// batch, replayed on the rows the table showed before as UIKit reads a batch, gives the rows
/// after.
///
/// `CTK_MODEL_SEEDS` (default 5,000) and `CTK_MODEL_SEED_BASE` (default 1) choose the seeds,
/// `CTK_MODEL_SKIP_SEEDS` (comma-separated) leaves some out; `CTK_MODEL_TRACE=1` prints every
/// step and edit as it runs; `CTK_MODEL_KEEP_GOING=1` runs each sequence to its end after its
/// first failure (only the first is reported). A trap prints its seed and step.
@MainActor
struct TransactionAdversarialModelTests {
  /// What must hold after every step.
  enum Invariant: String, CaseIterable, Sendable {
    case acceptedBatches = "every batch the table received was accepted"
    case returnedIsApplied = "a transaction returns what the table applied"
    case emptyMeansNoBatch = "a transaction returning [] applied no batch"
    case completionOnce = "a completion runs exactly once"
    case completionTrueAfterBatch = "a completion after an applied batch gets true"
    case counts = "the table's counts are the tree's"
    case visibleCells = "every visible cell shows what the tree answers"
    case visibleRowHeights = "every visible row has the height the tree answers"
    case replay = "the batch replayed on the rows before gives the rows after"
  }

  /// The first failure of one sequence.
  struct Failure {
    var invariant: Invariant
    var step: Int
    var message: String
  }

  static let viewport = TableSize(width: 100, height: 150)

  private static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  @Test func randomSequencesOfUseKeepEveryInvariant() {
    let count = Self.environment("CTK_MODEL_SEEDS").flatMap { UInt64($0) } ?? 5_000
    let base = Self.environment("CTK_MODEL_SEED_BASE").flatMap { UInt64($0) } ?? 1
    let trace = Self.environment("CTK_MODEL_TRACE") == "1"
    let keepsGoing = Self.environment("CTK_MODEL_KEEP_GOING") == "1"
    if !trace {
      // Tracing leaves traps to the runtime's own backtrace.
      installTrapReporter()
    }
    var failing: [Invariant: Int] = [:]
    var first: [Invariant: String] = [:]
    // Seeds to leave out (comma-separated), to look past a seed that traps.
    let skipped = Set(
      (Self.environment("CTK_MODEL_SKIP_SEEDS") ?? "").split(separator: ",").compactMap {
        UInt64($0)
      })
    for seed in base..<(base + count) where !skipped.contains(seed) {
      adversarialSeed = seed
      let walk = AdversarialWalk(seed: seed, trace: trace, keepsGoing: keepsGoing)
      walk.run()
      guard let failure = walk.failure else { continue }
      failing[failure.invariant, default: 0] += 1
      if first[failure.invariant] == nil {
        first[failure.invariant] =
          "seed \(seed), step \(failure.step): \(failure.message)\nsteps:\n"
          + walk.steps.prefix(failure.step + 1).enumerated().map { step, what in
            let result = walk.results[step].map { " -> \($0.map { "\($0)" } ?? "threw")" }
            return "  \(step): \(what)\(result ?? "")"
          }.joined(separator: "\n")
      }
    }
    adversarialSeed = 0
    for invariant in Invariant.allCases {
      #expect(
        failing[invariant] == nil,
        """
        \(invariant.rawValue): broken first in \(failing[invariant] ?? 0) of \(count) sequences \
        (seeds \(base)..<\(base + count)); first: \(first[invariant] ?? "")
        """)
    }
  }
}

// MARK: - Trap reporting

/// The seed running, for the trap reporter (0: none).
nonisolated(unsafe) private var adversarialSeed: UInt64 = 0
/// The step running, for the trap reporter.
nonisolated(unsafe) private var adversarialStep = 0

/// Prints the seed and step a trap happened in, then lets the trap end the process as usual.
private func installTrapReporter() {
  let report: @convention(c) (Int32) -> Void = { signalNumber in
    if adversarialSeed != 0 {
      let message =
        "\nTransactionAdversarialModelTests trapped in seed \(adversarialSeed), step "
        + "\(adversarialStep); replay it with CTK_MODEL_SEED_BASE=\(adversarialSeed) "
        + "CTK_MODEL_SEEDS=1 CTK_MODEL_TRACE=1\n"
      var bytes = Array(message.utf8)
      _ = write(2, &bytes, bytes.count)
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
  }
  signal(SIGILL, report)
  signal(SIGTRAP, report)
}

// MARK: - The walk

/// One random sequence of use and its checks.
@MainActor
private final class AdversarialWalk {
  typealias Invariant = TransactionAdversarialModelTests.Invariant

  let table = HeadlessTableView(viewportSize: TransactionAdversarialModelTests.viewport)
  let root = CascadingRootTableDelegate(index: 0, childDelegates: [])
  let hooks = CallbackHooks()
  var random: HostSeededGenerator
  let trace: Bool
  /// Whether the sequence runs to its end after its first failure.
  let keepsGoing: Bool
  var nextID = 0

  /// What each step did.
  var steps: [String] = []
  /// What the transaction of each step that is one returned (`nil`: it threw); described only
  /// on failure, since describing an enum reflects on it, which is slow.
  var results: [Int: [TableUpdate]?] = [:]
  /// The first invariant broken.
  var failure: TransactionAdversarialModelTests.Failure?
  /// Whether an edit the table was never told about is pending.
  var isStale = false
  /// What the table shows, as far as the test knows: the tree after the last step that left
  /// the table told of everything.
  var shown = TreeSnapshot(sections: [])
  /// The sections the test prepared for the table.
  var prepared = Set<ObjectIdentifier>()
  /// Transactions started from callbacks or completions so far: a batch they apply comes after
  /// the batch of the transaction they interrupt.
  var callbackTransactions = 0
  /// How many transactions the test runs inside one another's closures.
  var transactionDepth = 0
  /// Update errors the table reported.
  var updateErrors: [TableUpdateError] = []
  /// The completions of this step's transactions: how many times each ran, with which values.
  var completions: [(label: String, appliedBatch: [TableUpdate], values: [Bool])] = []

  init(seed: UInt64, trace: Bool, keepsGoing: Bool) {
    random = HostSeededGenerator(seed: seed)
    self.trace = trace
    self.keepsGoing = keepsGoing
    table.register(TableCell.self, forCellReuseIdentifier: IdentifiedRow.reuseIdentifier)
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.updateErrorHandler = { [unowned self] error in updateErrors.append(error) }
    var sections: [any CascadingTableDelegate] = []
    for _ in 0..<int(0...6) {
      sections.append(newSection())
    }
    root.childDelegates = sections
    root.prepare(tableView: table)
    for section in sections {
      prepared.insert(ObjectIdentifier(section))
    }
    table.layoutIfNeeded()
    shown = snapshot()
  }

  // MARK: Random helpers

  func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  func roll(_ percent: Int) -> Bool {
    int(0...99) < percent
  }

  func pick<T>(_ items: [T]) -> T? {
    items.isEmpty ? nil : items[int(0...(items.count - 1))]
  }

  func newID() -> Int {
    nextID += 1
    return nextID
  }

  func newRow() -> IdentifiedRow {
    IdentifiedRow(id: newID())
  }

  func newSection() -> any CascadingTableDelegate {
    switch int(0...9) {
    case 0...4:
      return HookedRowSection(
        id: newID(), rows: (0..<int(0...5)).map { _ in newRow() }, hooks: hooks)
    case 5...6:
      return HandWrittenSection(id: newID(), rowCount: int(0...4), hooks: hooks)
    default:
      return DeclaredItemSection(
        id: newID(), items: (0..<int(0...5)).map { _ in DeclaredItem(id: newID()) })
    }
  }

  var rowSections: [HookedRowSection] {
    root.childDelegates.compactMap { $0 as? HookedRowSection }
  }

  var handWrittenSections: [HandWrittenSection] {
    root.childDelegates.compactMap { $0 as? HandWrittenSection }
  }

  var declaredSections: [DeclaredItemSection] {
    root.childDelegates.compactMap { $0 as? DeclaredItemSection }
  }

  /// Whether a node is in the root's tree now.
  func isInTree(_ node: any CascadingTableDelegate) -> Bool {
    var current: (any CascadingTableDelegate)? = node
    while let next = current {
      if next === root { return true }
      current = next.parentDelegate
    }
    return false
  }

  func isPrepared(_ node: AnyObject) -> Bool {
    prepared.contains(ObjectIdentifier(node))
  }

  // MARK: The tree, as the table should show it

  func snapshot() -> TreeSnapshot {
    TreeSnapshot(
      sections: root.childDelegates.map { node -> TreeSnapshot.Section in
        switch node {
        case let section as HookedRowSection:
          return TreeSnapshot.Section(
            id: section.id,
            rows: section.childDelegates.map { child in
              let row = child as! IdentifiedRow
              return TreeSnapshot.Row(key: "r\(row.id)", text: row.text)
            })
        case let section as HandWrittenSection:
          return TreeSnapshot.Section(
            id: section.id,
            rows: (0..<section.rowCount).map {
              TreeSnapshot.Row(key: "h\(section.id).\($0)", text: section.text(row: $0))
            })
        case let section as DeclaredItemSection:
          return TreeSnapshot.Section(
            id: section.id,
            rows: section.cellDeclarations.map { TreeSnapshot.Row(key: "d\($0.id)", text: $0.text) }
          )
        default:
          preconditionFailure("unexpected node \(node)")
        }
      })
  }

  func fail(_ invariant: Invariant, _ message: @autoclosure () -> String) {
    guard failure == nil else { return }
    failure = TransactionAdversarialModelTests.Failure(
      invariant: invariant, step: steps.count - 1,
      message: message() + (isStale ? " (an edit the table was not told about was pending)" : ""))
  }

  // MARK: Edits

  /// Records an edit made outside any transaction: the table is not told of it unless `told`,
  /// in which case the transaction that told it brought it up to date with every pending edit.
  func edited(told: Bool) {
    guard transactionDepth == 0 else { return }
    isStale = !told
  }

  /// Whether an edit of a section's children outside a transaction reaches the table.
  func tellsTable(_ section: HookedRowSection) -> Bool {
    section.reloadModeOnChildDelegatesChanged != .none
  }

  /// Notes a change of the root's children outside a transaction: `.whole` reloads and
  /// `.difference` runs a transaction, both of which bring the table up to date.
  func rootChildrenChanged() {
    guard transactionDepth == 0 else { return }
    if root.reloadModeOnChildDelegatesChanged == .none {
      isStale = true
    } else {
      isStale = false
    }
  }

  /// Notes a change of a section's children outside a transaction: every mode but `.none`
  /// tells the table, through a reload or a transaction that brings it up to date, whether
  /// the section was prepared or not (it reaches its root's table).
  func sectionChildrenChanged(_ section: HookedRowSection) {
    guard transactionDepth == 0 else { return }
    isStale = section.reloadModeOnChildDelegatesChanged == .none
  }

  /// One random change of the tree, anywhere (or around `focus` when given); returns what it
  /// did.
  func mutate(focus: HookedRowSection? = nil) -> String {
    let what = mutateUntraced(focus: focus)
    if trace {
      print("  edit: \(what)")
    }
    return what
  }

  private func mutateUntraced(focus: HookedRowSection?) -> String {
    let sectionCount = root.childDelegates.count
    let choice = focus != nil && roll(60) ? int(4...8) : int(0...14)
    switch choice {
    case 0:
      let section = newSection()
      let position = int(0...sectionCount)
      let prepares = roll(50)
      if prepares {
        section.prepare(tableView: table)
        prepared.insert(ObjectIdentifier(section))
      }
      root.childDelegates.insert(section, at: position)
      rootChildrenChanged()
      return "insert a \(type(of: section)) at \(position)\(prepares ? "" : " without prepare")"
    case 1 where sectionCount > 0:
      let position = int(0...(sectionCount - 1))
      root.childDelegates.remove(at: position)
      rootChildrenChanged()
      return "remove section \(position)"
    case 2 where sectionCount > 1:
      let source = int(0...(sectionCount - 1))
      let moved = root.childDelegates.remove(at: source)
      let destination = int(0...(sectionCount - 1))
      root.childDelegates.insert(moved, at: destination)
      rootChildrenChanged()
      return "move section \(source) to \(destination)"
    case 3 where sectionCount > 1:
      var sections = root.childDelegates
      sections.shuffle(using: &random)
      root.childDelegates = sections
      rootChildrenChanged()
      return "shuffle sections"
    case 4:
      guard let section = focus ?? pick(rowSections) else { return "nothing" }
      let row = int(0...section.childDelegates.count)
      section.childDelegates.insert(newRow(), at: row)
      sectionChildrenChanged(section)
      return "insert row [\(section.index), \(row)]"
    case 5:
      guard let section = focus ?? pick(rowSections), !section.childDelegates.isEmpty else {
        return "nothing"
      }
      let row = int(0...(section.childDelegates.count - 1))
      section.childDelegates.remove(at: row)
      sectionChildrenChanged(section)
      return "remove row [\(section.index), \(row)]"
    case 6:
      guard let section = focus ?? pick(rowSections), section.childDelegates.count > 1 else {
        return "nothing"
      }
      let source = int(0...(section.childDelegates.count - 1))
      let row = section.childDelegates.remove(at: source)
      let destination = int(0...section.childDelegates.count)
      section.childDelegates.insert(row, at: destination)
      sectionChildrenChanged(section)
      return "move row [\(section.index), \(source)] to row \(destination)"
    case 7:
      let candidates = rowSections
      guard let from = focus ?? pick(candidates.filter { !$0.childDelegates.isEmpty }),
        !from.childDelegates.isEmpty, let to = pick(candidates.filter { $0 !== from })
      else { return "nothing" }
      let source = int(0...(from.childDelegates.count - 1))
      let row = from.childDelegates.remove(at: source)
      sectionChildrenChanged(from)
      let destination = int(0...to.childDelegates.count)
      to.childDelegates.insert(row, at: destination)
      sectionChildrenChanged(to)
      return "move row [\(from.index), \(source)] to [\(to.index), \(destination)]"
    case 8:
      guard let section = focus ?? pick(rowSections), !section.childDelegates.isEmpty else {
        return "nothing"
      }
      let position = int(0...(section.childDelegates.count - 1))
      let old = section.childDelegates[position] as! IdentifiedRow
      let replacement: IdentifiedRow
      let what: String
      switch int(0...2) {
      case 0:
        replacement = IdentifiedRow(id: old.id, version: old.version + 1)
        what = "new content"
      case 1:
        replacement = IdentifiedRow(id: old.id, version: old.version)
        what = "same content"
      default:
        replacement =
          old is AlternateIdentifiedRow
          ? IdentifiedRow(id: old.id, version: old.version)
          : AlternateIdentifiedRow(id: old.id, version: old.version)
        what = "another class"
      }
      section.childDelegates[position] = replacement
      sectionChildrenChanged(section)
      return "replace row [\(section.index), \(position)] (\(what))"
    case 9:
      guard let section = pick(handWrittenSections) else { return "nothing" }
      let count = int(0...5)
      section.rowCount = count
      edited(told: false)
      return "hand-written section \(section.index) answers \(count) rows"
    case 10:
      guard let section = pick(handWrittenSections) else { return "nothing" }
      let position = section.index
      let replacement = HandWrittenSection(
        id: section.id, rowCount: roll(50) ? section.rowCount : int(0...5),
        version: section.version + 1, hooks: hooks)
      if isPrepared(section) {
        replacement.prepare(tableView: table)
        prepared.insert(ObjectIdentifier(replacement))
      }
      root.childDelegates[position] = replacement
      rootChildrenChanged()
      return "replace hand-written section \(position) (new content)"
    case 11:
      guard let section = pick(declaredSections) else { return "nothing" }
      var items = section.cellDeclarations
      var what: [String] = []
      for _ in 0..<int(1...3) {
        switch int(0...3) {
        case 0:
          items.insert(DeclaredItem(id: newID()), at: int(0...items.count))
          what.append("insert")
        case 1 where !items.isEmpty:
          items.remove(at: int(0...(items.count - 1)))
          what.append("remove")
        case 2 where items.count > 1:
          let item = items.remove(at: int(0...(items.count - 1)))
          items.insert(item, at: int(0...items.count))
          what.append("move")
        default:
          guard !items.isEmpty else { continue }
          items[int(0...(items.count - 1))].version += 1
          what.append("new content")
        }
      }
      section.cellDeclarations = items
      // A data source applies every assignment outside a transaction, prepared or not.
      edited(told: true)
      return "declarations of section \(section.index): \(what.joined(separator: ", "))"
    case 12:
      let candidates = declaredSections
      guard let from = pick(candidates.filter { !$0.cellDeclarations.isEmpty }),
        let to = pick(candidates.filter { $0 !== from })
      else { return "nothing" }
      var source = from.cellDeclarations
      let item = source.remove(at: int(0...(source.count - 1)))
      var destination = to.cellDeclarations
      destination.insert(item, at: int(0...destination.count))
      from.cellDeclarations = source
      to.cellDeclarations = destination
      edited(told: true)
      return "move declaration \(item.id) from section \(from.index) to \(to.index)"
    case 13:
      guard let section = pick(rowSections) else { return "nothing" }
      let position = section.index
      let rows = section.childDelegates.map { child -> IdentifiedRow in
        let row = child as! IdentifiedRow
        return IdentifiedRow(id: row.id, version: row.version + (roll(50) ? 0 : 1))
      }
      let replacement = HookedRowSection(id: section.id, rows: rows, hooks: hooks)
      if isPrepared(section) {
        replacement.prepare(tableView: table)
        prepared.insert(ObjectIdentifier(replacement))
      }
      root.childDelegates[position] = replacement
      rootChildrenChanged()
      return "replace row section \(position) by a new instance"
    default:
      guard let section = pick(rowSections) else { return "nothing" }
      var rows = section.childDelegates
      rows.shuffle(using: &random)
      section.childDelegates = rows
      sectionChildrenChanged(section)
      return "shuffle rows of section \(section.index)"
    }
  }

  // MARK: Transactions

  /// Runs a transaction on `node`, checking what it returns and its completion.
  /// - Returns: What it returned, or `nil` when it threw.
  @discardableResult
  func transact(
    on node: PropagatingTableDelegate, checked: Bool, label: String,
    fromCallback: Bool = false, _ body: () -> Void
  ) -> [TableUpdate]? {
    if fromCallback {
      callbackTransactions += 1
    }
    if trace {
      print("  \(label)\(checked ? " (checked)" : "") on \(type(of: node)) \(node.index)")
    }
    let callbacksBefore = callbackTransactions
    let appliedBefore = table.lastAppliedUpdates
    // Edits made while the closure runs are the transaction's to apply.
    let closure = {
      self.transactionDepth += 1
      body()
      self.transactionDepth -= 1
    }
    var returned: [TableUpdate]?
    if checked {
      do {
        returned = try node.performUpdatesChecked(closure)
      } catch {
        returned = nil
      }
    } else {
      let completionIndex = completions.count
      completions.append((label, [], []))
      let startsAnother = roll(10)
      returned = node.performUpdates(closure) { [unowned self] finished in
        completions[completionIndex].values.append(finished)
        if startsAnother {
          startTransactionFromCallback("completion of \(label)")
        }
      }
      if let returned, !returned.isEmpty, table.lastAppliedUpdates == returned {
        completions[completionIndex].appliedBatch = returned
      }
    }
    let isRoot = node === root
    // A node in the root's tree reaches the root's table, prepared or not.
    let reachesTable = isRoot || isInTree(node)
    if transactionDepth == 0 && reachesTable {
      isStale = false
    }
    guard let returned, transactionDepth == 0 else { return returned }
    let applied = table.lastAppliedUpdates
    if callbackTransactions != callbacksBefore {
      // A transaction started from a callback applied its own batch afterwards.
      return returned
    }
    if !reachesTable {
      // A node no longer in the tree has no table to tell.
      if applied != appliedBefore && applied != returned {
        fail(.returnedIsApplied, "\(label) returned \(returned), the table applied \(applied)")
      }
      if applied == appliedBefore {
        // Its edits never reached the table.
        isStale = true
      }
      return returned
    }
    if returned.isEmpty {
      if applied != appliedBefore && !applied.isEmpty {
        fail(.emptyMeansNoBatch, "\(label) returned [], the table applied \(applied)")
      }
    } else if applied != returned {
      fail(.returnedIsApplied, "\(label) returned \(returned), the table applied \(applied)")
    }
    return returned
  }

  /// A random transaction started from inside a callback or a completion.
  func startTransactionFromCallback(_ origin: String) {
    guard failure == nil else { return }
    if let section = pick(rowSections), roll(50) {
      var what = ""
      let position = section.index
      transact(
        on: section, checked: false, label: "section transaction from \(origin)",
        fromCallback: true
      ) {
        what = mutate(focus: section)
      }
      steps[steps.count - 1] += "; from \(origin): section \(position) transaction: \(what)"
      return
    }
    var what = ""
    transact(on: root, checked: false, label: "root transaction from \(origin)", fromCallback: true)
    {
      what = mutate()
    }
    steps[steps.count - 1] += "; from \(origin): root transaction: \(what)"
  }

  // MARK: Steps

  func run() {
    let stepCount = int(15...40)
    for step in 0..<stepCount {
      adversarialStep = step
      steps.append("")
      let before = shown
      completions = []
      updateErrors = []
      let callbacksBefore = callbackTransactions
      let startedStale = isStale
      var replayed = runStep()
      if startedStale {
        // The table was not told of some edit (or only of part of it, through one section's
        // reload mode): what it showed before the step is not known to the model.
        replayed = nil
      }
      if callbackTransactions != callbacksBefore {
        // Transactions started from callbacks or completions applied batches of their own
        // after the step's: no single batch turns the rows before into the rows after.
        replayed = nil
      }
      if trace {
        print(
          "step \(step): \(steps[step])\(results[step].map { " -> \($0.map { "\($0)" } ?? "threw")" } ?? "")"
        )
      }
      hooks.clear()
      if trace {
        print("  applied: \(table.lastAppliedUpdates)")
        print("  tree before: \(Self.detailed(before))")
        print("  tree after: \(Self.detailed(snapshot()))")
      }
      check(before: before, replayed: replayed)
      if failure != nil && !keepsGoing {
        return
      }
    }
  }

  /// Runs one random step; returns the batch to replay on the rows before (a transaction's
  /// that was applied on its own), if any.
  func runStep() -> [TableUpdate]? {
    let step = steps.count - 1
    switch int(0...99) {
    case 0..<28:
      let checked = roll(30)
      var what: [String] = []
      var reloadedInside = false
      let returned = transact(on: root, checked: checked, label: "root transaction") {
        for _ in 0..<int(1...3) {
          what.append(mutate())
        }
        if roll(15), let section = pick(rowSections) {
          transact(on: section, checked: roll(30), label: "nested section transaction") {
            what.append("nested in section \(section.index): \(mutate(focus: section))")
          }
        }
        if roll(8) {
          table.reloadData()
          reloadedInside = true
          what.append("reloadData inside")
        }
      }
      steps[step] =
        "root \(checked ? "performUpdatesChecked" : "performUpdates"): "
        + what.joined(separator: "; ")
      results[step] = returned
      return reloadedInside ? nil : returned
    case 28..<48:
      guard let section = pick(rowSections) else {
        steps[step] = "no section for a section transaction"
        return nil
      }
      let checked = roll(30)
      let position = section.index
      var what: [String] = []
      var reloadedInside = false
      let returned = transact(on: section, checked: checked, label: "section transaction") {
        switch int(0...9) {
        case 0:
          root.childDelegates.remove(at: section.index)
          what.append("remove its own section")
        case 1 where root.childDelegates.count > 1:
          let moved = root.childDelegates.remove(at: section.index)
          let destination = int(0...root.childDelegates.count)
          root.childDelegates.insert(moved, at: destination)
          what.append("move its own section to \(destination)")
        default:
          break
        }
        for _ in 0..<int(1...2) {
          what.append(mutate(focus: roll(70) ? section : nil))
        }
        if roll(5) {
          table.reloadData()
          reloadedInside = true
          what.append("reloadData inside")
        }
      }
      steps[step] =
        "section \(position) \(isPrepared(section) ? "" : "(never prepared) ")"
        + "\(checked ? "performUpdatesChecked" : "performUpdates"): "
        + what.joined(separator: "; ")
      results[step] = returned
      return reloadedInside || !isPrepared(section) ? nil : returned
    case 48..<62:
      steps[step] = "outside a transaction: \(mutate())"
    case 62..<68:
      let modes: [CascadingRootTableDelegate.ReloadMode] = [
        .none, .whole, .difference(animation: .automatic),
      ]
      if roll(40) {
        let mode = modes[int(0...2)]
        root.reloadModeOnChildDelegatesChanged = mode
        steps[step] = "root mode \(mode)"
      } else if let section = pick(rowSections) {
        let sectionModes: [CascadingSectionTableDelegate.ReloadMode] = [
          .none, .whole, .section(animation: .fade), .difference(animation: .automatic),
        ]
        let mode = sectionModes[int(0...3)]
        section.reloadModeOnChildDelegatesChanged = mode
        steps[step] = "section \(section.index) mode \(mode)"
      } else {
        steps[step] = "no section for a mode change"
      }
    case 68..<76:
      let indexPath = randomTableIndexPath()
      let hooked = roll(50)
      if hooked {
        hooks.hook(.didSelect) { [unowned self] _ in startTransactionFromCallback("didSelectRowAt")
        }
      }
      steps[step] =
        "tap \(indexPath.map { "\($0)" } ?? "nothing")\(hooked ? " (didSelect hook)" : "")"
      if let indexPath {
        table.tapRow(at: indexPath)
      }
    case 76..<86:
      let callback: CallbackHooks.Callback = roll(50) ? .cellForRow : .willDisplay
      let hooked = roll(50)
      if hooked {
        hooks.hook(callback) { [unowned self] _ in
          startTransactionFromCallback(callback.rawValue)
        }
      }
      let height = table.contentSize.height
      let offset = height > 0 ? Double(int(0...Int(height))) : 0
      steps[step] = "scroll to \(offset)\(hooked ? " (\(callback.rawValue) hook)" : "")"
      table.contentOffset = offset
      if hooked && roll(50) {
        table.reloadData()
        isStale = false
        table.layoutIfNeeded()
        steps[step] += ", reloadData"
      }
    case 86..<92:
      guard let section = pick(rowSections.filter { !$0.childDelegates.isEmpty }) else {
        steps[step] = "no row to commit an edit on"
        return nil
      }
      let row = int(0...(section.childDelegates.count - 1))
      let indexPath = TableIndexPath(row: row, section: section.index)
      let onRoot = roll(50)
      hooks.hook(.commit) { [unowned self] committed in
        guard let owner = root.childDelegates[safe: committed.section] as? HookedRowSection,
          committed.row < owner.childDelegates.count
        else { return }
        let node: PropagatingTableDelegate = onRoot ? root : owner
        transact(on: node, checked: false, label: "commit transaction", fromCallback: true) {
          owner.childDelegates.remove(at: committed.row)
        }
      }
      table.setEditing(true, animated: false)
      let style = table.tapEditingControl(forRowAt: indexPath)
      table.setEditing(false, animated: false)
      steps[step] =
        "commit \(style.map { "\($0)" } ?? "nothing") at \(indexPath), removing it in a "
        + "\(onRoot ? "root" : "section") transaction"
    case 92..<96:
      table.reloadData()
      isStale = false
      steps[step] = "table.reloadData()"
    default:
      steps[step] = "layout"
      table.layoutIfNeeded()
    }
    return nil
  }

  /// A row the table has, at random.
  func randomTableIndexPath() -> TableIndexPath? {
    var all: [TableIndexPath] = []
    for section in 0..<table.numberOfSections {
      for row in 0..<table.numberOfRows(inSection: section) {
        all.append(TableIndexPath(row: row, section: section))
      }
    }
    return pick(all)
  }

  // MARK: Checks

  /// Every section's id and every row's key and text.
  static func detailed(_ snapshot: TreeSnapshot) -> String {
    snapshot.sections.map { section in
      "\(section.id): " + section.rows.map { "\($0.key)=\($0.text)" }.joined(separator: ", ")
    }.joined(separator: " | ")
  }

  /// The height of a row by its snapshot key, from the model's rule for its kind: `r<id>`
  /// rows by their id, `h<section>.<row>` rows of a hand-written section by both; `nil` for
  /// declared rows, which answer no height.
  static func expectedHeight(key: String) -> Double? {
    if key.hasPrefix("r"), let id = Int(key.dropFirst()) {
      return HookedRowSection.rowHeight(id: id)
    }
    if key.hasPrefix("h") {
      let parts = key.dropFirst().split(separator: ".").compactMap { Int($0) }
      guard parts.count == 2 else { return nil }
      return HandWrittenSection.rowHeight(id: parts[0], row: parts[1])
    }
    return nil
  }

  func check(before: TreeSnapshot, replayed: [TableUpdate]?) {
    if let error = updateErrors.first ?? table.lastUpdateError {
      fail(.acceptedBatches, "the table rejected a batch: \(error)")
    }
    for completion in completions {
      if completion.values.count != 1 {
        fail(
          .completionOnce,
          "the completion of \(completion.label) ran \(completion.values.count) times")
      } else if !completion.appliedBatch.isEmpty && completion.values[0] != true {
        fail(
          .completionTrueAfterBatch,
          "\(completion.label) applied \(completion.appliedBatch) but completed with false")
      }
    }
    table.layoutIfNeeded()
    let tree = snapshot()
    if let replayed, !replayed.isEmpty, failure == nil {
      let result = before.applying(replayed, target: tree)
      if result != tree {
        fail(
          .replay,
          "\(replayed) on \(Self.detailed(before)) gives "
            + "\(result.map(Self.detailed) ?? "no valid table"), not \(Self.detailed(tree))")
      }
    }
    guard !isStale else { return }
    var countsMatch = table.numberOfSections == tree.sections.count
    if countsMatch {
      for (section, rows) in tree.sections.enumerated()
      where table.numberOfRows(inSection: section) != rows.rows.count {
        countsMatch = false
      }
    }
    if !countsMatch {
      var counts: [Int] = []
      for section in 0..<table.numberOfSections {
        counts.append(table.numberOfRows(inSection: section))
      }
      fail(.counts, "the table has rows \(counts), the tree \(tree.sections.map(\.rows.count))")
      return
    }
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      let expected = tree.sections[indexPath.section].rows[indexPath.row].text
      let text = table.cellForRow(at: indexPath)?.text
      if text != expected {
        fail(
          .visibleCells,
          "the cell at \(indexPath) shows \(text ?? "nothing"), the tree \(expected) (\(tree))")
        break
      }
      // A visible row is measured: its rectangle has the height of that row's identity (the
      // model's, never the library's answer), never one measured for another row, nor an
      // estimate.
      let key = tree.sections[indexPath.section].rows[indexPath.row].key
      if let height = Self.expectedHeight(key: key),
        table.rect(forRow: indexPath).height != height
      {
        fail(
          .visibleRowHeights,
          "the row at \(indexPath) (\(key)) is \(table.rect(forRow: indexPath).height) high, "
            + "its identity's height is \(height)")
        break
      }
    }
    shown = tree
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
