import CascadingTableKit
import Testing

/// Seeded random delegate trees whose delegates reshape the table from inside the table's own
/// calls — heights, estimates, cells, display, header and footer views, selection, commits —
/// while the table is laid out, scrolled, tapped and edited. After every step the table must
/// agree with a plain model of the rows: counts, visible cells, the rows in the viewport, and
/// balanced display callbacks. Reaching the end of a seed at all means nothing trapped.
@MainActor
struct HeadlessTableViewReentrancyModelTests {
  @Test func randomTreesReshapedFromInsideCallbacksStayConsistent() {
    for seed in 0..<UInt64(5_000) {
      let harness = ChaosHarness(seed: seed)
      harness.run(steps: 12)
      if !harness.faults.isEmpty {
        Issue.record(
          Comment(
            rawValue: "seed \(seed): \(harness.faults.prefix(5))\n"
              + harness.trace.suffix(12).joined(separator: "\n")))
        return
      }
    }
  }
}

/// One random walk: the tree, the model it mirrors, and the table.
@MainActor
private final class ChaosHarness {
  var random: HostSeededGenerator
  let seed: UInt64
  let table: HeadlessTableView
  let ledger = DisplayLedger()
  var root: ChaosRoot!
  /// The model: each section's row ids, in order. Every change to the tree goes through here.
  var model: [[String]] = []
  /// Each row id's exact height (`nil`: sized from its cell) and estimate.
  var heights: [String: (height: Double?, estimate: Double?, fitting: Double)] = [:]
  /// Each section's header and footer view heights (`nil`: no view).
  var nextID = 0
  /// How many more changes delegate calls may make in the current step.
  var budget = 0
  /// Whether delegate calls change anything at all (off while checking).
  var chaosEnabled = false
  /// What went wrong.
  var faults: [String] = []
  var step = 0
  /// What the walk did, for the failure message.
  var trace: [String] = []

  init(seed: UInt64) {
    self.seed = seed
    random = HostSeededGenerator(seed: seed &* 0x9E37_79B9 &+ 17)
    table = HeadlessTableView(
      viewportSize: TableSize(width: 80, height: Double(Int.random(in: 40...220, using: &random))))
    table.register(TableCell.self, forCellReuseIdentifier: "row")
    table.allowsMultipleSelection = roll(30)
    if roll(30) {
      table.estimatedRowHeight = 0
    } else if roll(30) {
      table.estimatedRowHeight = Double(int(10...60))
    }
    for _ in 0..<int(0...4) {
      var rows: [String] = []
      for _ in 0..<int(0...6) {
        rows.append(newRowID())
      }
      model.append(rows)
    }
    var sections: [ChaosSection] = []
    for (index, rows) in model.enumerated() {
      sections.append(makeSection(index: index, rows: rows))
    }
    root = ChaosRoot(harness: self, sections: sections)
    root.prepare(tableView: table)
  }

  // MARK: Randomness

  func roll(_ percent: Int) -> Bool { Int(random.next() % 100) < percent }

  func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  func newRowID() -> String {
    nextID += 1
    let id = "r\(nextID)"
    let height: Double? = roll(70) ? Double(int(1...70)) : nil
    let estimate: Double? =
      roll(40) ? Double(int(1...70)) : (roll(50) ? TableDimension.automatic : nil)
    heights[id] = (height, estimate, Double(int(1...70)))
    return id
  }

  // MARK: Building the tree

  func makeRow(_ id: String) -> CallbackRow {
    let answers = heights[id] ?? (nil, nil, 44)
    let row = CallbackRow(id, height: answers.height, estimate: answers.estimate)
    row.fittingHeight = answers.fitting
    row.reuseIdentifier = "row"
    row.onHeight = { [unowned self] table, _ in chaos(table, from: .height) }
    row.onEstimate = { [unowned self] table, _ in chaos(table, from: .height) }
    row.onCell = { [unowned self] table, _ in chaos(table, from: .cell) }
    row.onSelect = { [unowned self] table, _ in chaos(table, from: .interaction) }
    row.onCommit = { [unowned self] table, _, indexPath in commit(table, at: indexPath) }
    return row
  }

