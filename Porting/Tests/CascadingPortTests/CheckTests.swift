import CascadingPortKit
import Testing

/// What `--check` finds: every method that compiles and is never called, in UIKit code and in
/// code already ported by hand.
struct CheckTests {
  private func findings(_ text: String) -> [Finding] {
    Porter.port([SourceFile(path: "Page.swift", text: text)]).findings
  }

  @Test func aHandPortedConformerReturningDoubleIsNeverCalled() {
    let found = findings(
      """
      import CascadingTableKit

      final class Header: CascadingTableDelegate {
        var index = 0
        var childDelegates: [any CascadingTableDelegate] = []
        weak var parentDelegate: (any CascadingTableDelegate)?
        init(index: Int, childDelegates: [any CascadingTableDelegate]) {}
        func prepare(tableView: any TableHost) {}
        func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell { TableCell() }
        func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double { 52 }
        func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath) -> Bool? { true }
      }
      """)
    #expect(summary(found) == ["11: never called"])
    #expect(found.first?.message.contains("'Double?'") == true)
  }

  @Test func aMisspeltTableMethodIsReportedWithTheNearestRequirement() throws {
    let found = findings(
      """
      import CascadingTableKit

      final class Row: CascadingBareTableDelegate {
        func tableView(_ tableView: any TableHost, didSelectRowWith indexPath: TableIndexPath) {}
        func tableView(_ tableView: any TableHost, heigthForRowAt indexPath: TableIndexPath) -> Double? { 1 }
        func refresh(_ tableView: any TableHost) {}
      }
      """)
    #expect(summary(found) == ["4: never called", "5: never called"])
    let fixes = found.map(\.fix)
    #expect(fixes[1] == "did you mean 'tableView(_:heightForRowAt:)'?")
  }

  @Test func anOldNameInAConformerDeclaredByExtensionElsewhereIsFound() {
    let result = Porter.port([
      SourceFile(path: "A.swift", text: "class Rows: NSObject {\n  var count = 2\n}\n"),
      SourceFile(
        path: "B.swift",
        text: """
          import UIKit

          extension Rows: UITableViewDataSource {
            func numberOfSectionsInTableView(_ tableView: UITableView) -> Int { 1 }
          }
          """),
    ])
    #expect(result.findings.map(\.file) == ["A.swift", "B.swift"])
    #expect(result.findings.map(\.line) == [1, 4])
    #expect(result.findings.map(\.kind) == [.compileError, .neverCalled])
    #expect(result.files[0].text == "class Rows {\n  var count = 2\n}\n")
    #expect(result.files[1].text.contains("func numberOfSections(in tableView: any TableHost)"))
  }

  @Test func aCurrentlyPortedFileHasNoFindings() {
    let found = findings(
      """
      import CascadingTableKit

      final class Row: CascadingBareTableDelegate {
        override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? { 44 }
        override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {}
      }
      """)
    #expect(found.isEmpty)
  }

  @Test func usingAnAnswerThatBecameOptionalNeedsAHandEdit() {
    let found = findings(
      """
      import UIKit

      class Row: CascadingBareTableDelegate {
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
          return super.tableView(tableView, heightForRowAt: indexPath) + 10
        }
      }
      """)
    #expect(found.filter { !$0.isFixedByRewrite }.map(\.line) == [5])
  }

  @Test func aRowDelegateWithItsOwnInitialiserIsToldAboutTheRequiredOne() {
    let found = findings(
      """
      import CascadingTableKit

      final class Row: CascadingBareTableDelegate {
        let title: String
        init(title: String) {
          self.title = title
          super.init(index: 0, childDelegates: [])
        }
      }
      """)
    #expect(summary(found) == ["5: hand edit"])
    #expect(found.first?.fix.contains("required init(index: Int") == true)
  }

  @Test func aFileThatDoesNotParseGetsTheParsersDiagnosticsAsFindings() {
    let found = findings(
      """
      import UIKit

      class Broken: CascadingBareTableDelegate {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          return 1
      """)
    let parser = found.filter { $0.message.hasPrefix("the file does not parse") }
    #expect(!parser.isEmpty)
    #expect(parser.allSatisfy { $0.kind == .handEdit && $0.line >= 3 })
  }

  @Test func answersAlreadyUnwrappedOrPassedOnAreNotReported() {
    let found = findings(
      """
      import CascadingTableKit

      final class Router: CascadingBareTableDelegate {
        var rows: [any CascadingTableDelegate] = []
        override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
          let estimate = rows[0].tableView(tableView, estimatedHeightForRowAt: indexPath) ?? 44
          if let height = rows[0].tableView(tableView, heightForRowAt: indexPath) { return height + estimate }
          guard rows[0].tableView(tableView, canEditRowAt: indexPath) != nil else { return nil }
          return (rows[0].tableView(tableView, heightForRowAt: indexPath))
        }
      }
      """)
    #expect(found.isEmpty, "\(found)")
  }

  @Test func everyDroppedAttributeIsReported() {
    let found = findings(
      """
      import UIKit

      @objcMembers class Panel: NSObject {
        @IBInspectable var radius: CGFloat = 2
        @objc dynamic var count = 0
        @IBAction func close(_ sender: Any) {}
      }
      """)
    #expect(
      summary(found) == [
        "3: compile error", "4: hand edit", "5: compile error", "5: compile error", "6: hand edit",
      ])
  }

  @Test func aCellsOwnMemberIsNotReportedAsUIKits() {
    let found = findings(
      """
      import CascadingTableKit

      final class PhotoCell: TableCell {
        var imageView: String?
      }

      final class Photos: CascadingBareTableDelegate {
        override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
          (cell as? PhotoCell)?.imageView = "sunset"
          return cell
        }

        override func tableView(_ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath) {
          cell.layer.cornerRadius = 2
        }
      }
      """)
    #expect(summary(found) == ["15: hand edit"])
    #expect(found.first?.message.hasPrefix("'cell.layer' is a UIKit view member") == true)
  }

  /// Each finding as `line: kind`, to compare a whole list at once.
  private func summary(_ found: [Finding]) -> [String] {
    found.map { "\($0.line): \($0.kind.rawValue)" }
  }
}
