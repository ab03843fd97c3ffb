import SwiftSyntax

/// Finds the names a function binds to a contextual action (`let delete =
/// UIContextualAction(…)`): UIKit members set on them that `TableContextualAction` does not
/// have (`image`, `backgroundColor`) are listed.
final class ActionVariableCollector: SyntaxVisitor {
  private(set) var names: Set<String> = []

  /// The names `function` binds to a contextual action.
  static func names(in function: FunctionDeclSyntax) -> Set<String> {
    let collector = ActionVariableCollector(viewMode: .sourceAccurate)
    collector.walk(function)
    return collector.names
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
      ["UIContextualAction", "TableContextualAction"].contains(
        call.calledExpression.trimmedDescription)
    {
      names.insert(name)
    }
    return .visitChildren
  }
}
