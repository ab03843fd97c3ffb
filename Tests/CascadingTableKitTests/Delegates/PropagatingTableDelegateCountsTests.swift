import CascadingTableKit
import Testing

/// The two required data-source methods and the section count, which are not routed by array
/// position like the other methods.
@MainActor
struct PropagatingTableDelegateCountsTests {
  typealias Mode = PropagatingTableDelegate.PropagationMode

  let table = RecordingTableHost()
  let first = BareDelegateStub()
  let second = CompleteDelegateStub()

  init() {
    first.numberOfRows = 3
    second.numberOfRows = 7
  }

  func node(_ mode: Mode) -> PropagatingTableDelegate {
    PropagatingTableDelegate(childDelegates: [first, second], propagationMode: mode)
  }

  @Test func inRowModeTheRowCountIsTheChildCountAndCallsNoChild() {
    #expect(node(.row).tableView(table, numberOfRowsInSection: 0) == 2)
    #expect(node(.row).tableView(table, numberOfRowsInSection: -1) == 2)
    #expect(first.calls.isEmpty && second.calls.isEmpty)
  }

  @Test func inSectionModeTheRowCountComesFromTheChildWithThatIndex() {
    let node = node(.section)
    #expect(node.tableView(table, numberOfRowsInSection: 0) == 3)
    #expect(node.tableView(table, numberOfRowsInSection: 1) == 7)
    #expect(first.calls == [.numberOfRows(tableID(table), 0)])
    #expect(second.calls == [.numberOfRows(tableID(table), 1)])
  }

  @Test(arguments: [2, 99, -1, Int.min])
  func aRowCountForASectionNoChildHasIsZeroAndCallsNoChild(section: Int) {
    #expect(node(.section).tableView(table, numberOfRowsInSection: section) == 0)
    #expect(first.calls.isEmpty && second.calls.isEmpty)
  }

  @Test func theRowCountMatchesAChildByItsIndexNotItsPosition() {
    let node = node(.section)
    second.index = 5
    #expect(node.tableView(table, numberOfRowsInSection: 5) == 7)
    #expect(node.tableView(table, numberOfRowsInSection: 1) == 0)
    first.index = 1
    second.index = 0
    #expect(node.tableView(table, numberOfRowsInSection: 0) == 7)
    #expect(node.tableView(table, numberOfRowsInSection: 1) == 3)
    #expect(second.calls == [.numberOfRows(tableID(table), 5), .numberOfRows(tableID(table), 0)])
  }

  @Test(arguments: [Mode.section, .row])
  func aCellComesFromTheRoutedChildAsTheSameObject(_ mode: Mode) {
    let path =
      mode == .section ? TableIndexPath(row: 6, section: 1) : TableIndexPath(row: 1, section: 6)
    let cell = node(mode).tableView(table, cellForRowAt: path)
    #expect(cell === second.cell)
    #expect(second.calls == [.cellForRow(tableID(table), path)])
    #expect(first.calls.isEmpty)
  }

  @Test(arguments: [Mode.section, .row], [2, -1, Int.min])
  func aCellForAnOutOfRangePositionIsANewEmptyCell(_ mode: Mode, position: Int) {
    let node = node(mode)
    let path =
      mode == .section
      ? TableIndexPath(row: 0, section: position) : TableIndexPath(row: position, section: 0)
    let cell = node.tableView(table, cellForRowAt: path)
    let another = node.tableView(table, cellForRowAt: path)
    #expect(cell !== another)
    #expect(cell.reuseIdentifier == nil && cell.text == nil)
    #expect(first.calls.isEmpty && second.calls.isEmpty)
  }

  @Test func theSectionCountIsTheChildCountInSectionModeAndZeroInRowMode() {
    #expect(node(.section).numberOfSections(in: table) == 2)
    #expect(node(.row).numberOfSections(in: table) == 0)
    #expect(PropagatingTableDelegate(propagationMode: .section).numberOfSections(in: table) == 0)
    #expect(first.calls.isEmpty && second.calls.isEmpty)
  }
}
