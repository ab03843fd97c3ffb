import UIKit
import MapKit

/// A map of the site under an "ON THE MAP" header.
class CampsiteMapSectionDelegate: CascadingBareTableDelegate {
  private var viewModel: CampsiteViewModel?

  convenience init(viewModel: CampsiteViewModel) {
    self.init(index: 0, childDelegates: [])
    self.viewModel = viewModel
  }

  override func prepare(tableView: UITableView) {
    super.prepare(tableView: tableView)
    tableView.register(UINib(nibName: "CampsiteMapCell", bundle: nil), forCellReuseIdentifier: "CampsiteMapCell")
    tableView.register(UINib(nibName: "SectionTitleView", bundle: nil), forHeaderFooterViewReuseIdentifier: "SectionTitleView")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "CampsiteMapCell", for: indexPath) as! CampsiteMapCell
    if let viewModel = viewModel {
      let center = CLLocationCoordinate2D(latitude: viewModel.latitude, longitude: viewModel.longitude)
      cell.configure(region: MKCoordinateRegion(center: center, latitudinalMeters: 1200, longitudinalMeters: 1200))
    }
    return cell
  }
}

// MARK: - Heights and header

extension CampsiteMapSectionDelegate {
  @objc func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return (UIScreen.main.bounds.width - 20) * 109 / 355
  }

  @objc func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return 41
  }

  @objc func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    return 1.1
  }

  @objc func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "SectionTitleView") as? SectionTitleView
    header?.configure(title: "ON THE MAP")
    return header
  }
}
