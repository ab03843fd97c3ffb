import UIKit

/// The rating section, written by hand against the protocol rather than by subclassing.
class RatingSection: NSObject, CascadingTableDelegate {
  var index: Int
  var childDelegates: [CascadingTableDelegate]
  weak var parentDelegate: CascadingTableDelegate?
  var rating = 4

  required init(index: Int, childDelegates: [CascadingTableDelegate]) {
    self.index = index
    self.childDelegates = childDelegates
    super.init()
    validateChildDelegates()
  }

  convenience override init() {
    self.init(index: 0, childDelegates: [])
  }

  deinit {
    childDelegates.removeAll()
  }

  func prepare(tableView: UITableView) {
    for child in childDelegates { child.prepare(tableView: tableView) }
  }

  func numberOfSectionsInTableView(_ tableView: UITableView) -> Int {
    return 1
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return 1
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    cell.textLabel?.text = String(repeating: "*", count: rating)
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return 39
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    return 41
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = UIView()
    return header
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    return "REVIEW"
  }

  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    (view as? SectionHeaderView)?.title = "REVIEW"
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    return false
  }

  func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
    return action == #selector(copy(_:))
  }
}

/// A header with a title, registered by class.
class SectionHeaderView: UITableViewHeaderFooterView {
  var title = ""
}
