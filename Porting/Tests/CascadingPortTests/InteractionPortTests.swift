import CascadingPortKit
import Testing

/// The port of API.md §10's surface: context menus and their actions, drag and drop
/// delegates, prefetching, and the scroll-view members of a table's delegate, with the
/// findings a person needs where the library cannot carry what UIKit did. The expected texts
/// are written from UIKit's and the library's declarations (API.md §10), not from the tool.
struct InteractionPortTests {
  private func port(_ text: String) -> PortResult {
    Porter.port([SourceFile(path: "Page.swift", text: text)])
  }

  /// Each finding as `line: kind`, to compare a whole list at once.
  private func summary(_ found: [Finding]) -> [String] {
    found.map { "\($0.line): \($0.kind.rawValue)" }
  }

  // MARK: - Context menus

  @Test func aMenuOfActionsBecomesTheConfigurationsActions() {
    let result = port(
      """
      import UIKit

      final class Row: CascadingBareTableDelegate {
        override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
          let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc"), identifier: UIAction.Identifier("copy")) { _ in }
          let delete = UIAction(title: "Delete", attributes: [.destructive, .disabled], handler: { _ in })
          return UIContextMenuConfiguration(identifier: "row" as NSCopying, previewProvider: nil, actionProvider: { _ in
            return UIMenu(title: "", children: [copy, delete])
          })
        }
      }
      """)
    let text = result.files[0].text
    #expect(
      text.contains(
        #"let copy = TableMenuAction(title: "Copy", identifier: "copy") { _ in }"#), "\(text)")
    #expect(
      text.contains(
        #"let delete = TableMenuAction(title: "Delete", isDestructive: true, isDisabled: true, handler: { _ in })"#
      ), "\(text)")
    #expect(
      text.contains(
        #"return TableContextMenuConfiguration(identifier: "row", actions: [copy, delete])"#),
      "\(text)")
    // The image is dropped and said so; nothing is left for a hand edit.
    #expect(result.remaining.isEmpty, "\(result.remaining)")
    #expect(result.findings.contains { $0.line == 5 && $0.message.contains("'image'") })
    #expect(Porter.check(result.files).isEmpty, "\(Porter.check(result.files))")
  }

  @Test func aMenuTheToolCannotReadIsListedAndLeftAsItWas() {
    let result = port(
      """
      import UIKit

      final class Row: CascadingBareTableDelegate {
        func menu(_ actions: [UIAction]) -> UIContextMenuConfiguration {
          return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
            let all = actions + suggested
            return UIMenu(title: "", children: all)
          }
        }
      }
      """)
    let text = result.files[0].text
    #expect(text.contains("// PORT: a context menu's action provider builds a UIMenu"), "\(text)")
    #expect(text.contains("TableContextMenuConfiguration(identifier: nil, previewProvider: nil)"))
    #expect(result.remaining.contains { $0.line == 5 && $0.message.contains("action provider") })
    #expect(result.remaining.contains { $0.line == 7 && $0.message.contains("'UIMenu'") })
  }

  // MARK: - Drag and drop

