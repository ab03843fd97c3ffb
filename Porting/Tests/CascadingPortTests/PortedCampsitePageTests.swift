import CascadingTableKit
import Testing

@testable import PortedCampsitePage

/// The measured page, ported and finished by hand, run on `HeadlessTableView`: it behaves as
/// the UIKit page did, including the methods that Swift 2 names or `-> CGFloat` answers would
/// have left uncalled.
@MainActor
struct PortedCampsitePageTests {
  private func loadedPage() async -> CampsiteViewController {
    let page = CampsiteViewController()
    page.tableView.viewportSize = TableSize(width: 375, height: 3000)
    page.viewDidLoad()
    await withCheckedContinuation { continuation in
      page.viewModel.refreshData { continuation.resume() }
    }
    page.tableView.layoutIfNeeded()
    return page
  }

  @Test func theRefreshedPageShowsEverySectionWithItsHeights() async throws {
    let page = await loadedPage()
    let table = page.tableView

    #expect((0..<5).map { table.numberOfRows(inSection: $0) } == [3, 1, 3, 1, 3])
    #expect(table.rect(forRow: TableIndexPath(row: 0, section: 0)).height == 375 * 262 / 375)
    #expect(table.rect(forRow: TableIndexPath(row: 1, section: 0)).height == 52)
    #expect(table.rectForHeader(inSection: 3).height == 41)
    #expect(table.rect(forRow: TableIndexPath(row: 0, section: 3)).height == 39)
    #expect(table.rect(forRow: TableIndexPath(row: 0, section: 2)).height == 54)
    let name = try #require(table.cellForRow(at: TableIndexPath(row: 1, section: 0)))
    #expect(name.text == "Pine Hollow" && name.detailText == "Lakeside Loop, Site 14")
    #expect(page.title == "Pine Hollow")
  }

  @Test func onlyTheLastReviewHidesItsBorder() async throws {
    // The page owns the root, which the table holds weakly: it must outlive the checks (a
    // table whose root was released now says so and shows nothing, as it should).
    let page = await loadedPage()
    let table = page.tableView

    let borders = try (0..<3).map { row in
      try #require(
        table.cellForRow(at: TableIndexPath(row: row, section: 4)) as? CampsiteReviewCell
      )
      .showsBorder
    }
    #expect(borders == [true, true, false])
    #expect(table.problems.isEmpty)
    withExtendedLifetime(page) {}
  }

  // The page's pretend network answers two seconds later: the test waits for the page's own
  // notification, however busy the machine, instead of polling against a deadline.
  @Test(.timeLimit(.minutes(1))) func theFooterLoadsTheRemainingReviews() async throws {
    let page = await loadedPage()
    let table = page.tableView
    let footer = try #require(table.footerView(forSection: 4) as? LoadMoreFooterView)
    #expect(footer.text == "2 more")

    await withCheckedContinuation { continuation in
      page.viewModel.add(
        reviewsObserver: ReviewCountWaiter(
          viewModel: page.viewModel, count: 5, continuation: continuation))
      footer.onLoadMore?()
    }
    table.layoutIfNeeded()

    #expect(table.numberOfRows(inSection: 4) == 5)
    #expect(table.rectForFooter(inSection: 4).height == 1.1)
  }

  @Test func tappingThePhoneNumberDialsIt() async throws {
    let page = await loadedPage()
    let path = TableIndexPath(row: 2, section: 2)

    _ = page.tableView.tapRow(at: path)

    let row = try #require(
      page.rootDelegate?.childDelegates[2].childDelegates[2] as? CampsiteFactRowDelegate)
    #expect(row.dialledNumber == "+1 307-555-0142")
    #expect(page.tableView.indexPathForSelectedRow == nil)
  }
}

/// Resumes a continuation once the view model holds `count` reviews, when it tells its
/// observers that they changed.
@MainActor
private final class ReviewCountWaiter: CampsiteReviewsObserver {
  let viewModel: CampsiteViewModel
  let count: Int
  var continuation: CheckedContinuation<Void, Never>?

  init(viewModel: CampsiteViewModel, count: Int, continuation: CheckedContinuation<Void, Never>) {
    self.viewModel = viewModel
    self.count = count
    self.continuation = continuation
  }

  func campsiteReviewsDidChange() {
    guard viewModel.reviews.count >= count, let continuation else { return }
    self.continuation = nil
    continuation.resume()
  }
}
