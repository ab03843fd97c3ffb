import CascadingTableKit
import Testing

/// How a ``TableUpdate`` prints: as the documentation and the demo write it, not as the enum's
/// case with its nested arrays.
@MainActor
@Suite struct TableUpdateDescriptionTests {
  @Test func everyKindOfUpdatePrintsItsNameAndPositions() {
    let path = TableIndexPath(row: 1, section: 2)
    let other = TableIndexPath(row: 0, section: 0)
    #expect(
      [
        TableUpdate.insertSections([1, 2]), .deleteSections([0]), .reloadSections([3]),
        .moveSection(1, to: 0), .insertRows([path, other]), .deleteRows([path]),
        .reloadRows([path]), .reconfigureRows([path]), .moveRow(path, to: other),
      ].map(String.init(describing:)) == [
        "insertSections 1 2", "deleteSections 0", "reloadSections 3", "moveSection 1 → 0",
        "insertRows [2, 1] [0, 0]", "deleteRows [2, 1]", "reloadRows [2, 1]",
        "reconfigureRows [2, 1]", "moveRow [2, 1] → [0, 0]",
      ])
  }

  @Test func theUpdatesATransactionReturnsPrintAsTheDocumentationShowsThem() {
    let table = HeadlessTableView()
    let dataSource = TableViewDataSource<CellBinder>()
    table.dataSource = dataSource
    table.delegate = dataSource
    func review(_ text: String) -> CellBinder {
      CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: "Review"
      ) { $0.text = text }
    }
    let one = review("Huge lantern").identified(by: 1, content: "Huge lantern")
    let two = review("Go early").identified(by: 2, content: "Go early")
    dataSource.cellDeclarations = [one]
    table.layoutIfNeeded()

    let updates = dataSource.setCellDeclarations([one, two])

    #expect("\(updates)" == "[insertRows [0, 1]]")
  }
}
