import CascadingTableKit
import Foundation
import Testing

/// The `some Sequence<Int>` overloads of the section updates, which let ported code pass
/// Foundation's `IndexSet` (and ranges) where the table takes `[Int]`.
@MainActor
struct TableHostSectionSequenceTests {
  @Test func anIndexSetReloadsExactlyItsSectionsInAscendingOrder() {
    let table = RecordingTableHost()
    var sections = IndexSet(integer: 4)
    sections.insert(1)

    table.reloadSections(sections, with: .fade)

    #expect(table.calls == [.reloadSections([1, 4], .fade)])
  }

  @Test func anIndexSetInsertsItsSections() {
    let table = RecordingTableHost()

    table.insertSections(IndexSet(integersIn: 2..<4), with: .top)

    #expect(table.calls == [.insertSections([2, 3], .top)])
  }

  @Test func aRangeDeletesItsSections() {
    let table = RecordingTableHost()

    table.deleteSections(0...1, with: .bottom)

    #expect(table.calls == [.deleteSections([0, 1], .bottom)])
  }

  @Test func anEmptyIndexSetStillReachesTheTableOnce() {
    let table = RecordingTableHost()

    table.reloadSections(IndexSet(), with: .none)

    #expect(table.calls == [.reloadSections([], .none)])
  }

  @Test func anIndexSetReloadsTheSectionOnAHeadlessTable() {
    let table = HeadlessTableView()
    let section = CascadingSectionTableDelegate(
      childDelegates: [CascadingBareTableDelegate(), CascadingBareTableDelegate()])
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    table.layoutIfNeeded()

    section.childDelegates.removeLast()
    table.reloadSections(IndexSet(integer: 0), with: .automatic)

    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.lastUpdateError == nil)
    #expect(root.childDelegates.count == 1)
  }
}
