import CascadingPortKit
import Testing

/// What porting three applications the tool had never seen found (issue 26): each minimal
/// input as the issue gives it, with the output or the listing a correct port needs.
struct UnseenAppsTests {
  private func port(_ text: String) -> PortResult {
    Porter.port([SourceFile(path: "Page.swift", text: text)])
  }

  /// Each finding as `line: kind`, to compare a whole list at once.
  private func summary(_ found: [Finding]) -> [String] {
    found.map { "\($0.line): \($0.kind.rawValue)" }
  }

  @Test func aCellMadeWithAStyleBecomesATableCellWithItsReuseIdentifier() {
    let result = port(
      """
      import UIKit

      final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
            ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
          return cell
        }
      }
      """)
    let text = result.files[0].text
    #expect(text.contains("    ?? TableCell(reuseIdentifier: \"Cell\")\n"), "\(text)")
    #expect(!text.contains("style:"))
    let cell = result.findings.filter { $0.line == 7 }
    #expect(summary(cell) == ["7: compile error"])
    #expect(cell.first?.isFixedByRewrite == true)
    #expect(cell.first?.message.contains("'.default'") == true)
  }
}
