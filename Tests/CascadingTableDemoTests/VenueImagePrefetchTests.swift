import CascadingTableDemoKit
import CascadingTableKit
import Testing

/// The venue page prefetches its images (API.md §10): a row's image loads when the table
/// prefetches the row or displays it. The expected images come from the page's declared rows
/// and the prefetch window's rules, not from the library.
@MainActor
@Suite struct VenueImagePrefetchTests {
  /// A table one point tall: it shows one row at a time, so what is displayed is known.
  private func makeTable(distance: Int) -> HeadlessTableView {
    let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 1))
    table.prefetchDistance = distance
    return table
  }

  @Test func theSectionedPagePrefetchesTheNextRowsImagesThroughTheTree() {
    let page = VenueSectionedPage()
    let table = makeTable(distance: 2)
    page.attach(to: table)
    #expect(table.prefetchDataSource === page.root)
    table.layoutIfNeeded()
    // The outline row (section 0) is on screen; the next two rows are the reviews of
    // section 1: the root passes them to the reviews section, which loads their avatars.
    #expect(
      page.model.images.log == [
        "displayed photo of Kaminarimon", "prefetched avatar of Hana", "prefetched avatar of Tom",
      ])
    // Jumping to the bottom: the last related venue is displayed, and the two reviews, left
    // behind undisplayed, are cancelled (their avatars stay loaded: a headless load is
    // instant).
    table.contentOffset = table.contentSize.height
    #expect(
      Array(page.model.images.log.dropFirst(3)) == [
        "displayed photo of Tokyo Skytree", "cancelled avatar of Hana", "cancelled avatar of Tom",
      ])
    #expect(
      page.model.images.loaded == [
        "photo of Kaminarimon", "avatar of Hana", "avatar of Tom", "photo of Tokyo Skytree",
      ])
    #expect(page.model.images.prefetchedCount == 2)
  }

  @Test func theOneSectionPagePrefetchesPastItsHeaderCells() {
    let page = VenuePage()
    let table = makeTable(distance: 3)
    page.attach(to: table)
    table.layoutIfNeeded()
    // Outline, then the "Reviews" header cell (no image) and the two reviews.
    #expect(
      page.model.images.log == [
        "displayed photo of Kaminarimon", "prefetched avatar of Hana", "prefetched avatar of Tom",
      ])
  }

  @Test func withPrefetchingOffOnlyDisplayedRowsLoad() {
    let page = VenueSectionedPage()
    let table = makeTable(distance: 2)
    page.attach(to: table)
    table.isPrefetchingEnabled = false
    table.layoutIfNeeded()
    #expect(page.model.images.log == ["displayed photo of Kaminarimon"])
  }
}
