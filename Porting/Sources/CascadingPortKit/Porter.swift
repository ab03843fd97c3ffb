import SwiftParser
import SwiftSyntax

/// A source file, as read or as ported.
public struct SourceFile: Hashable, Sendable {
  /// The path it was read from, as given.
  public var path: String
  /// Its text.
  public var text: String

  /// Creates a source file from its path and text.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// What porting a file set gives: the ported files and the findings.
public struct PortResult: Sendable {
  /// The ported files, in the order they were given.
  public var files: [SourceFile]
  /// Everything reported, by file and line.
  public var findings: [Finding]

  /// The findings a rewrite leaves for a hand edit.
  public var remaining: [Finding] { findings.filter { !$0.isFixedByRewrite } }
}

/// Ports UIKit table-delegate sources to CascadingTableKit.
public enum Porter {
  /// Ports a file set: the files are rewritten together, because a method in one file may
  /// override a library method through a class declared in another.
  /// - Parameter files: The sources.
  /// - Returns: The ported sources and the findings, sorted by file and line.
  public static func port(_ files: [SourceFile]) -> PortResult {
    let trees = files.map { Parser.parse(source: $0.text) }
    let index = TypeIndex(files: trees)
    var findings: [Finding] = []
    var rewritten: [SourceFileSyntax] = []
    for (file, tree) in zip(files, trees) {
      let rewriter = PortRewriter(index: index, fileName: file.path, tree: tree)
      rewritten.append(rewriter.visit(tree))
      findings += rewriter.findings
    }
    let moved = ExtensionMover(index: index).moving(in: rewritten)
    let ported = zip(files, moved).map { file, tree in
      SourceFile(path: file.path, text: tree.description)
    }
    let order = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1.path, $0) })
    findings.sort { lhs, rhs in
      (order[lhs.file] ?? 0, lhs.line) < (order[rhs.file] ?? 0, rhs.line)
    }
    return PortResult(files: ported, findings: findings)
  }
}
