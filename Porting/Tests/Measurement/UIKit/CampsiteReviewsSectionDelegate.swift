import UIKit

/// The reviews, one row delegate each, and a "N more" footer that loads the rest.
class CampsiteReviewsSectionDelegate: CascadingSectionTableDelegate {
  private var viewModel: CampsiteViewModel?

  convenience init(viewModel: CampsiteViewModel) {
    self.init(index: 0, childDelegates: [])
    self.viewModel = viewModel
    reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
    viewModel.add(reviewsObserver: self)
  }

  override func prepare(tableView: UITableView) {
    super.prepare(tableView: tableView)
    tableView.register(UINib(nibName: "CampsiteReviewCell", bundle: nil), forCellReuseIdentifier: "CampsiteReviewCell")
    tableView.register(UINib(nibName: "LoadMoreFooterView", bundle: nil), forHeaderFooterViewReuseIdentifier: "LoadMoreFooterView")
  }

  private var hasMore: Bool {
    return (viewModel?.remainingReviewCount ?? 0) > 0
  }

  @objc func loadMoreTapped() {
    viewModel?.loadMoreReviews()
  }
}

extension CampsiteReviewsSectionDelegate: CampsiteReviewsObserver {
  func campsiteReviewsDidChange() {
    guard let viewModel = viewModel else { return }
    childDelegates = viewModel.reviews.map { CampsiteReviewRowDelegate(review: $0) }
  }
}

// MARK: - Header and footer

extension CampsiteReviewsSectionDelegate {
  @objc override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return 1.1
  }

  @objc override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    return hasMore ? 46 : 1.1
  }

  @objc override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    guard hasMore else { return nil }
    return tableView.dequeueReusableHeaderFooterView(withIdentifier: "LoadMoreFooterView")
  }

  @objc override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
    guard let footer = view as? LoadMoreFooterView, let viewModel = viewModel else { return }
    footer.configure(remaining: viewModel.remainingReviewCount, isLoading: viewModel.isLoadingReviews)
    footer.button.addTarget(self, action: #selector(loadMoreTapped), for: .touchUpInside)
  }
}
