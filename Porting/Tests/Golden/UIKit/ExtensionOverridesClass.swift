import UIKit

/// The information list: a section delegate whose table methods live in an extension, in
/// another file, as UIKit code often keeps them.
class InfoListSection: CascadingSectionTableDelegate {
  var emptyHeight: CGFloat = 1.1

  convenience init(items: [String]) {
    self.init(index: 0, childDelegates: [])
    reloadModeOnChildDelegatesChanged = .section(animation: .automatic)
  }
}
