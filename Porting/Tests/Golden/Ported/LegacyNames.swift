import CascadingTableKit

/// A review row written in the Swift 2 days, when UIKit's methods ended in `AtIndexPath`.
class ReviewRow: CascadingBareTableDelegate {
  var text = "A quiet place, lovely at night."

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    return TableCell()
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    return 39 + Double(text.count / 40) * 17
  }

  override func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double? {
    return 39
  }

  override func tableView(_ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath) {
    cell.text = text
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    text += " (read)"
    tableView.reloadRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: any TableHost, heightForRowAtIndex indexPath: TableIndexPath) -> Double {
    return 40
  }
}

/// A row that asks its superclass through the old name too.
class HighlightedReviewRow: ReviewRow {
  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    return super.tableView(tableView, heightForRowAt: indexPath)
  }
}
