import SwiftSyntax
import SwiftSyntaxBuilder

extension PortRewriter {
  /// Attributes that only the Objective-C runtime or Interface Builder reads.
  static let objCAttributes: Set<String> = [
    "objc", "objcMembers", "IBOutlet", "IBAction", "IBDesignable", "IBInspectable", "nonobjc",
  ]

  func removingObjCAttributes(_ attributes: AttributeListSyntax) -> AttributeListSyntax {
    let kept = attributes.filter { element in
      guard case .attribute(let attribute) = element else { return true }
      return !Self.objCAttributes.contains(attribute.attributeName.trimmedDescription)
    }
    return kept
  }

  /// Reports each attribute of a declaration that the port drops: one the Objective-C runtime
  /// needs (fixed by dropping it) or one Interface Builder acted on (left for a hand edit,
  /// since nothing acts on it now). `@IBOutlet` is reported with the property it marks.
  func reportDroppedAttributes(of node: some WithAttributesSyntax, named name: String? = nil) {
    let modifiers = Syntax(node).asProtocol((any WithModifiersSyntax).self)?.modifiers ?? []
    if let dynamic = modifiers.first(where: { $0.name.tokenKind == .keyword(.dynamic) }) {
      report(
        dynamic, .compileError,
        "'dynamic' was for Objective-C's dispatch and key-value observing, which Linux does not have",
        fix: "remove it", fixed: true)
    }
    for element in node.attributes {
      guard case .attribute(let attribute) = element else { continue }
      let attributeName = attribute.attributeName.trimmedDescription
      switch attributeName {
      case "objc", "objcMembers", "nonobjc":
        report(
          attribute, .compileError,
          "'@\(attributeName)' needs the Objective-C runtime, which Linux does not have",
          fix: "remove it", fixed: true)
      case "IBAction":
        report(
          attribute, .handEdit,
          "an @IBAction was connected in Interface Builder; nothing calls '\(name ?? "it")' now",
          fix:
            "call it from your front end's action, e.g. a closure you store and call; the tool removed '@IBAction'",
          fixed: false)
      case "IBDesignable", "IBInspectable":
        report(
          attribute, .handEdit,
          "'@\(attributeName)' was read by Interface Builder; nothing sets what it marks now",
          fix: "set the value in code; the tool removed the attribute", fixed: false)
      default: break
      }
    }
  }

