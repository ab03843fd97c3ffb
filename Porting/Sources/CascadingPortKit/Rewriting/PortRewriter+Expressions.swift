import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder

extension PortRewriter {
  func port(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    let name = node.baseName.text
    noteFoundation(name)
    reportUIKitMember(node)
    if node.parent?.as(MemberAccessExprSyntax.self)?.declName == node {
      return super.visit(node)
    }
    func replaced(_ text: String) -> ExprSyntax {
      ExprSyntax(stringLiteral: text).with(\.leadingTrivia, node.leadingTrivia)
        .with(\.trailingTrivia, node.trailingTrivia)
    }
    switch name {
    case "UITableViewAutomaticDimension": return replaced("TableDimension.automatic")
    case "UITableView": return replaced("HeadlessTableView")
    case "UIView" where headerFooterDepth > 0: return replaced("TableHeaderFooterView")
    default: break
    }
    if let renamed = TypeRenames.plain[name] { return replaced(renamed) }
    reportUIKitName(name, at: node)
    return super.visit(node)
  }

  func port(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    let member = node.declName.baseName.text
    if let base = node.base?.as(DeclReferenceExprSyntax.self) {
      let baseName = base.baseName.text
      if baseName == "UITableView" && member == "automaticDimension" {
        return ExprSyntax(stringLiteral: "TableDimension.automatic")
          .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
      }
      if ["CGFloat", "Double", "Float"].contains(baseName),
        let current = ["min": "leastNormalMagnitude", "max": "greatestFiniteMagnitude"][member]
      {
        report(
          node, .compileError, "'\(baseName).\(member)' is Swift 2's name",
          fix: "write 'Double.\(current)'", fixed: true)
        return ExprSyntax(stringLiteral: "Double.\(current)")
          .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
      }
      if let renamed = TypeRenames.nested[baseName]?[member] {
        return ExprSyntax(stringLiteral: renamed)
          .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
      }
    }
    reportViewMemberOnCell(node)
    // `cell.textLabel?.text` and `cell.detailTextLabel?.text` are the cell's headless content.
    if member == "text", let chained = node.base?.as(OptionalChainingExprSyntax.self),
      let label = chained.expression.as(MemberAccessExprSyntax.self),
      let content = ["textLabel": "text", "detailTextLabel": "detailText"][
        label.declName.baseName.text],
      let owner = label.base
    {
      let rewrittenOwner = visit(owner)
      return ExprSyntax(
        MemberAccessExprSyntax(
          base: rewrittenOwner, period: .periodToken(),
          declName: DeclReferenceExprSyntax(baseName: .identifier(content)))
      ).with(\.trailingTrivia, node.trailingTrivia)
    }
    return super.visit(node)
  }

  func port(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    if let rewritten = indexSetLiteral(node) { return rewritten }
    if let rewritten = headlessTable(node) { return rewritten }
    if let rewritten = mainQueueTask(node) { return rewritten }
    reportNib(node)
    reportBackgroundQueue(node)
    var result = super.visit(node).cast(FunctionCallExprSyntax.self)
    result = relabeledLegacyCall(result, original: node)
    result = requiredCall(result, original: node)
    result = renamedRectForRow(result, original: node)
    reportOptionalAnswerUse(result, original: node)
    return ExprSyntax(result)
  }

