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
  /// Whether `--output` may be a folder the inputs are in, overwriting them (`--in-place`).
  public var inPlace: Bool
  /// Whether files in `--output` that differ from their port, which may hold edits by hand,
  /// are replaced (`--overwrite`); without it the command refuses and writes nothing.
  public var overwrite: Bool

  /// The usage line.
  public static let usage = """
    usage: cascading-port <files or folders>... --output <folder> [--in-place] [--overwrite]
           cascading-port --check <files or folders>...

    Rewrites UIKit table-delegate sources for CascadingTableKit into <folder>, then lists,
    as file:line:, what it could not port and the fix to apply. It refuses to write over its
    inputs (an <folder> that holds one of them) unless --in-place is given, and to replace
    a file in <folder> that differs from its port (it may hold edits by hand) unless
    --overwrite is given; either way it then writes nothing. --check writes
    nothing and lists everything it would change or cannot port, including methods that
    compile but are never called; it exits 1 when it finds anything, 0 on a finished port.

    Build the ported target with .defaultIsolation(MainActor.self) in its swiftSettings, so
    that the app's own types are main-actor code, as UIKit code was.
    """

  /// Parses the arguments after the program's name.
  /// - Throws: A message for the user when the arguments make no command.
  public init(arguments: [String]) throws(PortCommandError) {
    var inputs: [String] = []
    var output: String?
    var checkOnly = false
    var inPlace = false
    var overwrite = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--check": checkOnly = true
      case "--in-place": inPlace = true
      case "--overwrite": overwrite = true
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
    self.inPlace = inPlace
    self.overwrite = overwrite
  }

  /// Runs the command, printing to `print`, and returns the exit status.
  public func run(print: (String) -> Void = { Swift.print($0) }) throws -> Int32 {
    let found = try Self.sourceFiles(in: inputs)
    if !checkOnly && !inPlace, let output {
      let folder = Self.standardized(output)
      if let input = found.first(where: {
        Self.standardized(URL(fileURLWithPath: $0.path).deletingLastPathComponent().path)
          == folder
          || Self.standardized(
            URL(fileURLWithPath: folder).appendingPathComponent($0.relativePath).path)
            == Self.standardized($0.path)
      }) {
        throw PortCommandError.outputOverwritesInput(input.path)
      }
    }
    var files: [SourceFile] = []
    var kept: [(path: String, relativePath: String)] = []
    var unreadable: [Finding] = []
    for entry in found {
      guard let data = FileManager.default.contents(atPath: entry.path),
        let text = String(data: data, encoding: .utf8)
      else {
        unreadable.append(
          Finding(
            file: entry.path, line: 1, kind: .handEdit,
            message: "the file is not UTF-8 text, so it was not ported",
            fix: "save it as UTF-8 and port it again", isFixedByRewrite: false))
        continue
      }
      files.append(SourceFile(path: entry.path, text: text))
      kept.append(entry)
    }
    if checkOnly {
      let findings = unreadable + Porter.check(files)
      for finding in findings { print(finding.description) }
      let neverCalled = findings.filter { $0.kind == .neverCalled }.count
      print(
        "\(findings.count) findings in \(found.count) files, "
          + "\(neverCalled) of them methods that would never be called.")
      return findings.isEmpty ? 0 : 1
    }
    let result = Porter.port(files)
    let findings = unreadable + result.findings
    let outputFolder = URL(fileURLWithPath: output ?? ".")
    let relativePaths = kept.map(\.relativePath) + result.files.dropFirst(kept.count).map(\.path)
    if !overwrite && !inPlace {
      let edited = zip(relativePaths, result.files).compactMap {
        relativePath, ported -> String? in
        let destination = outputFolder.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: destination.path) else { return nil }
        return String(decoding: data, as: UTF8.self) == ported.text ? nil : destination.path
      }
      if !edited.isEmpty { throw PortCommandError.outputOverwritesEdits(edited) }
    }
    var changedFiles = 0
    var changedLines = 0
    var notes = 0
    // The tool never writes a file that does not parse: it names it and exits 1.
    var syntaxErrors: [Finding] = []
    var unwrittenInputs = 0
    for (position, (relativePath, ported)) in zip(relativePaths, result.files).enumerated() {
      let destination = outputFolder.appendingPathComponent(relativePath)
      let errors = Porter.syntaxErrors(in: [SourceFile(path: destination.path, text: ported.text)])
      guard errors.isEmpty else {
        syntaxErrors += errors
        if position < files.count { unwrittenInputs += 1 }
        continue
      }
      let before = position < files.count ? files[position].text : ""
      notes +=
        ported.text.components(separatedBy: PortNote.prefix).count
        - before.components(separatedBy: PortNote.prefix).count
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ported.text.write(to: destination, atomically: true, encoding: .utf8)
      let lines = LineChanges.count(from: before, to: ported.text)
      if lines > 0 { changedFiles += 1 }
      changedLines += lines
    }
    let remaining = unreadable + result.remaining
    for finding in remaining { print(finding.description) }
    for error in syntaxErrors { print(error.description) }
    let fixed = findings.count - remaining.count
    print(
      "Ported \(files.count - unwrittenInputs) of \(found.count) files into \(outputFolder.path): "
        + "\(changedLines) lines changed in \(changedFiles) files; \(fixed) findings "
        + "fixed by the rewrite, \(remaining.count) places left for a hand edit (listed above)"
        + (notes > 0 ? ", \(notes) of them marked '// PORT:' in the output." : "."))
    if !syntaxErrors.isEmpty {
      let unwritten = Set(syntaxErrors.map(\.file)).count
      print(
        "Not written: \(unwritten) files whose port does not parse (listed above); "
          + "the output folder holds none of them.")
    }
    print(
      "Build the ported target with '.defaultIsolation(MainActor.self)' in its "
        + "swiftSettings: the app's own types are then main-actor code, as UIKit code was.")
    return syntaxErrors.isEmpty ? 0 : 1
  }

  private static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
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
  /// No file or folder was given.
  case noInputs
  /// Porting needs `--output`.
  case missingOutputFolder
  /// An option the command does not know.
  case unknownOption(String)
  /// A given path that does not exist.
  case noSuchFile(String)
  /// `--output` holds this input, which the port would overwrite, and `--in-place` was not
  /// given.
  case outputOverwritesInput(String)
  /// `--output` holds these files with a text other than the port's (edits by hand, or an
  /// older port), and `--overwrite` was not given.
  case outputOverwritesEdits([String])
  /// `--help`: print the usage.
  case helpRequested

  /// The message for the user.
  public var description: String {
    switch self {
    case .noInputs: "no file or folder to port"
    case .missingOutputFolder: "--output <folder> is required unless --check is given"
    case .unknownOption(let option): "unknown option \(option)"
    case .noSuchFile(let path): "no such file or folder: \(path)"
    case .outputOverwritesInput(let path):
      "--output would write over the input \(path); name another folder, or give --in-place "
        + "to replace the UIKit sources"
    case .outputOverwritesEdits(let paths):
      "--output holds files that differ from their port, which may hold edits by hand: "
        + paths.joined(separator: ", ") + "; give --overwrite to replace them"
    case .helpRequested: ""
    }
  }
}