  func makeSection(index: Int, rows: [String]) -> ChaosSection {
    let section = ChaosSection(index: index, childDelegates: rows.map(makeRow))
    section.harness = self
    section.headerHeight = roll(50) ? Double(int(0...30)) : nil
    section.footerHeight = roll(40) ? Double(int(0...20)) : nil
    section.prepare(tableView: table)
    return section
  }

  /// Replaces a section's rows with the model's without telling the table, even when called
  /// from inside a change that set the section to reload itself.
  func setRowsSilently(_ index: Int) {
    guard let section = section(index) else { return }
    let mode = section.reloadModeOnChildDelegatesChanged
    section.reloadModeOnChildDelegatesChanged = .none
    section.childDelegates = model[index].map(makeRow)
    section.reloadModeOnChildDelegatesChanged = mode
  }

  func section(_ index: Int) -> ChaosSection? {
    guard index >= 0 && index < root.childDelegates.count else { return nil }
    return root.childDelegates[index] as? ChaosSection
  }

  // MARK: Changes made from inside delegate calls

  /// Where a delegate call comes from. An invalid update must be reported from calls made
  /// during layout or interaction; one made from a call the table makes while it loads or
  /// reloads (a height or estimate, which a load asks through the estimate chain, or a
  /// `didEndDisplaying`) is part of that reload, by design.
  enum Origin {
    case height, cell, willDisplay, didEndDisplaying, view, interaction
  }

  /// Maybe changes the tree and tells the table, in one of the ways real delegates do.
  func chaos(_ host: any TableHost, from origin: Origin) {
    guard chaosEnabled, budget > 0, roll(origin == .interaction ? 50 : 6) else { return }
    budget -= 1
    let change = int(0...9)
    trace.append("  from \(origin): change \(change)")
    switch change {
    case 0: reshapeSectionAutomatically()
    case 1: reshapeRootAutomatically()
    case 2: validBatch(host)
    case 3: invalidBatch(host, checked: origin != .height && origin != .didEndDisplaying)
    case 4: changeAndReload(host)
    case 5: changeAndReloadSection(host)
    case 6: host.reloadData()
    case 7: scroll(host)
    case 8: select(host)
    default: host.isEditing.toggle()
    }
  }

  /// A section delegate replaces some of its rows; its reload mode tells the table.
  func reshapeSectionAutomatically() {
    guard !model.isEmpty else { return }
    let index = int(0...(model.count - 1))
    guard let section = section(index) else { return }
    var rows = model[index]
    if !rows.isEmpty && roll(60) {
      let start = int(0...(rows.count - 1))
      rows.removeSubrange(start..<min(rows.count, start + int(1...3)))
    }
    for _ in 0..<int(0...2) {
      rows.insert(newRowID(), at: int(0...rows.count))
    }
    model[index] = rows
    section.reloadModeOnChildDelegatesChanged =
      roll(50) ? .whole : .section(animation: .automatic)
    section.childDelegates = rows.map(makeRow)
    section.reloadModeOnChildDelegatesChanged = .none
  }

  /// The root drops or adds a section; it reloads the table itself.
  func reshapeRootAutomatically() {
    var sections = root.childDelegates
    if !model.isEmpty && roll(50) {
      let index = int(0...(model.count - 1))
      model.remove(at: index)
      sections.remove(at: index)
    } else {
      let index = int(0...model.count)
      var rows: [String] = []
      for _ in 0..<int(0...4) {
        rows.append(newRowID())
      }
      model.insert(rows, at: index)
      sections.insert(makeSection(index: index, rows: rows), at: index)
    }
    root.reloadOnChildDelegatesChanged = true
    root.childDelegates = sections
    root.reloadOnChildDelegatesChanged = false
  }

  /// Deletes a row and inserts another, silently, then tells the table in a batch.
  func validBatch(_ host: any TableHost) {
    guard !model.isEmpty else { return }
    let index = int(0...(model.count - 1))
    guard section(index) != nil else { return }
    var updates: [TableUpdate] = []
    if !model[index].isEmpty && roll(60) {
      let row = int(0...(model[index].count - 1))
      model[index].remove(at: row)
      updates.append(.deleteRows([TableIndexPath(row: row, section: index)]))
    }
    if roll(70) {
      let row = int(0...model[index].count)
      model[index].insert(newRowID(), at: row)
      updates.append(.insertRows([TableIndexPath(row: row, section: index)]))
    }
    setRowsSilently(index)
    host.performBatchUpdates(
      {
        for update in updates {
          switch update {
          case .deleteRows(let paths): host.deleteRows(at: paths, with: .fade)
          case .insertRows(let paths): host.insertRows(at: paths, with: .fade)
          default: break
          }
        }
      }, completion: nil)
  }

