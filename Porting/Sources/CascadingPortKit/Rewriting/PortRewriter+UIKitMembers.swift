import SwiftSyntax

/// UIKit members of cells, tables and view controllers, which the ported types do not have.
extension PortRewriter {
  /// `UITableView(frame:style:)` → `HeadlessTableView(style:)`: the table has no frame (its
  /// viewport is `viewportSize`) and carries the style as a `TableViewStyle`; a plain one, or
  /// none, makes `HeadlessTableView()`.
  func headlessTable(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
    guard node.calledExpression.trimmedDescription == "UITableView", node.trailingClosure == nil
    else { return nil }
    let style = node.arguments.first { $0.label?.text == "style" }
      .map { Self.portedStyle(visit($0.expression).trimmedDescription) }
    let made =
      style.map { $0 == ".plain" ? "HeadlessTableView()" : "HeadlessTableView(style: \($0))" }
      ?? "HeadlessTableView()"
    if node.arguments.contains(where: { $0.label?.text != "style" }) {
      report(
        node, .compileError,
        "HeadlessTableView has no frame ('\(node.arguments.trimmedDescription)'): the tool made it '\(made)'",
        fix: "give it 'viewportSize' if the page needs one", fixed: true)
    }
    return ExprSyntax(stringLiteral: made).with(
      \.leadingTrivia, node.leadingTrivia
    ).with(\.trailingTrivia, node.trailingTrivia)
  }

  /// A table style as the library spells it: `UITableView.Style.grouped` →
  /// `TableViewStyle.grouped`; `.grouped` and any other expression stay as they are.
  static func portedStyle(_ text: String) -> String {
    for prefix in ["UITableView.Style.", "UITableViewStyle."] where text.hasPrefix(prefix) {
      return "TableViewStyle." + text.dropFirst(prefix.count)
    }
    return text
  }

  /// `UITableViewCell(style: s, reuseIdentifier: id)` → `TableCell(reuseIdentifier: id)`: a
  /// headless cell has no style, and carries `text` and `detailText` whatever the style was.
  func cellWithoutStyle(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
    guard
      ["UITableViewCell", "UITableViewCell.init", "TableCell"].contains(
        node.calledExpression.trimmedDescription),
      node.arguments.map(\.label?.text) == ["style", "reuseIdentifier"],
      let style = node.arguments.first, let identifier = node.arguments.last
    else { return nil }
    let rewritten = visit(identifier.expression).trimmedDescription
    report(
      node, .compileError,
      "TableCell has no style ('\(style.expression.trimmedDescription)'): the tool made it 'TableCell(reuseIdentifier: …)'",
      fix: "keep what the style showed in the cell's 'text' and 'detailText'", fixed: true)
    return ExprSyntax(stringLiteral: "TableCell(reuseIdentifier: \(rewritten))")
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }

  /// UIKit members of a table (a `UIScrollView`, a `UIView`) that `HeadlessTableView` does
  /// not have, with what to do instead.
  static let tableViewMembers: [String: String] = {
    var members: [String: String] = [:]
    for member in [
      "frame", "bounds", "backgroundColor", "backgroundView", "separatorStyle", "separatorColor",
      "separatorInset", "tableFooterView", "tableHeaderView", "contentInset",
      "contentInsetAdjustmentBehavior", "keyboardDismissMode", "showsVerticalScrollIndicator",
      "alwaysBounceVertical", "layer", "addSubview", "removeFromSuperview", "superview",
      "isScrollEnabled", "translatesAutoresizingMaskIntoConstraints",
      "cellLayoutMarginsFollowReadableWidth", "sectionIndexColor", "tintColor", "isHidden",
      "alpha", "addGestureRecognizer", "refreshControl",
    ] {
      members[member] =
        "drop it, or keep what it set in your own front end: a headless table has no view"
    }
    for member in ["dragDelegate", "dropDelegate"] {
      members[member] =
        "drop it: CascadingTableKit sends drag and drop calls to the table's 'delegate', and "
        + "the tool made the drag and drop delegates 'TableDelegate's; the object set here "
        + "must be the delegate or a node of its tree"
    }
    members["dragInteractionEnabled"] =
      "drop it: a headless table drags a row only when 'HeadlessTableView.beginDrag(fromRowAt:)' "
      + "drives one, whatever the device"
    for member in ["beginUpdates", "endUpdates"] {
      members[member] = "make the changes inside 'tableView.performBatchUpdates { … }'"
    }
    members["endEditing"] = "drop it: a headless table has no keyboard to dismiss"
    members["setContentOffset"] =
      "set 'contentOffset' (the vertical offset, a Double) on the HeadlessTableView: "
      + "TableHost has no scrolling, and a headless table does not animate"
    return members
  }()

