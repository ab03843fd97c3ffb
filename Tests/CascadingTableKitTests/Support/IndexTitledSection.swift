import CascadingTableKit

/// A section of one row answering one section index title (its identity too), which runs an
/// action, once, when asked for its titles: a child that edits the tree from inside
/// `sectionIndexTitles(for:)`.
@MainActor
final class IndexTitledSection: CascadingSectionTableDelegate {
  let title: String
  /// Run (then forgotten) the next time the section is asked for its titles.
  var whenAsked: (() -> Void)?

  init(title: String) {
    self.title = title
    super.init(index: 0, childDelegates: [CascadingBareTableDelegate()])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    title = "?"
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { title }

  override func sectionIndexTitles(for tableView: any TableHost) -> [String]? {
    let action = whenAsked
    whenAsked = nil
    action?()
    return [title]
  }
}