  /// Drops `@objc`-family attributes and `dynamic`, keeping the declaration's leading trivia
  /// (its indentation and doc comment) on whatever now comes first.
  func removingObjC<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
    _ decl: D
  ) -> D {
    let leading = decl.leadingTrivia
    var result = decl
    result.attributes = removingObjCAttributes(result.attributes)
    result.modifiers = result.modifiers.filter { $0.name.tokenKind != .keyword(.dynamic) }
    if result.attributes.count != decl.attributes.count
      || result.modifiers.count != decl.modifiers.count
    {
      result = result.with(\.leadingTrivia, leading)
    }
    return result
  }

  // MARK: - Methods

  func port(_ node: FunctionDeclSyntax) -> DeclSyntax {
    let original = selector(of: node)
    let legacy = LegacySelector.current(for: original)
    let selector = legacy?.selector ?? original
    let requirement = TableRequirement.bySelector[selector]
    let isTableMethod = looksLikeTableMethod(node) || legacy != nil
    if requirement?.isHeaderFooter == true { headerFooterDepth += 1 }
    if selector.labels.dropFirst().first == "canPerformAction"
      || selector.labels.dropFirst().first == "performAction"
    {
      editActionDepth += 1
    }
    reportDroppedAttributes(of: node, named: "\(original)")
    if let optional = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) {
      report(
        optional, .handEdit,
        "'optional' requirements need '@objc', and Swift on Linux has none",
        fix:
          "remove 'optional', give the requirement a default that does nothing in an extension "
          + "of the protocol, and call it without '?'",
        fixed: false)
    }
    cellVariables.append(CellVariableCollector.names(in: node, cellClasses: index.cellClasses))
    localNames.append(LocalNameCollector.names(in: node))
    actionVariables.append(ActionVariableCollector.names(in: node))
    uikitVariables.append(UIKitViewVariableCollector.types(in: node))
    interactionParameters.append(Self.interactionParametersDeclared(by: node))
    let enclosingScrollViewMember = scrollViewMember
    scrollViewMember = scrollViewMemberDeclared(by: node, selector: selector)
    var result = super.visit(node).cast(FunctionDeclSyntax.self)
    if scrollViewMember != nil { result = portingScrollViewSignature(result, original: node) }
    scrollViewMember = enclosingScrollViewMember
    cellVariables.removeLast()
    localNames.removeLast()
    actionVariables.removeLast()
    uikitVariables.removeLast()
    interactionParameters.removeLast()
    if requirement?.isHeaderFooter == true { headerFooterDepth -= 1 }
    if selector.labels.dropFirst().first == "canPerformAction"
      || selector.labels.dropFirst().first == "performAction"
    {
      editActionDepth -= 1
    }
    result = removingObjC(result)
    result.signature.parameterClause = removingDuplicateNames(result.signature.parameterClause)
    let context = typeStack.last
    let inTableType = context?.isTableType == true
    reportViewLifeCycle(node, selector: original)
    guard isTableMethod || (requirement != nil && inTableType) else { return DeclSyntax(result) }

    if let legacy {
      result = renamed(result, to: legacy.labels, original: node)
      result.name = .identifier(
        legacy.selector.baseName, leadingTrivia: result.name.leadingTrivia,
        trailingTrivia: result.name.trailingTrivia)
      if inTableType {
        report(
          node, .neverCalled,
          "'\(original)' matches no requirement, so it is never called",
          fix: "rename it '\(legacy.selector)'", fixed: true)
      }
    }
    if legacy == nil, requirement?.selector.labels.first == "_", inTableType || isTableMethod,
      let first = result.signature.parameterClause.parameters.first,
      first.firstName.tokenKind != .wildcard
    {
      var parameters = Array(result.signature.parameterClause.parameters)
      let name = first.secondName ?? first.firstName
      parameters[0].firstName = .wildcardToken(
        leadingTrivia: first.firstName.leadingTrivia, trailingTrivia: .space)
      parameters[0].secondName = name.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
      result.signature.parameterClause.parameters = FunctionParameterListSyntax(parameters)
      let subclass = context?.isLibrarySubclass == true
      report(
        node, subclass ? .compileError : .neverCalled,
        "'\(node.name.text)(\(first.firstName.text):…)' labels its first argument, as Swift 2's methods did not, so it matches no requirement"
          + (subclass ? " and overrides nothing" : " and is never called"),
        fix: "write '_ \(name.text)' first", fixed: true)
    }
    if isTableMethod && requirement == nil && inTableType {
      report(
        node, .neverCalled,
        "'\(original)' looks like a table method but matches no requirement, so it is never called",
        fix: nearestRequirement(to: original).map { "did you mean '\($0)'?" }
          ?? "rename it to a TableDataSource or TableDelegate method, or rename it away from 'tableView'",
        fixed: false)
    }
    guard let requirement, inTableType else { return DeclSyntax(result) }
    if let optional = requirement.optionalReturn, let clause = result.signature.returnClause,
      clause.type.trimmedDescription + "?" == optional
    {
      let type = TypeSyntax(stringLiteral: optional).with(
        \.leadingTrivia, clause.type.leadingTrivia
      )
      .with(\.trailingTrivia, clause.type.trailingTrivia)
      result.signature.returnClause = clause.with(\.type, type)
      if let body = result.body {
        let spelled = ImplicitNoneRewriter(typeName: String(optional.dropLast()))
        result.body = spelled.rewrite(body).cast(CodeBlockSyntax.self)
      }
      let subclass = context?.isLibrarySubclass == true
      report(
        node, subclass ? .compileError : .neverCalled,
        "'\(selector)' returns '\(clause.type.trimmedDescription)' where the protocol requires '\(optional)'"
          + (subclass ? "" : ", so it only nearly matches the requirement and is never called"),
        fix: "return '\(optional)' ('nil' means: not answered)", fixed: true)
    }
    if context?.isLibrarySubclass == true, context?.isExtension == true {
      report(
        node, .compileError,
        "'\(selector)' is declared in an extension of '\(context?.name ?? "")', where Swift cannot override it",
        fix: "move it into the class body", fixed: true)
    }
    if context?.isLibrarySubclass == true,
      !result.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
    {
      result = addingOverride(result)
      report(
        node, .compileError,
        "'\(selector)' overrides a method of '\(index.superclassOf[context?.name ?? ""] ?? "its superclass")' without 'override'",
        fix: "add 'override'", fixed: true)
    }
    return DeclSyntax(result)
  }

  /// `tableView tableView: T`, Swift 2's way to label a first argument, is `tableView: T`
  /// (Swift 3 warns about the repeated name).
  func removingDuplicateNames(_ clause: FunctionParameterClauseSyntax)
    -> FunctionParameterClauseSyntax
  {
    var parameters = Array(clause.parameters)
    var changed = false
    for (position, parameter) in parameters.enumerated()
    where parameter.secondName?.text == parameter.firstName.text {
      parameters[position].firstName = parameter.firstName.with(\.trailingTrivia, [])
      parameters[position].secondName = nil
      changed = true
    }
    guard changed else { return clause }
    return clause.with(\.parameters, FunctionParameterListSyntax(parameters))
  }

  /// The selector a function declares, with an unlabelled-looking first table parameter
  /// (`tableView tableView: UITableView`, Swift 2's implicit form) read as `_`.
  func selector(of node: FunctionDeclSyntax) -> Selector {
    let parameters = node.signature.parameterClause.parameters
    var labels = parameters.map(\.firstName.text)
    if let first = parameters.first, isTableType(first.type), labels[0] != "_",
      node.name.text == "tableView" || node.name.text.hasSuffix("TableView")
    {
      labels[0] = "_"
    }
    return Selector(baseName: node.name.text, labels: labels)
  }

  /// Whether a function is named and shaped like a table method: its first parameter is the
  /// table and its name is `tableView` or one of the other base names.
  func looksLikeTableMethod(_ node: FunctionDeclSyntax) -> Bool {
    guard let first = node.signature.parameterClause.parameters.first, isTableType(first.type)
    else { return false }
    let names: Set<String> = [
      "tableView", "numberOfSections", "sectionIndexTitles", "indexPathForPreferredFocusedView",
    ]
    return names.contains(node.name.text)
  }

  private func isTableType(_ type: TypeSyntax) -> Bool {
    let text = type.trimmedDescription
    return ["UITableView", "any TableHost", "TableHost", "UITableView!", "UITableView?"]
      .contains(text)
  }

  /// The requirement whose labels differ least from `selector`'s, among those whose every
  /// differing label is near its counterpart, as a misspelling or an old name is: a method no
  /// table protocol has (a collection view's `sceneActivationConfigurationForRowAt`) gets no
  /// suggestion rather than a wrong one.
  private func nearestRequirement(to selector: Selector) -> Selector? {
    let candidates = TableRequirement.all.map(\.selector).filter {
      candidate in
      candidate.baseName == selector.baseName && candidate.labels.count == selector.labels.count
        && zip(candidate.labels, selector.labels).allSatisfy(isNear)
    }
    return candidates.min { lhs, rhs in
      distance(lhs.labels.joined(separator: ":"), selector.labels.joined(separator: ":"))
        < distance(rhs.labels.joined(separator: ":"), selector.labels.joined(separator: ":"))
    }
  }

  /// Whether two labels are the same, a misspelling of each other (at most 3 edits), or share
  /// a beginning of at least two thirds of the shorter (`heightForRowAtIndex`,
  /// `didSelectRowWith` for `heightForRowAt`, `didSelectRowAt`).
  private func isNear(_ lhs: String, _ rhs: String) -> Bool {
    if lhs == rhs || distance(lhs, rhs) <= 3 { return true }
    let common = zip(lhs, rhs).prefix { $0 == $1 }.count
    return common * 3 >= min(lhs.count, rhs.count) * 2
  }

  private func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// Gives a method the current argument labels, keeping each parameter's own name, and drops
  /// the parameters whose new label is `nil`.
  private func renamed(
    _ node: FunctionDeclSyntax, to labels: [String?], original: FunctionDeclSyntax
  ) -> FunctionDeclSyntax {
    let originalParameters = Array(original.signature.parameterClause.parameters)
    let parameters = Array(node.signature.parameterClause.parameters)
    var kept: [FunctionParameterSyntax] = []
    for (position, parameter) in parameters.enumerated() {
      guard position < labels.count, let label = labels[position] else {
        report(
          originalParameters[position], .handEdit,
          "the parameter '\(parameter.trimmedDescription)' has no counterpart in CascadingTableKit and was dropped",
          fix:
            "remove the uses of '\(parameter.secondName?.text ?? parameter.firstName.text)' in the body",
          fixed: false)
        continue
      }
      var new = parameter
      let name = parameter.secondName ?? parameter.firstName
      if label == name.text {
        new.firstName = name.with(\.leadingTrivia, parameter.firstName.leadingTrivia)
          .with(\.trailingTrivia, [])
        new.secondName = nil
      } else {
        new.firstName = .identifier(label).with(\.leadingTrivia, parameter.firstName.leadingTrivia)
          .with(\.trailingTrivia, .space)
        if label == "_" {
          new.firstName = .wildcardToken(
            leadingTrivia: parameter.firstName.leadingTrivia, trailingTrivia: .space)
        }
        new.secondName = name.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
      }
      kept.append(new)
    }
    if let last = kept.indices.last {
      kept[last] = kept[last].with(\.trailingComma, nil)
        .with(\.trailingTrivia, parameters.last?.trailingTrivia ?? [])
    }
    var result = node
    result.signature.parameterClause.parameters = FunctionParameterListSyntax(kept)
    return result
  }

  private func addingOverride(_ node: FunctionDeclSyntax) -> FunctionDeclSyntax {
    var result = node
    let modifier = DeclModifierSyntax(name: .keyword(.override, trailingTrivia: .space))
    if result.modifiers.isEmpty {
      let leading = result.funcKeyword.leadingTrivia
      result.funcKeyword = result.funcKeyword.with(\.leadingTrivia, [])
      result.modifiers = DeclModifierListSyntax([modifier.with(\.leadingTrivia, leading)])
    } else {
      let leading = result.modifiers.first!.leadingTrivia
      var modifiers = Array(result.modifiers)
      modifiers[0] = modifiers[0].with(\.leadingTrivia, [])
      modifiers.insert(modifier.with(\.leadingTrivia, leading), at: 0)
      result.modifiers = DeclModifierListSyntax(modifiers)
    }
    return result
  }

  // MARK: - Initialisers and deinitialisers

  /// Reports an override of `UITableViewController`'s view life cycle, which
  /// `TableViewController` does not have: it compiles as an override of nothing, or, without
  /// `override`, as a method nothing calls.
  private func reportViewLifeCycle(_ node: FunctionDeclSyntax, selector: Selector) {
    let lifeCycle: Set<String> = [
      "viewDidLoad()", "loadView()", "viewWillAppear(_:)", "viewDidAppear(_:)",
      "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewWillLayoutSubviews()",
      "viewDidLayoutSubviews()", "didReceiveMemoryWarning()", "prepare(for:sender:)",
    ]
    // A direct subclass of UITableViewController is ported with its class.
    guard let context = typeStack.last, index.isTableViewControllerSubclass(context.name),
      index.superclassOf[context.name] != "UITableViewController",
      lifeCycle.contains(selector.description),
      node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
    else { return }
    report(
      node, .handEdit,
      "'\(selector)' overrides UITableViewController's view life cycle, which TableViewController does not have, so it does not compile and nothing would call it",
      fix:
        "remove 'override' and the 'super' call, and call it yourself where the page appears (or move its body into your initialiser)",
      fixed: false)
  }

  func port(_ node: InitializerDeclSyntax) -> DeclSyntax {
    reportDroppedAttributes(of: node)
    var result = removingObjC(super.visit(node).cast(InitializerDeclSyntax.self))
    result.signature.parameterClause = removingDuplicateNames(result.signature.parameterClause)
    guard typeStack.last?.dropsNSObject == true else { return DeclSyntax(result) }
    if result.signature.parameterClause.parameters.isEmpty,
      result.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
    {
      let leading = result.leadingTrivia
      result.modifiers = result.modifiers.filter { $0.name.tokenKind != .keyword(.override) }
      result = result.with(\.leadingTrivia, leading)
    }
    if let body = result.body {
      let statements = body.statements.filter { item in
        item.item.trimmedDescription != "super.init()"
      }
      result.body = body.with(\.statements, statements)
    }
    return DeclSyntax(result)
  }

  func port(_ node: DeinitializerDeclSyntax) -> DeclSyntax {
    var result = super.visit(node).cast(DeinitializerDeclSyntax.self)
    let isolated = result.modifiers.contains { $0.name.text == "isolated" }
    guard !isolated, let body = result.body, !body.statements.isEmpty else {
      return DeclSyntax(result)
    }
    // Table delegates are main-actor classes, and so was every UIKit class.
    let isMainActor =
      typeStack.last?.isTableType == true
      || typeStack.last.flatMap { index.superclassOf[$0.name] }?.hasPrefix("UI") == true
    if isMainActor {
      let leading = result.deinitKeyword.leadingTrivia
      result.deinitKeyword = result.deinitKeyword.with(\.leadingTrivia, [])
      result.modifiers = DeclModifierListSyntax([
        DeclModifierSyntax(
          name: .identifier("isolated", leadingTrivia: leading, trailingTrivia: .space))
      ])
      report(
        node, .compileError,
        "a deinit of a main-actor class cannot touch its state in Swift 6",
        fix: "make it 'isolated deinit'", fixed: true)
    } else {
      report(
        node, .handEdit,
        "in Swift 6, this deinit can touch main-actor state only if it is isolated",
        fix:
          "with '.defaultIsolation(MainActor.self)' (or '@MainActor' on the class), write 'isolated deinit'",
        fixed: false)
    }
    return DeclSyntax(result)
  }

  // MARK: - Properties

  func port(_ node: VariableDeclSyntax) -> DeclSyntax {
    let isOutlet = node.attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.attributeName.trimmedDescription == "IBOutlet"
    }
    if isOutlet, let binding = node.bindings.first, node.bindings.count == 1,
      let type = binding.typeAnnotation?.type.trimmedDescription,
      ["UITableView!", "UITableView?", "UITableView"].contains(type),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)
    {
      let text = "let \(name.identifier.text) = HeadlessTableView()"
      return DeclSyntax(stringLiteral: text).with(\.leadingTrivia, node.leadingTrivia)
        .with(\.trailingTrivia, node.trailingTrivia)
    }
    reportDroppedAttributes(of: node)
    let result = removingObjC(super.visit(node).cast(VariableDeclSyntax.self))
    if isOutlet {
      report(
        node, .handEdit,
        "an @IBOutlet was set by Interface Builder; nothing sets '\(node.bindings.first?.pattern.trimmedDescription ?? "it")' now",
        fix: "create the view in code, or keep the value it showed in your cell's headless content",
        fixed: false)
    }
    return DeclSyntax(result)
  }
}
