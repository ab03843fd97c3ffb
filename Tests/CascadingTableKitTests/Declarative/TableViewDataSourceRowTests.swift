import CascadingTableKit
import Testing

/// What a declaration's binder answers about its row: height, selection, swipe actions.
@MainActor
struct TableViewDataSourceRowTests {
  private func path(_ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: 0)
  }

  private func binder(_ text: String) -> CellBinder {
    CellBinder(
      cellType: TableCell.self, registrationMethod: .class(TableCell.self), reuseIdentifier: "row"
    ) { $0.text = text }
  }

  private func makeTable(_ declarations: [CellBinder])
    -> (HeadlessTableView, TableViewDataSource<CellBinder>)
  {
    let dataSource = TableViewDataSource<CellBinder>()
    dataSource.cellDeclarations = declarations
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 1_000))
    table.dataSource = dataSource
    table.delegate = dataSource
    table.layoutIfNeeded()
    return (table, dataSource)
  }

  @Test func aBindersHeightIsItsRowsHeight() {
    let (table, dataSource) = makeTable([binder("tall").rowHeight(120), binder("auto")])
    #expect(table.rect(forRow: path(0)).height == 120)
    #expect(table.rect(forRow: path(1)).height == 44)
    #expect(dataSource.tableView(table, heightForRowAt: path(1)) == nil)
  }

  @Test func selectingARowRunsItsBindersHandler() {
    var selected: [String] = []
    let (table, dataSource) = makeTable([
      binder("a").onSelect { selected.append("a") }, binder("b").onSelect { selected.append("b") },
    ])
    #expect(table.tapRow(at: path(1)) == path(1))
    #expect(selected == ["b"])
    #expect(table.indexPathForSelectedRow == path(1))
    withExtendedLifetime(dataSource) {}
  }

  @Test func anUnselectableRowIsNeitherHighlightedNorSelected() {
    var selected = 0
    let (table, dataSource) = makeTable([
      binder("header").onSelect { selected += 1 }.unselectable(), binder("row"),
    ])
    #expect(table.tapRow(at: path(0)) == nil)
    #expect(selected == 0)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(dataSource.tableView(table, shouldHighlightRowAt: path(0)) == false)
    #expect(dataSource.tableView(table, shouldHighlightRowAt: path(1)) == nil)
    #expect(dataSource.tableView(table, willSelectRowAt: path(1)) == path(1))
  }

  @Test func swipingARowShowsItsBindersActions() {
    let delete = TableContextualAction(style: .destructive, title: "Delete") { _, done in
      done(true)
    }
    let pin = TableContextualAction(style: .normal, title: "Pin") { _, done in done(true) }
    let (table, dataSource) = makeTable([
      binder("swipeable").swipeActions(.trailing, [delete]).swipeActions(.leading, [pin]),
      binder("plain"),
    ])
    #expect(table.swipeRow(at: path(0), from: .trailing) == ["Delete"])
    table.endSwipe()
    #expect(table.swipeRow(at: path(0), from: .leading) == ["Pin"])
    table.endSwipe()
    #expect(table.swipeRow(at: path(1), from: .leading) == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func rowsOutOfRangeAnswerNothing() {
    let (table, dataSource) = makeTable([binder("only").rowHeight(10).unselectable()])
    #expect(dataSource.tableView(table, heightForRowAt: path(5)) == nil)
    #expect(dataSource.tableView(table, shouldHighlightRowAt: path(-1)) == nil)
    #expect(dataSource.tableView(table, willSelectRowAt: path(3)) == path(3))
    #expect(dataSource.tableView(table, trailingSwipeActionsConfigurationForRowAt: path(3)) == nil)
    dataSource.tableView(table, didSelectRowAt: path(3))
  }
}
