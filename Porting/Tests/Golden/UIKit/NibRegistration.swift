import UIKit

/// The photo at the top of the page, drawn by a cell made from a nib.
class PhotoCell: UITableViewCell {
  var photoName = ""
}

/// A header with a caption, made from a nib.
class CaptionHeaderView: UITableViewHeaderFooterView {
  var caption = ""
}

class PhotoSection: CascadingBareTableDelegate {
  var photoName = "vacation-place"

  override func prepare(tableView: UITableView) {
    super.prepare(tableView: tableView)
    tableView.register(UINib(nibName: "PhotoCell", bundle: nil), forCellReuseIdentifier: "PhotoCell")
    tableView.register(UINib(nibName: "CaptionHeaderView", bundle: Bundle.main), forHeaderFooterViewReuseIdentifier: "caption")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
    cell.photoName = photoName
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "caption") as? CaptionHeaderView
    header?.caption = "Under The Stars"
    return header
  }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return 30
  }
}