  /// Adds a row silently and tells the table nothing changed: the table must report it.
  func invalidBatch(_ host: any TableHost, checked: Bool) {
    guard !model.isEmpty, let table = host as? HeadlessTableView else { return }
    let index = int(0...(model.count - 1))
    guard section(index) != nil else { return }
    model[index].append(newRowID())
    setRowsSilently(index)
    var completed: Bool?
    host.performBatchUpdates({}, completion: { completed = $0 })
    if checked && (completed != false || table.lastUpdateError == nil) {
      faults.append("step \(step): an invalid batch was not reported")
    }
  }

  /// Changes a section's rows silently, then reloads everything.
  func changeAndReload(_ host: any TableHost) {
    guard !model.isEmpty else {
      host.reloadData()
      return
    }
    let index = int(0...(model.count - 1))
    model[index] = model[index].filter { _ in roll(70) }
    setRowsSilently(index)
    host.reloadData()
  }

  /// Changes a section's rows silently, then reloads that section.
  func changeAndReloadSection(_ host: any TableHost) {
    guard !model.isEmpty else { return }
    let index = int(0...(model.count - 1))
    model[index].append(newRowID())
    if roll(50) {
      model[index].removeFirst()
    }
    setRowsSilently(index)
    host.reloadSections([index], with: .none)
  }

  func scroll(_ host: any TableHost) {
    if let table = host as? HeadlessTableView, roll(50) {
      table.contentOffset = Double(int(0...400))
    } else if let path = randomPath() {
      host.scrollToRow(at: path, at: .middle, animated: false)
    }
  }

  func select(_ host: any TableHost) {
    guard let path = randomPath() else { return }
    host.selectRow(at: path, animated: false, scrollPosition: roll(50) ? .none : .top)
  }

  /// A commit deletes the row, as real data sources do, and maybe reshapes more.
  func commit(_ host: any TableHost, at indexPath: TableIndexPath) {
    guard chaosEnabled else { return }
    if indexPath.section < model.count && indexPath.row < model[indexPath.section].count {
      model[indexPath.section].remove(at: indexPath.row)
      setRowsSilently(indexPath.section)
      // Checked through the throwing API: an update a delegate call makes while this one is
      // applied may record its own error in `lastUpdateError`.
      do {
        try (host as? HeadlessTableView)?.applyUpdatesChecked([.deleteRows([indexPath])])
      } catch {
        faults.append("step \(step): deleting committed row \(indexPath) was rejected: \(error)")
      }
    }
    chaos(host, from: .interaction)
  }

  func randomPath() -> TableIndexPath? {
    let sections = model.indices.filter { !model[$0].isEmpty }
    guard !sections.isEmpty else { return nil }
    let section = sections[int(0...(sections.count - 1))]
    return TableIndexPath(row: int(0...(model[section].count - 1)), section: section)
  }

  // MARK: The walk

  func run(steps: Int) {
    for step in 0..<steps {
      self.step = step
      budget = int(1...3)
      chaosEnabled = true
      act()
      chaosEnabled = false
      check()
      guard faults.isEmpty else { return }
    }
  }

  /// One thing a user or a test does to the table.
  func act() {
    let action = int(0...7)
    trace.append("step \(step): action \(action), model \(model)")
    switch action {
    case 0:
      table.layoutIfNeeded()
    case 1:
      table.contentOffset = Double(int(0...Int(max(0, table.contentSize.height))))
    case 2:
      if let path = randomPath() {
        table.scrollToRow(at: path, at: roll(50) ? .top : .bottom, animated: false)
      }
    case 3:
      if let path = randomPath() {
        table.tapRow(at: path)
      }
    case 4:
      table.setEditing(true, animated: false)
      if let path = randomPath() {
        table.tapEditingControl(forRowAt: path)
      }
      table.setEditing(roll(50), animated: false)
    case 5:
      table.reloadData()
      table.layoutIfNeeded()
    case 6:
      var offset = table.contentOffset
      for _ in 0..<int(1...6) {
        offset += Double(int(-30...60))
        table.contentOffset = offset
      }
    default:
      table.viewportSize = TableSize(width: 80, height: Double(int(40...220)))
      table.layoutIfNeeded()
    }
  }

