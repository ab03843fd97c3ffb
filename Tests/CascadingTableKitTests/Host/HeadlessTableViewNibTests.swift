import CascadingTableKit
import Testing

/// A cell a nib makes.
private final class NibCell: TableCell {}

/// A header or footer view a nib makes.
private final class NibHeaderView: TableHeaderFooterView {}

@MainActor
struct HeadlessTableViewNibTests {
  private let origin = TableIndexPath(row: 0, section: 0)

  /// A scrolling table whose rows use a nib registered for `HostRecordingDelegate`'s identifier.
  private func makeScrollingTable(nibName: String) -> (HeadlessTableView, HostRecordingDelegate) {
    let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 200)
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 200))
    table.rowHeight = 50
    model.attach(to: table)
    table.register(
      TableNib(nibName: nibName, bundle: nil),
      forCellReuseIdentifier: HostRecordingDelegate.cellIdentifier)
    return (table, model)
  }

  @Test func aCellRegisteredWithANibIsMadeFromTheNibsClass() {
    let name = "HeadlessTableViewNibTests.cell"
    TableNib.register(NibCell.self, forNibName: name)
    let table = HeadlessTableView()
    table.register(TableNib(nibName: name, bundle: nil), forCellReuseIdentifier: "venue")
    let cell = table.dequeueReusableCell(withIdentifier: "venue", for: origin)
    #expect(cell is NibCell)
    #expect(cell.reuseIdentifier == "venue")
    #expect(table.createdCellCount == 1)
    #expect(table.diagnostics.isEmpty)
  }

  @Test func theNibsClassMayBeRegisteredAfterTheTableRegistersTheNib() {
    let name = "HeadlessTableViewNibTests.late"
    let table = HeadlessTableView()
    table.register(TableNib(nibName: name, bundle: nil), forCellReuseIdentifier: "venue")
    table.register(TableNib(nibName: name, bundle: nil), forHeaderFooterViewReuseIdentifier: "h")
    TableNib.register(NibCell.self, forNibName: name)
    TableNib.register(NibHeaderView.self, forNibName: name)
    #expect(table.dequeueReusableCell(withIdentifier: "venue", for: origin) is NibCell)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") is NibHeaderView)
  }

  @Test func anUnknownNibGivesAPlainCellAndOneDiagnosticNamingNibAndIdentifier() {
    let name = "HeadlessTableViewNibTests.unknownCell"
    let table = HeadlessTableView()
    var handled: [TableDiagnostic] = []
    table.diagnosticHandler = { handled.append($0) }
    table.register(TableNib(nibName: name, bundle: nil), forCellReuseIdentifier: "venue")
    let first = table.dequeueReusableCell(withIdentifier: "venue", for: origin)
    let second = table.dequeueReusableCell(withIdentifier: "venue", for: origin)
    #expect(type(of: first) == TableCell.self)
    #expect(type(of: second) == TableCell.self)
    #expect(first.reuseIdentifier == "venue")
    let expected = TableDiagnostic.unregisteredCellNib(nibName: name, reuseIdentifier: "venue")
    #expect(table.diagnostics == [expected])
    #expect(handled == [expected])
    #expect(expected.description.contains("\"\(name)\""))
    #expect(expected.description.contains("\"venue\""))
  }

  @Test func anUnknownNibGivesAPlainHeaderViewAndOneDiagnostic() {
    let name = "HeadlessTableViewNibTests.unknownHeader"
    let table = HeadlessTableView()
    table.register(TableNib(nibName: name, bundle: nil), forHeaderFooterViewReuseIdentifier: "h")
    let view = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
    #expect(view.map { type(of: $0) == TableHeaderFooterView.self } == true)
    #expect(view?.reuseIdentifier == "h")
    _ = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
    #expect(
      table.diagnostics == [.unregisteredHeaderFooterViewNib(nibName: name, reuseIdentifier: "h")])
  }

  @Test func theLastRegistrationOfAnIdentifierWinsBetweenClassAndNib() {
    let name = "HeadlessTableViewNibTests.lastWins"
    TableNib.register(NibCell.self, forNibName: name)
    TableNib.register(NibHeaderView.self, forNibName: name)
    let table = HeadlessTableView()
    table.register(TableNib(nibName: name, bundle: nil), forCellReuseIdentifier: "venue")
    table.register(TableCell.self, forCellReuseIdentifier: "venue")
    #expect(
      type(of: table.dequeueReusableCell(withIdentifier: "venue", for: origin)) == TableCell.self)
    table.register(TableNib(nibName: name, bundle: nil), forCellReuseIdentifier: "venue")
    #expect(table.dequeueReusableCell(withIdentifier: "venue", for: origin) is NibCell)
    table.register(TableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
    table.register(TableNib(nibName: name, bundle: nil), forHeaderFooterViewReuseIdentifier: "h")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") is NibHeaderView)
  }

  @Test func aNilNibUnregistersTheHeaderIdentifier() {
    let name = "HeadlessTableViewNibTests.nil"
    TableNib.register(NibHeaderView.self, forNibName: name)
    let table = HeadlessTableView()
    table.register(TableNib(nibName: name, bundle: nil), forHeaderFooterViewReuseIdentifier: "h")
    table.register(nil as TableNib?, forHeaderFooterViewReuseIdentifier: "h")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") == nil)
    #expect(table.diagnostics.isEmpty)
  }

  @Test func scrollingReusesCellsMadeFromANib() throws {
    let name = "HeadlessTableViewNibTests.scrolling"
    TableNib.register(NibCell.self, forNibName: name)
    let (table, model) = makeScrollingTable(nibName: name)
    for offset in stride(from: 0.0, through: 9_000, by: 37) {
      table.contentOffset = offset
      table.layoutIfNeeded()
    }
    #expect(table.createdCellCount <= 6)
    #expect(!table.visibleCells.isEmpty)
    #expect(table.visibleCells.allSatisfy { $0 is NibCell })
    let last = try #require(table.cellForRow(at: TableIndexPath(row: 180, section: 0)))
    #expect(last.text == model.sections[0][180])
  }

  @Test func plainStandInsAreNotReusedOnceTheNibsClassIsRegistered() {
    let name = "HeadlessTableViewNibTests.standIns"
    let (table, model) = makeScrollingTable(nibName: name)
    table.layoutIfNeeded()
    #expect(!table.visibleCells.isEmpty)
    #expect(table.visibleCells.allSatisfy { type(of: $0) == TableCell.self })
    TableNib.register(NibCell.self, forNibName: name)
    table.contentOffset = 1_000
    table.layoutIfNeeded()
    #expect(!table.visibleCells.isEmpty)
    #expect(table.visibleCells.allSatisfy { $0 is NibCell })
    #expect(
      table.cellForRow(at: TableIndexPath(row: 20, section: 0))?.text == model.sections[0][20])
  }
}
