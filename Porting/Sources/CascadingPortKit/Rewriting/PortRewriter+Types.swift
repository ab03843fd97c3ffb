import SwiftSyntax
import SwiftSyntaxBuilder

extension PortRewriter {
  func port(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    let name = node.name.text
    noteFoundation(name)
    let leading = node.leadingTrivia
    let trailing = node.trailingTrivia
    func replaced(_ text: String) -> TypeSyntax {
      TypeSyntax(stringLiteral: text).with(\.leadingTrivia, leading).with(
        \.trailingTrivia, trailing)
    }
    if name == "UITableView" {
      return isBareProtocolPosition(node) ? replaced("any TableHost") : replaced("TableHost")
    }
    if let ported = scrollViewSignatureType(name, at: node) { return replaced(ported) }
    if name == "UIView", headerFooterDepth > 0 { return replaced("TableHeaderFooterView") }
    if name == "Selector", editActionDepth > 0 { return replaced("TableAction") }
    if let renamed = TypeRenames.plain[name] {
      // A UIKit protocol renamed to one of the library's is spelled `any` as the library's are.
      if TypeRenames.protocols.contains(renamed), node.genericArgumentClause == nil,
        isBareProtocolPosition(node)
      {
        return replaced("any \(renamed)")
      }
      let rewritten = super.visit(node.with(\.name, .identifier(renamed)))
      return rewritten.with(\.leadingTrivia, leading).with(\.trailingTrivia, trailing)
    }
    if TypeRenames.protocols.contains(name) || index.protocols.contains(name),
      node.genericArgumentClause == nil, isBareProtocolPosition(node)
    {
      return TypeSyntax(
        SomeOrAnyTypeSyntax(
          someOrAnySpecifier: .keyword(.any, leadingTrivia: leading, trailingTrivia: .space),
          constraint: node.with(\.leadingTrivia, [])))
    }
    // A class's `UIViewController` superclass is reported with the class, which drops it.
    let isSuperclass =
      node.parent?.is(InheritedTypeSyntax.self) == true
      && node.parent?.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true
    // A table delegate's `UIScrollViewDelegate` conformance goes with the class's clause.
    let isDelegatesScrollViewConformance =
      name == "UIScrollViewDelegate" && node.parent?.is(InheritedTypeSyntax.self) == true
      && typeStack.last.map {
        index.isLibrarySubclass($0.name) || index.delegateConformers.contains($0.name)
      } == true
    if !(name == "UIViewController" && isSuperclass) && !isDelegatesScrollViewConformance {
      reportUIKitName(name, at: node)
    }
    return super.visit(node)
  }

  func port(_ node: MemberTypeSyntax) -> TypeSyntax {
    if let base = node.baseType.as(IdentifierTypeSyntax.self),
      let renamed = TypeRenames.nested[base.name.text]?[node.name.text]
    {
      return TypeSyntax(stringLiteral: renamed).with(\.leadingTrivia, node.leadingTrivia)
        .with(\.trailingTrivia, node.trailingTrivia)
    }
    return super.visit(node)
  }

  /// `Void -> Void`, Swift 2's function type without parentheses, → `() -> Void`; `T -> U` →
  /// `(T) -> U`. The parser's diagnostics on it are then dropped (``repairedLines``).
  func port(_ node: FunctionTypeSyntax) -> TypeSyntax {
    var result = super.visit(node).cast(FunctionTypeSyntax.self)
    guard node.leftParen.presence == .missing else { return TypeSyntax(result) }
    var parameters = Array(result.parameters)
    let trailing = parameters.last?.trailingTrivia ?? []
    if parameters.count == 1, ["Void", "()"].contains(parameters[0].type.trimmedDescription) {
      parameters = []
    } else if let last = parameters.indices.last {
      parameters[last] = parameters[last].with(\.trailingTrivia, [])
    }
    let leading = result.leadingTrivia
    result.parameters = TupleTypeElementListSyntax(parameters)
    result.leftParen = .leftParenToken()
    result.rightParen = .rightParenToken(trailingTrivia: trailing)
    result = result.with(\.leadingTrivia, leading)
    report(
      node, .compileError, "'\(node.trimmedDescription)' is Swift 2's function type",
      fix: "write '\(result.trimmedDescription)'", fixed: true)
    repairedLines.insert(line(of: node))
    return TypeSyntax(result)
  }

  func port(_ node: OptionalTypeSyntax) -> TypeSyntax {
    var result = super.visit(node).cast(OptionalTypeSyntax.self)
    if result.wrappedType.is(SomeOrAnyTypeSyntax.self) {
      result.wrappedType = parenthesized(result.wrappedType)
    }
    return TypeSyntax(result)
  }

  func port(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> TypeSyntax {
    var result = super.visit(node).cast(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    if result.wrappedType.is(SomeOrAnyTypeSyntax.self) {
      result.wrappedType = parenthesized(result.wrappedType)
    }
    return TypeSyntax(result)
  }

  private func parenthesized(_ type: TypeSyntax) -> TypeSyntax {
    let leading = type.leadingTrivia
    return TypeSyntax(
      TupleTypeSyntax(
        leftParen: .leftParenToken(leadingTrivia: leading),
        elements: TupleTypeElementListSyntax([
          TupleTypeElementSyntax(type: type.with(\.leadingTrivia, []))
        ]),
        rightParen: .rightParenToken()))
  }

  /// Whether a protocol named here is used as a value's type (`any P`), rather than as a
  /// constraint: an inheritance clause, a generic requirement, `some P`, `P.Type`, `P & Q`.
  private func isBareProtocolPosition(_ node: IdentifierTypeSyntax) -> Bool {
    guard let parent = node.parent else { return false }
    // `extension P {` extends the protocol: its extended type is no value's type.
    if parent.is(ExtensionDeclSyntax.self) { return false }
    if parent.is(InheritedTypeSyntax.self) || parent.is(SomeOrAnyTypeSyntax.self)
      || parent.is(ConformanceRequirementSyntax.self) || parent.is(MetatypeTypeSyntax.self)
      || parent.is(CompositionTypeElementSyntax.self) || parent.is(GenericParameterSyntax.self)
      || parent.is(MemberTypeSyntax.self) || parent.is(SameTypeRequirementSyntax.self)
    {
      return false
    }
    return true
  }

  func noteFoundation(_ name: String) {
    if TypeRenames.foundationNames.contains(name) { usesFoundation = true }
  }

  /// Reports a UIKit, MapKit or Core Location name the tool cannot port, once per line.
  func reportUIKitName(_ name: String, at node: some SyntaxProtocol) {
    guard let framework = UIKitName.framework(of: name) else { return }
    let key = "\(line(of: node)):\(name)"
    guard reportedNames.insert(key).inserted else { return }
    report(
      node, .handEdit, "'\(name)' is \(framework), which Linux does not have",
      fix: UIKitName.fix(for: name), fixed: false)
  }
}
