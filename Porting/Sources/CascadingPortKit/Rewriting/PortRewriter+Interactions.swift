import SwiftSyntax

/// Context menus and drag items: UIKit's `UIContextMenuConfiguration` builds its menu in a
/// closure that returns a `UIMenu` of `UIAction`s; ``TableContextMenuConfiguration`` holds the
/// actions themselves, and ``TableMenuAction`` carries what an action means without UIKit (a
/// title, an identifier, whether it is destructive or disabled, a handler). A `UIDragItem`
/// carries an `NSItemProvider`, which ``TableDragItem`` does not.
extension PortRewriter {
  /// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)` (its renamed
  /// call) → `TableContextMenuConfiguration(identifier:actions:)`: an `identifier` keeps its
  /// value (`as NSCopying` goes: the library's is `AnyHashable?`), a `nil` preview provider
  /// goes, and an action provider that returns one `UIMenu(…, children: [a, b])` gives
  /// `actions: [a, b]`. A preview provider or an action provider of another shape is listed,
  /// with a `// PORT:` note, and the call is left as it is.
  func contextMenuConfiguration(_ original: FunctionCallExprSyntax) -> ExprSyntax? {
    guard original.calledExpression.trimmedDescription == "UIContextMenuConfiguration"
    else { return nil }
    var identifier: ExprSyntax?
    var provider: ExprSyntax? = original.trailingClosure.map(ExprSyntax.init)
    for argument in original.arguments {
      switch argument.label?.text {
      case "identifier":
        identifier = argument.expression.trimmedDescription == "nil" ? nil : argument.expression
      case "previewProvider":
        guard argument.expression.trimmedDescription == "nil" else {
          let message =
            "a context menu's preview provider makes a UIKit view controller, which "
            + "TableContextMenuConfiguration does not have"
          let fix =
            "drop 'previewProvider:' and show the preview in your own front end, keyed by the "
            + "configuration's 'identifier'"
          report(original, .handEdit, message, fix: fix, fixed: false)
          addNote(at: original, "\(message); \(fix)")
          return nil
        }
      case "actionProvider": provider = argument.expression
      default: return nil
      }
    }
    let children = provider.flatMap(menuChildren(returnedBy:))
    guard provider == nil || children != nil else {
      let message =
        "a context menu's action provider builds a UIMenu, and TableContextMenuConfiguration "
        + "holds its actions ('actions: [TableMenuAction]')"
      let fix =
        "pass the menu's actions as 'actions:' (a submenu's actions in line: the library's "
        + "menu is one list)"
      report(original, .handEdit, message, fix: fix, fixed: false)
      addNote(at: original, "\(message); \(fix)")
      return nil
    }
    var arguments: [String] = []
    if var identifier {
      if let cast = identifier.as(AsExprSyntax.self),
        cast.type.trimmedDescription == "NSCopying"
      {
        identifier = cast.expression
      } else if let sequence = identifier.as(SequenceExprSyntax.self),
        sequence.elements.count == 3, let first = sequence.elements.first,
        sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
        sequence.elements.last?.trimmedDescription == "NSCopying"
      {
        identifier = first
      }
      arguments.append("identifier: \(visit(identifier).trimmedDescription)")
    }
    let actions = children.map { visit(ExprSyntax($0)).trimmedDescription } ?? "[]"
    arguments.append("actions: \(actions)")
    report(
      original, .compileError,
      "TableContextMenuConfiguration holds its menu's actions, not a preview or an action "
        + "provider",
      fix: "write 'TableContextMenuConfiguration(\(arguments.joined(separator: ", ")))'",
      fixed: true)
    return ExprSyntax(
      stringLiteral: "TableContextMenuConfiguration(\(arguments.joined(separator: ", ")))"
    )
    .with(\.leadingTrivia, original.leadingTrivia).with(\.trailingTrivia, original.trailingTrivia)
  }

  /// The `children:` array of the one `UIMenu(…)` an action provider closure returns, if it
  /// does nothing else; `nil` for a closure of any other shape.
  private func menuChildren(returnedBy provider: ExprSyntax) -> ArrayExprSyntax? {
    guard let closure = provider.as(ClosureExprSyntax.self), closure.statements.count == 1,
      let item = closure.statements.first?.item
    else { return nil }
    let returned: ExprSyntax?
    if let statement = item.as(ReturnStmtSyntax.self) {
      returned = statement.expression
    } else {
      returned = item.as(ExprSyntax.self)
    }
    guard let call = returned?.as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "UIMenu",
      let children = call.arguments.first(where: { $0.label?.text == "children" })?
        .expression.as(ArrayExprSyntax.self),
      !children.elements.contains(where: { element in
        element.expression.as(FunctionCallExprSyntax.self)?.calledExpression
          .trimmedDescription == "UIMenu"
      })
    else { return nil }
    // The menu's own title, image and options have no counterpart; a plain menu has none.
    return children
  }

