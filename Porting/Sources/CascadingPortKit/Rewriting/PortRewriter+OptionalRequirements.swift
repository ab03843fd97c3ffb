import SwiftSyntax

/// Optional requirements: UIKit's protocols had them, the library's have none, so a call
/// with `?(` or a check whether one is implemented changes, and an answer became optional.
extension PortRewriter {
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
  func requiredCall(
    _ node: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> FunctionCallExprSyntax {
    guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
      let member = chained.expression.as(MemberAccessExprSyntax.self)
    else { return node }
    let selector = Selector(
      baseName: member.declName.baseName.text,
      labels: node.arguments.map { $0.label?.text ?? "_" })
    guard TableRequirement.bySelector[selector] != nil else {
      // `x.f?(…)` also calls an optional closure property, which Linux has: only the file
      // set's own optional requirements are listed.
      guard index.optionalRequirements.contains(member.declName.baseName.text) else {
        return node
      }
      report(
        original, .handEdit,
        "'\(member.trimmedDescription)?(…)' calls an optional requirement of the app's own "
          + "protocol, which needs '@objc', and Swift on Linux has no optional requirements",
        fix:
          "make the requirement non-optional, with a default that does nothing in an "
          + "extension of the protocol, and call it without '?'",
        fixed: false)
      return node
    }
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

  /// `delegate.tableView(_:willSelectRowAt:) != nil`, a check whether an optional requirement
  /// is implemented, is always `true` now (`== nil` always `false`): every requirement is.
  func port(_ node: SequenceExprSyntax) -> ExprSyntax {
    if let styled = controllerTableAssignment(node) { return styled }
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

  /// Reports a direct call of a table method whose answer is now optional, unless the call is
  /// returned as it is: the value used to be a `CGFloat` or a `Bool` and is now `Double?` or
  /// `Bool?`.
  func reportOptionalAnswerUse(
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
  func isUnwrappedOrPassedOn(_ call: FunctionCallExprSyntax) -> Bool {
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
}
