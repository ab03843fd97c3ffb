import UIKit
import MapKit

// The nib-backed cells and views. Views are drawn differently on every platform, so they are
// ported by hand and not counted in the measurement (as in the issue's).

class CampsitePhotoCell: UITableViewCell {
  @IBOutlet weak var photoView: UIImageView!

  func configure(photoName: String) {
    photoView.image = UIImage(named: photoName)
  }
}

class CampsiteNameCell: UITableViewCell {
  @IBOutlet weak var nameLabel: UILabel!
  @IBOutlet weak var regionLabel: UILabel!

  func configure(name: String, region: String) {
    nameLabel.text = name
    regionLabel.text = region
  }
}

class CampsiteSummaryCell: UITableViewCell {
  @IBOutlet weak var summaryLabel: UILabel!

  func configure(summary: String) {
    summaryLabel.text = summary
  }
}

class CampsiteMapCell: UITableViewCell {
  @IBOutlet weak var mapView: MKMapView!

  func configure(region: MKCoordinateRegion) {
    mapView.setRegion(region, animated: false)
  }
}

class CampsiteRatingCell: UITableViewCell {
  @IBOutlet var starViews: [UIImageView]!

  func configure(rating: Int) {
    for (position, star) in starViews.enumerated() {
      star.isHighlighted = position < rating
    }
  }
}

class CampsiteReviewCell: UITableViewCell {
  @IBOutlet weak var authorLabel: UILabel!
  @IBOutlet weak var starsLabel: UILabel!
  @IBOutlet weak var reviewLabel: UILabel!
  @IBOutlet weak var borderView: UIView!

  func configure(author: String, rating: Int, text: String, showsBorder: Bool) {
    authorLabel.text = author
    starsLabel.text = String(repeating: "★", count: rating)
    reviewLabel.text = text
    borderView.isHidden = !showsBorder
  }
}

class SectionTitleView: UITableViewHeaderFooterView {
  @IBOutlet weak var titleLabel: UILabel!

  func configure(title: String) {
    titleLabel.text = title
  }
}

class LoadMoreFooterView: UITableViewHeaderFooterView {
  @IBOutlet weak var button: UIButton!
  @IBOutlet weak var spinner: UIActivityIndicatorView!

  func configure(remaining: Int, isLoading: Bool) {
    button.setTitle("\(remaining) more", for: .normal)
    button.isHidden = isLoading
    isLoading ? spinner.startAnimating() : spinner.stopAnimating()
  }
}
