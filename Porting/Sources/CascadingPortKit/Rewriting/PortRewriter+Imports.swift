import SwiftSyntax

/// Imports: UIKit's becomes the library's, and frameworks Linux does not have go.
extension PortRewriter {
  /// Apple frameworks whose import cannot compile on Linux; the port removes it.
  static let notOnLinux: Set<String> = ["MapKit", "CoreLocation", "CoreGraphics", "QuartzCore"]

  func port(_ node: ImportDeclSyntax) -> DeclSyntax {
    let module = node.path.trimmedDescription
    if ["UIKit", "CascadingTableDelegate"].contains(module) {
      return DeclSyntax(stringLiteral: "import CascadingTableKit")
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
    if Self.notOnLinux.contains(module) {
      report(
        node, .compileError, "'\(module)' is not on Linux, so the import cannot compile",
        fix: "remove it, and replace the code that uses it (listed)", fixed: true)
    }
    if module == "Foundation" { usesFoundation = true }
    return super.visit(node)
  }

  func port(_ node: SourceFileSyntax) -> SourceFileSyntax {
    var result = super.visit(node)
    var seen: Set<String> = []
    var items: [CodeBlockItemSyntax] = []
    var hasFoundation = false
    var libraryImportPosition: Int?
    var carriedComments: Trivia?
    for var item in result.statements {
      if let carried = carriedComments {
        item = item.with(
          \.leadingTrivia,
          carried + Trivia(pieces: Array(item.leadingTrivia.drop { $0.isNewlinePiece })))
        carriedComments = nil
      }
      if let importDecl = item.item.as(ImportDeclSyntax.self) {
        let module = importDecl.path.trimmedDescription
        if Self.notOnLinux.contains(module) {
          if item.leadingTrivia.contains(where: \.isComment) {
            carriedComments = item.leadingTrivia
          }
          continue
        }
        guard seen.insert(module).inserted else { continue }
        if module == "Foundation" { hasFoundation = true }
        if module == "CascadingTableKit" { libraryImportPosition = items.count }
      }
      items.append(item)
    }
    if libraryImportPosition == nil, namesRenamedTableType(node) {
      libraryImportPosition = addingLibraryImport(to: &items, in: node)
    }
    // Foundation names the rewrite keeps count where they survive it: a coder initialiser the
    // port removes (a `TableViewController` subclass's) needs no Foundation.
    if result.tokens(viewMode: .sourceAccurate).contains(where: {
      Self.foundationNamesWhereKept.contains($0.text)
    }) {
      usesFoundation = true
    }
    if usesFoundation, !hasFoundation, let position = libraryImportPosition {
      let foundation = CodeBlockItemSyntax(
        item: .decl(DeclSyntax(stringLiteral: "import Foundation").with(\.leadingTrivia, .newline)))
      items.insert(foundation, at: position + 1)
    }
    result.statements = CodeBlockItemListSyntax(items)
    return result
  }
}

extension PortRewriter {
  /// Foundation names that need `import Foundation` only when the ported file still has them.
  static let foundationNamesWhereKept: Set<String> = ["NSCoder"]

  /// The UIKit and Foundation names the port renames to one of the library's.
  static let renamedToLibrary: Set<String> = Set(TypeRenames.plain.keys)
    .subtracting(["CGFloat"]).union(["UITableView", "UITableViewAutomaticDimension"])

  /// Whether the original file names a type the port renames to the library's: then the
  /// ported file needs `import CascadingTableKit`, even when it got UIKit through another
  /// module and had no `import UIKit` to replace.
  func namesRenamedTableType(_ node: SourceFileSyntax) -> Bool {
    firstRenamedTableType(in: node) != nil
  }

  /// The first token of the original file naming a type the port renames to the library's.
  func firstRenamedTableType(in node: SourceFileSyntax) -> TokenSyntax? {
    node.tokens(viewMode: .sourceAccurate).first { token in
      if case .identifier(let name) = token.tokenKind {
        return Self.renamedToLibrary.contains(name)
      }
      return false
    }
  }

  /// Inserts `import CascadingTableKit` after the file's last import, or first, and returns
  /// its position.
  func addingLibraryImport(
    to items: inout [CodeBlockItemSyntax], in node: SourceFileSyntax
  ) -> Int {
    let lastImport = items.lastIndex { $0.item.is(ImportDeclSyntax.self) }
    let position = lastImport.map { $0 + 1 } ?? 0
    var leading: Trivia = .newline
    if lastImport == nil, let first = items.first {
      leading = first.leadingTrivia
      items[0] = first.with(\.leadingTrivia, .newlines(2))
    }
    if let anchor = firstRenamedTableType(in: node) {
      report(
        anchor, .compileError,
        "the file names UIKit's '\(anchor.text)' without importing UIKit (another module brings "
          + "it), so it had no import to replace: the tool added 'import CascadingTableKit'",
        fix: "keep the import", fixed: true)
    }
    let library = CodeBlockItemSyntax(
      item: .decl(
        DeclSyntax(stringLiteral: "import CascadingTableKit").with(\.leadingTrivia, leading)))
    items.insert(library, at: position)
    return position
  }
}

extension TriviaPiece {
  fileprivate var isNewlinePiece: Bool {
    switch self {
    case .newlines, .carriageReturnLineFeeds, .carriageReturns: true
    default: false
    }
  }
}
