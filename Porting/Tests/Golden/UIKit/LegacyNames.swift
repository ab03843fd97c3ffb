import UIKit

/// A review row written in the Swift 2 days, when UIKit's methods ended in `AtIndexPath`.
class ReviewRow: CascadingBareTableDelegate {
  var text = "A quiet place, lovely at night."

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    return UITableViewCell()
  }

  @objc func tableView(_ tableView: UITableView, heightForRowAtIndexPath indexPath: NSIndexPath) -> CGFloat {
    return 39 + CGFloat(text.count / 40) * 17
  }

  @objc func tableView(_ tableView: UITableView, estimatedHeightForRowAtIndexPath indexPath: IndexPath) -> CGFloat {
    return 39
  }

  @objc func tableView(tableView: UITableView, willDisplayCell cell: UITableViewCell, forRowAtIndexPath indexPath: IndexPath) {
    cell.textLabel?.text = text
  }

  func tableView(_ tableView: UITableView, didSelectRowAtIndexPath indexPath: IndexPath) {
    text += " (read)"
    tableView.reloadRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: UITableView, heightForRowAtIndex indexPath: IndexPath) -> CGFloat {
    return 40
  }
}

/// A row that asks its superclass through the old name too.
class HighlightedReviewRow: ReviewRow {
  override func tableView(_ tableView: UITableView, heightForRowAtIndexPath indexPath: NSIndexPath) -> CGFloat {
    return super.tableView(tableView, heightForRowAtIndexPath: indexPath)
  }
}
