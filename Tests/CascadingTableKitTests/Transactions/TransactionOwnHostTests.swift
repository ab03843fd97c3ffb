import CascadingTableKit
import Testing

/// Transactions on a table written by the app (a `TableHost` that is not
/// `HeadlessTableView`): the table reads no counts a transaction could learn from, so every
/// change the tree made since the table was last told must reach it in the batch.
@MainActor
struct TransactionOwnHostTests {
  private func path(_ section: Int, _ row: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  /// The updates a recorded sequence of calls made, in the `TableUpdate` vocabulary.
  private func updates(of calls: [RecordingTableHost.Call]) -> [TableUpdate] {
    calls.compactMap { call -> TableUpdate? in
      switch call {
      case .reloadData: return .reloadData
      case .reloadSections(let sections, _): return .reloadSections(sections)
      case .insertSections(let sections, _): return .insertSections(sections)
      case .deleteSections(let sections, _): return .deleteSections(sections)
      case .moveSection(let source, let destination): return .moveSection(source, to: destination)
      case .reloadRows(let paths, _): return .reloadRows(paths)
      case .insertRows(let paths, _): return .insertRows(paths)
      case .deleteRows(let paths, _): return .deleteRows(paths)
      case .moveRow(let source, let destination): return .moveRow(source, to: destination)
      default: return nil
      }
    }
  }

  /// Issue 23 item 9: sections reordered under the root's `.none` reload mode, then a section
  /// in `.section(animation:)` mode appends a row. The table was sent `reloadSections([1])`
  /// alone and kept the old order; the batch must carry the reorder too.
  @Test(arguments: [false, true])
  func aSectionReloadModeAfterAnUntoldReorderTellsTheTableTheReorder(asksCounts: Bool) {
    let table = RecordingTableHost()
    table.asksDataSourceForCounts = asksCounts
    let tree = TransactionTestTree([[1, 2], [3]], table: table)
    let before = TreeSnapshot(of: tree.root)
    tree.root.childDelegates = [tree.sections[1], tree.sections[0]]
    tree.sections[0].reloadModeOnChildDelegatesChanged = .section(animation: .fade)
    table.resetCalls()
    tree.sections[0].childDelegates.append(IdentifiedRow(id: 4))
    let after = TreeSnapshot(of: tree.root)
    let sent = updates(of: table.calls)
    #expect(!sent.isEmpty)
    #expect(before.applying(sent, target: after) == after, "sent \(sent)")
  }
}
