import CascadingTableDemoKit
import CascadingTableKit
import Testing

@MainActor
@Suite struct DelegateRouteTests {
  private let page = DestinationPage()

  @Test func aRowCallToASectionWithRowDelegatesEndsAtTheRow() {
    #expect(
      DelegateRoute.path(of: TableIndexPath(row: 1, section: 2), from: page.root)
        == "root → section 2 (DestinationInfoListSection) → row 1 (InfoRow)")
  }

  @Test func aRowCallToASectionAnsweringItselfEndsAtTheSection() {
    #expect(
      DelegateRoute.path(of: TableIndexPath(row: 2, section: 0), from: page.root)
        == "root → section 0 (DestinationHeaderSection)")
  }

  @Test func aSectionCallStopsAtASectionThatRoutesByRow() {
    #expect(
      DelegateRoute.path(ofSection: 4, from: page.root)
        == "root → section 4 (DestinationReviewUserSection)")
  }

  @Test func aPositionWithNoChildEndsInTheDefaultAnswer() {
    #expect(
      DelegateRoute.path(of: TableIndexPath(row: 0, section: 9), from: page.root)
        == "root → no section 9: default answer")
    #expect(
      DelegateRoute.path(of: TableIndexPath(row: 7, section: 4), from: page.root)
        == "root → section 4 (DestinationReviewUserSection) → no row 7: default answer")
  }

  @Test func theRouteFollowsTheRootsCurrentOrder() {
    page.showReviewsFirst(true)
    #expect(
      DelegateRoute.path(of: TableIndexPath(row: 0, section: 1), from: page.root)
        == "root → section 1 (DestinationReviewUserSection) → rows 0–2 (ReviewListGroup) → "
        + "row 0 (ReviewRow)")
  }
}
