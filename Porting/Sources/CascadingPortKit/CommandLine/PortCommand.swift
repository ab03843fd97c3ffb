import Foundation

/// `cascading-port`'s command line: which files to port, where to write them, and whether only
/// to check.
public struct PortCommand: Equatable, Sendable {
  /// The files and folders given.
  public var inputs: [String]
  /// Where the ported files go, or `nil` with `--check`.
  public var output: String?
  /// Whether only to report.
  public var checkOnly: Bool

  /// The usage line.
  public static let usage = """
    usage: cascading-port <files or folders>... --output <folder>
           cascading-port --check <files or folders>...

    Rewrites UIKit table-delegate sources for CascadingTableKit into <folder>, then lists,
    as file:line:, what it could not port and the fix to apply. --check writes nothing and
    lists everything it would change or cannot port, including methods that compile but are
    never called; it exits 1 when it finds anything.
    """

  /// Parses the arguments after the program's name.
  /// - Throws: A message for the user when the arguments make no command.
  public init(arguments: [String]) throws(PortCommandError) {
    var inputs: [String] = []
    var output: String?
    var checkOnly = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--check": checkOnly = true
      case "--output", "-o":
        guard let folder = remaining.popFirst() else { throw .missingOutputFolder }
        output = folder
      case "--help", "-h": throw .helpRequested
      default:
        if argument.hasPrefix("-") { throw .unknownOption(argument) }
        inputs.append(argument)
      }
    }
    if inputs.isEmpty { throw .noInputs }
    if !checkOnly && output == nil { throw .missingOutputFolder }
    self.inputs = inputs
    self.output = output
    self.checkOnly = checkOnly
  }

  /// Runs the command, printing to `print`, and returns the exit status.
  public func run(print: (String) -> Void = { Swift.print($0) }) throws -> Int32 {
    let found = try Self.sourceFiles(in: inputs)
    let files = try found.map { entry in
      SourceFile(path: entry.path, text: try String(contentsOfFile: entry.path, encoding: .utf8))
    }
    let result = Porter.port(files)
    if checkOnly {
      for finding in result.findings { print(finding.description) }
      let neverCalled = result.findings.filter { $0.kind == .neverCalled }.count
      print(
        "\(result.findings.count) findings in \(files.count) files, "
          + "\(neverCalled) of them methods that would never be called.")
      return result.findings.isEmpty ? 0 : 1
    }
    let outputFolder = URL(fileURLWithPath: output ?? ".")
    let relativePaths = found.map(\.relativePath) + result.files.dropFirst(found.count).map(\.path)
    for (relativePath, ported) in zip(relativePaths, result.files) {
      let destination = outputFolder.appendingPathComponent(relativePath)
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ported.text.write(to: destination, atomically: true, encoding: .utf8)
    }
    for finding in result.remaining { print(finding.description) }
    let fixed = result.findings.count - result.remaining.count
    print(
      "Ported \(files.count) files into \(outputFolder.path): \(fixed) fixes applied, "
        + "\(result.remaining.count) places left for a hand edit (listed above).")
    return 0
  }

  /// The Swift files given: each file as given, and each folder's `.swift` files, recursively,
  /// in path order, with the path under the folder kept for the output.
  static func sourceFiles(in inputs: [String]) throws -> [(path: String, relativePath: String)] {
    var result: [(path: String, relativePath: String)] = []
    for input in inputs {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
        throw PortCommandError.noSuchFile(input)
      }
      guard isFolder.boolValue else {
        result.append((input, URL(fileURLWithPath: input).lastPathComponent))
        continue
      }
      let paths = (FileManager.default.subpaths(atPath: input) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
      let base = input.hasSuffix("/") ? input : input + "/"
      result += paths.map { (base + $0, $0) }
    }
    return result
  }
}

/// Why the command line makes no command.
public enum PortCommandError: Error, Equatable, CustomStringConvertible {
  case noInputs
  case missingOutputFolder
  case unknownOption(String)
  case noSuchFile(String)
  case helpRequested

  /// The message for the user.
  public var description: String {
    switch self {
    case .noInputs: "no file or folder to port"
    case .missingOutputFolder: "--output <folder> is required unless --check is given"
    case .unknownOption(let option): "unknown option \(option)"
    case .noSuchFile(let path): "no such file or folder: \(path)"
    case .helpRequested: ""
    }
  }
}
