import CascadingTableKit
import Foundation

/// The photo at the top of the page, drawn by a cell made from a nib.
class PhotoCell: TableCell {
  var photoName = ""
}

/// A header with a caption, made from a nib.
class CaptionHeaderView: TableHeaderFooterView {
  var caption = ""
}

class PhotoSection: CascadingBareTableDelegate {
  var photoName = "vacation-place"

  override func prepare(tableView: any TableHost) {
    super.prepare(tableView: tableView)
    tableView.register(TableNib(nibName: "PhotoCell", bundle: nil), forCellReuseIdentifier: "PhotoCell")
    tableView.register(TableNib(nibName: "CaptionHeaderView", bundle: Bundle.main), forHeaderFooterViewReuseIdentifier: "caption")
  }

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
    cell.photoName = photoName
    return cell
  }

  override func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int) -> TableHeaderFooterView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "caption") as? CaptionHeaderView
    header?.caption = "Under The Stars"
    return header
  }

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    return 30
  }
}
