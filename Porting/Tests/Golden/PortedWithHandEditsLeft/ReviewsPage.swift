import CascadingTableKit

/// The page's controller: owns the table and the root, and loads more reviews later.
class ReviewsViewController {
  let tableView = HeadlessTableView()
  weak var titleLabel: UILabel!
  var root: CascadingRootTableDelegate?
  var loadedReviews = 3

  func viewDidLoad() {
    root = CascadingRootTableDelegate(index: 0, childDelegates: [ReviewRow()], tableView: tableView)
  }

  func loadMoreTapped(_ sender: UIButton) {
    Task { @MainActor [weak self] in
      try? await Task.sleep(for: .seconds(2))
      guard let self = self else { return }
      self.loadedReviews += 2
      self.tableView.reloadData()
    }
  }

  func refresh() {
    Task { @MainActor in
      self.tableView.reloadData()
    }
  }

  func observe(button: UIButton) {
    button.addTarget(self, action: #selector(loadMoreTapped(_:)), for: .touchUpInside)
  }

  func mapRegion() -> MKCoordinateRegion {
    return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 41.6, longitude: -111.9), latitudinalMeters: 1200, longitudinalMeters: 1200)
  }
}
