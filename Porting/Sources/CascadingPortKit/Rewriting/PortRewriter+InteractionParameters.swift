import SwiftSyntax

/// The parameters of API.md §10's members whose UIKit types become the library's smaller
/// session, coordinator, context and animator protocols: a member UIKit's type has and the
/// library's does not (`coordinator.items`, `session.location(in:)`) does not compile, and is
/// listed.
extension PortRewriter {
  /// The members each ported parameter type has, by UIKit's type name, with its library name.
  static let interactionParameterMembers: [String: (library: String, members: Set<String>)] = [
    "UIDragSession": ("TableDragSession", ["items", "location", "allowsMoveOperation"]),
    "UIDropSession": ("TableDropSession", ["items", "location", "localDragSession"]),
    "UITableViewDropCoordinator": (
      "TableDropCoordinator", ["destinationIndexPath", "proposal", "session"]
    ),
    "UISpringLoadedInteractionContext": (
      "TableSpringLoadedInteractionContext", ["location", "targetItem"]
    ),
    "UIContextMenuInteractionAnimating": (
      "TableContextMenuInteractionAnimating", ["addAnimations", "addCompletion"]
    ),
    "UIContextMenuInteractionCommitAnimating": (
      "TableContextMenuInteractionAnimating", ["addAnimations", "addCompletion"]
    ),
  ]

  /// The parameters of `node` whose type is one of ``interactionParameterMembers``, by UIKit's
  /// name or the library's (in code ported already), by name, with UIKit's type name.
  static func interactionParametersDeclared(by node: FunctionDeclSyntax) -> [String: String] {
    var libraryNames: [String: String] = [:]
    for (name, ported) in interactionParameterMembers { libraryNames[ported.library] = name }
    var parameters: [String: String] = [:]
    for parameter in node.signature.parameterClause.parameters {
      var type = parameter.type.trimmedDescription.filter { !"()?!".contains($0) }
      if type.hasPrefix("any ") { type = String(type.dropFirst(4)) }
      guard let uikit = interactionParameterMembers[type] != nil ? type : libraryNames[type]
      else { continue }
      parameters[(parameter.secondName ?? parameter.firstName).text] = uikit
    }
    return parameters
  }

  /// Lists a member used on such a parameter that the library's protocol does not have, once
  /// per line.
  func reportInteractionParameterMember(_ node: MemberAccessExprSyntax) {
    let member = node.declName.baseName.text
    guard
      let base = node.base?.as(DeclReferenceExprSyntax.self)
        ?? node.base?.as(OptionalChainingExprSyntax.self)?.expression
        .as(DeclReferenceExprSyntax.self),
      let type = interactionParameters.last?[base.baseName.text],
      let ported = Self.interactionParameterMembers[type],
      !ported.members.contains(member) || isCall(node) && member == "location",
      reportedNames.insert("\(line(of: node)):\(base.baseName.text).").inserted
    else { return }
    let name = base.baseName.text
    let members = ported.members.sorted().map { "'\($0)'" }.joined(separator: ", ")
    report(
      node, .handEdit,
      "'\(name).\(member)' is \(type)'s, and '\(name)' is 'any \(ported.library)' now",
      fix: member == "location"
        ? "read 'location', a TablePoint in the table's coordinates"
        : "use what \(ported.library) has (\(members)), or keep the rest in your own front end",
      fixed: false)
  }

  /// Whether a member access is called (`session.location(in: view)`).
  private func isCall(_ node: MemberAccessExprSyntax) -> Bool {
    node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
  }
}
