import SwiftSyntax

/// Moves the overriding methods of a library subclass out of its extensions and into its class
/// body, across the file set: Swift cannot override a method declared in an extension, which
/// the Objective-C runtime allowed for `@objc` methods.
struct ExtensionMover {
  let index: TypeIndex

  /// The files with the methods moved, in the same order.
  func moving(in files: [SourceFileSyntax]) -> [SourceFileSyntax] {
    let remover = Remover(index: index)
    let stripped = files.map { remover.rewrite($0).cast(SourceFileSyntax.self) }
    guard !remover.moved.isEmpty else { return files }
    let inserter = Inserter(moved: remover.moved)
    return stripped.map { inserter.rewrite($0).cast(SourceFileSyntax.self) }
  }
}

/// Removes the overriding methods from extensions of library subclasses, and the extensions
/// left empty.
private final class Remover: SyntaxRewriter {
  let index: TypeIndex
  var moved: [String: [MemberBlockItemSyntax]] = [:]

  init(index: TypeIndex) {
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    var items: [CodeBlockItemSyntax] = []
    for item in node {
      guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else {
        items.append(item)
        continue
      }
      let name = extensionDecl.extendedType.trimmedDescription
      guard index.isLibrarySubclass(name) else {
        items.append(item)
        continue
      }
      var kept: [MemberBlockItemSyntax] = []
      for member in extensionDecl.memberBlock.members {
        if let function = member.decl.as(FunctionDeclSyntax.self),
          function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
        {
          moved[name, default: []].append(member)
        } else {
          kept.append(member)
        }
      }
      guard kept.count != extensionDecl.memberBlock.members.count else {
        items.append(item)
        continue
      }
      if kept.isEmpty && extensionDecl.inheritanceClause == nil { continue }
      if let first = kept.first, first.id != extensionDecl.memberBlock.members.first?.id {
        let comments = first.leadingTrivia.drop { $0.isNewline }
        kept[0] = first.with(\.leadingTrivia, .newline + Trivia(pieces: Array(comments)))
      }
      let block = extensionDecl.memberBlock.with(\.members, MemberBlockItemListSyntax(kept))
      items.append(item.with(\.item, .decl(DeclSyntax(extensionDecl.with(\.memberBlock, block)))))
    }
    return CodeBlockItemListSyntax(items)
  }
}

/// Appends the moved methods to their class bodies.
private final class Inserter: SyntaxRewriter {
  let moved: [String: [MemberBlockItemSyntax]]

  init(moved: [String: [MemberBlockItemSyntax]]) {
    self.moved = moved
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
    guard let members = moved[node.name.text] else { return super.visit(node) }
    var all = Array(node.memberBlock.members)
    for member in members {
      var leading = member.leadingTrivia
      let newlines = leading.prefix { $0.isNewline }.reduce(0) { count, piece in
        if case .newlines(let n) = piece { return count + n }
        return count + 1
      }
      if newlines < 2 && !all.isEmpty { leading = .newline + leading }
      all.append(member.with(\.leadingTrivia, leading))
    }
    return DeclSyntax(node.with(\.memberBlock.members, MemberBlockItemListSyntax(all)))
  }
}

extension TriviaPiece {
  fileprivate var isNewline: Bool {
    if case .newlines = self { return true }
    if case .carriageReturnLineFeeds = self { return true }
    return false
  }
}
