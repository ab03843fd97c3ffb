import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
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
  /// The ported files, in the order they were given, then any file the tool added (the nib
  /// registrations).
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
    var nibs: [String: String] = [:]
    for (file, tree) in zip(files, trees) {
      let rewriter = PortRewriter(index: index, fileName: file.path, tree: tree)
      rewritten.append(rewriter.visit(tree))
      findings += parserFindings(in: tree, of: file).filter { finding in
        !(rewriter.repairedLines.contains(finding.line)
          && finding.message.contains("function type"))
      }
      findings += rewriter.findings
      nibs.merge(rewriter.nibClasses) { first, _ in first }
    }
    let moved = ExtensionMover(index: index).moving(in: rewritten)
    var ported = zip(files, moved).map { file, tree in
      SourceFile(path: file.path, text: LineEndings.matching(file.text, tree.description))
    }
    let alreadyAdded = files.contains {
      $0.text.contains("func \(NibRegistrations.functionName)()")
    }
    if !nibs.isEmpty && !alreadyAdded {
      ported.append(
        SourceFile(
          path: NibRegistrations.fileName,
          text: NibRegistrations.source(for: nibs)))
      findings.append(
        Finding(
          file: NibRegistrations.fileName, line: 6, kind: .handEdit,
          message: "nothing calls 'TableNib.\(NibRegistrations.functionName)()' yet, which makes "
            + "what \(nibs.count) nibs made",
          fix: "call it once at start-up, before a table loads", isFixedByRewrite: false))
    }
    let order = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1.path, $0) })
    // Sorted by file and line, and on one line in the order found.
    findings = findings.enumerated().sorted { lhs, rhs in
      (order[lhs.element.file] ?? .max, lhs.element.line, lhs.offset)
        < (order[rhs.element.file] ?? .max, rhs.element.line, rhs.offset)
    }.map(\.element)
    return PortResult(files: ported, findings: findings)
  }

  /// What `--check` reports: the port's findings, and what shows a file is not ported yet
  /// (an import of UIKit, UIKit's table types in a signature), which the port would rename.
  /// - Parameter files: The sources.
  /// - Returns: The findings, sorted by file and line.
  public static func check(_ files: [SourceFile]) -> [Finding] {
    let found = port(files).findings
    let leftovers = files.flatMap { file in
      UIKitLeftoverFinder.findings(in: Parser.parse(source: file.text), fileName: file.path)
    }
    let order = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1.path, $0) })
    return (found + leftovers).enumerated().sorted { lhs, rhs in
      (order[lhs.element.file] ?? .max, lhs.element.line, lhs.offset)
        < (order[rhs.element.file] ?? .max, rhs.element.line, rhs.offset)
    }.map(\.element)
  }

  /// What does not parse in files the tool would write, one finding per syntax error with
  /// the file's path and the line: the tool never writes such a file.
  /// - Parameter files: Ported files.
  /// - Returns: The syntax errors, in file order; empty when every file parses.
  public static func syntaxErrors(in files: [SourceFile]) -> [Finding] {
    files.flatMap { file in
      parserFindings(in: Parser.parse(source: file.text), of: file).map { finding in
        var error = finding
        error.message =
          "the ported file does not parse: "
          + finding.message.dropFirst(
            "the file does not parse: ".count)
        error.fix =
          "the tool did not write it; port what it needs by hand, and report the tool's output as a bug"
        return error
      }
    }
  }

  /// The parser's diagnostics for a file that does not parse: the tool ports what it could
  /// read, and the rest needs a look.
  private static func parserFindings(in tree: SourceFileSyntax, of file: SourceFile)
    -> [Finding]
  {
    guard tree.hasError else { return [] }
    let converter = SourceLocationConverter(fileName: file.path, tree: tree)
    return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
      Finding(
        file: file.path, line: diagnostic.location(converter: converter).line, kind: .handEdit,
        message: "the file does not parse: \(diagnostic.message)",
        fix: "fix the source so that it compiles in Xcode, then port it again",
        isFixedByRewrite: false)
    }
  }
}
