import SwiftSyntax

/// Finds the names a function binds to a UIKit object it makes (`let button =
/// UIButton(type: .system)`), with the type's name: the object is listed where it is made, and
/// each later use of one of its members (`button.setTitle(_:for:)`) is listed too, since none
/// compiles without UIKit.
final class UIKitViewVariableCollector: SyntaxVisitor {
  private(set) var types: [String: String] = [:]

  /// The names `function` binds to a UIKit object, each with its type's name.
  static func types(in function: FunctionDeclSyntax) -> [String: String] {
    let collector = UIKitViewVariableCollector(viewMode: .sourceAccurate)
    collector.walk(function)
    return collector.types
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      UIKitName.framework(of: type) == "UIKit", TypeRenames.plain[type] == nil,
      !PortRewriter.renamedToLibrary.contains(type),
      TypeRenames.nested[type] == nil
    {
      types[name] = type
    }
    return .visitChildren
  }
}
