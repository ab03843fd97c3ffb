import CascadingTableKit

/// One review: its author, stars and text. The last review hides its bottom border.
class CampsiteReviewRowDelegate: CascadingBareTableDelegate {
  private(set) var review = CampsiteReview(author: "", rating: 0, text: "")

  convenience init(review: CampsiteReview) {
    self.init(index: 0, childDelegates: [])
    self.review = review
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    return tableView.dequeueReusableCell(withIdentifier: "CampsiteReviewCell", for: indexPath)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    let textWidth = CampsiteViewModel.pageWidth - 40
    let charactersPerLine = max(Int(textWidth / 7), 1)
    let lines = Double(review.text.count / charactersPerLine + 1)
    return 39 + lines * 17 + 20
  }

  override func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double? {
    return 39 + 17 + 20
  }

  override func tableView(_ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath) {
    guard let cell = cell as? CampsiteReviewCell else { return }
    let isLast = index + 1 == parentDelegate?.childDelegates.count
    cell.configure(author: review.author, rating: review.rating, text: review.text, showsBorder: !isLast)
  }
}
