import UIKit

/// A section controller is the app's own protocol over UIKit's two table protocols.
protocol VenueSectionController: UITableViewDataSource, UITableViewDelegate {
  var selectedRows: [Int] { get }
}

/// The typealias form of the same idea.
typealias VenueTableParts = UITableViewDataSource & UITableViewDelegate

extension VenueSectionController {
  var selectedRows: [Int] { return [] }
}

/// A section that conforms through the app's protocol: its heights must answer `Double?`.
final class VenueInfoSection: NSObject, VenueSectionController {
  let lines = ["12 Main Street", "Open late"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return lines.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Line") ?? UITableViewCell()
    cell.textLabel?.text = lines[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    return 44
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    return 8.0
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    return indexPath.row == 0 ? indexPath : nil
  }
}

/// A section that conforms through the typealias.
class VenueNotesSection: NSObject, VenueTableParts {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    return UITableViewCell()
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return tableView.sectionHeaderHeight
  }
}

/// The router: asks each section controller, which may not implement a method.
class VenueRouter: NSObject {
  var sections: [VenueSectionController] = []
}

extension VenueRouter: UITableViewDataSource, UITableViewDelegate {
  func numberOfSections(in tableView: UITableView) -> Int {
    return sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return sections[section].tableView(tableView, numberOfRowsInSection: section)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    return sections[indexPath.section].tableView(tableView, cellForRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return sections[indexPath.section].tableView?(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    return sections[indexPath.section].tableView?(tableView, estimatedHeightForRowAt: indexPath) ?? tableView.estimatedRowHeight
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    let height = sections[section].tableView?(tableView, heightForFooterInSection: section) ?? tableView.sectionFooterHeight
    return height
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    if sections[indexPath.section].tableView(_:willSelectRowAt:) != nil {
      return sections[indexPath.section].tableView?(tableView, willSelectRowAt: indexPath)
    }
    return indexPath
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    return sections[indexPath.section].tableView?(tableView, willDeselectRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    sections[indexPath.section].tableView?(tableView, didSelectRowAt: indexPath)
  }
}
