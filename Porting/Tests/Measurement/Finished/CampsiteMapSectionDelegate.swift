import CascadingTableKit

/// A map of the site under an "ON THE MAP" header.
class CampsiteMapSectionDelegate: CascadingBareTableDelegate {
  private var viewModel: CampsiteViewModel?

  convenience init(viewModel: CampsiteViewModel) {
    self.init(index: 0, childDelegates: [])
    self.viewModel = viewModel
  }

  override func prepare(tableView: any TableHost) {
    super.prepare(tableView: tableView)
    tableView.register(TableNib(nibName: "CampsiteMapCell", bundle: nil), forCellReuseIdentifier: "CampsiteMapCell")
    tableView.register(TableNib(nibName: "SectionTitleView", bundle: nil), forHeaderFooterViewReuseIdentifier: "SectionTitleView")
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "CampsiteMapCell", for: indexPath) as! CampsiteMapCell
    if let viewModel = viewModel {
      cell.configure(latitude: viewModel.latitude, longitude: viewModel.longitude)
    }
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    return (CampsiteViewModel.pageWidth - 20) * 109 / 355
  }

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    return 41
  }

  override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    return 1.1
  }

  override func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int) -> TableHeaderFooterView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionTitleView") as? SectionTitleView
    header?.configure(title: "ON THE MAP")
    return header
  }
}
