import CascadingTableKit

/// The visitors' reviews: a ``ReviewListGroup`` of one ``ReviewRow`` per review, and a
/// "N more" footer that loads the rest, pressed or as the last review scrolls into view.
///
/// A ``CascadingSectionTableDelegate`` subclass whose one child is a group: the reviews fill
/// the section's rows through it, and a call about a row travels root → section → group →
/// review (`--trace` shows the path). Loading appends rows to the group in a transaction
/// (``PropagatingTableDelegate/performUpdates(animation:_:completion:)``), which inserts them
/// in the table, and reconfigures the review that was last (its bottom border comes back):
/// nothing else tells the table. Any other change of its rows is animated too: the section's
/// and the group's ``CascadingSectionTableDelegate/reloadModeOnChildDelegatesChanged`` are
/// `.difference(animation: .automatic)`.
@MainActor
public final class DestinationReviewUserSection: CascadingSectionTableDelegate {
  /// How many reviews are left to load. The footer shows while it is above 0.
  public private(set) var remainingCount: Int

  /// Whether a load is under way.
  public private(set) var isLoading = false

  /// Whether the footer's button has the keyboard's focus. The terminal demo moves it.
  public var isFooterFocused = false {
    didSet { footer?.isFocused = isFooterFocused }
  }

  /// The footer view last configured, to update its focus in place.
  private weak var footer: LoadMoreFooterView?

  private let loader: ReviewLoader
  private let metrics: PageMetrics

  /// The group of the reviews' rows.
  public let reviewList: ReviewListGroup

  /// Creates the section for the first reviews, with more to load.
  /// - Parameters:
  ///   - reviews: The reviews shown at first.
  ///   - remainingCount: How many more there are.
  ///   - loader: Loads the remaining reviews when the footer is pressed.
  ///   - metrics: The sizes to lay the rows out with.
  public init(reviews: [Review], remainingCount: Int, loader: ReviewLoader, metrics: PageMetrics) {
    self.remainingCount = remainingCount
    self.loader = loader
    self.metrics = metrics
    reviewList = ReviewListGroup(reviews: reviews, metrics: metrics)
    super.init(index: 0, childDelegates: [reviewList])
    reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
  }

  /// Creates the section with the given row delegates, in a group, and nothing more to load.
  /// - Parameters:
  ///   - index: The section's position in the root.
  ///   - childDelegates: The row delegates.
  public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.remainingCount = 0
    self.loader = .immediate([])
    self.metrics = .phone
    reviewList = ReviewListGroup(index: 0, childDelegates: childDelegates)
    super.init(index: index, childDelegates: [reviewList])
    reloadModeOnChildDelegatesChanged = .difference(animation: .automatic)
  }

  /// Loads the remaining reviews, as pressing the footer does, and appends a row for each.
  ///
  /// While the loader works the footer reads "Loading…". When the reviews arrive, one
  /// transaction appends their rows and renews the review that was last; the table inserts
  /// the new rows, reconfigures that one, and shrinks the footer, which goes blank. Does
  /// nothing when nothing remains or a load is under way.
  public func loadMoreReviews() {
    guard remainingCount > 0, !isLoading else { return }
    isLoading = true
    footer?.show(remaining: remainingCount, isLoading: true)
    loader.load { [weak self] reviews in
      self?.append(reviews)
    }
  }

  private func append(_ reviews: [Review]) {
    isLoading = false
    remainingCount = 0
    let metrics = self.metrics
    let list = reviewList
    performUpdates(animation: .automatic) {
      if let last = list.childDelegates.last as? ReviewRow {
        list.childDelegates[list.childDelegates.count - 1] = last.renewed()
      }
      list.childDelegates += reviews.map { ReviewRow(review: $0, metrics: metrics) }
    }
    footer?.show(remaining: 0, isLoading: false)
  }

  /// Passes the scroll on to the rows on screen, then loads the remaining reviews when the
  /// last review has scrolled into the viewport, as an app loads more as its list nears the
  /// bottom (see ``loadMoreIfLastReviewIsVisible(in:)``). The tree calls this only while the
  /// section is on screen.
  /// - Parameter scrollView: The table that scrolled.
  public override func scrollViewDidScroll(_ scrollView: any TableHost) {
    super.scrollViewDidScroll(scrollView)
    loadMoreIfLastReviewIsVisible(in: scrollView)
  }

  /// Registers the rows' cell and the header and footer views, then prepares the rows.
  /// - Parameter tableView: The table the page is shown in.
  public override func prepare(tableView: any TableHost) {
    tableView.register(PageCell.self, forCellReuseIdentifier: PageIdentifiers.review)
    tableView.register(
      TableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: PageIdentifiers.spacer)
    tableView.register(
      LoadMoreFooterView.self, forHeaderFooterViewReuseIdentifier: PageIdentifiers.loadMore)
    super.prepare(tableView: tableView)
  }

  /// A thin spacer.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 1.1 points.
  public override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    metrics.fitted(PageMetrics.spacerHeight)
  }

  /// The "N more" footer while reviews remain, none after.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The footer view, or `nil`.
  public override func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?
  {
    guard remainingCount > 0 else { return nil }
    let view =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: PageIdentifiers.loadMore)
      ?? LoadMoreFooterView(reuseIdentifier: PageIdentifiers.loadMore)
    configure(view)
    return view
  }

  /// The footer's height while reviews remain, a thin spacer after.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 46 or 1.1 points.
  public override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  {
    remainingCount > 0
      ? metrics.fitted(PageMetrics.loadMoreFooterHeight) : metrics.fitted(PageMetrics.spacerHeight)
  }

  /// Sets the footer's title and action as it appears, as the original sample did.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - view: The footer view.
  ///   - section: The section.
  public override func tableView(
    _ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    configure(view)
  }

  private func configure(_ view: TableHeaderFooterView) {
    guard remainingCount > 0, let footer = view as? LoadMoreFooterView else { return }
    footer.fittingHeight = metrics.fitted(PageMetrics.loadMoreFooterHeight)
    footer.show(remaining: remainingCount, isLoading: isLoading)
    footer.isFocused = isFooterFocused
    footer.onPress = { [weak self] in self?.loadMoreReviews() }
    self.footer = footer
  }
}
