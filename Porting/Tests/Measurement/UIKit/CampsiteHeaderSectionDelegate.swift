import UIKit

/// The photo, the name and the summary: a section written by hand against the protocol.
class CampsiteHeaderSectionDelegate: NSObject, CascadingTableDelegate {
  enum Row: Int, CaseIterable {
    case photo, name, summary
  }

  var index: Int
  var childDelegates: [CascadingTableDelegate]
  weak var parentDelegate: CascadingTableDelegate?

  private var viewModel: CampsiteViewModel?
  private weak var currentTableView: UITableView?

  required init(index: Int, childDelegates: [CascadingTableDelegate]) {
    self.index = index
    self.childDelegates = childDelegates
    super.init()
  }

  convenience init(viewModel: CampsiteViewModel) {
    self.init(index: 0, childDelegates: [])
    self.viewModel = viewModel
    viewModel.add(headerObserver: self)
  }

  func prepare(tableView: UITableView) {
    currentTableView = tableView
    tableView.register(UINib(nibName: "CampsitePhotoCell", bundle: nil), forCellReuseIdentifier: "CampsitePhotoCell")
    tableView.register(UINib(nibName: "CampsiteNameCell", bundle: nil), forCellReuseIdentifier: "CampsiteNameCell")
    tableView.register(UINib(nibName: "CampsiteSummaryCell", bundle: nil), forCellReuseIdentifier: "CampsiteSummaryCell")
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return viewModel?.name.isEmpty == false ? Row.allCases.count : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch Row(rawValue: indexPath.row) {
    case .photo?:
      return tableView.dequeueReusableCell(withIdentifier: "CampsitePhotoCell", for: indexPath)
    case .name?:
      return tableView.dequeueReusableCell(withIdentifier: "CampsiteNameCell", for: indexPath)
    default:
      return tableView.dequeueReusableCell(withIdentifier: "CampsiteSummaryCell", for: indexPath)
    }
  }

  @objc func tableView(_ tableView: UITableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat {
    let width = UIScreen.main.bounds.width
    switch Row(rawValue: indexPath.row) {
    case .photo?:
      return width * 262 / 375
    case .name?:
      return 52
    default:
      let lines = CGFloat((viewModel?.summary.count ?? 0) / 45 + 1)
      return lines * 17 + 22
    }
  }

  @objc func tableView(_ tableView: UITableView, willDisplayCell cell: UITableViewCell, forRowAtIndexPath indexPath: IndexPath) {
    guard let viewModel = viewModel else { return }
    if let cell = cell as? CampsitePhotoCell {
      cell.configure(photoName: viewModel.photoName)
    } else if let cell = cell as? CampsiteNameCell {
      cell.configure(name: viewModel.name, region: viewModel.region)
    } else if let cell = cell as? CampsiteSummaryCell {
      cell.configure(summary: viewModel.summary)
    }
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return 1.1
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    return 1.1
  }
}

extension CampsiteHeaderSectionDelegate: CampsiteHeaderObserver {
  func campsiteHeaderDidChange() {
    currentTableView?.reloadSections(IndexSet(integer: index), with: .automatic)
  }
}
