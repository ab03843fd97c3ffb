import CascadingPortKit
import Foundation
import Testing

/// `cascading-port`'s command line: parsing, writing the output folder, and `--check`'s exit
/// status.
struct PortCommandTests {
  @Test func theOutputFolderIsRequiredUnlessChecking() throws {
    #expect(throws: PortCommandError.missingOutputFolder) {
      try PortCommand(arguments: ["Sources"])
    }
    let check = try PortCommand(arguments: ["--check", "A.swift", "B"])
    #expect(check.inputs == ["A.swift", "B"] && check.checkOnly && check.output == nil)
    #expect(throws: PortCommandError.unknownOption("--fast")) {
      try PortCommand(arguments: ["--fast", "A.swift", "-o", "out"])
    }
    #expect(throws: PortCommandError.noInputs) { try PortCommand(arguments: ["--check"]) }
  }

  @Test func portingAFolderWritesEachFileUnderTheSameRelativePath() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("cascading-port-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: input.appendingPathComponent("Rows"), withIntermediateDirectories: true)
    try "import UIKit\nlet height: CGFloat = 1\n".write(
      to: input.appendingPathComponent("Rows/Row.swift"), atomically: true, encoding: .utf8)
    try "notes".write(
      to: input.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let output = scratch.appendingPathComponent("Ported")
    var printed: [String] = []

    let status = try PortCommand(arguments: [input.path, "--output", output.path])
      .run { printed.append($0) }

    #expect(status == 0)
    let ported = try String(
      contentsOf: output.appendingPathComponent("Rows/Row.swift"), encoding: .utf8)
    #expect(ported == "import CascadingTableKit\nlet height: Double = 1\n")
    #expect(
      !FileManager.default.fileExists(atPath: output.appendingPathComponent("README.md").path))
    let summary = try #require(printed.dropLast().last)
    #expect(summary.hasPrefix("Ported 1 of 1 files into"))
    #expect(summary.contains(": 2 lines changed in 1 files;"), "\(summary)")
    #expect(printed.last?.contains(".defaultIsolation(MainActor.self)") == true)
  }

  @Test func anOutputFolderHoldingAnInputIsRefusedUnlessInPlace() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("cascading-port-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let file = scratch.appendingPathComponent("Row.swift")
    let uikit = "import UIKit\nlet height: CGFloat = 1\n"
    try uikit.write(to: file, atomically: true, encoding: .utf8)

    for arguments in [[scratch.path, "-o", scratch.path + "/"], [file.path, "-o", scratch.path]] {
      #expect(throws: PortCommandError.outputOverwritesInput(file.path)) {
        try PortCommand(arguments: arguments).run { _ in }
      }
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == uikit)

    let status = try PortCommand(arguments: [file.path, "-o", scratch.path, "--in-place"])
      .run { _ in }
    #expect(status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8).contains("Double"))
  }

  @Test func aFileThatIsNotUTF8IsNamedAndSkippedAndTheRestPorted() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("cascading-port-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(
      to: input.appendingPathComponent("Latin.swift"))
    try "import UIKit\n".write(
      to: input.appendingPathComponent("Row.swift"), atomically: true, encoding: .utf8)
    var printed: [String] = []

    let status = try PortCommand(arguments: [
      input.path, "-o", scratch.appendingPathComponent("Out").path,
    ])
    .run { printed.append($0) }

    #expect(status == 0)
    #expect(
      printed.first
        == "\(input.path)/Latin.swift:1: hand edit: the file is not UTF-8 text, so it was not ported; fix: save it as UTF-8 and port it again"
    )
    #expect(printed.contains { $0.hasPrefix("Ported 1 of 2 files") })
    #expect(
      FileManager.default.fileExists(
        atPath: scratch.appendingPathComponent("Out/Row.swift").path))
  }

  @Test func checkExitsOneOnAnyFindingAndZeroOnACleanFile() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("cascading-port-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let old = scratch.appendingPathComponent("Old.swift")
    try """
    class Row: CascadingBareTableDelegate {
      func tableView(_ tableView: UITableView, didSelectRowAtIndexPath indexPath: IndexPath) {}
    }
    """.write(to: old, atomically: true, encoding: .utf8)
    let clean = scratch.appendingPathComponent("Clean.swift")
    try "import CascadingTableKit\n".write(to: clean, atomically: true, encoding: .utf8)
    var printed: [String] = []

    let failing = try PortCommand(arguments: ["--check", old.path]).run { printed.append($0) }
    let passing = try PortCommand(arguments: ["--check", clean.path]).run { _ in }

    #expect(failing == 1 && passing == 0)
    #expect(printed.first?.hasPrefix("\(old.path):2: never called:") == true)
    #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("Ported").path))
  }
}
