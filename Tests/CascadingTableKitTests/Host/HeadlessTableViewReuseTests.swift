import CascadingTableKit
import Testing

/// A cell that counts how often it was prepared for reuse.
private final class CountingCell: TableCell {
  var preparedForReuse = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    preparedForReuse += 1
  }
}

/// A header view that counts how often it was prepared for reuse.
private final class CountingHeaderView: TableHeaderFooterView {
  var preparedForReuse = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    preparedForReuse += 1
  }
}

@MainActor
struct HeadlessTableViewReuseTests {
  private func makeScrollingTable(rows: Int) -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: rows)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    table.rowHeight = 50
    model.attach(to: table)
    table.register(CountingCell.self, forCellReuseIdentifier: HostRecordingDelegate.cellIdentifier)
    return (table, model)
  }

  @Test func scrollingReusesCellsThatLeftTheViewport() throws {
    let (table, model) = makeScrollingTable(rows: 1_000)
    var offset = 0.0
    while offset < 50_000 {
      table.contentOffset = offset
      offset += 37
    }
    #expect(table.createdCellCount <= 6)
    let reused = table.visibleCells.compactMap { $0 as? CountingCell }
    #expect(reused.count == table.visibleCells.count)
    #expect(reused.contains { $0.preparedForReuse > 0 })
    let last = try #require(table.cellForRow(at: TableIndexPath(row: 999, section: 0)))
    #expect(last.text == model.sections[0][999])
  }

  @Test func eachRowGetsOneWillDisplayAndOneDidEndDisplayingPerAppearance() {
    let (table, model) = makeScrollingTable(rows: 50)
    for offset in stride(from: 0.0, through: 2_300, by: 23) {
      table.contentOffset = offset
    }
    table.contentOffset = 0
    var balance: [TableIndexPath: Int] = [:]
    for call in model.calls {
      switch call {
      case .willDisplay(let indexPath):
        balance[indexPath, default: 0] += 1
        #expect(balance[indexPath] == 1, "\(indexPath) displayed twice")
      case .didEndDisplaying(let indexPath):
        balance[indexPath, default: 0] -= 1
        #expect(balance[indexPath] == 0, "\(indexPath) ended without being displayed")
      default:
        break
      }
    }
    let displayed = balance.filter { $0.value == 1 }.keys.sorted()
    #expect(displayed == table.indexPathsForVisibleRows)
  }

  @Test func cellForRowAnswersForVisibleRowsOnly() {
    let (table, model) = makeScrollingTable(rows: 20)
    #expect(table.cellForRow(at: TableIndexPath(row: 3, section: 0))?.text == "0.3")
    #expect(table.cellForRow(at: TableIndexPath(row: 4, section: 0)) == nil)
    #expect(table.dataSource === model)
  }

  @Test func headerFooterViewsAreDequeuedFromTheirRegisteredClassAndReused() throws {
    let table = HeadlessTableView()
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
    table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
    let view = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
    #expect(view is CountingHeaderView)
    #expect(view.reuseIdentifier == "header")
  }

  @Test func scrollingReusesHeaderViewsTheDelegateDequeues() {
    let model = HostRecordingDelegate(sectionCount: 200, rowsPerSection: 2)
    model.headerViewIdentifier = "header"
    model.headerHeight = 30
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    table.rowHeight = 40
    model.attach(to: table)
    table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
    var seen = Set<ObjectIdentifier>()
    var reused = false
    for offset in stride(from: 0.0, to: 22_000, by: 55) {
      table.contentOffset = offset
      for section in 0..<200 {
        guard let view = table.headerView(forSection: section) as? CountingHeaderView else {
          continue
        }
        seen.insert(ObjectIdentifier(view))
        reused = reused || view.preparedForReuse > 0
        #expect(view.text == "Header \(section)")
      }
    }
    #expect(table.contentOffset == 200 * 110 - 200)
    #expect(seen.count <= 4)
    #expect(reused)
  }

  @Test func unregisteringAnIdentifierDropsItsClass() {
    let table = HeadlessTableView()
    table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
    table.register(nil as TableHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier: "header")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
  }

  @Test func dequeuingAnUnregisteredCellIdentifierHandsOutAPlainCellAndReportsItOnce() {
    let table = HeadlessTableView()
    table.register(CountingCell.self, forCellReuseIdentifier: "Known")
    var handled: [TableDiagnostic] = []
    table.diagnosticHandler = { handled.append($0) }
    let first = table.dequeueReusableCell(
      withIdentifier: "Missing", for: TableIndexPath(row: 0, section: 0))
    let second = table.dequeueReusableCell(
      withIdentifier: "Missing", for: TableIndexPath(row: 1, section: 0))
    #expect(type(of: first) == TableCell.self)
    #expect(first.reuseIdentifier == "Missing")
    #expect(first !== second)
    #expect(table.diagnostics == [.unregisteredCellIdentifier(reuseIdentifier: "Missing")])
    #expect(handled == table.diagnostics)
    #expect(table.diagnostics[0].description.contains("\"Missing\""))
  }

  @Test func aTableWhoseCellsAreUnregisteredStillLoadsScrollsAndReportsOnce() {
    let source = UnregisteredCellSource(rows: 40)
    let table = HeadlessTableView()
    table.viewportSize = TableSize(width: 320, height: 200)
    table.rowHeight = 44
    table.dataSource = source
    #expect(table.indexPathsForVisibleRows?.count == 5)
    table.contentOffset = 44 * 30
    #expect(table.visibleCells.count == 5)
    #expect(table.visibleCells.allSatisfy { type(of: $0) == TableCell.self })
    #expect(table.diagnostics == [.unregisteredCellIdentifier(reuseIdentifier: "Never")])
  }
}

/// A data source that dequeues every cell for an identifier nobody registered.
@MainActor
private final class UnregisteredCellSource: TableDataSource {
  let rows: Int

  init(rows: Int) {
    self.rows = rows
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    tableView.dequeueReusableCell(withIdentifier: "Never", for: indexPath)
  }
}