  @Test func dragAndDropDelegatesAreOneTableDelegateConformance() {
    let result = port(
      """
      import UIKit

      final class Both: NSObject, UITableViewDragDelegate, UITableViewDropDelegate {
        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] { [] }
      }

      final class Split: NSObject, UITableViewDelegate {}

      extension Split: UITableViewDropDelegate {
        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
      }
      """)
    let text = result.files[0].text
    #expect(text.contains("final class Both: TableDelegate {"), "\(text)")
    #expect(
      text.contains(
        "func tableView(_ tableView: any TableHost, itemsForBeginning session: any TableDragSession, at indexPath: TableIndexPath) -> [TableDragItem]? { [] }"
      ), "\(text)")
    #expect(text.contains("final class Split: TableDelegate {}"), "\(text)")
    #expect(text.contains("extension Split {\n"), "\(text)")
    #expect(result.remaining.isEmpty, "\(result.remaining)")
    #expect(Porter.check(result.files).isEmpty, "\(Porter.check(result.files))")
  }

  @Test func whatUIKitsSessionsAndCoordinatorHaveAndTheLibrarysDoNotIsListed() {
    let result = port(
      """
      import UIKit

      final class Drops: NSObject, UITableViewDropDelegate {
        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
          let path = coordinator.destinationIndexPath
          for item in coordinator.items { print(item, path as Any) }
        }
        func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
          let point = session.location(in: tableView)
          print(point, session.items.count)
          return UITableViewDropProposal(operation: .copy)
        }
        func identifier() -> UIAction.Identifier { UIAction.Identifier("copy") }
      }
      """)
    #expect(summary(result.remaining) == ["6: hand edit", "9: hand edit"], "\(result.remaining)")
    #expect(result.remaining.first?.message.contains("'coordinator.items'") == true)
    #expect(result.remaining.last?.fix.contains("'location', a TablePoint") == true)
    #expect(
      result.files[0].text.contains(#"func identifier() -> String { String("copy") }"#),
      "\(result.files[0].text)")
  }

  @Test func theTablesDragSettingsAreListed() {
    let result = port(
      """
      import UIKit

      final class Page: NSObject, UITableViewDelegate {
        func attach(_ tableView: UITableView) {
          tableView.dragDelegate = self
          tableView.dropDelegate = self
          tableView.dragInteractionEnabled = true
        }
      }
      """)
    #expect(summary(result.remaining) == ["5: hand edit", "6: hand edit", "7: hand edit"])
    #expect(result.remaining[0].fix.contains("'delegate'"), "\(result.remaining)")
    #expect(result.remaining[2].fix.contains("beginDrag"), "\(result.remaining)")
  }

  // MARK: - Prefetching

  @Test func aPrefetchingNodeOverridesAndAPrefetcherConforms() {
    let result = port(
      """
      import UIKit

      class Feed: CascadingSectionTableDelegate, UITableViewDataSourcePrefetching {
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
      }

      final class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
        var prefetcher: UITableViewDataSourcePrefetching?
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
        func attach(_ tableView: UITableView) {
          tableView.prefetchDataSource = self
          tableView.isPrefetchingEnabled = false
        }
      }
      """)
    let text = result.files[0].text
    #expect(text.contains("class Feed: CascadingSectionTableDelegate {"), "\(text)")
    #expect(
      text.contains(
        "override func tableView(_ tableView: any TableHost, prefetchRowsAt indexPaths: [TableIndexPath]) {}"
      ), "\(text)")
    #expect(text.contains("final class Prefetcher: TableDataSourcePrefetching {"), "\(text)")
    #expect(text.contains("var prefetcher: (any TableDataSourcePrefetching)?"), "\(text)")
    #expect(
      text.contains(
        "  func tableView(_ tableView: any TableHost, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]) {}"
      ), "\(text)")
    #expect(text.contains("tableView.prefetchDataSource = self\n"), "\(text)")
    #expect(result.remaining.isEmpty, "\(result.remaining)")
  }

  // MARK: - Scroll view

  @Test func theScrollViewMembersTakeTheTableAnInoutTargetAndAnObjectForZooming() {
    let result = port(
      """
      import UIKit

      final class Paging: NSObject, UITableViewDelegate {
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
          targetContentOffset.pointee.y = max(0, targetContentOffset.pointee.y - 10)
        }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
          let y = scrollView.contentOffset.y
          print(y, scrollView.indexPathsForVisibleRows ?? [])
        }
      }
      """)
    let text = result.files[0].text
    #expect(
      text.contains(
        "func scrollViewWillEndDragging(_ scrollView: any TableHost, withVelocity velocity: TablePoint, targetContentOffset: inout TablePoint) {"
      ), "\(text)")
    #expect(
      text.contains("targetContentOffset.y = max(0, targetContentOffset.y - 10)"), "\(text)")
    #expect(
      text.contains("func viewForZooming(in scrollView: any TableHost) -> AnyObject? { nil }"))
    #expect(
      text.contains(
        "func scrollViewShouldScrollToTop(_ scrollView: any TableHost) -> Bool? { false }"))
    // Only UIScrollView's own geometry is left for a hand edit; TableHost's members compile.
    #expect(summary(result.remaining) == ["10: hand edit"], "\(result.remaining)")
    #expect(result.remaining.first?.fix.contains("HeadlessTableView") == true)
  }

  @Test func aTableDelegatesOwnScrollViewConformanceGoes() {
    let result = port(
      """
      import UIKit

      final class Feed: NSObject, UITableViewDelegate, UIScrollViewDelegate {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
      }
      """)
    let text = result.files[0].text
    #expect(text.contains("final class Feed: TableDelegate {"), "\(text)")
    #expect(result.remaining.isEmpty, "\(result.remaining)")
    #expect(result.findings.contains { $0.line == 3 && $0.fix == "remove 'UIScrollViewDelegate'" })
  }

  @Test func aScrollViewDelegateThatIsNoTableDelegateKeepsUIKitListed() {
    let result = port(
      """
      import UIKit

      final class Pager: NSObject, UIScrollViewDelegate {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
      }
      """)
    #expect(result.files[0].text.contains("scrollViewDidScroll(_ scrollView: UIScrollView)"))
    #expect(result.remaining.contains { $0.line == 4 && $0.message.contains("'UIScrollView'") })
  }

  // MARK: - --check

  @Test func checkFlagsEachNewUIKitNameLeftInAPort() {
    let found = Porter.check([
      SourceFile(
        path: "Page.swift",
        text: """
          import CascadingTableKit

          final class A: TableDelegate, UITableViewDropDelegate {
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            func menu() -> UIMenu? { nil }
            var prefetcher: UITableViewDataSourcePrefetching?
          }
          """)
    ])
    #expect(Set(found.map(\.line)).isSuperset(of: [3, 4, 5, 6]), "\(found)")
  }
}