  /// Checks the table against the model, with delegate calls changing nothing.
  func check() {
    table.layoutIfNeeded()
    let place = "step \(step)"
    // The harness's own bookkeeping: the tree is the model.
    let treeCounts = (0..<root.numberOfSections(in: table)).map {
      root.tableView(table, numberOfRowsInSection: $0)
    }
    guard treeCounts == model.map(\.count) else {
      faults.append("\(place): the tree \(treeCounts) is not the model \(model.map(\.count))")
      return
    }
    var counts: [Int] = []
    for section in 0..<table.numberOfSections {
      counts.append(table.numberOfRows(inSection: section))
    }
    if counts != treeCounts {
      faults.append("\(place): the table counts \(counts), the tree \(treeCounts)")
      return
    }
    let top = table.contentOffset
    let bottom = top + table.viewportSize.height
    var inViewport: [TableIndexPath] = []
    for (section, rows) in model.enumerated() {
      for row in rows.indices {
        let rect = table.rect(forRow: TableIndexPath(row: row, section: section))
        if rect.maxY > top && rect.minY < bottom {
          inViewport.append(TableIndexPath(row: row, section: section))
        }
      }
    }
    let visible = table.indexPathsForVisibleRows ?? []
    if visible != inViewport {
      faults.append("\(place): visible \(visible), in the viewport \(inViewport)")
    }
    for path in visible {
      let text = table.cellForRow(at: path)?.text
      if text != model[path.section][path.row] {
        faults.append("\(place): the cell at \(path) shows \(text ?? "nothing")")
      }
    }
    faults.append(contentsOf: ledger.faults.map { "\(place): \($0)" })
    var shown = Set<ObjectIdentifier>()
    for cell in table.visibleCells {
      shown.insert(ObjectIdentifier(cell))
    }
    if ledger.shownCells != shown {
      faults.append(
        "\(place): \(ledger.shownCells.count) cells announced and not ended, \(shown.count) shown"
      )
    }
  }
}

/// The root: keeps the display ledger (display calls reach it whatever the tree now holds)
/// and changes the table from display calls.
@MainActor
private final class ChaosRoot: CascadingRootTableDelegate {
  unowned let harness: ChaosHarness

  init(harness: ChaosHarness, sections: [ChaosSection]) {
    self.harness = harness
    super.init(index: 0, childDelegates: sections)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    fatalError("the harness makes its root with init(harness:sections:)")
  }

  override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    harness.ledger.willDisplay(cell, at: indexPath)
    super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    harness.chaos(tableView, from: .willDisplay)
  }

  override func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell,
    forRowAt indexPath: TableIndexPath
  ) {
    harness.ledger.didEndDisplaying(cell, at: indexPath)
    super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    harness.chaos(tableView, from: .didEndDisplaying)
  }
}

/// A section with optional header and footer views, which change the table when asked for.
@MainActor
private final class ChaosSection: CascadingSectionTableDelegate {
  weak var harness: ChaosHarness?
  var headerHeight: Double?
  var footerHeight: Double?

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    headerHeight == nil ? 0 : TableDimension.automatic
  }

  override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  {
    footerHeight == nil ? 0 : TableDimension.automatic
  }

  override func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  {
    harness?.chaos(tableView, from: .view)
    return view(height: headerHeight, text: "header \(section)")
  }

  override func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?
  {
    harness?.chaos(tableView, from: .view)
    return view(height: footerHeight, text: "footer \(section)")
  }

  private func view(height: Double?, text: String) -> TableHeaderFooterView? {
    guard let height else { return nil }
    let view = TableHeaderFooterView()
    view.text = text
    view.fittingHeight = height
    return view
  }
}
