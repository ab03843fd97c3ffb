import CascadingTableKit

/// The information list: a section delegate whose table methods live in an extension, in
/// another file, as UIKit code often keeps them.
class InfoListSection: CascadingSectionTableDelegate {
  var emptyHeight: Double = 1.1

  convenience init(items: [String]) {
    self.init(index: 0, childDelegates: [])
    reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
  }

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    return childDelegates.isEmpty ? emptyHeight : 10
  }

  /// An empty view over the list, only while it has rows.
  override func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int) -> TableHeaderFooterView? {
    return childDelegates.isEmpty ? nil : TableHeaderFooterView()
  }

  override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    return emptyHeight
  }
}
