import SwiftSyntax

/// Spells out `.none` in the returns of a method whose answer became optional: returned as
/// `TableCellEditingStyle?`, a bare `.none` would mean `nil` ("not answered"), not the style.
final class ImplicitNoneRewriter: SyntaxRewriter {
  private let typeName: String
  private(set) var rewroteAny = false

  init(typeName: String) {
    self.typeName = typeName
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    guard node.base == nil, node.declName.baseName.text == "none", isReturned(node) else {
      return super.visit(node)
    }
    rewroteAny = true
    return ExprSyntax(
      node.with(\.base, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(typeName))))
        .with(\.leadingTrivia, node.leadingTrivia))
  }

  override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }

  private func isReturned(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(ReturnStmtSyntax.self) { return true }
      if parent.is(CodeBlockItemSyntax.self) {
        return parent.parent?.parent?.parent?.is(FunctionDeclSyntax.self) == true
          && parent.parent?.as(CodeBlockItemListSyntax.self)?.count == 1
      }
      current = parent.parent
    }
    return false
  }
}
