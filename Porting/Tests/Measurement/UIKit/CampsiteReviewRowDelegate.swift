import UIKit

/// One review: its author, stars and text. The last review hides its bottom border.
class CampsiteReviewRowDelegate: CascadingBareTableDelegate {
  private(set) var review = CampsiteReview(author: "", rating: 0, text: "")

  convenience init(review: CampsiteReview) {
    self.init(index: 0, childDelegates: [])
    self.review = review
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    return tableView.dequeueReusableCell(withIdentifier: "CampsiteReviewCell", for: indexPath)
  }

  @objc func tableView(_ tableView: UITableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat {
    let textWidth = UIScreen.main.bounds.width - 40
    let charactersPerLine = max(Int(textWidth / 7), 1)
    let lines = CGFloat(review.text.count / charactersPerLine + 1)
    return 39 + lines * 17 + 20
  }

  @objc func tableView(_ tableView: UITableView, estimatedHeightForRowAtIndexPath indexPath: IndexPath) -> CGFloat {
    return 39 + 17 + 20
  }

  @objc func tableView(_ tableView: UITableView, willDisplayCell cell: UITableViewCell, forRowAtIndexPath indexPath: IndexPath) {
    guard let cell = cell as? CampsiteReviewCell else { return }
    let isLast = index + 1 == parentDelegate?.childDelegates.count
    cell.configure(author: review.author, rating: review.rating, text: review.text, showsBorder: !isLast)
  }
}
