extension PropagatingTableDelegate {
  // MARK: - Estimated heights of headers and footers

  /// What ``tableView(_:estimatedHeightForHeaderInSection:)`` answers, as its documentation describes.
  func estimatedHeaderHeight(in tableView: any TableHost, section: Int) -> Double? {
    guard mode == .section else {
      return self.tableView(tableView, heightForHeaderInSection: section) ?? 0
    }
    guard let child = child(atSlot: section) else { return 0 }
    return child.tableView(tableView, estimatedHeightForHeaderInSection: section)
      ?? child.tableView(tableView, heightForHeaderInSection: section)
      ?? 0
  }

  /// What ``tableView(_:estimatedHeightForFooterInSection:)`` answers, as its documentation describes.
  func estimatedFooterHeight(in tableView: any TableHost, section: Int) -> Double? {
    guard mode == .section else {
      return self.tableView(tableView, heightForFooterInSection: section) ?? 0
    }
    guard let child = child(atSlot: section) else { return 0 }
    return child.tableView(tableView, estimatedHeightForFooterInSection: section)
      ?? child.tableView(tableView, heightForFooterInSection: section)
      ?? 0
  }
}
