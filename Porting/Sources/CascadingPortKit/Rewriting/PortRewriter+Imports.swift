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
    if usesFoundation, !hasFoundation, let position = libraryImportPosition {
      let foundation = CodeBlockItemSyntax(
        item: .decl(DeclSyntax(stringLiteral: "import Foundation").with(\.leadingTrivia, .newline)))
      items.insert(foundation, at: position + 1)
    }
    result.statements = CodeBlockItemListSyntax(items)
    return result
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
