import CascadingTableKit

extension DestinationReviewUserSection {
  /// Loads the remaining reviews (``loadMoreReviews()``) when the section's last row is among
  /// the table's visible rows: the end of the list has reached the bottom of the viewport.
  ///
  /// It reads only ``TableHost/indexPathsForVisibleRows`` and the section's row count, so it
  /// works on any table; ``loadMoreReviews()`` makes a load under way, or nothing left, a no-op.
  /// - Parameter tableView: The table that scrolled.
  /// - Complexity: O(*v*) in the visible rows.
  public func loadMoreIfLastReviewIsVisible(in tableView: any TableHost) {
    guard remainingCount > 0, !isLoading, index < tableView.numberOfSections else { return }
    let last = tableView.numberOfRows(inSection: index) - 1
    guard last >= 0,
      tableView.indexPathsForVisibleRows?.contains(TableIndexPath(row: last, section: index))
        == true
    else { return }
    loadMoreReviews()
  }
}
