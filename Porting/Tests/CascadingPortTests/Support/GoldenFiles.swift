import CascadingPortKit
import Foundation

/// The golden files under `Porting/Tests/Golden`: UIKit inputs, the ported outputs that
/// compile (the `PortedGolden` target), the ported outputs that still need a hand edit, and
/// the findings `--check` prints for the inputs.
enum GoldenFiles {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Outputs that keep UIKit code a person must replace, so they are not compiled.
  static let handEditOutputs: Set<String> = [
    "ReviewsPage.swift", "HandEditsReported.swift", "UnseenApps.swift",
    "InteractionsReported.swift",
  ]

  /// The UIKit inputs, named `UIKit/<file>` as the findings show them.
  static func inputs() throws -> [SourceFile] {
    let folder = root.appendingPathComponent("UIKit")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try names.map { name in
      SourceFile(
        path: "UIKit/\(name)",
        text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
  }

  /// Where the expected output of an input lives.
  static func expectedOutput(for input: SourceFile) -> URL {
    let name = URL(fileURLWithPath: input.path).lastPathComponent
    let folder =
      handEditOutputs.contains(name)
      ? "PortedWithHandEditsLeft"
      : "Ported"
    return root.appendingPathComponent(folder).appendingPathComponent(name)
  }

  static let findings = root.appendingPathComponent("Findings.txt")

  /// Whether to write the goldens instead of comparing (`CASCADING_PORT_RECORD=1`), after a
  /// deliberate change to the tool; review the diff before committing.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["CASCADING_PORT_RECORD"] == "1"
  }

  static func read(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
