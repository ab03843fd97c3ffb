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
    if let rewritten = pointeeOfInout(node) { return rewritten }
    reportScrollViewMemberUse(node)
    reportInteractionParameterMember(node)
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
    reportContextualActionMember(node)
    reportUIKitVariableMember(node)
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
    if let rewritten = cellWithoutStyle(node) { return rewritten }
    if let rewritten = controllerWithoutStyle(node) { return rewritten }
    if let rewritten = mainQueueTask(node) { return rewritten }
    if let rewritten = contextMenuConfiguration(node) { return rewritten }
    if let rewritten = menuAction(node) { return rewritten }
    reportNib(node)
    reportNibFromAppCode(node)
    reportDragItemProvider(node)
    reportMainQueueObserver(node)
    reportBackgroundQueue(node)
    var result = super.visit(node).cast(FunctionCallExprSyntax.self)
    result = relabeledLegacyCall(result, original: node)
    result = requiredCall(result, original: node)
    result = renamedRectForRow(result, original: node)
    result = contextualActionHandler(result, original: node)
    reportOptionalAnswerUse(result, original: node)
    return ExprSyntax(result)
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

  /// Reports a nib: on Linux, what a nib makes is registered under its name once.
  private func reportNib(_ node: FunctionCallExprSyntax) {
    if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "loadNibNamed"
    {
      report(
        node, .handEdit,
        "'\(callee.trimmedDescription)' loads a nib, which has no file to load on Linux",
        fix: "make the view or cell it loaded in code, or keep its content in your model",
        fixed: false)
      return
    }
    guard
      ["UINib", "TableNib", "UINib.init", "TableNib.init"].contains(
        node.calledExpression.trimmedDescription),
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

  /// Reports a registration whose nib comes from the app's own code
  /// (`tableView.register(Cell.nib(), forCellReuseIdentifier: …)`): the tool cannot tell
  /// which nib, nor which class it made, and nothing registers it.
  private func reportNibFromAppCode(_ node: FunctionCallExprSyntax) {
    guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "register", let base = callee.base, Self.isTable(base),
      node.arguments.count == 2, let first = node.arguments.first, first.label == nil,
      let label = node.arguments.last?.label?.text,
      ["forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier"].contains(label)
    else { return }
    let value = first.expression
    if value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "self"
      || value.is(NilLiteralExprSyntax.self)
    {
      return
    }
    if let call = value.as(FunctionCallExprSyntax.self),
      ["UINib", "TableNib", "UINib.init", "TableNib.init"].contains(
        call.calledExpression.trimmedDescription)
    {
      return
    }
    report(
      node, .handEdit,
      "the nib registered here comes from the app's own code ('\(value.trimmedDescription)'), so the tool cannot tell which nib, nor which class it made, and nothing registers it",
      fix:
        "register the cell class instead: 'tableView.register(<cell class>.self, \(label): …)'",
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
    let isOneLine = rewritten.statements.first?.leadingTrivia.contains(where: \.isNewline) != true
    if let delay {
      // A closure on one line stays on one line, its statements apart by `;`.
      body =
        isOneLine
        ? " try? await Task.sleep(for: \(delay));" + body
        : "\n\(indentation)try? await Task.sleep(for: \(delay))" + body
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
}
