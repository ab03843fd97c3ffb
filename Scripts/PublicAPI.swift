// Lists the public API of the CascadingTableKit module, one symbol a line, so that a change to
// the API is a visible change to a committed file. It builds the module first (debug, as
// `swift build` does; nothing to do after `./run_tests.sh`'s build) and reads what it built.
//
//   swift Scripts/PublicAPI.swift            # rewrite Documentation/PublicAPI.symbols
//   swift Scripts/PublicAPI.swift --check    # exit 1 naming each added or removed line
//
// The list comes from the module's symbol graph (`swift-symbolgraph-extract`, public and open
// symbols, SPI included and marked): each declared symbol with its access level, declaration and
// the constraints of the extension declaring it; each protocol requirement and default
// implementation marked as such; each conformance and superclass. Members the compiler
// synthesises or a type inherits are left out: they follow from the lines that are there.
// What counts as API, and how to change it, is in Documentation/PublicAPI.md. Run it from the
// repository's root.

import Foundation

let listPath = "Documentation/PublicAPI.symbols"
let moduleName = "CascadingTableKit"

// Conformances the compiler infers for every type: they say nothing about the API.
let inferredConformances: Set<String> = [
  "Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype", "Swift.BitwiseCopyable",
]

/// Fails with a message on standard error.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(1)
}

/// Runs a program found on the `PATH` and returns its standard output, failing when it fails.
func run(_ arguments: [String]) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  let output = Pipe()
  process.standardOutput = output
  do {
    try process.run()
  } catch {
    fail("could not run \(arguments.joined(separator: " ")): \(error)")
  }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self)
  guard process.terminationStatus == 0 else {
    fail("\(arguments.joined(separator: " ")) exited with \(process.terminationStatus):\n\(text)")
  }
  return text
}

// MARK: - The symbol graph

struct SymbolGraph: Decodable {
  var symbols: [Symbol]
  var relationships: [Relationship]
}

struct Symbol: Decodable {
  struct Identifier: Decodable { var precise: String }
  struct Fragment: Decodable { var spelling: String }
  struct Extension: Decodable { var constraints: [Constraint]? }

  var identifier: Identifier
  var pathComponents: [String]
  var declarationFragments: [Fragment]
  var accessLevel: String
  var spi: Bool?
  var swiftExtension: Extension?
}

struct Constraint: Decodable {
  var kind: String
  var lhs: String
  var rhs: String

  var spelled: String { kind == "sameType" ? "\(lhs) == \(rhs)" : "\(lhs): \(rhs)" }
}

struct Relationship: Decodable {
  var kind: String
  var source: String
  var target: String
  var targetFallback: String?
  var swiftConstraints: [Constraint]?
}

/// Builds the module, then extracts its symbol graph into a temporary folder.
func extractSymbolGraph() -> SymbolGraph {
  _ = run(["swift", "build", "--target", moduleName])
  let bin = run(["swift", "build", "--show-bin-path"])
    .trimmingCharacters(in: .whitespacesAndNewlines)
  let modules = "\(bin)/Modules"
  guard FileManager.default.fileExists(atPath: "\(modules)/\(moduleName).swiftmodule") else {
    fail("no \(moduleName) module in \(modules) after building it")
  }
  let target = URL(fileURLWithPath: bin).deletingLastPathComponent().lastPathComponent
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("PublicAPI-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  _ = run([
    "swift-symbolgraph-extract", "-module-name", moduleName, "-I", modules, "-target", target,
    "-minimum-access-level", "public", "-include-spi-symbols", "-output-dir", folder.path,
  ])
  let file = folder.appendingPathComponent("\(moduleName).symbols.json")
  do {
    return try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
  } catch {
    fail("could not read \(file.path): \(error)")
  }
}

// MARK: - The lines

/// One line per declared symbol and per conformance or superclass, sorted.
func apiLines(of graph: SymbolGraph) -> [String] {
  var symbols: [String: Symbol] = [:]
  for symbol in graph.symbols { symbols[symbol.identifier.precise] = symbol }
  var roles: [String: String] = [:]
  for relationship in graph.relationships {
    switch relationship.kind {
    case "requirementOf", "optionalRequirementOf": roles[relationship.source] = "requirement"
    case "defaultImplementationOf": roles[relationship.source] = "default implementation"
    default: break
    }
  }
  func path(_ symbol: Symbol) -> String { symbol.pathComponents.joined(separator: ".") }

  var lines = Set<String>()
  for symbol in graph.symbols where !symbol.identifier.precise.contains("::SYNTHESIZED::") {
    var line = "\(path(symbol)) | "
    if symbol.spi == true { line += "@_spi " }
    line += symbol.accessLevel + " "
    line += symbol.declarationFragments.map(\.spelling).joined()
      .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    if let constraints = symbol.swiftExtension?.constraints, !constraints.isEmpty {
      line += " [extension where \(constraints.map(\.spelled).joined(separator: ", "))]"
    }
    if let role = roles[symbol.identifier.precise] { line += " (\(role))" }
    lines.insert(line)
  }
  for relationship in graph.relationships
  where relationship.kind == "conformsTo" || relationship.kind == "inheritsFrom" {
    guard let source = symbols[relationship.source],
      !source.identifier.precise.contains("::SYNTHESIZED::")
    else { continue }
    let target =
      symbols[relationship.target].map(path) ?? relationship.targetFallback ?? relationship.target
    if inferredConformances.contains(target) { continue }
    var line = "\(path(source)) | "
    line += relationship.kind == "conformsTo" ? "conforms to \(target)" : "inherits from \(target)"
    if let constraints = relationship.swiftConstraints, !constraints.isEmpty {
      line += " where \(constraints.map(\.spelled).joined(separator: ", "))"
    }
    lines.insert(line)
  }
  return lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
}

let header = """
  # The public API of CascadingTableKit: one public or open symbol a line, with its declaration.
  # Generated by Scripts/PublicAPI.swift; do not edit. After changing the API on purpose (see
  # Documentation/PublicAPI.md): swift Scripts/PublicAPI.swift

  """

// MARK: - Writing or checking

let lines = apiLines(of: extractSymbolGraph())
let text = header + lines.joined(separator: "\n") + "\n"

if CommandLine.arguments.dropFirst().contains("--check") {
  let committed = (try? String(contentsOfFile: listPath, encoding: .utf8)) ?? ""
  let committedLines = Set(
    committed.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
  let built = Set(lines)
  let added = built.subtracting(committedLines).sorted()
  let removed = committedLines.subtracting(built).sorted()
  if added.isEmpty && removed.isEmpty {
    print("The public API matches \(listPath) (\(lines.count) lines).")
    exit(0)
  }
  // Every line starts with `error:`, so that run_tests.sh's summary of a failed step shows them.
  print(
    """
    error: the public API differs from \(listPath): \(added.count) line(s) added (+), \
    \(removed.count) removed (-). If the change is meant, follow Documentation/PublicAPI.md \
    (API.md, a doc comment, the catalog's topic group, CHANGELOG.md; never remove API without a \
    major version), then run `swift Scripts/PublicAPI.swift` and commit \(listPath). Otherwise \
    make the symbol internal, or @_spi if another package of the repository needs it.
    """)
  for line in removed { print("error: - \(line)") }
  for line in added { print("error: + \(line)") }
  exit(1)
}

do {
  try text.write(toFile: listPath, atomically: true, encoding: .utf8)
} catch {
  fail("could not write \(listPath): \(error)")
}
print("Wrote \(listPath): \(lines.count) lines.")