  /// The names a closure binds to the page itself: a UIKit member used on one of them is the
  /// page's.
  static let selfNames: Set<String> = [
    "self", "self?", "self!", "strongSelf", "weakSelf", "welf", "sself",
  ]

  /// Whether an expression is the page's table: `tableView`, `self.tableView`,
  /// `strongSelf.tableView`, `self?.tableView`.
  static func isTable(_ base: ExprSyntax) -> Bool {
    let text = base.trimmedDescription
    return ["tableView", "table"].contains(text) || text.hasSuffix(".tableView")
      || text.hasSuffix(".table")
  }

  /// The members a view controller has from UIKit, which a plain class does not.
  static let viewControllerMembers: Set<String> = [
    "view", "navigationController", "navigationItem", "tabBarController",
    "presentingViewController", "presentedViewController", "traitCollection",
    "splitViewController", "editButtonItem", "clearsSelectionOnViewWillAppear", "present",
    "dismiss", "isViewLoaded", "isEditing", "setEditing", "refreshControl", "performSegue",
    "show", "storyboard",
  ]

  /// The view-controller members that `TableViewController` has and a plain class does not:
  /// a former `UIViewController` is listed with a `// PORT:` note, a `UITableViewController`
  /// subclass keeps them.
  static let missingControllerMembers: Set<String> = ["isEditing", "setEditing"]

  /// Reports a UIKit member of the table, or of the former view controller, that the ported
  /// class does not have.
  func reportUIKitMember(_ node: DeclReferenceExprSyntax) {
    let name = node.baseName.text
    let parent = node.parent?.as(MemberAccessExprSyntax.self)
    let isMemberName = parent?.declName == node
    if let parent, isMemberName, let fix = Self.tableViewMembers[name], let base = parent.base,
      Self.isTable(base)
    {
      report(
        parent, .handEdit,
        "'\(base.trimmedDescription).\(name)' is UIKit's, which HeadlessTableView does not have",
        fix: fix, fixed: false)
      return
    }
    let isOwnMember =
      !isMemberName || parent?.base.map { Self.selfNames.contains($0.trimmedDescription) } == true
    guard let context = typeStack.last, isOwnMember,
      isMemberName || localNames.last?.contains(name) != true,
      !index.declares(name, in: context.name)
    else { return }
    if context.isViewController, Self.viewControllerMembers.contains(name) {
      if Self.missingControllerMembers.contains(name),
        index.isTableViewControllerSubclass(context.name)
      {
        return
      }
      let missing = Self.missingControllerMembers.contains(name)
      report(
        node, .handEdit,
        "'\(name)' is UIKit's view controller's, which the ported class "
          + (missing ? "does not have: it is no TableViewController" : "is not"),
        fix: missing
          ? "use the table's: 'tableView.isEditing', 'tableView.setEditing(_:animated:)'"
          : "keep the page's navigation and views in your app's own front end",
        fixed: false, note: missing)
    } else if index.cellClasses.contains(context.name), Self.viewMembers.contains(name),
      !index.cellMemberNames.contains(name)
    {
      report(
        node, .handEdit,
        "'\(name)' is a UIKit view member of '\(context.name)', and a TableCell is not a view",
        fix:
          "keep what it showed as the cell's 'text' and 'detailText', or as properties of the cell",
        fixed: false)
    } else if index.headerFooterClasses.contains(context.name), Self.viewMembers.contains(name) {
      report(
        node, .handEdit,
        "'\(name)' is a UIKit view member of '\(context.name)', and a TableHeaderFooterView "
          + "is not a view",
        fix: "keep what it showed as the view's 'text', or as properties of the view",
        fixed: false)
    }
  }

