/// The UIKit, MapKit and Core Location names the tool leaves for a hand edit, and what to do.
enum UIKitName {
  /// The framework a name comes from, or `nil` if it is not one the tool reports.
  static func framework(of name: String) -> String? {
    if name.hasPrefix("MK") && name.dropFirst(2).first?.isUppercase == true { return "MapKit" }
    if name.hasPrefix("CL") && name.dropFirst(2).first?.isUppercase == true {
      return "Core Location"
    }
    if name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true { return "UIKit" }
    if layoutNames.contains(name) { return "UIKit" }
    if name == "NSItemProvider" { return "an Apple-only Foundation type" }
    if name.hasPrefix("CG") && name.dropFirst(2).first?.isUppercase == true {
      return "Core Graphics"
    }
    return nil
  }

  /// UIKit's Auto Layout names, which do not start with `UI`.
  static let layoutNames: Set<String> = [
    "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutDimension", "NSLayoutXAxisAnchor",
    "NSLayoutYAxisAnchor", "NSDirectionalEdgeInsets",
  ]

  /// The fix for a name.
  static func fix(for name: String) -> String {
    switch name {
    case "UIScreen":
      "take the width from the table: 'HeadlessTableView.viewportSize.width', or a metrics value you pass in"
    case "UIFont", "UIColor", "UIImage", "NSAttributedString":
      "keep the value it styles (text, a name) in your model; style it where the page is drawn"
    case "UIView", "UILabel", "UIImageView", "UIButton", "UIStackView", "UIActivityIndicatorView":
      "keep what the view showed as the cell's headless content ('text', 'detailText') or as properties of your TableCell or TableHeaderFooterView subclass"
    case "UIRefreshControl", "UIViewController", "UINavigationController", "UIApplication":
      "keep the page's state and actions in a plain class; drive it from your app's own front end"
    case "UIEdgeInsets": "keep the numbers you need as 'Double's"
    case "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutDimension", "NSLayoutXAxisAnchor",
      "NSLayoutYAxisAnchor":
      "drop the layout: a headless view has no frame; size rows and headers with 'fittingHeight' or the delegate's heights"
    case "UIResponderStandardEditActions": "use 'TableAction' ('.copy', '.paste' …)"
    case "UIMenu":
      "pass the menu's actions to 'TableContextMenuConfiguration(identifier:actions:)' as 'TableMenuAction's: the library's menu is one list of actions"
    case "NSItemProvider":
      "give a 'TableDragItem' the dragged value as its 'localObject' (and a 'suggestedName'); a drag leaves the app only through your own front end"
    case "UIScrollView":
      "a table's scroll-view calls take 'any TableHost'; read the offset from 'HeadlessTableView.contentOffset'"
    case "UIDragInteraction", "UIDropInteraction", "UIContextMenuInteraction":
      "drive it on the table: 'HeadlessTableView.beginDrag(fromRowAt:)', 'drop(at:)', 'openContextMenu(forRowAt:)'"
    default:
      if name.hasPrefix("MK") || name.hasPrefix("CL") {
        "keep the coordinates and region in your model; draw the map outside the delegate tree"
      } else {
        "replace it with the library's type or your own headless model"
      }
    }
  }
}
