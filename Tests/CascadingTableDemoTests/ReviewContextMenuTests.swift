import CascadingTableDemoKit
import CascadingTableKit
import Testing

/// A review row's context menu, as a user opens it on the headless table: Copy and Report,
/// with the menu's keyed follow-up calls reaching the review row that returned it.
@MainActor
@Suite struct ReviewContextMenuTests {
  private let page = DestinationPage()
  private let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 5000))
  private let pasteboard = Pasteboard()
  private let maya = TableIndexPath(row: 1, section: 4)

  init() {
    page.attach(to: table)
    for case let row as ReviewRow in page.reviews.reviewList.childDelegates {
      row.pasteboard = pasteboard
    }
    table.layoutIfNeeded()
  }

  private var rows: [ReviewRow] {
    page.reviews.reviewList.childDelegates.compactMap { $0 as? ReviewRow }
  }

  private func line(of author: String) -> String? {
    table.renderText(width: 120).split(separator: "\n").map(String.init)
      .first { $0.hasPrefix("  \(author)") }
  }

  @Test func aLongPressOpensCopyAndReportAndTheFollowUpsReachTheReviewRow() throws {
    let configuration = try #require(table.openContextMenu(forRowAt: maya))
    #expect(configuration.actions.map(\.title) == ["Copy", "Report"])
    #expect(configuration.actions.map(\.isDisabled) == [false, false])
    #expect(table.indexPathForContextMenu == maya)
    // willDisplayContextMenu carries the configuration only: it reached Maya's row alone.
    #expect(rows.map(\.isShowingContextMenu) == [false, true, false])
    #expect(line(of: "Maya")?.hasSuffix("{Copy} {Report}") == true)
    #expect(line(of: "Alice")?.contains("{") == false)
  }

  @Test func copyClosesTheMenuThenPutsTheReviewOnThePasteboard() throws {
    try #require(table.openContextMenu(forRowAt: maya) != nil)
    let updates = table.lastAppliedUpdates
    #expect(table.chooseContextMenuAction(at: 0))
    #expect(table.indexPathForContextMenu == nil)
    // willEndContextMenuInteraction reached the row too.
    #expect(rows.map(\.isShowingContextMenu) == [false, false, false])
    #expect(
      pasteboard.string
        == "Maya: Watched the Milky Way rise over the dam. Bring a warm layer for the night.")
    // Copying changes nothing the table shows.
    #expect(table.lastAppliedUpdates == updates)
  }

  @Test func reportReconfiguresOnlyThatRowAndIsDisabledAfterwards() throws {
    try #require(table.openContextMenu(forRowAt: maya) != nil)
    #expect(table.chooseContextMenuAction(at: 1))
    #expect(table.lastAppliedUpdates == [.reconfigureRows([maya])])
    #expect(rows.map(\.isReported) == [false, true, false])
    #expect(table.cellForRow(at: maya)?.text == "Maya  ★★★★★  (reported)")
    let again = try #require(table.openContextMenu(forRowAt: maya))
    #expect(again.actions.map(\.isDisabled) == [false, true])
    #expect(!table.chooseContextMenuAction(at: 1))
    #expect(pasteboard.string == nil)
  }

  @Test func theTourTracesEveryKeyedFollowUpToTheReviewRow() {
    let tour = DestinationTour.render(columns: 100, trace: true).split(separator: "\n")
    let route =
      "(from [4, 1]): root → section 4 (DestinationReviewUserSection) → rows 0–2 "
      + "(ReviewListGroup) → row 1 (ReviewRow)"
    let keyed = [
      "previewForHighlightingContextMenuWithConfiguration", "willDisplayContextMenu",
      "willEndContextMenuInteraction", "previewForDismissingContextMenuWithConfiguration",
    ]
    for call in keyed {
      // Three menus open; two close (the tour's last dismissal is after its last step).
      let expected = call.contains("Dismiss") || call.contains("willEnd") ? 2 : 3
      #expect(tour.filter { $0 == "    trace: \(call) \(route)" }.count == expected, "\(call)")
    }
    #expect(!tour.contains { $0.contains("no row produced it") })
  }

  @Test func theTourShowsTheMenuTheCopyAndTheReport() {
    let tour = DestinationTour.render(columns: 100).split(separator: "\n").map(String.init)
    #expect(
      tour.contains(
        "  Maya  ★★★★★ | Watched the Milky Way rise over the dam. Bring a warm layer for the~ "
          + "{Copy} {Report}"))
    #expect(
      tour.contains(
        "  pasteboard: Maya: Watched the Milky Way rise over the dam. Bring a warm layer for "
          + "the night."))
    #expect(tour.contains("  actions: Copy, Report (disabled)"))
  }
}
