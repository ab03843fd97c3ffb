import SwiftSyntax

/// Finds the names a function binds to a cell: parameters typed as a cell, and constants or
/// variables made by dequeuing a cell, by asking the table for one, or by casting to a cell
/// class. A UIKit view member used on one of them does not compile once the cell is a
/// `TableCell`.
final class CellVariableCollector: SyntaxVisitor {
  private let cellTypes: Set<String>
  private(set) var names: Set<String> = []

  private init(cellClasses: Set<String>) {
    cellTypes = cellClasses.union(["UITableViewCell", "TableCell"])
    super.init(viewMode: .sourceAccurate)
  }

  /// The names `function` binds to a cell.
  static func names(in function: FunctionDeclSyntax, cellClasses: Set<String>) -> Set<String> {
    let collector = CellVariableCollector(cellClasses: cellClasses)
    collector.walk(function)
    return collector.names
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    if isCellType(node.type) { names.insert((node.secondName ?? node.firstName).text) }
    return .skipChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
      return .visitChildren
    }
    if let type = node.typeAnnotation?.type, isCellType(type) { names.insert(name) }
    if let value = node.initializer?.value, makesCell(value) { names.insert(name) }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value, makesCell(value)
    {
      names.insert(name)
    }
    return .visitChildren
  }

  private func isCellType(_ type: TypeSyntax) -> Bool {
    var text = type.trimmedDescription
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return cellTypes.contains(text)
  }

  private func makesCell(_ value: ExprSyntax) -> Bool {
    let text = value.trimmedDescription
    if text.contains("dequeueReusableCell(") || text.contains("cellForRow(at:") {
      return true
    }
    if let cast = value.as(AsExprSyntax.self) { return isCellType(cast.type) }
    if let sequence = value.as(SequenceExprSyntax.self),
      let type = sequence.elements.last?.as(TypeExprSyntax.self)
    {
      return isCellType(type.type)
    }
    return false
  }
}

/// The names a function declares for itself: parameters, closure parameters, constants and
/// variables. A UIKit member name declared here is the function's own, not UIKit's.
final class LocalNameCollector: SyntaxVisitor {
  private(set) var names: Set<String> = []

  /// The names `function` declares.
  static func names(in function: FunctionDeclSyntax) -> Set<String> {
    let collector = LocalNameCollector(viewMode: .sourceAccurate)
    collector.walk(function)
    return collector.names
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert((node.secondName ?? node.firstName).text)
    return .skipChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .skipChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert((node.secondName ?? node.firstName).text)
    return .skipChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.identifier.text)
    return .skipChildren
  }
}
