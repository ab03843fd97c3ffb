import SwiftSyntax

/// What the tool knows about the types of the whole file set before it rewrites any file: a
/// method in one file may override a library method because of a class declared in another.
struct TypeIndex: Sendable {
  /// Each class's superclass, when the class names one first in its inheritance clause.
  private(set) var superclassOf: [String: String] = [:]
  /// Types that conform by hand to a table protocol, in their declaration or an extension.
  private(set) var handConformers: Set<String> = []
  /// The protocols the file set declares without an associated type: spelled `any P` where
  /// they are used as a type, as the library's are.
  private(set) var protocols: Set<String> = []
  /// Classes that inherit, directly or not, from UIKit's `UITableViewCell`.
  private(set) var cellClasses: Set<String> = []
  /// Classes that inherit from `UITableViewHeaderFooterView`.
  private(set) var headerFooterClasses: Set<String> = []

  init(files: [SourceFileSyntax]) {
    let collector = Collector(viewMode: .sourceAccurate)
    for file in files { collector.walk(file) }
    superclassOf = collector.superclassOf
    handConformers = collector.conformers
    protocols = collector.protocols
    for name in superclassOf.keys {
      if inherits(name, from: ["UITableViewCell", "TableCell"]) { cellClasses.insert(name) }
      if inherits(name, from: ["UITableViewHeaderFooterView", "TableHeaderFooterView"]) {
        headerFooterClasses.insert(name)
      }
    }
  }

  /// Whether `name` subclasses one of the library's open delegate classes.
  func isLibrarySubclass(_ name: String) -> Bool {
    inherits(name, from: TypeRenames.libraryClasses)
  }

  /// Whether `name` is a table delegate: a library subclass or a hand-written conformer.
  func isTableType(_ name: String) -> Bool {
    isLibrarySubclass(name) || handConformers.contains(name)
      || superclassOf[name].map(handConformers.contains) == true
  }

  private func inherits(_ name: String, from roots: Set<String>) -> Bool {
    var current = superclassOf[name]
    var seen: Set<String> = [name]
    while let type = current, seen.insert(type).inserted {
      if roots.contains(type) { return true }
      current = superclassOf[type]
    }
    return false
  }
}

private final class Collector: SyntaxVisitor {
  var superclassOf: [String: String] = [:]
  var conformers: Set<String> = []
  var protocols: Set<String> = []

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let hasAssociatedType = node.memberBlock.members.contains {
      $0.decl.is(AssociatedTypeDeclSyntax.self)
    }
    if !hasAssociatedType { protocols.insert(node.name.text) }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    if let first = inherited.first, !TypeRenames.tableProtocols.contains(first) {
      superclassOf[name] = first
    }
    if inherited.contains(where: TypeRenames.tableProtocols.contains) { conformers.insert(name) }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    if inherited.contains(where: TypeRenames.tableProtocols.contains) {
      conformers.insert(node.extendedType.trimmedDescription)
    }
    return .visitChildren
  }
}
