import CascadingTableKit

extension ReviewRow {
  /// The menu's configuration: "Copy" and "Report", whose handlers run after the menu closed.
  func reviewMenu() -> TableContextMenuConfiguration {
    let copy = TableMenuAction(title: "Copy", identifier: "copy") { [weak self] _ in
      self?.copyReview()
    }
    let report = TableMenuAction(
      title: "Report", identifier: "report", isDestructive: true, isDisabled: isReported
    ) { [weak self] _ in
      self?.report()
    }
    return TableContextMenuConfiguration(identifier: "review", actions: [copy, report])
  }

  /// Puts the review's author and text on the pasteboard.
  private func copyReview() {
    pasteboard.string = "\(review.author): \(review.text)"
  }
}
