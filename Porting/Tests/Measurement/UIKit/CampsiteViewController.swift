import UIKit

/// The campsite page: a table whose delegate is a tree of section delegates.
class CampsiteViewController: UIViewController {
  @IBOutlet weak var tableView: UITableView!

  let viewModel = CampsiteViewModel()
  var rootDelegate: CascadingRootTableDelegate?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Campsite"
    tableView.estimatedRowHeight = 60
    tableView.rowHeight = UITableView.automaticDimension
    // Reorder or remove these freely: each section is independent.
    rootDelegate = CascadingRootTableDelegate(
      index: 0,
      childDelegates: [
        CampsiteHeaderSectionDelegate(viewModel: viewModel),
        CampsiteMapSectionDelegate(viewModel: viewModel),
        CampsiteFactsSectionDelegate(viewModel: viewModel),
        CampsiteRatingSectionDelegate(viewModel: viewModel),
        CampsiteReviewsSectionDelegate(viewModel: viewModel),
      ],
      tableView: tableView
    )
    refresh()
  }

  @objc func refresh() {
    viewModel.refreshData { [weak self] in
      self?.title = self?.viewModel.name
    }
  }

  @IBAction func scrollToTopTapped(_ sender: Any) {
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
  }

  deinit {
    viewModel.removeObservers()
  }
}
