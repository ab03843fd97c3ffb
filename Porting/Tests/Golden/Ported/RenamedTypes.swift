import CascadingTableKit

/// The photo, name and location rows at the top of a venue page.
class VenueTitleSection: CascadingBareTableDelegate {
  var title = "Under The Stars"
  var subtitle = "Hyrum State Park, Utah"

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return 2
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = TableCell()
    cell.text = indexPath.row == 0 ? title : subtitle
    cell.detailText = "row \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    let lineHeight: Double = 26
    return indexPath.row == 0 ? TableDimension.automatic : lineHeight * 2
  }

  override func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double? {
    return TableDimension.automatic
  }

  func rename(to newTitle: String, in tableView: any TableHost) {
    title = newTitle
    let animation: TableRowAnimation = .fade
    tableView.reloadSections([index], with: animation)
    tableView.reloadRows(at: [TableIndexPath(row: 0, section: index)], with: TableRowAnimation.none)
  }

  override func tableView(_ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath) -> TableCellEditingStyle? {
    return TableCellEditingStyle.none
  }
}
