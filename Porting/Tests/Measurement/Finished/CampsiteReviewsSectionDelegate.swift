import CascadingTableKit

/// The reviews, one row delegate each, and a "N more" footer that loads the rest.
class CampsiteReviewsSectionDelegate: CascadingSectionTableDelegate {
  private var viewModel: CampsiteViewModel?

  convenience init(viewModel: CampsiteViewModel) {
    self.init(index: 0, childDelegates: [])
    self.viewModel = viewModel
    reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
    viewModel.add(reviewsObserver: self)
  }

  override func prepare(tableView: any TableHost) {
    super.prepare(tableView: tableView)
    tableView.register(TableNib(nibName: "CampsiteReviewCell", bundle: nil), forCellReuseIdentifier: "CampsiteReviewCell")
    tableView.register(TableNib(nibName: "LoadMoreFooterView", bundle: nil), forHeaderFooterViewReuseIdentifier: "LoadMoreFooterView")
  }

  private var hasMore: Bool {
    return (viewModel?.remainingReviewCount ?? 0) > 0
  }

  func loadMoreTapped() {
    viewModel?.loadMoreReviews()
  }

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    return 1.1
  }

  override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    return hasMore ? 46 : 1.1
  }

  override func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int) -> TableHeaderFooterView? {
    guard hasMore else { return nil }
    return tableView.dequeueReusableHeaderFooterView(withIdentifier: "LoadMoreFooterView")
  }

  override func tableView(_ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView, forSection section: Int) {
    guard let footer = view as? LoadMoreFooterView, let viewModel = viewModel else { return }
    footer.configure(remaining: viewModel.remainingReviewCount, isLoading: viewModel.isLoadingReviews)
    footer.onLoadMore = { [weak self] in self?.loadMoreTapped() }
  }
}

extension CampsiteReviewsSectionDelegate: CampsiteReviewsObserver {
  func campsiteReviewsDidChange() {
    guard let viewModel = viewModel else { return }
    childDelegates = viewModel.reviews.map { CampsiteReviewRowDelegate(review: $0) }
  }
}
