import CascadingTableKit

/// Check-in, water and phone: one row delegate per fact, replaced whenever the facts change.
class CampsiteFactsSectionDelegate: CascadingSectionTableDelegate {
  private var viewModel: CampsiteViewModel?

  convenience init(viewModel: CampsiteViewModel) {
    self.init(index: 0, childDelegates: [])
    self.viewModel = viewModel
    reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
    viewModel.add(factsObserver: self)
  }

  override func prepare(tableView: any TableHost) {
    super.prepare(tableView: tableView)
    tableView.register(TableNib(nibName: "CampsiteFactCell", bundle: nil), forCellReuseIdentifier: "CampsiteFactCell")
  }

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    return childDelegates.isEmpty ? 1.1 : 10
  }

  override func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int) -> TableHeaderFooterView? {
    return childDelegates.isEmpty ? nil : TableHeaderFooterView()
  }

  override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    return 1.1
  }
}

extension CampsiteFactsSectionDelegate: CampsiteFactsObserver {
  func campsiteFactsDidChange() {
    childDelegates = viewModel?.facts.map { CampsiteFactRowDelegate(fact: $0) } ?? []
  }
}
