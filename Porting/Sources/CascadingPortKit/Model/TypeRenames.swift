/// Rule 1 of the API: UIKit's names minus the `UI` prefix, with UIKit's and Foundation's
/// table types replaced by the library's own.
enum TypeRenames {
  /// Names replaced wherever they name a type or are used in an expression.
  static let plain: [String: String] = [
    "UITableViewCell": "TableCell",
    "UITableViewHeaderFooterView": "TableHeaderFooterView",
    "IndexPath": "TableIndexPath",
    "NSIndexPath": "TableIndexPath",
    "CGFloat": "Double",
    "CGSize": "TableSize",
    "CGRect": "TableRect",
    "CGPoint": "TablePoint",
    "UITableViewDataSource": "TableDataSource",
    "UITableViewDelegate": "TableDelegate",
    "UITableViewRowAnimation": "TableRowAnimation",
    "UITableViewScrollPosition": "TableScrollPosition",
    "UITableViewCellEditingStyle": "TableCellEditingStyle",
    "UITableViewCellAccessoryType": "TableCellAccessoryType",
    "UITableViewRowAction": "TableRowAction",
    "UITableViewRowActionStyle": "TableRowAction.Style",
    "UIContextualAction": "TableContextualAction",
    "UISwipeActionsConfiguration": "TableSwipeActionsConfiguration",
    "UITableViewFocusUpdateContext": "TableFocusUpdateContext",
    "UINib": "TableNib",
    "UITableViewController": "TableViewController",
    "UIContextMenuConfiguration": "TableContextMenuConfiguration",
    "UIAction": "TableMenuAction",
    "UITargetedPreview": "TableTargetedPreview",
    "UIContextMenuInteractionAnimating": "TableContextMenuInteractionAnimating",
    "UIContextMenuInteractionCommitAnimating": "TableContextMenuInteractionAnimating",
    "UIDragItem": "TableDragItem",
    "UIDragPreviewParameters": "TableDragPreviewParameters",
    "UIPreviewParameters": "TableDragPreviewParameters",
    "UIDragSession": "TableDragSession",
    "UIDropSession": "TableDropSession",
    "UITableViewDropCoordinator": "TableDropCoordinator",
    "UITableViewDropProposal": "TableDropProposal",
    "UIDropOperation": "TableDropProposal.Operation",
    "UITableViewDropIntent": "TableDropProposal.Intent",
    "UISpringLoadedInteractionContext": "TableSpringLoadedInteractionContext",
    "UIFocusAnimationCoordinator": "TableFocusAnimationCoordinator",
    "UITableViewDataSourcePrefetching": "TableDataSourcePrefetching",
    "UITableViewDragDelegate": "TableDelegate",
    "UITableViewDropDelegate": "TableDelegate",
  ]

  /// `Outer.Inner` names replaced as a whole.
  static let nested: [String: [String: String]] = [
    "UITableView": [
      "RowAnimation": "TableRowAnimation",
      "ScrollPosition": "TableScrollPosition",
      "Style": "TableViewStyle",
    ],
    "UITableViewCell": [
      "EditingStyle": "TableCellEditingStyle",
      "AccessoryType": "TableCellAccessoryType",
    ],
    "UITableViewRowAction": ["Style": "TableRowAction.Style"],
    "UIContextualAction": ["Style": "TableContextualAction.Style"],
    // A menu action's identifier is a plain string: `UIAction.Identifier("x")` → `String("x")`.
    "UIAction": ["Identifier": "String"],
  ]

  /// The library's protocols, spelled `any P` where they are used as a type.
  static let protocols: Set<String> = [
    "TableHost", "TableDataSource", "TableDelegate", "CascadingTableDelegate",
    "TableContextMenuInteractionAnimating", "TableDragSession", "TableDropSession",
    "TableDropCoordinator", "TableSpringLoadedInteractionContext", "TableDataSourcePrefetching",
  ]

  /// The library's open classes, whose table methods a subclass overrides.
  static let libraryClasses: Set<String> = [
    "CascadingBareTableDelegate", "CascadingSectionTableDelegate",
    "CascadingRootTableDelegate", "PropagatingTableDelegate", "TableViewController",
    "UITableViewController",
  ]

  /// The protocols a type conforms to by hand to be a table delegate (UIKit's or ported names).
  static let tableProtocols: Set<String> = [
    "CascadingTableDelegate", "UITableViewDataSource", "UITableViewDelegate",
    "TableDataSource", "TableDelegate", "UITableViewDataSourcePrefetching",
    "TableDataSourcePrefetching", "UITableViewDragDelegate", "UITableViewDropDelegate",
  ]

  /// UIKit's protocols whose members CascadingTableKit puts in `TableDelegate`: a type
  /// conforming to one conforms to `TableDelegate`, once.
  static let conformancesOfTheDelegate: Set<String> = [
    "UITableViewDragDelegate", "UITableViewDropDelegate",
  ]

  /// The `UIScrollViewDelegate` members of a table's delegate, which are `TableDelegate`'s,
  /// with the scroll view as `any TableHost`.
  static func isScrollViewMember(_ selector: Selector) -> Bool {
    selector.baseName.hasPrefix("scrollView") || selector.baseName == "viewForZooming"
  }

  /// Edit-menu selectors that are a ``TableAction`` member.
  static let editActions: Set<String> = ["copy", "cut", "paste", "select", "selectAll", "delete"]

  /// Identifiers that mean a file needs Foundation once `import UIKit` no longer brings it.
  static let foundationNames: Set<String> = [
    "Foundation", "Date", "DateFormatter", "URL", "URLSession", "Data", "Bundle", "IndexSet",
    "NSString", "NSAttributedString", "NotificationCenter", "Notification", "JSONDecoder",
    "JSONEncoder", "UserDefaults", "Locale", "NumberFormatter", "TimeInterval", "UUID",
    "DispatchQueue", "NSLocalizedString", "CharacterSet",
  ]
}
