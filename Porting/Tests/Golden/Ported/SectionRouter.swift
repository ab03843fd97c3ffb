import CascadingTableKit

/// A section controller is the app's own protocol over UIKit's two table protocols.
protocol VenueSectionController: TableDataSource, TableDelegate {
  var selectedRows: [Int] { get }
}

/// The typealias form of the same idea.
typealias VenueTableParts = TableDataSource & TableDelegate

extension VenueSectionController {
  var selectedRows: [Int] { return [] }
}

/// A section that conforms through the app's protocol: its heights must answer `Double?`.
final class VenueInfoSection: VenueSectionController {
  let lines = ["12 Main Street", "Open late"]

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return lines.count
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Line") ?? TableCell()
    cell.text = lines[indexPath.row]
    return cell
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double? {
    return 44
  }

  func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    return 8.0
  }

  func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
    return indexPath.row == 0 ? indexPath : nil
  }
}

/// A section that conforms through the typealias.
class VenueNotesSection: VenueTableParts {
  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    return TableCell()
  }

  func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    return tableView.sectionHeaderHeight
  }
}

/// The router: asks each section controller, which may not implement a method.
// PORT: 'VenueRouter' has no 'commit', so UIKit offered its rows no swipe; the headless table offers a 'Delete' swipe on every row whose editing style is not answered; to keep no swipe, override 'tableView(_:trailingSwipeActionsConfigurationForRowAt:)' to return 'TableSwipeActionsConfiguration(actions: [])'
class VenueRouter {
  var sections: [any VenueSectionController] = []
}

extension VenueRouter: TableDataSource, TableDelegate {
  func numberOfSections(in tableView: any TableHost) -> Int {
    return sections.count
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return sections[section].tableView(tableView, numberOfRowsInSection: section)
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    return sections[indexPath.section].tableView(tableView, cellForRowAt: indexPath)
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    return sections[indexPath.section].tableView(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double? {
    return sections[indexPath.section].tableView(tableView, estimatedHeightForRowAt: indexPath) ?? tableView.estimatedRowHeight
  }

  func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    let height = sections[section].tableView(tableView, heightForFooterInSection: section) ?? tableView.sectionFooterHeight
    return height
  }

  func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
    if true {
      return sections[indexPath.section].tableView(tableView, willSelectRowAt: indexPath)
    }
    return indexPath
  }

  func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
    return sections[indexPath.section].tableView(tableView, willDeselectRowAt: indexPath)
  }

  func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    sections[indexPath.section].tableView(tableView, didSelectRowAt: indexPath)
  }
}
