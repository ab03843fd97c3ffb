import CascadingTableKit

// The nib-backed cells and views, ported by hand: views are drawn differently on every
// platform, so they are not counted in the measurement (as in the issue's). Each keeps what
// its UIKit outlets showed, for the page's drawing and for tests.

class CampsitePhotoCell: TableCell {
  private(set) var photoName = ""

  func configure(photoName: String) {
    self.photoName = photoName
  }
}

class CampsiteNameCell: TableCell {
  func configure(name: String, region: String) {
    text = name
    detailText = region
  }
}

class CampsiteSummaryCell: TableCell {
  func configure(summary: String) {
    text = summary
  }
}

class CampsiteMapCell: TableCell {
  private(set) var center: (latitude: Double, longitude: Double)?

  func configure(latitude: Double, longitude: Double) {
    center = (latitude, longitude)
  }
}

class CampsiteRatingCell: TableCell {
  func configure(rating: Int) {
    text = String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
  }
}

class CampsiteReviewCell: TableCell {
  private(set) var showsBorder = true

  func configure(author: String, rating: Int, text: String, showsBorder: Bool) {
    self.text = "\(author) " + String(repeating: "★", count: rating)
    detailText = text
    self.showsBorder = showsBorder
  }
}

class SectionTitleView: TableHeaderFooterView {
  func configure(title: String) {
    text = title
  }
}

class LoadMoreFooterView: TableHeaderFooterView {
  /// What tapping the button does.
  var onLoadMore: (() -> Void)?

  func configure(remaining: Int, isLoading: Bool) {
    text = isLoading ? "Loading…" : "\(remaining) more"
  }
}
