import CascadingPortKit
import Testing

/// The tool bugs the last measurement found (minimal inputs from its notes, issue 26).
struct MeasureBugsTests {
  private func port(_ text: String) -> PortResult {
    Porter.port([SourceFile(path: "Page.swift", text: text)])
  }

  /// Bug 1: a `loadView` that makes the controller's table with a style assigned a new table
  /// to `TableViewController`'s `let tableView` and lost the style.
  @Test func aControllerThatMakesItsOwnTableKeepsTheStyleOnItsTable() {
    let result = port(
      """
      import UIKit

      class Grouped: UITableViewController {
        override func loadView() {
          tableView = UITableView(frame: .zero, style: .grouped)
        }
      }
      """)
    let text = result.files[0].text
    #expect(text.contains("\n    tableView.style = .grouped\n"), "\(text)")
    #expect(!text.contains("HeadlessTableView"), "\(text)")
    let found = result.findings.filter { $0.line == 5 }
    #expect(found.map(\.kind) == [.compileError], "\(result.findings)")
    #expect(found.first?.isFixedByRewrite == true)
  }

  /// Bug 5: `setContentOffset(_:animated:)` on a stored table was not listed.
  @Test func aContentOffsetSetOnTheTableIsListed() {
    let result = port(
      """
      import UIKit

      final class Panel {
        private let tableView: UITableView

        init() {
          tableView = UITableView()
          tableView.allowsSelection = true
          tableView.setContentOffset(.zero, animated: true)
        }
      }
      """)
    let lines = result.remaining.map(\.line)
    #expect(lines == [9], "\(result.remaining)")
    #expect(result.remaining.first?.fix.contains("contentOffset") == true)
  }

  /// Bug 6: a scroll-view delegate method of a table delegate compiled and was never called,
  /// without a word. Since API.md §10 made the scroll-view methods `TableDelegate`'s, the port
  /// makes it the member (the scroll view as `any TableHost`), and a near miss left in ported
  /// code (UIKit's pointer for the target offset) is listed as never called.
  @Test func aScrollViewDelegateMethodBecomesTheTableDelegatesMember() {
    let result = port(
      """
      import UIKit

      final class D: NSObject, UITableViewDelegate {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
      }
      """)
    #expect(
      result.files[0].text.contains("func scrollViewDidScroll(_ scrollView: any TableHost) {}"),
      "\(result.files[0].text)")
    #expect(result.findings.filter { $0.kind == .neverCalled }.isEmpty, "\(result.findings)")
    #expect(Porter.check(result.files).isEmpty, "\(Porter.check(result.files))")
    let nearMiss = Porter.port([
      SourceFile(
        path: "Page.swift",
        text: """
          import CascadingTableKit

          final class D: TableDelegate {
            func scrollViewWillEndDragging(_ scrollView: any TableHost, withVelocity velocity: TablePoint, targetContentOffset: UnsafeMutablePointer<TablePoint>) {}
          }
          """)
    ]).findings
    #expect(nearMiss.map(\.line) == [4], "\(nearMiss)")
    #expect(nearMiss.map(\.kind) == [.neverCalled], "\(nearMiss)")
  }

  /// Bug 2: in a header or footer view subclass, only `UIView` was listed; the bare
  /// `contentView`, `translatesAutoresizingMaskIntoConstraints` and `NSLayoutConstraint` were
  /// not, and none of them compiles on a `TableHeaderFooterView`.
  @Test func aHeaderViewsUIKitMembersAndLayoutAreListed() {
    let result = port(
      """
      import UIKit

      class H: UITableViewHeaderFooterView {
        func setUp() {
          contentView.addSubview(UIView())
          translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([])
        }
      }
      """)
    let lines = Set(result.remaining.map(\.line))
    #expect(lines == [5, 6, 7], "\(result.remaining)")
    let layout = result.remaining.filter { $0.line == 7 }
    #expect(layout.first?.message.contains("'NSLayoutConstraint' is UIKit") == true, "\(layout)")
  }

  /// Bug 4: an `NSCoder` that survives the port (the app's own base class keeps its coder
  /// initialiser) needs Foundation, which `import UIKit` gave; one the port removes does not.
  @Test func anNSCoderThatSurvivesThePortImportsFoundation() {
    let kept = port(
      """
      import UIKit

      class Page: AppBaseController {
        required init?(coder aDecoder: NSCoder) { fatalError() }
      }
      """
    ).files[0].text
    #expect(kept.contains("import CascadingTableKit\nimport Foundation\n"), "\(kept)")
    let removed = port(
      """
      import UIKit

      class Page: UITableViewController {
        required init?(coder aDecoder: NSCoder) { fatalError() }
      }
      """
    ).files[0].text
    #expect(!removed.contains("NSCoder"), "\(removed)")
    #expect(!removed.contains("import Foundation"), "\(removed)")
  }

  /// Bug 3: a UIKit view made in a method (`let button = UIButton(type: .system)`) was listed
  /// where it was made, and its later uses (`button.setTitle(_:for:)`) were not.
  @Test func theUsesOfAUIKitViewMadeInAMethodAreListed() {
    let result = port(
      """
      import UIKit

      final class Toolbar {
        func make() {
          let button = UIButton(type: .system)
          button.setTitle("Done", for: .normal)
          let title = "Done"
          print(title.count)
        }
      }
      """)
    let lines = result.remaining.map(\.line)
    #expect(lines.contains(5), "\(result.remaining)")
    #expect(lines.contains(6), "\(result.remaining)")
    #expect(!lines.contains(8), "\(result.remaining)")
    let use = result.remaining.first { $0.line == 6 }
    #expect(use?.message.contains("'button.setTitle'") == true, "\(String(describing: use))")
  }
}