  /// The UIKit view members a `TableCell` does not have.
  static let viewMembers: Set<String> = [
    "bounds", "frame", "center", "addSubview", "removeFromSuperview", "contentView", "layer",
    "backgroundColor", "backgroundView", "selectedBackgroundView", "subviews", "superview",
    "layoutIfNeeded", "setNeedsLayout", "layoutSubviews", "sizeToFit", "imageView", "textLabel",
    "detailTextLabel", "accessoryView", "selectionStyle", "separatorInset", "layoutMargins",
    "tintColor", "isHidden", "alpha", "clipsToBounds", "contentMode", "isUserInteractionEnabled",
    "setSelected", "setHighlighted", "setEditing", "gestureRecognizers", "addGestureRecognizer",
    "convert", "viewWithTag", "tag", "editingAccessoryType", "editingAccessoryView",
    "showsReorderControl", "preservesSuperviewLayoutMargins", "systemLayoutSizeFitting",
    "contentConfiguration", "defaultContentConfiguration", "focusStyle",
    "insetsLayoutMarginsFromSafeArea", "translatesAutoresizingMaskIntoConstraints",
  ]

  /// Reports a UIKit view member used on a cell, which does not compile once the cell is a
  /// `TableCell`.
  func reportViewMemberOnCell(_ node: MemberAccessExprSyntax) {
    let member = node.declName.baseName.text
    guard Self.viewMembers.contains(member), !index.cellMemberNames.contains(member),
      let cells = cellVariables.last,
      let base = node.base?.as(DeclReferenceExprSyntax.self), cells.contains(base.baseName.text)
    else { return }
    report(
      node, .handEdit,
      "'\(base.baseName.text).\(member)' is a UIKit view member, and a TableCell is not a view",
      fix:
        "keep what it showed as the cell's 'text' and 'detailText', or as properties of your TableCell subclass; size rows with 'fittingHeight' or 'heightForRowAt'",
      fixed: false)
  }

  /// Reports a member used on a UIKit object the enclosing function made (`button.setTitle`),
  /// once per line and object: it does not compile without UIKit either.
  func reportUIKitVariableMember(_ node: MemberAccessExprSyntax) {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self),
      let type = uikitVariables.last?[base.baseName.text],
      reportedNames.insert("\(line(of: node)):\(base.baseName.text).").inserted
    else { return }
    report(
      node, .handEdit,
      "'\(base.baseName.text).\(node.declName.baseName.text)' is a member of a \(type), "
        + "which is UIKit's and Linux does not have",
      fix: UIKitName.fix(for: type), fixed: false)
  }

  /// Reports work sent to a background queue: in Swift 6 a closure on another queue cannot
  /// touch the main-actor state of the class that sends it.
  func reportBackgroundQueue(_ node: FunctionCallExprSyntax) {
    guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
      ["async", "asyncAfter", "sync"].contains(callee.declName.baseName.text),
      let base = callee.base?.trimmedDescription,
      base.hasPrefix("DispatchQueue.global") || base.hasPrefix("DispatchQueue(")
    else { return }
    report(
      node, .handEdit,
      "'\(base).\(callee.declName.baseName.text)' runs its closure off the main actor, where it cannot touch the page's main-actor state in Swift 6",
      fix:
        "do the background work in a 'nonisolated' async function and call it from 'Task { … }': 'let value = await work(); self.state = value'",
      fixed: false)
  }
}
