import SwiftSyntax
import SwiftSyntaxBuilder

/// Rewrites one parsed file for CascadingTableKit and records what it could not port.
///
/// It rewrites children before their parents, so a declaration sees its own types already
/// renamed; the moves that cross declarations (a method from an extension into its class) are
/// ``ExtensionMover``'s, run after it on the whole file set.
final class PortRewriter: SyntaxRewriter {
  /// What the rewriter knows about the type whose members it is visiting.
  struct TypeContext {
    var name: String
    var isLibrarySubclass: Bool
    var isTableType: Bool
    var dropsNSObject: Bool
    var isExtension = false
    /// Whether the class subclassed `UIViewController` or `UITableViewController`.
    var isViewController = false
  }

  let index: TypeIndex
  let fileName: String
  let converter: SourceLocationConverter
  private(set) var findings: [Finding] = []
  var typeStack: [TypeContext] = []
  /// Above zero while visiting a header or footer method, whose `UIView`s become
  /// `TableHeaderFooterView`s.
  var headerFooterDepth = 0
  /// Above zero while visiting `canPerformAction` or `performAction`, whose `Selector` is a
  /// `TableAction`.
  var editActionDepth = 0
  /// Whether the file uses a Foundation name, so it keeps Foundation once `import UIKit` goes.
  var usesFoundation = false
  /// The nibs registered in the file, each with the class ``NibRegistrations`` registers for
  /// it at start-up: the cell or view class of the file set named after it, or a plain
  /// `TableCell` or `TableHeaderFooterView`.
  var nibClasses: [String: String] = [:]
  /// Lines already reported for a UIKit name, so that a line gets one finding per name.
  var reportedNames: Set<String> = []
  /// The names bound to a cell in each function being visited, innermost last: UIKit view
  /// members used on them are reported, since a `TableCell` is not a view.
  var cellVariables: [Set<String>] = []
  /// Lines where the rewriter repaired what the parser rejected (Swift 2's `Void -> Void`),
  /// whose parser diagnostics are no longer findings.
  var repairedLines: Set<Int> = []
  /// The names each function being visited declares, innermost last.
  var localNames: [Set<String>] = []
  /// The names bound to a contextual action in each function being visited, innermost last.
  var actionVariables: [Set<String>] = []
  /// The UIKit objects each enclosing function makes, by name, with their type's name.
  var uikitVariables: [[String: String]] = []
  /// The `// PORT:` notes to write above a statement or member of the original tree, by its
  /// id: places the library cannot port as they were, left in the output for the user.
  var portNotes: [SyntaxIdentifier: [String]] = [:]
  /// The scroll-view member of a table type being visited (`scrollViewDidScroll(_:)`), with
  /// the names of its scroll-view and `UnsafeMutablePointer` parameters; `nil` elsewhere.
  var scrollViewMember: ScrollViewMember?
  /// The parameters of each function being visited whose UIKit types become the library's
  /// session, coordinator, context and animator protocols, by name, innermost last.
  var interactionParameters: [[String: String]] = []

