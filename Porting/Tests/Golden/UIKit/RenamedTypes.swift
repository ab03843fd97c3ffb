import UIKit

/// The photo, name and location rows at the top of a venue page.
class VenueTitleSection: CascadingBareTableDelegate {
  var title = "Under The Stars"
  @objc dynamic var subtitle = "Hyrum State Park, Utah"

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 2
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    cell.textLabel?.text = indexPath.row == 0 ? title : subtitle
    cell.detailTextLabel?.text = "row \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    let lineHeight: CGFloat = 26
    return indexPath.row == 0 ? UITableView.automaticDimension : lineHeight * 2
  }

  override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    return UITableViewAutomaticDimension
  }

  func rename(to newTitle: String, in tableView: UITableView) {
    title = newTitle
    let animation: UITableView.RowAnimation = .fade
    tableView.reloadSections(IndexSet(integer: index), with: animation)
    tableView.reloadRows(at: [IndexPath(row: 0, section: index)], with: UITableViewRowAnimation.none)
  }

  override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    return .none
  }
}
