import CascadingTableKit
import Testing

/// The protocol-extension defaults a hand-written conformer gets: "not answered" everywhere,
/// except the three methods whose UIKit answer is not optional.
@MainActor
struct ProtocolDefaultsTests {
  let table = RecordingTableHost()
  let conformer = BareDelegateStub()
  let path = TableIndexPath(row: 2, section: 1)

  @Test func valueMethodsAnswerNil() {
    #expect(conformer.tableView(table, canEditRowAt: path) == nil)
    #expect(conformer.tableView(table, heightForRowAt: path) == nil)
    #expect(conformer.tableView(table, heightForHeaderInSection: 1) == nil)
    #expect(conformer.tableView(table, estimatedHeightForRowAt: path) == nil)
    #expect(conformer.tableView(table, shouldHighlightRowAt: path) == nil)
    #expect(conformer.tableView(table, editingStyleForRowAt: path) == nil)
    #expect(conformer.tableView(table, indentationLevelForRowAt: path) == nil)
    #expect(conformer.tableView(table, canFocusRowAt: path) == nil)
    #expect(conformer.tableView(table, shouldUpdateFocusIn: focusContext(to: path)) == nil)
    #expect(conformer.sectionIndexTitles(for: table) == nil)
    #expect(conformer.indexPathForPreferredFocusedView(in: table) == nil)
  }

  @Test func selectionPassesThePathAndAMoveKeepsTheProposedPath() {
    #expect(conformer.tableView(table, willSelectRowAt: path) == path)
    #expect(conformer.tableView(table, willDeselectRowAt: path) == path)
    let proposed = TableIndexPath(row: 0, section: 3)
    #expect(
      conformer.tableView(
        table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: proposed)
        == proposed)
  }

  @Test func aDataSourceHasOneSectionByDefault() {
    #expect(conformer.numberOfSections(in: table) == 1)
    #expect(conformer.calls.isEmpty)
  }

  @Test func aHostWithExactlyTheRequiredMembersCanBeAttached() {
    let root = CascadingRootTableDelegate(childDelegates: [conformer], tableView: table)
    #expect(table.dataSource === root)
    #expect(conformer.calls == [.prepare(tableID(table))])
  }

  @Test func aNodeIsItsOwnIdentityAndOnlyItsOwnContent() {
    let other = BareDelegateStub()
    #expect(conformer.differenceIdentifier == AnyHashable(ObjectIdentifier(conformer)))
    #expect(conformer.differenceIdentifier != other.differenceIdentifier)
    #expect(conformer.isContentEqual(to: conformer))
    #expect(!conformer.isContentEqual(to: other))
  }

  @Test(arguments: OverridingClass.allCases)
  func everyOpenClassIsItsOwnIdentityByDefault(_ kind: OverridingClass) {
    let node = kind.makePlain()
    let other = kind.makePlain()
    #expect(node.differenceIdentifier == AnyHashable(ObjectIdentifier(node)))
    #expect(node.isContentEqual(to: node))
    #expect(!node.isContentEqual(to: other))
  }

  @Test func aHostWithoutReconfigurationReloadsTheRowsWithoutAnimation() {
    let rows = [TableIndexPath(row: 0, section: 1), TableIndexPath(row: 2, section: 1)]
    table.reconfigureRows(at: rows)
    #expect(table.calls == [.reloadRows(rows, .none)])
  }
}
