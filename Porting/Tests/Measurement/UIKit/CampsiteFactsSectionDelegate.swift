import UIKit

/// Check-in, water and phone: one row delegate per fact, replaced whenever the facts change.
class CampsiteFactsSectionDelegate: CascadingSectionTableDelegate {
  private var viewModel: CampsiteViewModel?

  convenience init(viewModel: CampsiteViewModel) {
    self.init(index: 0, childDelegates: [])
    self.viewModel = viewModel
    reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
    viewModel.add(factsObserver: self)
  }

  override func prepare(tableView: UITableView) {
    super.prepare(tableView: tableView)
    tableView.register(UINib(nibName: "CampsiteFactCell", bundle: nil), forCellReuseIdentifier: "CampsiteFactCell")
  }
}

extension CampsiteFactsSectionDelegate: CampsiteFactsObserver {
  func campsiteFactsDidChange() {
    childDelegates = viewModel?.facts.map { CampsiteFactRowDelegate(fact: $0) } ?? []
  }
}

// MARK: - UITableViewDelegate

extension CampsiteFactsSectionDelegate {
  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return childDelegates.isEmpty ? 1.1 : 10
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    return childDelegates.isEmpty ? nil : UIView()
  }

  override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    return 1.1
  }
}
