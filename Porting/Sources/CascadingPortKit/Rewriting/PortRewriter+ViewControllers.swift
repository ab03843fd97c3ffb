import SwiftSyntax

extension PortRewriter {
  /// The view life cycle of `UIViewController`, which no class of the library has.
  static let viewLifeCycle: Set<String> = [
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "didReceiveMemoryWarning", "loadView",
  ]

  /// A page controller without UIKit. A `UIViewController` subclass loses its superclass; a
  /// `UITableViewController` subclass keeps `TableViewController`. Either way its life-cycle
  /// overrides become plain methods without their `super` calls, a `title` it sets becomes
  /// a property of its own, and its `init?(coder:)` becomes the library's required
  /// initialiser (or goes, when it only traps). Nothing calls `viewDidLoad()` now, which is
  /// reported.
  func portingViewController(
    _ decl: ClassDeclSyntax, original: ClassDeclSyntax, keepsSuperclass: Bool
  ) -> ClassDeclSyntax {
    var result = decl
    if !keepsSuperclass, let clause = result.inheritanceClause {
      result.inheritanceClause = removing(clause, where: { $0 == "UIViewController" })
      if result.inheritanceClause == nil {
        result.name = result.name.with(\.trailingTrivia, .space)
      }
    }
    var called: [String] = []
    var members: [MemberBlockItemSyntax] = []
    for (member, originalMember) in zip(result.memberBlock.members, original.memberBlock.members) {
      if var function = member.decl.as(FunctionDeclSyntax.self),
        Self.viewLifeCycle.contains(function.name.text),
        function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
      {
        let leading = function.leadingTrivia
        function.modifiers = function.modifiers.filter {
          $0.name.tokenKind != .keyword(.override)
        }
        function = function.with(\.leadingTrivia, leading)
        if let body = function.body {
          let statements = body.statements.filter { item in
            !item.item.trimmedDescription.hasPrefix("super.\(function.name.text)(")
          }
          function.body = body.with(\.statements, statements)
        }
        called.append("\(function.name.text)()")
        members.append(member.with(\.decl, DeclSyntax(function)))
      } else if !keepsSuperclass, let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text == "setEditing",
        function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        let originalFunction = originalMember.decl.as(FunctionDeclSyntax.self)
      {
        members.append(
          member.with(\.decl, DeclSyntax(portedSetEditing(function, original: originalFunction)))
        )
      } else if keepsSuperclass, let initializer = member.decl.as(InitializerDeclSyntax.self) {
        let originalInitializer = originalMember.decl.as(InitializerDeclSyntax.self) ?? initializer
        guard let ported = portedInitializer(initializer, original: originalInitializer) else {
          continue
        }
        members.append(member.with(\.decl, DeclSyntax(ported)))
      } else {
        members.append(member)
      }
    }
    let declaresTitle = members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.trimmedDescription == "title"
      } == true
    }
    if !declaresTitle, setsTitle(original), let first = members.first {
      let indentation =
        first.leadingTrivia.pieces.last.flatMap { piece -> Trivia? in
          if case .spaces(let count) = piece { return .spaces(count) }
          if case .tabs(let count) = piece { return .tabs(count) }
          return nil
        } ?? []
      let title = MemberBlockItemSyntax(
        decl: DeclSyntax(stringLiteral: "var title: String?").with(
          \.leadingTrivia, .newline + indentation))
      members.insert(title, at: 0)
    }
    result.memberBlock.members = MemberBlockItemListSyntax(members)
    let superclass = keepsSuperclass ? "UITableViewController" : "UIViewController"
    let what =
      keepsSuperclass
      ? "whose view life cycle TableViewController does not have"
      : "which Linux does not have; the tool removed the superclass"
    if !called.isEmpty || !keepsSuperclass {
      let names = called.map { "'\($0)'" }.joined(separator: ", ")
      report(
        original, .handEdit,
        "'\(original.name.text)' subclassed \(superclass), \(what)"
          + (called.isEmpty ? "" : ", and nothing calls \(names) now"),
        fix: called.isEmpty
          ? "drive the page from your app's own front end"
          : "call \(names) where the page appears, as UIKit did", fixed: false)
    }
    return result
  }

  /// `UITableViewController(style: .grouped)` → `TableViewController(style: .grouped)`; a
  /// subclass made with a style keeps its call, since every subclass inherits
  /// `TableViewController`'s `init(style:)` (it has to provide the required initialiser, the
  /// only designated one).
  func controllerWithoutStyle(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
    guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text == "UITableViewController",
      node.arguments.count == 1, let style = node.arguments.first,
      style.label?.text == "style", node.trailingClosure == nil
    else { return nil }
    let value = Self.portedStyle(visit(style.expression).trimmedDescription)
    return ExprSyntax(stringLiteral: "TableViewController(style: \(value))")
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }

  /// `tableView = UITableView(frame: .zero, style: .grouped)` in a `UITableViewController`
  /// subclass (in its `loadView()`, say) → `tableView.style = .grouped`:
  /// `TableViewController` holds its table as a `let`, made with the controller, and the style
  /// is what the assignment changed.
  func controllerTableAssignment(_ node: SequenceExprSyntax) -> ExprSyntax? {
    let elements = Array(node.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      ["tableView", "self.tableView"].contains(elements[0].trimmedDescription),
      let call = elements[2].as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "UITableView",
      let context = typeStack.last, index.isTableViewControllerSubclass(context.name)
    else { return nil }
    let style =
      call.arguments.first { $0.label?.text == "style" }
      .map { Self.portedStyle($0.expression.trimmedDescription) } ?? ".plain"
    report(
      node, .compileError,
      "TableViewController's 'tableView' is a 'let', made with the controller: the tool set "
        + "its style ('\(style)') instead of assigning a new table",
      fix: "set 'tableView.style', or make the controller with 'init(style:)'", fixed: true)
    return ExprSyntax(stringLiteral: "\(elements[0].trimmedDescription).style = \(style)")
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }

  /// A `setEditing(_:animated:)` override of a former `UIViewController` (one of a
  /// `UITableViewController` subclass stays as it is: `TableViewController` has it): the class
  /// it overrode has none now, so it loses `override`, and its `super` call becomes the table's
  /// `setEditing`, which is what UIKit's did. Nothing calls it now: listed with a note.
  private func portedSetEditing(
    _ node: FunctionDeclSyntax, original: FunctionDeclSyntax
  ) -> FunctionDeclSyntax {
    var result = node
    let leading = result.leadingTrivia
    result.modifiers = result.modifiers.filter { $0.name.tokenKind != .keyword(.override) }
    if let body = result.body {
      let statements = body.statements.map { item in
        let text = item.item.trimmedDescription
        guard text.hasPrefix("super.setEditing(") else { return item }
        return item.with(
          \.item,
          .expr(
            ExprSyntax(stringLiteral: "tableView" + text.dropFirst("super".count))
              .with(\.leadingTrivia, item.item.leadingTrivia)
              .with(\.trailingTrivia, item.item.trailingTrivia)))
      }
      result.body = body.with(\.statements, CodeBlockItemListSyntax(statements))
    }
    let message =
      "'setEditing(_:animated:)' overrode UIViewController's, which the ported class does "
      + "not have: the tool removed "
      + "'override' and made the 'super' call the table's, and nothing calls this method now"
    let fix = "call it where the page toggles editing, instead of 'tableView.setEditing'"
    report(original, .handEdit, message, fix: fix, fixed: false)
    return result.with(\.leadingTrivia, PortNote.adding(["\(message); \(fix)"], to: leading))
  }

  /// Whether an initialiser is Interface Builder's `init?(coder:)`.
  static func isCoderInitializer(_ node: InitializerDeclSyntax) -> Bool {
    node.signature.parameterClause.parameters.map(\.firstName.text) == ["coder"]
  }

  /// A `UITableViewController` subclass's initialiser for `TableViewController`:
  /// `init?(coder:)` calling `super.init(coder:)` becomes the required
  /// `init(index:childDelegates:)`, one that only traps goes (`nil`), and
  /// `super.init(style:)` or `super.init(nibName:bundle:)` become
  /// `super.init(index: 0, childDelegates: [])`, followed by `tableView.style = …` for a style
  /// other than `.plain` (`init(style:)` is a convenience initialiser, which a designated one
  /// cannot call). `self.init(style:)` in a convenience initialiser stays.
  private func portedInitializer(
    _ node: InitializerDeclSyntax, original: InitializerDeclSyntax
  ) -> InitializerDeclSyntax? {
    var result = node
    let isCoder = Self.isCoderInitializer(node)
    if isCoder, node.body?.description.contains("super.init(coder:") != true {
      report(
        original, .compileError,
        "'init?(coder:)' is how Interface Builder made the controller; nothing makes it that way now",
        fix: "remove it", fixed: true)
      return nil
    }
    if isCoder {
      result.optionalMark = nil
      let required = DeclSyntax(
        "init(index: Int, childDelegates: [any CascadingTableDelegate]) {}")
      if let clause = required.as(InitializerDeclSyntax.self)?.signature.parameterClause {
        result.signature.parameterClause = clause
      }
      result.signature.parameterClause.rightParen = result.signature.parameterClause.rightParen
        .with(\.trailingTrivia, node.signature.parameterClause.rightParen.trailingTrivia)
      if !result.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }) {
        let leading = result.leadingTrivia
        result.modifiers = DeclModifierListSyntax(
          [DeclModifierSyntax(name: .keyword(.required, trailingTrivia: .space))]
            + Array(result.modifiers))
        result = result.with(\.leadingTrivia, leading)
      }
      report(
        original, .compileError,
        "'init?(coder:)' is how Interface Builder made the controller; TableViewController's required initialiser is 'init(index:childDelegates:)'",
        fix: "declare 'required init(index: Int, childDelegates: [any CascadingTableDelegate])'",
        fixed: true)
    }
    guard var body = result.body else { return result }
    var statements = Array(body.statements)
    var ported: [CodeBlockItemSyntax] = []
    for item in statements {
      let text = item.item.trimmedDescription
      guard
        text.hasPrefix("super.init(coder:") || text.hasPrefix("super.init(style:")
          || text.hasPrefix("super.init(nibName:")
      else {
        ported.append(item)
        continue
      }
      let arguments =
        isCoder ? "index: index, childDelegates: childDelegates" : "index: 0, childDelegates: []"
      let style = item.item.as(FunctionCallExprSyntax.self)?.arguments
        .first { $0.label?.text == "style" }?.expression.trimmedDescription
      ported.append(
        item.with(
          \.item,
          .expr(
            ExprSyntax(stringLiteral: "super.init(\(arguments))").with(
              \.leadingTrivia, item.leadingTrivia
            ).with(\.trailingTrivia, item.trailingTrivia))))
      if let style, style != ".plain" {
        ported.append(
          CodeBlockItemSyntax(
            item: .expr(
              ExprSyntax(stringLiteral: "tableView.style = \(Self.portedStyle(style))")
                .with(\.leadingTrivia, .newline + Self.indentation(of: item.leadingTrivia)))))
      }
    }
    statements = ported
    body.statements = CodeBlockItemListSyntax(statements)
    result.body = body
    return result
  }

  /// The indentation that ends `trivia`: the spaces or tabs after its last newline.
  static func indentation(of trivia: Trivia) -> Trivia {
    switch trivia.pieces.last {
    case .spaces(let count): return .spaces(count)
    case .tabs(let count): return .tabs(count)
    default: return []
    }
  }

  /// Whether a class sets `title` (UIViewController's) in its body: a `title` that is not a
  /// name the enclosing method declares itself (`let title = "…"`), or `self.title`.
  func setsTitle(_ node: ClassDeclSyntax) -> Bool {
    node.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.tokenKind == .identifier("title"),
        token.parent?.is(DeclReferenceExprSyntax.self) == true,
        token.parent?.parent?.is(FunctionCallExprSyntax.self) != true
      else { return false }
      if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) {
        return member.base?.trimmedDescription == "self"
      }
      return !isLocalName("title", at: Syntax(token))
    }
  }

  /// Whether the method around `node` declares `name` itself.
  private func isLocalName(_ name: String, at node: Syntax) -> Bool {
    var current = node.parent
    while let candidate = current {
      if let function = candidate.as(FunctionDeclSyntax.self) {
        return LocalNameCollector.names(in: function).contains(name)
      }
      current = candidate.parent
    }
    return false
  }
}
