import SwiftSyntax

/// Swipe actions: UIKit's `UIContextualAction` handler takes the action, its view and a
/// completion that may escape; ``TableContextualAction``'s takes the action and a completion
/// that may escape too.
extension PortRewriter {
  /// The UIKit members of a contextual action that `TableContextualAction` carries as names
  /// (`String?`), not as UIKit's image and colour.
  static let contextualActionMembers: Set<String> = ["image", "backgroundColor"]

  /// `UIContextualAction(style:title:) { action, view, completion in … }` → the two-parameter
  /// handler `{ action, completion in … }`. A use of the view is listed with a `// PORT:`
  /// note: the library's handler has no view. A completion called later (a swipe confirmed
  /// by an alert) stays as it is: the library's may escape too.
  func contextualActionHandler(
    _ node: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> FunctionCallExprSyntax {
    guard node.calledExpression.trimmedDescription == "TableContextualAction" else { return node }
    // The handler is the trailing closure, or the `handler:` argument.
    let handlerPosition = node.arguments.firstIndex { $0.label?.text == "handler" }
    let originalHandlerPosition = original.arguments.firstIndex { $0.label?.text == "handler" }
    guard
      let closure = node.trailingClosure
        ?? handlerPosition.flatMap({ node.arguments[$0].expression.as(ClosureExprSyntax.self) }),
      let originalClosure = original.trailingClosure
        ?? originalHandlerPosition.flatMap({
          original.arguments[$0].expression.as(ClosureExprSyntax.self)
        }),
      let signature = closure.signature, let parameters = signature.parameterClause
    else { return node }
    var names: [String] = []
    var newClause = parameters
    switch parameters {
    case .simpleInput(let list):
      guard list.count == 3 else { return node }
      names = list.map(\.name.text)
      var kept = Array(list)
      kept.remove(at: 1)
      newClause = .simpleInput(ClosureShorthandParameterListSyntax(kept))
    case .parameterClause(let clause):
      guard clause.parameters.count == 3 else { return node }
      names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      var kept = Array(clause.parameters)
      kept.remove(at: 1)
      kept = kept.map { parameter in
        // UIKit's completion is `@escaping (Bool) -> Void`; the library's is `Completion`.
        parameter.type == nil ? parameter : parameter.with(\.type, nil).with(\.colon, nil)
      }
      kept[kept.count - 1] = kept[kept.count - 1].with(\.trailingComma, nil)
      newClause = .parameterClause(
        clause.with(\.parameters, ClosureParameterListSyntax(kept)))
    }
    let view = names[1]
    if view != "_",
      let use = references(to: view, in: originalClosure.statements).first
    {
      let message =
        "a swipe action's handler has no view in CascadingTableKit: the tool removed "
        + "'\(view)', which the handler uses"
      let fix = "keep what it did with the view in your own front end"
      report(use, .handEdit, message, fix: fix, fixed: false)
      addNote(at: original, "\(message); \(fix)")
    }
    let handler = closure.with(\.signature, signature.with(\.parameterClause, newClause))
    if node.trailingClosure == nil, let handlerPosition {
      var arguments = node.arguments
      arguments[handlerPosition].expression = ExprSyntax(handler)
      return node.with(\.arguments, arguments)
    }
    return node.with(\.trailingClosure, handler)
  }

  /// Reports a member of a contextual action that `TableContextualAction` carries only as a
  /// name.
  func reportContextualActionMember(_ node: MemberAccessExprSyntax) {
    let member = node.declName.baseName.text
    guard Self.contextualActionMembers.contains(member),
      let base = node.base?.as(DeclReferenceExprSyntax.self),
      actionVariables.last?.contains(base.baseName.text) == true
    else { return }
    let isImage = member == "image"
    let example = isImage ? "\"trash\"" : "\"systemRed\""
    report(
      node, .handEdit,
      "'\(base.baseName.text).\(member)' is UIKit's \(isImage ? "image" : "colour"), "
        + "and TableContextualAction carries its \(member) as a name ('String?')",
      fix: "give it a name your front end knows (such as \(example)), "
        + "and declare the action with 'var'", fixed: false, note: true)
  }

  /// The references to `name` in `statements`, in source order.
  private func references(to name: String, in statements: CodeBlockItemListSyntax)
    -> [DeclReferenceExprSyntax]
  {
    statements.tokens(viewMode: .sourceAccurate).compactMap { token in
      guard token.text == name,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName != reference
      else { return nil }
      return reference
    }
  }
}