  /// `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)` (its
  /// renamed call) → `TableMenuAction(title:identifier:isDestructive:isDisabled:handler:)`:
  /// `UIAction.Identifier("x")` becomes `"x"`, `.destructive` and `.disabled` become the two
  /// flags, and the image, discoverability title and state, which the library's action does
  /// not have, go (listed). Attributes it cannot read (`.hidden`, a variable) are listed with
  /// a `// PORT:` note and left as they are.
  func menuAction(_ original: FunctionCallExprSyntax) -> ExprSyntax? {
    guard original.calledExpression.trimmedDescription == "UIAction" else { return nil }
    var kept: [LabeledExprSyntax] = []
    var dropped: [String] = []
    for argument in original.arguments {
      let label = argument.label?.text ?? ""
      switch label {
      case "image", "discoverabilityTitle", "state":
        dropped.append(label)
      case "identifier":
        var value = argument.expression
        if let call = value.as(FunctionCallExprSyntax.self),
          ["UIAction.Identifier", ".init", "TableMenuAction.Identifier"].contains(
            call.calledExpression.trimmedDescription),
          call.arguments.count == 1, let raw = call.arguments.first?.expression
        {
          value = visit(raw)
        } else if argument.expression.trimmedDescription != "nil" {
          value = ExprSyntax(stringLiteral: "\(visit(value).trimmedDescription).rawValue")
        }
        kept.append(
          argument.with(
            \.expression, value.with(\.leadingTrivia, argument.expression.leadingTrivia)))
      case "attributes":
        guard let flags = Self.menuFlags(argument.expression.trimmedDescription) else {
          let message =
            "'attributes: \(argument.expression.trimmedDescription)' is UIMenuElement's; "
            + "TableMenuAction has 'isDestructive' and 'isDisabled'"
          let fix =
            "pass 'isDestructive: true' or 'isDisabled: true' instead (a hidden action: leave it out)"
          report(original, .handEdit, message, fix: fix, fixed: false)
          addNote(at: original, "\(message); \(fix)")
          return nil
        }
        for flag in flags {
          kept.append(
            LabeledExprSyntax(
              label: .identifier(flag), colon: .colonToken(trailingTrivia: .space),
              expression: ExprSyntax(stringLiteral: "true")))
        }
      default:
        kept.append(argument.with(\.expression, visit(argument.expression)))
      }
    }
    if !dropped.isEmpty {
      report(
        original, .compileError,
        "TableMenuAction has no \(dropped.map { "'\($0)'" }.joined(separator: ", ")): "
          + "the tool removed \(dropped.count == 1 ? "it" : "them")",
        fix: "show what it showed in your own front end, keyed by the action's 'identifier'",
        fixed: true)
    }
    for position in kept.indices {
      kept[position] = kept[position].with(
        \.trailingComma, position == kept.count - 1 ? nil : .commaToken(trailingTrivia: .space)
      )
      if position == 0 { kept[position] = kept[position].with(\.leadingTrivia, []) }
    }
    var result = original.with(
      \.calledExpression,
      ExprSyntax(stringLiteral: "TableMenuAction").with(
        \.leadingTrivia, original.calledExpression.leadingTrivia)
    )
    .with(\.arguments, LabeledExprListSyntax(kept))
    if let closure = original.trailingClosure {
      result.trailingClosure = visit(ExprSyntax(closure)).as(ClosureExprSyntax.self)
    }
    return ExprSyntax(result)
  }

  /// Lists `UIDragItem(itemProvider:)` (its renamed call), with a `// PORT:` note: a
  /// ``TableDragItem`` carries the dragged value as its `localObject`, not an item provider.
  func reportDragItemProvider(_ node: FunctionCallExprSyntax) {
    guard node.calledExpression.trimmedDescription == "UIDragItem",
      node.arguments.contains(where: { $0.label?.text == "itemProvider" })
    else { return }
    report(
      node, .handEdit,
      "'UIDragItem(itemProvider:)' carries an NSItemProvider, and TableDragItem carries the "
        + "dragged value itself",
      fix: "write 'TableDragItem(localObject: value, suggestedName: name)'", fixed: false,
      note: true)
  }

  /// The library's flags for UIKit's `UIMenuElement.Attributes` spelled as a literal
  /// (`.destructive`, `[.destructive, .disabled]`, `[]`), or `nil` for anything else.
  static func menuFlags(_ text: String) -> [String]? {
    let names: [String: String] = [".destructive": "isDestructive", ".disabled": "isDisabled"]
    if let flag = names[text] { return [flag] }
    guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    let elements = text.dropFirst().dropLast().split(separator: ",").map {
      $0.trimmingCharactersInSpaces()
    }
    var flags: [String] = []
    for element in elements where !element.isEmpty {
      guard let flag = names[element] else { return nil }
      flags.append(flag)
    }
    return flags
  }
}

extension Substring {
  /// The text without the spaces around it.
  fileprivate func trimmingCharactersInSpaces() -> String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
