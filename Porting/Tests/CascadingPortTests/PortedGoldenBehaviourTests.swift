import CascadingTableKit
import Testing

@testable import PortedGolden

/// The golden outputs, run on `HeadlessTableView`: every method the UIKit originals relied on
/// the Objective-C runtime to call (old names, `-> CGFloat` on a hand-written conformer,
/// methods in extensions) is called once ported.
@MainActor
struct PortedGoldenBehaviourTests {
  let table = HeadlessTableView()

  init() {
    table.viewportSize = TableSize(width: 320, height: 2000)
  }

  @Test func methodsWithSwift2NamesAreCalledOnceRenamed() {
    let row = ReviewRow()
    let root = CascadingRootTableDelegate(
      childDelegates: [CascadingSectionTableDelegate(childDelegates: [row])], tableView: table)
    table.layoutIfNeeded()
    let path = TableIndexPath(row: 0, section: 0)

    #expect(table.rect(forRow: path).height == 39)
    #expect(table.cellForRow(at: path)?.text == "A quiet place, lovely at night.")
    #expect(table.tapRow(at: path) == path)
    #expect(row.text.hasSuffix(" (read)"))
    #expect(root.childDelegates.count == 1)
  }

  @Test func aSubclassReachesItsSuperclassThroughTheCurrentName() {
    let row = HighlightedReviewRow()
    let root = CascadingRootTableDelegate(
      childDelegates: [CascadingSectionTableDelegate(childDelegates: [row])], tableView: table)
    table.layoutIfNeeded()

    #expect(table.rect(forRow: TableIndexPath(row: 0, section: 0)).height == 39)
    #expect(root.childDelegates.count == 1)
  }

  @Test func aHandWrittenConformerAnswersItsHeightsAndHighlighting() {
    let section = RatingSection()
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    table.layoutIfNeeded()
    let path = TableIndexPath(row: 0, section: 0)

    #expect(table.rect(forRow: path).height == 39)
    #expect(table.rectForHeader(inSection: 0).height == 41)
    #expect(table.tapRow(at: path) == nil)
    #expect(table.showMenu(forRowAt: path, offering: [.copy, .paste]) == nil)
    #expect(
      section.tableView(table, canPerformAction: .copy, forRowAt: path, withSender: nil) == true)
    #expect(
      section.tableView(table, canPerformAction: .paste, forRowAt: path, withSender: nil) == false)
    #expect(root.childDelegates.count == 1)
  }

  @Test func methodsMovedOutOfAnExtensionOverride() {
    let section = InfoListSection(items: [])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    table.layoutIfNeeded()

    #expect(table.rectForHeader(inSection: 0).height == 1.1)
    #expect(table.rectForFooter(inSection: 0).height == 1.1)
    #expect(section.tableView(table, viewForHeaderInSection: 0) == nil)
    section.childDelegates = [CascadingBareTableDelegate()]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 10)
    #expect(section.tableView(table, viewForHeaderInSection: 0) != nil)
    #expect(section.itemCount() == 1)
    #expect(root.childDelegates.count == 1)
  }

  @Test func renamedTypesKeepTheirMeaning() {
    let section = VenueTitleSection()
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    table.layoutIfNeeded()

    #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.text == "Under The Stars")
    #expect(table.cellForRow(at: TableIndexPath(row: 1, section: 0))?.detailText == "row 1")
    #expect(table.rect(forRow: TableIndexPath(row: 1, section: 0)).height == 52)
    #expect(
      section.tableView(table, editingStyleForRowAt: TableIndexPath(row: 0, section: 0))
        == .some(.none))
    section.rename(to: "Under The Moon", in: table)
    #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.text == "Under The Moon")
    #expect(root.childDelegates.count == 1)
  }

  @Test func theAddedNibRegistrationsMakeTheCellsAndHeaders() throws {
    TableNib.registerPortedNibs()
    let root = CascadingRootTableDelegate(childDelegates: [PhotoSection()], tableView: table)
    table.layoutIfNeeded()

    let cell = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)) as? PhotoCell)
    #expect(cell.photoName == "vacation-place")
    let header = try #require(table.headerView(forSection: 0) as? CaptionHeaderView)
    #expect(header.caption == "Under The Stars")
    #expect(root.childDelegates.count == 1)
  }

  @Test func everyOldNameReachesTheTableThroughItsCurrentRequirement() {
    let row = EveryMethodRow()
    let root = CascadingRootTableDelegate(childDelegates: [row], tableView: table)
    table.layoutIfNeeded()
    let path = TableIndexPath(row: 0, section: 0)

    #expect(table.rect(forRow: path).height == 44)
    #expect(table.rectForHeader(inSection: 0).height == 28)
    #expect(table.sectionIndexTitles == ["A"])
    #expect(table.showMenu(forRowAt: path, offering: [.copy, .paste]) == [.paste])
    #expect(row.tableView(table, editingStyleForRowAt: path) == .delete)
    #expect(
      row.tableView(table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: path) == path
    )
    #expect(root.childDelegates.count == 1)
  }

  /// Issue 16's router: sections conforming through the app's own protocol answer their
  /// heights (footer 8, not the table's), and the router's former optional-requirement calls
  /// reach them.
  @Test func sectionsConformingThroughAnAppProtocolAnswerThroughTheRouter() {
    let router = VenueRouter()
    router.sections = [VenueInfoSection()]
    table.sectionFooterHeight = 0
    table.dataSource = router
    table.delegate = router
    table.register(TableCell.self, forCellReuseIdentifier: "Line")
    table.reloadData()
    table.layoutIfNeeded()

    #expect(table.rectForFooter(inSection: 0).height == 8)
    #expect(table.cellForRow(at: TableIndexPath(row: 1, section: 0))?.text == "Open late")
    #expect(table.tapRow(at: TableIndexPath(row: 1, section: 0)) == nil)
    #expect(
      table.tapRow(at: TableIndexPath(row: 0, section: 0)) == TableIndexPath(row: 0, section: 0))
  }

  /// A `UITableViewController` subclass, ported onto `TableViewController`, is its table's
  /// data source and delegate, with its `init?(coder:)` turned into the required initialiser.
  @Test func aTableViewControllerSubclassShowsItsRows() {
    let controller = FruitListController()
    controller.tableView.register(TableCell.self, forCellReuseIdentifier: "Fruit")
    controller.tableView.layoutIfNeeded()

    #expect(controller.title == "Fruit")
    #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
    #expect(controller.scrollTarget().height == 30)
  }
}
