import CascadingTableKit
import Testing

/// What the sample's delegates were told.
@MainActor
private final class SampleLog {
  var entries: [String] = []
}

/// A review row: one cell, 60 points tall, that logs its selection.
private final class ReviewRow: CascadingBareTableDelegate {
  static let identifier = "review"
  var author = ""
  weak var log: SampleLog?

  convenience init(author: String, log: SampleLog) {
    self.init(index: 0, childDelegates: [])
    self.author = author
    self.log = log
  }

  override func prepare(tableView: any TableHost) {
    super.prepare(tableView: tableView)
    tableView.register(TableCell.self, forCellReuseIdentifier: Self.identifier)
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
    cell.text = author
    cell.detailText = nil
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  { 60 }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    log?.entries.append("selected \(author) at \(indexPath)")
  }
}

/// A hand-written section: one info row under an "INFORMATION" header.
private final class InfoSection: CascadingBareTableDelegate {
  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    1
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: ReviewRow.identifier, for: indexPath)
    cell.text = "Hyrum State Park"
    cell.detailText = "Utah"
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  { 80 }

  override func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int)
    -> String?
  { "INFORMATION" }

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  { 41 }
}

/// A section of review rows with a "N more" footer that loads more reviews by replacing its
/// children, which reloads the section.
private final class ReviewsSection: CascadingSectionTableDelegate {
  var remaining = 2
  weak var log: SampleLog?

  override func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int)
    -> String?
  { "REVIEWS" }

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  { 41 }

  override func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int)
    -> String?
  { remaining > 0 ? "\(remaining) more" : nil }

  override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  { remaining > 0 ? 46 : 0 }

  func loadMore() {
    guard let log else { return }
    var rows = childDelegates
    for _ in 0..<remaining {
      rows.append(ReviewRow(author: "Bob", log: log))
    }
    remaining = 0
    childDelegates = rows
  }
}

@MainActor
struct HeadlessTableViewSampleTreeTests {
  @Test func aSampleStyleTreeDrivesTheTableThroughReloadScrollTapAndUpdate() throws {
    let log = SampleLog()
    let table = HeadlessTableView(viewportSize: TableSize(width: 320, height: 300))
    let reviews = ReviewsSection(
      index: 0,
      childDelegates: (0..<3).map { _ in ReviewRow(author: "Alice", log: log) })
    reviews.log = log
    reviews.reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
    let root = CascadingRootTableDelegate(
      childDelegates: [InfoSection(index: 0, childDelegates: []), reviews], tableView: table)
    #expect(table.dataSource === root)
    table.reloadData()
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 3)
    #expect(
      table.renderText(width: 30) == """
        == INFORMATION
          Hyrum State Park | Utah
        == REVIEWS
          Alice                      >
          Alice                      >
          Alice                      >
        """)

    table.contentOffset = 1_000
    let contentHeight: Double = 41 + 80 + 41 + 3 * 60 + 46
    #expect(table.contentSize.height == contentHeight)
    #expect(table.contentOffset == contentHeight - 300)
    #expect(table.footerView(forSection: 1)?.text == "2 more")

    let last = TableIndexPath(row: 2, section: 1)
    #expect(table.tapRow(at: last) == last)
    #expect(log.entries == ["selected Alice at [1, 2]"])

    reviews.loadMore()
    #expect(table.lastUpdateError == nil)
    #expect(table.lastAppliedUpdates == [.reloadSections([1])])
    #expect(table.numberOfRows(inSection: 1) == 5)
    #expect(table.indexPathsForSelectedRows == nil)
    table.scrollToRow(at: TableIndexPath(row: 4, section: 1), at: .bottom, animated: false)
    #expect(
      table.renderText(width: 30) == """
          Alice                      >
          Alice                      >
          Alice                      >
          Bob                        >
          Bob                        >
        """)
    table.tapRow(at: TableIndexPath(row: 4, section: 1))
    #expect(log.entries.last == "selected Bob at [1, 4]")
    withExtendedLifetime(root) {}
  }
}
