import CascadingTableKit

/// The rating section, written by hand against the protocol rather than by subclassing.
class RatingSection: CascadingTableDelegate {
  var index: Int
  var childDelegates: [any CascadingTableDelegate]
  weak var parentDelegate: (any CascadingTableDelegate)?
  var rating = 4

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.index = index
    self.childDelegates = childDelegates
    validateChildDelegates()
  }

  convenience init() {
    self.init(index: 0, childDelegates: [])
  }

  isolated deinit {
    childDelegates.removeAll()
  }

  func prepare(tableView: any TableHost) {
    for child in childDelegates { child.prepare(tableView: tableView) }
  }

  func numberOfSections(in tableView: any TableHost) -> Int {
    return 1
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = TableCell()
    cell.text = String(repeating: "*", count: rating)
    return cell
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    return 39
  }

  func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    return 41
  }

  func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int) -> TableHeaderFooterView? {
    let header = TableHeaderFooterView()
    return header
  }

  func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int) -> String? {
    return "REVIEW"
  }

  func tableView(_ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView, forSection section: Int) {
    (view as? SectionHeaderView)?.title = "REVIEW"
  }

  func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool? {
    return false
  }

  func tableView(_ tableView: any TableHost, canPerformAction action: TableAction, forRowAt indexPath: TableIndexPath, withSender sender: Any?) -> Bool? {
    return action == .copy
  }
}

/// A header with a title, registered by class.
class SectionHeaderView: TableHeaderFooterView {
  var title = ""
}