  init(index: TypeIndex, fileName: String, tree: SourceFileSyntax) {
    self.index = index
    self.fileName = fileName
    self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  /// The 1-based line of a node of the original tree.
  func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter).line
  }

  /// Records a finding at `node`; with `note`, also a `// PORT:` note above the statement or
  /// member that holds it, so that the place shows in the output too.
  func report(
    _ node: some SyntaxProtocol, _ kind: Finding.Kind, _ message: String, fix: String,
    fixed: Bool, note: Bool = false
  ) {
    findings.append(
      Finding(
        file: fileName, line: line(of: node), kind: kind, message: message, fix: fix,
        isFixedByRewrite: fixed))
    if note { addNote(at: node, "\(message); \(fix)") }
  }

  /// Registers a `// PORT:` note for the statement or member of the original tree that holds
  /// `node`; it is written when that statement or member is visited, so `node` must be one
  /// whose statement is still being visited.
  func addNote(at node: some SyntaxProtocol, _ text: String) {
    var current: Syntax? = Syntax(node)
    while let candidate = current {
      if candidate.is(CodeBlockItemSyntax.self) || candidate.is(MemberBlockItemSyntax.self) {
        portNotes[candidate.id, default: []].append(text)
        return
      }
      current = candidate.parent
    }
  }

  // MARK: - Dispatch

  // Swift cannot override in an extension, so the overrides live here and the work in the
  // `Type+Concern` extensions.
  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax { port(node) }
  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax { port(node) }
  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax { port(node) }
  override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax { port(node) }
  override func visit(_ node: SequenceExprSyntax) -> ExprSyntax { port(node) }
  override func visit(_ node: ImportDeclSyntax) -> DeclSyntax { port(node) }
  override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax { port(node) }
  override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { port(node) }
  override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { port(node) }
  override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax { port(node) }
  override func visit(_ node: VariableDeclSyntax) -> DeclSyntax { port(node) }
  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax { port(node) }
  override func visit(_ node: MemberTypeSyntax) -> TypeSyntax { port(node) }
  override func visit(_ node: OptionalTypeSyntax) -> TypeSyntax { port(node) }
  override func visit(_ node: FunctionTypeSyntax) -> TypeSyntax { port(node) }
  override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> TypeSyntax { port(node) }

  override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
    let result = super.visit(node)
    guard let notes = portNotes.removeValue(forKey: node.id) else { return result }
    return result.with(\.leadingTrivia, PortNote.adding(notes, to: result.leadingTrivia))
  }

  override func visit(_ node: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
    let result = super.visit(node)
    guard let notes = portNotes.removeValue(forKey: node.id) else { return result }
    return result.with(\.leadingTrivia, PortNote.adding(notes, to: result.leadingTrivia))
  }

  // MARK: - Types

  override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
    let name = node.name.text
    let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
    let context = TypeContext(
      name: name, isLibrarySubclass: index.isLibrarySubclass(name),
      isTableType: index.isTableType(name),
      dropsNSObject: index.isTableType(name) && first == "NSObject",
      isViewController: first == "UIViewController" || first == "UITableViewController"
        || index.isViewControllerSubclass(name))
    typeStack.append(context)
    defer { typeStack.removeLast() }
    var result = super.visit(node).cast(ClassDeclSyntax.self)
    result.inheritanceClause = portingDelegateConformances(
      result.inheritanceClause, original: node.inheritanceClause, typeName: name, isClass: true)
    if result.inheritanceClause == nil, node.inheritanceClause != nil {
      result.name = result.name.with(\.trailingTrivia, .space)
    }
    reportDroppedAttributes(of: node)
    result.attributes = removingObjCAttributes(result.attributes)
    if first == "NSObject" && !context.dropsNSObject { usesFoundation = true }
    if context.dropsNSObject, let clause = result.inheritanceClause {
      result.inheritanceClause = removing(clause, where: { $0 == "NSObject" })
      if result.inheritanceClause == nil {
        // `class X: NSObject {`: the space before the brace was the clause's.
        if let generics = result.genericParameterClause {
          result.genericParameterClause = generics.with(\.trailingTrivia, .space)
        } else {
          result.name = result.name.with(\.trailingTrivia, .space)
        }
      }
      report(
        node, .compileError,
        "'\(name)' inherits 'NSObject' only for UIKit's Objective-C protocols",
        fix: "remove 'NSObject' (and 'override' on 'init()', 'super.init()')", fixed: true)
    }
    if first == "UIViewController" || first == "UITableViewController" {
      result = portingViewController(
        result, original: node, keepsSuperclass: first == "UITableViewController")
    }
    if context.isLibrarySubclass { checkRequiredInitializer(of: node) }
    reportDeleteSwipe(of: node)
    return DeclSyntax(result).with(\.leadingTrivia, node.leadingTrivia)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
    let name = node.extendedType.trimmedDescription
    let inheritsConformance =
      index.isLibrarySubclass(name)
      || index.superclassOf[name].map(index.isTableType) == true
    typeStack.append(
      TypeContext(
        name: name, isLibrarySubclass: index.isLibrarySubclass(name),
        isTableType: index.isTableType(name), dropsNSObject: false, isExtension: true))
    defer { typeStack.removeLast() }
    var result = super.visit(node).cast(ExtensionDeclSyntax.self)
    result.inheritanceClause = portingDelegateConformances(
      result.inheritanceClause, original: node.inheritanceClause, typeName: name, isClass: false)
    if result.inheritanceClause == nil, node.inheritanceClause != nil {
      result.extendedType = result.extendedType.with(\.trailingTrivia, .space)
    }
    reportDroppedAttributes(of: node)
    result.attributes = removingObjCAttributes(result.attributes)
    if inheritsConformance, let clause = result.inheritanceClause {
      result.inheritanceClause = removing(clause, where: TypeRenames.protocols.contains)
      if result.inheritanceClause == nil {
        result.extendedType = result.extendedType.with(\.trailingTrivia, .space)
      }
    }
    return DeclSyntax(result).with(\.leadingTrivia, node.leadingTrivia)
  }

  override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
    typeStack.append(
      TypeContext(
        name: node.name.text, isLibrarySubclass: false, isTableType: false,
        dropsNSObject: false))
    defer { typeStack.removeLast() }
    return super.visit(node)
  }

  override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
    var result = super.visit(node).cast(ProtocolDeclSyntax.self)
    reportDroppedAttributes(of: node)
    let hadAttributes = !result.attributes.isEmpty
    result.attributes = removingObjCAttributes(result.attributes)
    if hadAttributes && result.attributes.isEmpty {
      result = result.with(\.leadingTrivia, node.leadingTrivia)
    }
    if var clause = result.inheritanceClause {
      // `: class` and `: NSObjectProtocol` both meant "class-bound": `AnyObject` now.
      var sawClassBound = false
      var types: [InheritedTypeSyntax] = clause.inheritedTypes.compactMap { inherited in
        let name = inherited.type.trimmedDescription
        guard ["class", "NSObjectProtocol", "AnyObject"].contains(name) else { return inherited }
        if sawClassBound { return nil }
        sawClassBound = true
        let anyObject = TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject")))
          .with(\.leadingTrivia, inherited.type.leadingTrivia)
          .with(\.trailingTrivia, inherited.type.trailingTrivia)
        return inherited.with(\.type, anyObject)
      }
      if let last = types.indices.last {
        types[last] = types[last].with(\.trailingComma, nil)
          .with(\.trailingTrivia, clause.inheritedTypes.last?.trailingTrivia ?? [])
      }
      clause.inheritedTypes = InheritedTypeListSyntax(types)
      result.inheritanceClause = clause
    }
    return DeclSyntax(result)
  }

  /// Removes the inherited types whose names match, or the whole clause if none is left.
  func removing(
    _ clause: InheritanceClauseSyntax, where matches: (String) -> Bool
  ) -> InheritanceClauseSyntax? {
    let kept = clause.inheritedTypes.filter { !matches($0.type.trimmedDescription) }
    guard kept.count != clause.inheritedTypes.count else { return clause }
    guard !kept.isEmpty else { return nil }
    var types = Array(kept)
    types[types.count - 1] = types[types.count - 1].with(\.trailingComma, nil)
    types[0] = types[0].with(\.leadingTrivia, clause.inheritedTypes.first?.leadingTrivia ?? [])
    var result = clause.with(\.inheritedTypes, InheritedTypeListSyntax(types))
    result.inheritedTypes = result.inheritedTypes.with(
      \.trailingTrivia, clause.inheritedTypes.trailingTrivia)
    return result
  }

  /// Reports a library subclass that declares its own designated initialiser without the
  /// protocol's required one, which Swift then no longer inherits.
  private func checkRequiredInitializer(of node: ClassDeclSyntax) {
    let inits = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    // A table view controller's `init?(coder:)` becomes the required initialiser, or goes.
    let designated = inits.filter { initializer in
      !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
        && !Self.isCoderInitializer(initializer)
    }
    let hasRequired = inits.contains { initializer in
      initializer.signature.parameterClause.parameters.map(\.firstName.text)
        == ["index", "childDelegates"]
        || Self.isCoderInitializer(initializer)
          && initializer.body?.description.contains("super.init(coder:") == true
    }
    guard let first = designated.first, !hasRequired else { return }
    report(
      first, .handEdit,
      "'\(node.name.text)' declares its own initialiser, so it no longer inherits the "
        + "required 'init(index:childDelegates:)'",
      fix:
        "give the stored properties default values and make this initialiser 'convenience', "
        + "calling 'self.init(index: 0, childDelegates: [])', or add 'required init(index: Int, "
        + "childDelegates: [any CascadingTableDelegate])'",
      fixed: false)
  }
}
