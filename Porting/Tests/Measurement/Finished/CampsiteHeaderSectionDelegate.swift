import CascadingTableKit

/// The photo, the name and the summary: a section written by hand against the protocol.
class CampsiteHeaderSectionDelegate: CascadingTableDelegate {
  enum Row: Int, CaseIterable {
    case photo, name, summary
  }

  var index: Int
  var childDelegates: [any CascadingTableDelegate]
  weak var parentDelegate: (any CascadingTableDelegate)?

  private var viewModel: CampsiteViewModel?
  private weak var currentTableView: (any TableHost)?

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.index = index
    self.childDelegates = childDelegates
  }

  convenience init(viewModel: CampsiteViewModel) {
    self.init(index: 0, childDelegates: [])
    self.viewModel = viewModel
    viewModel.add(headerObserver: self)
  }

  func prepare(tableView: any TableHost) {
    currentTableView = tableView
    tableView.register(TableNib(nibName: "CampsitePhotoCell", bundle: nil), forCellReuseIdentifier: "CampsitePhotoCell")
    tableView.register(TableNib(nibName: "CampsiteNameCell", bundle: nil), forCellReuseIdentifier: "CampsiteNameCell")
    tableView.register(TableNib(nibName: "CampsiteSummaryCell", bundle: nil), forCellReuseIdentifier: "CampsiteSummaryCell")
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return viewModel?.name.isEmpty == false ? Row.allCases.count : 0
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    switch Row(rawValue: indexPath.row) {
    case .photo?:
      return tableView.dequeueReusableCell(withIdentifier: "CampsitePhotoCell", for: indexPath)
    case .name?:
      return tableView.dequeueReusableCell(withIdentifier: "CampsiteNameCell", for: indexPath)
    default:
      return tableView.dequeueReusableCell(withIdentifier: "CampsiteSummaryCell", for: indexPath)
    }
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    let width = CampsiteViewModel.pageWidth
    switch Row(rawValue: indexPath.row) {
    case .photo?:
      return width * 262 / 375
    case .name?:
      return 52
    default:
      let lines = Double((viewModel?.summary.count ?? 0) / 45 + 1)
      return lines * 17 + 22
    }
  }

  func tableView(_ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath) {
    guard let viewModel = viewModel else { return }
    if let cell = cell as? CampsitePhotoCell {
      cell.configure(photoName: viewModel.photoName)
    } else if let cell = cell as? CampsiteNameCell {
      cell.configure(name: viewModel.name, region: viewModel.region)
    } else if let cell = cell as? CampsiteSummaryCell {
      cell.configure(summary: viewModel.summary)
    }
  }

  func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    return 1.1
  }

  func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    return 1.1
  }
}

extension CampsiteHeaderSectionDelegate: CampsiteHeaderObserver {
  func campsiteHeaderDidChange() {
    currentTableView?.reloadSections([index], with: .automatic)
  }
}
