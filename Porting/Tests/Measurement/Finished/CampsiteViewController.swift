import CascadingTableKit

/// The campsite page: a table whose delegate is a tree of section delegates.
class CampsiteViewController {
  var title: String?
  let tableView = HeadlessTableView()

  let viewModel = CampsiteViewModel()
  var rootDelegate: CascadingRootTableDelegate?

  func viewDidLoad() {
    TableNib.registerPortedNibs()
    title = "Campsite"
    tableView.estimatedRowHeight = 60
    tableView.rowHeight = TableDimension.automatic
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

  func refresh() {
    viewModel.refreshData { [weak self] in
      self?.title = self?.viewModel.name
    }
  }

  func scrollToTopTapped(_ sender: Any) {
    tableView.scrollToRow(at: TableIndexPath(row: 0, section: 0), at: .top, animated: true)
  }

  isolated deinit {
    viewModel.removeObservers()
  }
}