  /// `UITableView(frame:style:)` → `HeadlessTableView()`: the table has no frame (its
  /// viewport is `viewportSize`) and no style.
  private func headlessTable(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
    guard node.calledExpression.trimmedDescription == "UITableView", node.trailingClosure == nil
    else { return nil }
    if !node.arguments.isEmpty {
      report(
        node, .compileError,
        "HeadlessTableView has no frame and no style ('\(node.arguments.trimmedDescription)'): the tool made it 'HeadlessTableView()'",
        fix:
          "give it 'viewportSize' if the page needs one; a grouped style's look belongs to your front end",
        fixed: true)
    }
    return ExprSyntax(stringLiteral: "HeadlessTableView()").with(
      \.leadingTrivia, node.leadingTrivia
    ).with(\.trailingTrivia, node.trailingTrivia)
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
      "alpha", "addGestureRecognizer", "prefetchDataSource", "dragDelegate", "dropDelegate",
      "dragInteractionEnabled", "refreshControl",
    ] {
      members[member] =
        "drop it, or keep what it set in your own front end: a headless table has no view"
    }
    for member in ["beginUpdates", "endUpdates"] {
      members[member] = "make the changes inside 'tableView.performBatchUpdates { … }'"
    }
    return members
  }()

  /// The members a view controller has from UIKit, which a plain class does not.
  static let viewControllerMembers: Set<String> = [
    "view", "navigationController", "navigationItem", "tabBarController",
    "presentingViewController", "presentedViewController", "traitCollection",
    "splitViewController", "editButtonItem", "clearsSelectionOnViewWillAppear",
  ]

  /// Reports a UIKit member of the table, or of the former view controller, that the ported
  /// class does not have.
  func reportUIKitMember(_ node: DeclReferenceExprSyntax) {
    let name = node.baseName.text
    let parent = node.parent?.as(MemberAccessExprSyntax.self)
    let isMemberName = parent?.declName == node
    if let parent, isMemberName, let fix = Self.tableViewMembers[name], let base = parent.base,
      ["tableView", "table", "self.tableView", "self.table"].contains(base.trimmedDescription)
    {
      report(
        parent, .handEdit,
        "'\(base.trimmedDescription).\(name)' is UIKit's, which HeadlessTableView does not have",
        fix: fix, fixed: false)
      return
    }
    guard typeStack.last?.isViewController == true, Self.viewControllerMembers.contains(name),
      !isMemberName || parent?.base?.trimmedDescription == "self",
      isMemberName || localNames.last?.contains(name) != true
    else { return }
    report(
      node, .handEdit,
      "'\(name)' is UIKit's view controller's, which the ported class is not",
      fix: "keep the page's navigation and views in your app's own front end", fixed: false)
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
    "insetsLayoutMarginsFromSafeArea",
  ]

  /// Reports a UIKit view member used on a cell, which does not compile once the cell is a
  /// `TableCell`.
  private func reportViewMemberOnCell(_ node: MemberAccessExprSyntax) {
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

  /// Reports work sent to a background queue: in Swift 6 a closure on another queue cannot
  /// touch the main-actor state of the class that sends it.
  private func reportBackgroundQueue(_ node: FunctionCallExprSyntax) {
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

  /// The requirements whose answer, when a delegate does not implement them, was `nil` in
  /// UIKit (an optional requirement called with `?(`) and is now the protocol's default.
  static let changedByDefault: [String: String] = [
    "tableView(_:willSelectRowAt:)": "the index path it was given (UIKit's nil was a veto)",
    "tableView(_:willDeselectRowAt:)": "the index path it was given (UIKit's nil was a veto)",
    "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)":
      "the proposed index path",
    "numberOfSections(in:)": "1",
  ]

  /// `delegate.tableView?(…)` → `delegate.tableView(…)`: the library's protocols have no
  /// optional requirements; a delegate that does not implement one answers its default, `nil`
  /// (not answered) for most, so `?? default` keeps its meaning. Where the default is not
  /// `nil`, the meaning changes, and the call is reported for a hand edit.
  private func requiredCall(
    _ node: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> FunctionCallExprSyntax {
    guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
      let member = chained.expression.as(MemberAccessExprSyntax.self)
    else { return node }
    let selector = Selector(
      baseName: member.declName.baseName.text,
      labels: node.arguments.map { $0.label?.text ?? "_" })
    guard TableRequirement.bySelector[selector] != nil else { return node }
    var result = node
    result.calledExpression = ExprSyntax(member).with(\.trailingTrivia, chained.trailingTrivia)
    if let answer = Self.changedByDefault[selector.description] {
      report(
        original, .handEdit,
        "'\(selector)' is no optional requirement now: where UIKit answered nil for a delegate that does not implement it, it now answers \(answer)",
        fix:
          "check that the code after it still does what it did for such delegates; the tool removed the '?'"
          + (selector.baseName == "numberOfSections" ? " (and drop a '?? …' after it)" : ""),
        fixed: false)
    } else {
      report(
        original, .compileError,
        "'\(selector)' is called as an optional requirement ('?('), which Swift on Linux does not have",
        fix:
          "call it without '?': a delegate that does not implement it answers nil (not answered), as before",
        fixed: true)
    }
    return result
  }

  /// `rectForRow(at:)`, UIKit's name, is ``HeadlessTableView``'s `rect(forRow:)`.
  private func renamedRectForRow(
    _ node: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> FunctionCallExprSyntax {
    guard var member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "rectForRow", node.arguments.count == 1,
      var argument = node.arguments.first, argument.label?.text == "at"
    else { return node }
    member.declName.baseName = .identifier(
      "rect", leadingTrivia: member.declName.baseName.leadingTrivia,
      trailingTrivia: member.declName.baseName.trailingTrivia)
    argument.label = .identifier("forRow", leadingTrivia: argument.label?.leadingTrivia ?? [])
    report(
      original, .compileError,
      "'rectForRow(at:)' is HeadlessTableView's 'rect(forRow:)'",
      fix: "call 'rect(forRow:)' on the HeadlessTableView (TableHost has no geometry)", fixed: true)
    return node.with(\.calledExpression, ExprSyntax(member))
      .with(\.arguments, LabeledExprListSyntax([argument]))
  }

  /// `delegate.tableView(_:willSelectRowAt:) != nil`, a check whether an optional requirement
  /// is implemented, is always `true` now (`== nil` always `false`): every requirement is.
  func port(_ node: SequenceExprSyntax) -> ExprSyntax {
    let elements = Array(node.elements)
    guard elements.count == 3,
      let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
      ["!=", "=="].contains(operation),
      elements[2].is(NilLiteralExprSyntax.self),
      let member = elements[0].as(MemberAccessExprSyntax.self),
      let names = member.declName.argumentNames
    else { return super.visit(node) }
    let selector = Selector(
      baseName: member.declName.baseName.text,
      labels: names.arguments.map(\.name.text))
    guard TableRequirement.bySelector[selector] != nil else { return super.visit(node) }
    let answer = Self.changedByDefault[selector.description] ?? "nil (not answered)"
    report(
      node, .handEdit,
      "a check whether a delegate implements '\(selector)' is always \(operation == "!=" ? "true" : "false") now: every requirement is implemented",
      fix:
        "remove the check (the tool wrote '\(operation == "!=")'): a delegate that does not implement it answers \(answer)",
      fixed: false)
    return ExprSyntax(stringLiteral: operation == "!=" ? "true" : "false")
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }

  func port(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
    guard node.macroName.text == "selector" else { return super.visit(node) }
    let argument = node.arguments.first?.expression.trimmedDescription ?? ""
    let base = argument.split(separator: "(").first.map(String.init) ?? argument
    let member = base.split(separator: ".").last.map(String.init) ?? base
    if TypeRenames.editActions.contains(member) && argument.hasSuffix("(_:)") {
      return ExprSyntax(stringLiteral: ".\(member)").with(\.leadingTrivia, node.leadingTrivia)
        .with(\.trailingTrivia, node.trailingTrivia)
    }
    report(
      node, .handEdit,
      "'#selector(\(argument))' needs the Objective-C runtime",
      fix:
        "call '\(base)' from a closure instead (a target-action or notification becomes a closure you store and call)",
      fixed: false)
    return super.visit(node)
  }

  /// Reports a direct call of a table method whose answer is now optional, unless the call is
  /// returned as it is: the value used to be a `CGFloat` or a `Bool` and is now `Double?` or
  /// `Bool?`.
  private func reportOptionalAnswerUse(
    _ node: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) {
    let name: String
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      return
    }
    let selector = Selector(baseName: name, labels: node.arguments.map { $0.label?.text ?? "_" })
    guard let optional = TableRequirement.bySelector[selector]?.optionalReturn else { return }
    if isUnwrappedOrPassedOn(original) { return }
    report(
      original, .handEdit, "'\(selector)' now answers '\(optional)'",
      fix: "unwrap the answer ('?? <the default you expect>'), since 'nil' means: not answered",
      fixed: false)
  }

  /// Whether the answer of a call is returned as it is, or already unwrapped: `?? default`,
  /// `if let`, `guard let`, `?.`, `!`, or compared with `nil`.
  private func isUnwrappedOrPassedOn(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call)
    // `(call)` and `try call` pass the answer on.
    while let parent = node.parent,
      parent.is(TupleExprSyntax.self)
        || parent.is(LabeledExprListSyntax.self)
          && parent.parent?.is(TupleExprSyntax.self) == true
        || parent.is(LabeledExprSyntax.self)
          && parent.parent?.parent?.is(TupleExprSyntax.self) == true
        || parent.is(TryExprSyntax.self)
    {
      node = parent
    }
    guard let parent = node.parent else { return false }
    if parent.is(ReturnStmtSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
      || parent.is(ForceUnwrapExprSyntax.self)
    {
      return true
    }
    if parent.is(InitializerClauseSyntax.self),
      parent.parent?.is(OptionalBindingConditionSyntax.self) == true
    {
      return true
    }
    if let list = parent.as(ExprListSyntax.self) {
      let elements = Array(list)
      guard let position = elements.firstIndex(where: { $0.id == node.id }) else { return false }
      let next = elements.dropFirst(position + 1).first?.as(BinaryOperatorExprSyntax.self)
      let previous = position > 0 ? elements[position - 1].as(BinaryOperatorExprSyntax.self) : nil
      if next?.operator.text == "??" { return true }
      if let operation = next ?? previous, ["==", "!="].contains(operation.operator.text) {
        let other = next != nil ? elements.dropFirst(position + 2).first : elements.first
        if other?.is(NilLiteralExprSyntax.self) == true { return true }
      }
    }
    return false
  }

  /// Reports a nib: on Linux, what a nib makes is registered under its name once.
  private func reportNib(_ node: FunctionCallExprSyntax) {
    guard ["UINib", "TableNib"].contains(node.calledExpression.trimmedDescription),
      let expression = node.arguments.first(where: { $0.label?.text == "nibName" })?.expression
    else { return }
    guard let name = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
      report(
        node, .handEdit,
        "the nib's name is computed ('\(expression.trimmedDescription)'), so the tool cannot tell which class it makes, and nothing registers it: its cells would stay plain 'TableCell's",
        fix:
          "register the cell class instead of the nib: 'tableView.register(<cell class>.self, forCellReuseIdentifier: …)'",
        fixed: false)
      return
    }
    if index.registeredNibNames.contains(name) { return }
    if index.cellClasses.contains(name) || index.headerFooterClasses.contains(name) {
      nibClasses[name] = name
      return
    }
    // A nib without a class of its name made UIKit's own cell (or view) in Interface Builder.
    let isHeaderFooter =
      node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)?.arguments.contains {
        $0.label?.text == "forHeaderFooterViewReuseIdentifier"
      } == true
    let plain = isHeaderFooter ? "TableHeaderFooterView" : "TableCell"
    nibClasses[name] = plain
    report(
      node, .handEdit,
      "the nib '\(name)' has no file to load on Linux, and the file set has no class of that name; the tool registers a plain '\(plain)' for it, as a nib without a custom class made",
      fix:
        "if the nib named a class in Interface Builder, register that class instead in '\(NibRegistrations.fileName)'",
      fixed: false)
  }

  /// `IndexSet(integer: x)` → `[x]`.
  private func indexSetLiteral(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
    let callee = node.calledExpression.trimmedDescription
    guard node.arguments.count == 1, let argument = node.arguments.first,
      callee == "IndexSet" && argument.label?.text == "integer"
        || callee == "NSIndexSet" && argument.label?.text == "index",
      node.trailingClosure == nil
    else { return nil }
    let value = visit(argument.expression).trimmedDescription
    return ExprSyntax(stringLiteral: "[\(value)]").with(\.leadingTrivia, node.leadingTrivia)
      .with(\.trailingTrivia, node.trailingTrivia)
  }

  /// `DispatchQueue.main.async { … }` → `Task { @MainActor in … }`, and `asyncAfter` with a
  /// `Task.sleep` first: a main-actor class cannot send `self` into a Dispatch closure in
  /// Swift 6.
  private func mainQueueTask(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
    guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
      callee.base?.trimmedDescription == "DispatchQueue.main",
      ["async", "asyncAfter"].contains(callee.declName.baseName.text)
    else { return nil }
    let closureArgument = node.arguments.first { $0.label?.text == "execute" }?.expression
      .as(ClosureExprSyntax.self)
    guard let closure = node.trailingClosure ?? closureArgument else { return nil }
    var delay: String?
    if callee.declName.baseName.text == "asyncAfter" {
      guard let deadline = node.arguments.first(where: { $0.label?.text == "deadline" })
      else { return nil }
      delay = duration(from: deadline.expression)
      guard delay != nil else { return nil }
    }
    let rewritten = visit(closure).cast(ClosureExprSyntax.self)
    let capture = rewritten.signature?.capture.map { " " + $0.trimmedDescription } ?? ""
    let parameters = rewritten.signature?.parameterClause.map { " " + $0.trimmedDescription } ?? ""
    let indentation =
      rewritten.statements.first.map { item in
        String(
          item.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false)
            .last ?? "")
      } ?? "  "
    var body = rewritten.statements.description
    if let first = body.first, !first.isWhitespace { body = " " + body }
    if let delay {
      body = "\n\(indentation)try? await Task.sleep(for: \(delay))" + body
    }
    let text =
      "Task { @MainActor\(capture)\(parameters) in\(body)\(rewritten.rightBrace.description)"
    return ExprSyntax(stringLiteral: text).with(\.leadingTrivia, node.leadingTrivia)
      .with(\.trailingTrivia, node.trailingTrivia)
  }

  /// The `Duration` of `.now() + x`: `.seconds(x)` for a number, `x` for `.seconds(…)` and
  /// the like.
  private func duration(from deadline: ExprSyntax) -> String? {
    let text = deadline.trimmedDescription
    guard let plus = text.range(of: "+", options: .backwards) else { return nil }
    let amount = text[plus.upperBound...].trimmingCharacters(in: .whitespaces)
    if amount.hasPrefix(".seconds(") || amount.hasPrefix(".milliseconds(")
      || amount.hasPrefix(".microseconds(") || amount.hasPrefix(".nanoseconds(")
    {
      return amount
    }
    return ".seconds(\(amount))"
  }

  /// A call of an old table method name (`super.tableView(t, heightForRowAtIndexPath: i)`)
  /// with the current labels.
  private func relabeledLegacyCall(
    _ node: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> FunctionCallExprSyntax {
    let calleeName: TokenSyntax?
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      calleeName = reference.baseName
    } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      calleeName = member.declName.baseName
    } else {
      calleeName = nil
    }
    guard let calleeName else { return node }
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    let old = Selector(baseName: calleeName.text, labels: labels)
    let current: (selector: Selector, labels: [String?])
    let isHostCall: Bool
    if let delegateCall = LegacySelector.current(for: old) {
      current = delegateCall
      isHostCall = false
    } else if let hostCall = HostCallRenames.renames[old] {
      current = (Selector(baseName: hostCall.baseName, labels: hostCall.labels), hostCall.labels)
      isHostCall = true
    } else {
      return node
    }
    var arguments: [LabeledExprSyntax] = []
    for (position, argument) in node.arguments.enumerated() {
      guard position < current.labels.count, let label = current.labels[position] else {
        continue
      }
      var new = argument
      if label == "_" {
        new.label = nil
        new.colon = nil
        new.expression = new.expression.with(
          \.leadingTrivia, argument.label?.leadingTrivia ?? argument.expression.leadingTrivia)
      } else {
        new.label = .identifier(
          label, leadingTrivia: argument.label?.leadingTrivia ?? argument.expression.leadingTrivia)
        new.colon = .colonToken(trailingTrivia: .space)
        if argument.label == nil { new.expression = new.expression.with(\.leadingTrivia, []) }
      }
      if isHostCall, HostCallRenames.enumArgumentLabels.contains(label),
        var member = new.expression.as(MemberAccessExprSyntax.self), member.base == nil,
        let first = member.declName.baseName.text.first, first.isUppercase
      {
        let name = member.declName.baseName.text
        member.declName.baseName = .identifier(first.lowercased() + name.dropFirst())
        new.expression = ExprSyntax(member)
      }
      arguments.append(new)
    }
    if let last = arguments.indices.last {
      arguments[last] = arguments[last].with(\.trailingComma, nil)
    }
    var result = node.with(\.arguments, LabeledExprListSyntax(arguments))
    if current.selector.baseName != calleeName.text {
      let renamedToken = TokenSyntax.identifier(
        current.selector.baseName, leadingTrivia: calleeName.leadingTrivia,
        trailingTrivia: calleeName.trailingTrivia)
      if var reference = result.calledExpression.as(DeclReferenceExprSyntax.self) {
        reference.baseName = renamedToken
        result.calledExpression = ExprSyntax(reference)
      } else if var member = result.calledExpression.as(MemberAccessExprSyntax.self) {
        member.declName.baseName = renamedToken
        result.calledExpression = ExprSyntax(member)
      }
    }
    if isHostCall {
      report(
        original, .compileError, "'\(old)' is Swift 2's name of the table's method",
        fix: "call '\(current.selector)'", fixed: true)
    } else {
      report(
        original, .neverCalled,
        "a call of the old name '\(old)'",
        fix: "call '\(current.selector)'", fixed: true)
    }
    return result
  }

  // MARK: - Imports

  /// Apple frameworks whose import cannot compile on Linux; the port removes it.
  static let notOnLinux: Set<String> = ["MapKit", "CoreLocation", "CoreGraphics", "QuartzCore"]

  func port(_ node: ImportDeclSyntax) -> DeclSyntax {
    let module = node.path.trimmedDescription
    if ["UIKit", "CascadingTableDelegate"].contains(module) {
      return DeclSyntax(stringLiteral: "import CascadingTableKit")
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
    if Self.notOnLinux.contains(module) {
      report(
        node, .compileError, "'\(module)' is not on Linux, so the import cannot compile",
        fix: "remove it, and replace the code that uses it (listed)", fixed: true)
    }
    if module == "Foundation" { usesFoundation = true }
    return super.visit(node)
  }

  func port(_ node: SourceFileSyntax) -> SourceFileSyntax {
    var result = super.visit(node)
    var seen: Set<String> = []
    var items: [CodeBlockItemSyntax] = []
    var hasFoundation = false
    var libraryImportPosition: Int?
    var carriedComments: Trivia?
    for var item in result.statements {
      if let carried = carriedComments {
        item = item.with(
          \.leadingTrivia,
          carried + Trivia(pieces: Array(item.leadingTrivia.drop { $0.isNewlinePiece })))
        carriedComments = nil
      }
      if let importDecl = item.item.as(ImportDeclSyntax.self) {
        let module = importDecl.path.trimmedDescription
        if Self.notOnLinux.contains(module) {
          if item.leadingTrivia.contains(where: \.isComment) {
            carriedComments = item.leadingTrivia
          }
          continue
        }
        guard seen.insert(module).inserted else { continue }
        if module == "Foundation" { hasFoundation = true }
        if module == "CascadingTableKit" { libraryImportPosition = items.count }
      }
      items.append(item)
    }
    if usesFoundation, !hasFoundation, let position = libraryImportPosition {
      let foundation = CodeBlockItemSyntax(
        item: .decl(DeclSyntax(stringLiteral: "import Foundation").with(\.leadingTrivia, .newline)))
      items.insert(foundation, at: position + 1)
    }
    result.statements = CodeBlockItemListSyntax(items)
    return result
  }
}

extension TriviaPiece {
  fileprivate var isNewlinePiece: Bool {
    switch self {
    case .newlines, .carriageReturnLineFeeds, .carriageReturns: true
    default: false
    }
  }
}
