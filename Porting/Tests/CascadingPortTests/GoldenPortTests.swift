import CascadingPortKit
import Foundation
import Testing

/// The tool's output on the golden UIKit inputs, one pair per rewrite, compared with the
/// outputs a person reviewed; those outputs compile against the library as the
/// `PortedGolden` target.
struct GoldenPortTests {
  @Test func eachInputPortsToItsReviewedOutput() throws {
    let inputs = try GoldenFiles.inputs()
    let result = Porter.port(inputs)
    let added = result.files.dropFirst(inputs.count).map { SourceFile(path: $0.path, text: "") }
    #expect(added.map(\.path) == ["TableNib+PortedNibs.swift"])
    for (input, ported) in zip(inputs + added, result.files) {
      let expected = GoldenFiles.expectedOutput(for: input)
      if GoldenFiles.isRecording { try GoldenFiles.write(ported.text, to: expected) }
      #expect(ported.text == GoldenFiles.read(expected), "\(input.path)")
    }
  }

  @Test func checkReportsExactlyTheReviewedFindings() throws {
    let result = Porter.port(try GoldenFiles.inputs())
    let text = result.findings.map(\.description).joined(separator: "\n") + "\n"
    if GoldenFiles.isRecording { try GoldenFiles.write(text, to: GoldenFiles.findings) }
    #expect(text == GoldenFiles.read(GoldenFiles.findings))
  }

  @Test func aSecondRunChangesNothingAndFixesNothing() throws {
    let first = Porter.port(try GoldenFiles.inputs())
    let second = Porter.port(first.files)
    #expect(second.files == first.files)
    #expect(second.findings.filter(\.isFixedByRewrite).isEmpty)
    #expect(
      second.findings.filter { $0.kind == .neverCalled }.map(\.line)
        == first.remaining.filter { $0.kind == .neverCalled }.map(\.line))
  }

  /// `--check` on a correct port finds nothing: the outputs that compile as `PortedGolden`
  /// are finished ports, and a false positive there would fail every CI run. The one finding
  /// is the misspelt method `LegacyNames.swift` keeps to show that it stays reported.
  @Test func checkFindsNothingInTheOutputsThatCompile() throws {
    let folder = GoldenFiles.root.appendingPathComponent("Ported")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { name in
        SourceFile(
          path: name,
          text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
      }
    #expect(files.count >= 10)
    let found = Porter.port(files).findings
    #expect(
      found.map { "\($0.file):\($0.line): \($0.kind.rawValue)" } == [
        "LegacyNames.swift:32: never called"
      ])
    #expect(found.first?.message.contains("'tableView(_:heightForRowAtIndex:)'") == true)
  }

  @Test func everyFileChangesAndEveryUIKitImportIsGone() throws {
    let inputs = try GoldenFiles.inputs()
    let result = Porter.port(inputs)
    for (input, ported) in zip(inputs, result.files) {
      #expect(ported.text != input.text, "\(input.path)")
      #expect(!ported.text.contains("import UIKit"), "\(input.path)")
      #expect(!ported.text.contains("@objc"), "\(input.path)")
    }
  }
}
