import SwiftSyntax

/// Finds what shows a file is not ported yet, for `--check`: an import of UIKit, UIKit's
/// table types named in a signature or an inheritance clause, which the port renames, and the
/// `// PORT:` notes the tool wrote that are still there.
///
/// The port's own findings list only what it cannot port or what would never be called; these
/// are the renames, so that `--check` on an unported file never passes.
final class UIKitLeftoverFinder: SyntaxVisitor {
  /// The names that count in any signature: UIKit's table types.
  static let tableTypes: Set<String> = Set(
    TypeRenames.plain.keys.filter { $0.hasPrefix("UI") }
  ).union(["UITableView", "UIScrollView", "UIScrollViewDelegate", "UIMenu"])
  /// Foundation and Core Graphics names the port renames in a table method's signature.
  static let tableMethodTypes: Set<String> = ["IndexPath", "NSIndexPath", "CGFloat"]

  private let fileName: String
  private let converter: SourceLocationConverter
  private var reportedLines: Set<Int> = []
  private(set) var findings: [Finding] = []

  private init(fileName: String, tree: SourceFileSyntax) {
    self.fileName = fileName
    converter = SourceLocationConverter(fileName: fileName, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  /// The leftovers in one parsed file, one finding per line.
  static func findings(in tree: SourceFileSyntax, fileName: String) -> [Finding] {
    let finder = UIKitLeftoverFinder(fileName: fileName, tree: tree)
    finder.walk(tree)
    return finder.findings
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let module = node.path.trimmedDescription
    if ["UIKit", "CascadingTableDelegate"].contains(module) {
      add(
        node, "the file still imports \(module): it is not ported",
        fix: "port it: the tool replaces the import with 'import CascadingTableKit'")
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind {
    let function = node.parent?.as(FunctionDeclSyntax.self)
    let isTableMethod =
      function?.signature.parameterClause.parameters.first.map { parameter in
        ["UITableView", "UITableView!", "UITableView?", "any TableHost", "TableHost"].contains(
          parameter.type.trimmedDescription)
      } == true
    report(names: node, alsoTableMethodTypes: isTableMethod)
    return .visitChildren
  }

  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
    report(names: node, alsoTableMethodTypes: false)
    return .visitChildren
  }

  override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind {
    // A stored or local property's type: its `UITableView` still names UIKit.
    if node.parent?.is(PatternBindingSyntax.self) == true {
      report(names: node, alsoTableMethodTypes: false)
    }
    return .visitChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    var position = token.position
    for piece in token.leadingTrivia {
      if case .lineComment(let text) = piece, text.hasPrefix(PortNote.prefix) {
        let line = converter.location(for: position).line
        if reportedLines.insert(line).inserted {
          findings.append(
            Finding(
              file: fileName, line: line, kind: .handEdit,
              message: "a '// PORT:' note the tool wrote is still here: "
                + text.dropFirst(PortNote.prefix.count),
              fix: "make the change it asks for (or decide that none is needed), then remove it",
              isFixedByRewrite: false))
        }
      }
      position += piece.sourceLength
    }
    return .visitChildren
  }

  private func report(names node: some SyntaxProtocol, alsoTableMethodTypes: Bool) {
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        token.parent?.is(IdentifierTypeSyntax.self) == true
          || token.parent?.is(MemberTypeSyntax.self) == true,
        Self.tableTypes.contains(name)
          || alsoTableMethodTypes && Self.tableMethodTypes.contains(name)
      else { continue }
      add(
        token, "'\(name)' is UIKit's table type, named in a signature: the file is not ported",
        fix: "port it: the tool renames it to the library's type")
    }
  }

  private func add(_ node: some SyntaxProtocol, _ message: String, fix: String) {
    let line = node.startLocation(converter: converter).line
    guard reportedLines.insert(line).inserted else { return }
    findings.append(
      Finding(
        file: fileName, line: line, kind: .compileError, message: message, fix: fix,
        isFixedByRewrite: true))
  }
}
