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
  /// The table protocols, UIKit's and the library's, and the app's own protocols and
  /// typealiases that refine or combine them (`protocol SectionController:
  /// UITableViewDataSource, UITableViewDelegate {}`): conforming to one of them is conforming
  /// by hand to a table protocol.
  private(set) var tableProtocols: Set<String> = TypeRenames.tableProtocols
  /// The nib names the file set registers a class for (`TableNib.register(_:forNibName:)`):
  /// a port finished by hand, whose nibs are no longer reported.
  private(set) var registeredNibNames: Set<String> = []
  /// The names of the optional requirements (`@objc optional func`) the file set's protocols
  /// declare: Swift on Linux has none, so a call with `?(` of one is listed.
  private(set) var optionalRequirements: Set<String> = []
  /// The types that conform to UIKit's `UITableViewDataSource` by hand: UIKit offered their
  /// rows no swipe to delete unless they implemented `commit`.
  private(set) var uikitDataSources: Set<String> = []
  /// The second argument label of each `tableView(_:…)` method a type declares, in its body
  /// or an extension (`commit`, `cellForRowAt`).
  private(set) var tableMethodLabels: [String: Set<String>] = [:]
  /// The properties and methods each class of the file set declares in its body.
  private(set) var memberNames: [String: Set<String>] = [:]
  /// The members the file set's cell classes declare themselves: a cell subclass of the
  /// library may have an `imageView` of its own.
  private(set) var cellMemberNames: Set<String> = []
  /// The types that conform to a table delegate protocol (UIKit's, the library's or the
  /// app's own refinement of one) in some declaration of the file set: their drag and drop
  /// delegate conformances are that one conformance now.
  private(set) var delegateConformers: Set<String> = []

  init(files: [SourceFileSyntax]) {
    let collector = Collector(viewMode: .sourceAccurate)
    for file in files { collector.walk(file) }
    protocols = collector.protocols
    registeredNibNames = collector.registeredNibNames
    optionalRequirements = collector.optionalRequirements
    tableMethodLabels = collector.tableMethodLabels
    memberNames = collector.memberNames
    for (name, inherited) in collector.classInheritance + collector.extensionInheritance
    where inherited.contains("UITableViewDataSource") {
      uikitDataSources.insert(name)
    }
    // Follow the app's protocols and typealiases to the table protocols, to a fixed point.
    var grew = true
    while grew {
      grew = false
      for (name, parents) in collector.refinements where !tableProtocols.contains(name) {
        if parents.contains(where: tableProtocols.contains) {
          tableProtocols.insert(name)
          grew = true
        }
      }
    }
    let known = tableProtocols.union(protocols)
    for (name, inherited) in collector.classInheritance {
      if let first = inherited.first, !known.contains(first) { superclassOf[name] = first }
      if inherited.contains(where: tableProtocols.contains) { handConformers.insert(name) }
    }
    for (name, inherited) in collector.extensionInheritance
    where inherited.contains(where: tableProtocols.contains) {
      handConformers.insert(name)
    }
    let delegateProtocols = tableProtocols.subtracting(TypeRenames.conformancesOfTheDelegate)
      .subtracting([
        "UITableViewDataSource", "TableDataSource", "UITableViewDataSourcePrefetching",
        "TableDataSourcePrefetching",
      ])
    for (name, inherited) in collector.classInheritance + collector.extensionInheritance
    where inherited.contains(where: delegateProtocols.contains) {
      delegateConformers.insert(name)
    }
    for name in superclassOf.keys {
      if inherits(name, from: ["UITableViewCell", "TableCell"]) {
        cellClasses.insert(name)
        cellMemberNames.formUnion(collector.memberNames[name, default: []])
      }
      if inherits(name, from: ["UITableViewHeaderFooterView", "TableHeaderFooterView"]) {
        headerFooterClasses.insert(name)
      }
    }
  }

  /// Whether `name` subclasses one of the library's open delegate classes.
  func isLibrarySubclass(_ name: String) -> Bool {
    inherits(name, from: TypeRenames.libraryClasses)
  }

  /// Whether `name` subclasses `UITableViewController` or its port, `TableViewController`.
  func isTableViewControllerSubclass(_ name: String) -> Bool {
    inherits(name, from: ["UITableViewController", "TableViewController"])
  }

  /// Whether `name` subclasses a view controller of UIKit, directly or through the app's own
  /// base class.
  func isViewControllerSubclass(_ name: String) -> Bool {
    inherits(name, from: ["UIViewController", "UITableViewController", "TableViewController"])
  }

  /// Whether `name` or one of its superclasses declares `tableView(_:<label>…)` for one of
  /// `labels`.
  func declaresTableMethod(_ name: String, withLabelIn labels: Set<String>) -> Bool {
    var current: String? = name
    var seen: Set<String> = []
    while let type = current, seen.insert(type).inserted {
      if !tableMethodLabels[type, default: []].isDisjoint(with: labels) { return true }
      current = superclassOf[type]
    }
    return false
  }

  /// Whether `name` or one of the file set's superclasses of it declares a member `member`:
  /// then a UIKit member of that name is the app's own.
  func declares(_ member: String, in name: String) -> Bool {
    var current: String? = name
    var seen: Set<String> = []
    while let type = current, seen.insert(type).inserted {
      if memberNames[type, default: []].contains(member) { return true }
      current = superclassOf[type]
    }
    return false
  }

  /// Whether `name` subclasses UIKit's `UITableViewController`, directly or not.
  func isUIKitTableViewControllerSubclass(_ name: String) -> Bool {
    inherits(name, from: ["UITableViewController"])
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
  var classInheritance: [(name: String, inherited: [String])] = []
  var extensionInheritance: [(name: String, inherited: [String])] = []
  var protocols: Set<String> = []
  /// What each protocol and typealias of the file set refines or combines.
  var refinements: [String: [String]] = [:]
  var registeredNibNames: Set<String> = []
  var optionalRequirements: Set<String> = []
  var tableMethodLabels: [String: Set<String>] = [:]

  private func recordTableMethods(of type: String, in members: MemberBlockItemListSyntax) {
    for member in members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text == "tableView"
      else { continue }
      let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
      if labels.count > 1 { tableMethodLabels[type, default: []].insert(labels[1]) }
    }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledExpression.trimmedDescription == "TableNib.register",
      let name = node.arguments.first(where: { $0.label?.text == "forNibName" })?.expression
        .as(StringLiteralExprSyntax.self)?.representedLiteralValue
    {
      registeredNibNames.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let hasAssociatedType = node.memberBlock.members.contains {
      $0.decl.is(AssociatedTypeDeclSyntax.self)
    }
    if !hasAssociatedType { protocols.insert(node.name.text) }
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) })
      else { continue }
      optionalRequirements.insert(function.name.text)
    }
    refinements[node.name.text] = names(in: node.inheritanceClause)
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let parts = node.initializer.value.trimmedDescription.split(separator: "&")
    refinements[node.name.text] = parts.map { $0.trimmingWhitespace() }
    return .skipChildren
  }

  /// The properties and methods each class declares in its body.
  var memberNames: [String: Set<String>] = [:]

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    classInheritance.append((node.name.text, names(in: node.inheritanceClause)))
    recordTableMethods(of: node.name.text, in: node.memberBlock.members)
    for member in node.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        memberNames[node.name.text, default: []].insert(function.name.text)
      }
      for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
        memberNames[node.name.text, default: []].insert(binding.pattern.trimmedDescription)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    extensionInheritance.append(
      (node.extendedType.trimmedDescription, names(in: node.inheritanceClause)))
    recordTableMethods(of: node.extendedType.trimmedDescription, in: node.memberBlock.members)
    return .visitChildren
  }

  private func names(in clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
