import CascadingPortKit
import Foundation
import Testing

/// The command-line half of what porting three unseen applications found (issue 26):
/// `--check` on UIKit code, output files edited by hand, CRLF sources, and output that does
/// not parse.
struct UnseenAppsCommandTests {
  private func scratchFolder() throws -> URL {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("cascading-port-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    return scratch
  }

  @Test func checkFindsAnUnportedFile() throws {
    let scratch = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("Fruit.swift")
    try """
    import UIKit

    class Fruit: UITableViewController {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    var printed: [String] = []

    let status = try PortCommand(arguments: ["--check", file.path]).run { printed.append($0) }

    #expect(status == 1)
    for line in [1, 3, 4, 5] {
      #expect(
        printed.contains { $0.hasPrefix("\(file.path):\(line): ") }, "line \(line): \(printed)")
    }
  }

  @Test func checkFindsAPortNoteLeftInThePort() throws {
    let scratch = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("Settings.swift")
    try """
    import CascadingTableKit

    class Settings: TableViewController {
      convenience init() {
        // PORT: TableViewController has no style
        self.init(index: 0, childDelegates: [])
      }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    var printed: [String] = []

    let status = try PortCommand(arguments: ["--check", file.path]).run { printed.append($0) }

    #expect(status == 1)
    #expect(printed.first?.hasPrefix("\(file.path):5: hand edit: a '// PORT:' note") == true)
  }

  @Test func aFileEditedByHandInTheOutputIsNotOverwritten() throws {
    let scratch = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("Out")
    let input = output.appendingPathComponent("UIKit")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    try "import UIKit\nlet height: CGFloat = 1\n".write(
      to: input.appendingPathComponent("Row.swift"), atomically: true, encoding: .utf8)
    let edited = output.appendingPathComponent("Row.swift")
    let handEdit = "import CascadingTableKit\nlet height: Double = 2 // by hand\n"
    try handEdit.write(to: edited, atomically: true, encoding: .utf8)

    #expect(throws: PortCommandError.outputOverwritesEdits([edited.path])) {
      try PortCommand(arguments: [input.path, "--output", output.path]).run { _ in }
    }
    #expect(try String(contentsOf: edited, encoding: .utf8) == handEdit)

    let status = try PortCommand(arguments: [input.path, "--output", output.path, "--overwrite"])
      .run { _ in }
    #expect(status == 0)
    #expect(
      try String(contentsOf: edited, encoding: .utf8)
        == "import CascadingTableKit\nlet height: Double = 1\n")
    // A file the tool would write unchanged is no hand edit.
    #expect(try PortCommand(arguments: [input.path, "--output", output.path]).run { _ in } == 0)
  }

  @Test func aCRLFSourceCountsItsLinesAndKeepsItsLineEndings() throws {
    let scratch = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let source = """
      import UIKit

      class Greeting: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Hello"
        }
      }

      """
    var summaries: [String] = []
    for (name, text) in [
      ("LF", source), ("CRLF", source.replacingOccurrences(of: "\n", with: "\r\n")),
    ] {
      let folder = scratch.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try text.write(
        to: folder.appendingPathComponent("Greeting.swift"), atomically: true, encoding: .utf8)
      var printed: [String] = []
      _ = try PortCommand(arguments: [
        folder.appendingPathComponent("Greeting.swift").path, "-o",
        scratch.appendingPathComponent("\(name)-out").path,
      ]).run { printed.append($0) }
      let summary = try #require(printed.first { $0.hasPrefix("Ported ") })
      summaries.append(String(summary[summary.range(of: ": ")!.upperBound...]))
    }
    #expect(summaries[0] == summaries[1])
    #expect(!summaries[0].hasPrefix("0 lines"))
    let ported = try Data(
      contentsOf: scratch.appendingPathComponent("CRLF-out/Greeting.swift"))
    let loneLineFeeds = ported.indices.filter { ported[$0] == 0x0A && (ported[$0 - 1] != 0x0D) }
    #expect(loneLineFeeds.isEmpty)
  }

  @Test func outputThatDoesNotParseIsNotWrittenAndNamed() throws {
    let scratch = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    try "import UIKit\n\nclass Broken {\n  func f() {\n    let x = \n}\n".write(
      to: input.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    try "import UIKit\nlet height: CGFloat = 1\n".write(
      to: input.appendingPathComponent("Row.swift"), atomically: true, encoding: .utf8)
    let output = scratch.appendingPathComponent("Out")
    var printed: [String] = []

    let status = try PortCommand(arguments: [input.path, "-o", output.path])
      .run { printed.append($0) }

    #expect(status == 1)
    #expect(
      !FileManager.default.fileExists(atPath: output.appendingPathComponent("Broken.swift").path))
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Row.swift").path))
    #expect(
      printed.contains { $0.contains("Broken.swift:") && $0.contains("does not parse") },
      "\(printed)")
  }
}
