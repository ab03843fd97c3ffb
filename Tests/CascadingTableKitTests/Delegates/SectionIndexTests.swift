import CascadingTableKit
import Testing

/// The aggregated section index: titles in child order, each owned by the child that gave it.
@MainActor
struct SectionIndexTests {
  let table = RecordingTableHost()
  let letters = CompleteDelegateStub(name: "letters")
  let silent = CompleteDelegateStub(name: "silent")
  let digits = CompleteDelegateStub(name: "digits")
  let root: CascadingRootTableDelegate

  init() {
    letters.sectionIndexTitles = ["A", "B"]
    digits.sectionIndexTitles = ["1"]
    root = CascadingRootTableDelegate(index: 0, childDelegates: [letters, silent, digits])
  }

  @Test func theTitlesAreEveryChildsTitlesInChildOrder() {
    #expect(root.sectionIndexTitles(for: table) == ["A", "B", "1"])
    for child in [letters, silent, digits] {
      #expect(child.calls == [.sectionIndexTitles(tableID(table))])
    }
  }

  @Test func theTitlesAreNilWhenNoChildAnswers() {
    letters.sectionIndexTitles = nil
    digits.sectionIndexTitles = nil
    #expect(root.sectionIndexTitles(for: table) == nil)
    #expect(
      CascadingRootTableDelegate(index: 0, childDelegates: []).sectionIndexTitles(for: table) == nil
    )
  }

  @Test func aTitleGoesToItsOwnerWithItsPositionAmongThatOwnersTitles() {
    _ = root.sectionIndexTitles(for: table)
    digits.sectionForSectionIndexTitle = 9
    letters.sectionForSectionIndexTitle = 8
    #expect(root.tableView(table, sectionForSectionIndexTitle: "1", at: 2) == 9)
    #expect(root.tableView(table, sectionForSectionIndexTitle: "B", at: 1) == 8)
    #expect(digits.calls.last == .sectionForSectionIndexTitle(tableID(table), "1", 0))
    #expect(letters.calls.last == .sectionForSectionIndexTitle(tableID(table), "B", 1))
    #expect(silent.calls == [.sectionIndexTitles(tableID(table))])
  }

  @Test func anOwnerAnsweringNilLeadsToItsOwnSection() {
    _ = root.sectionIndexTitles(for: table)
    #expect(root.tableView(table, sectionForSectionIndexTitle: "1", at: 2) == 2)
    #expect(root.tableView(table, sectionForSectionIndexTitle: "A", at: 0) == 0)
  }

  @Test func aTitleCanBeLookedUpBeforeTheTitlesWereAskedFor() {
    digits.sectionForSectionIndexTitle = 9
    #expect(root.tableView(table, sectionForSectionIndexTitle: "1", at: 2) == 9)
    #expect(digits.calls.last == .sectionForSectionIndexTitle(tableID(table), "1", 0))
  }

  @Test(arguments: [3, 99, -1, Int.min])
  func aTitlePositionNoChildOwnsLeadsNowhere(position: Int) {
    _ = root.sectionIndexTitles(for: table)
    #expect(root.tableView(table, sectionForSectionIndexTitle: "?", at: position) == nil)
    for child in [letters, silent, digits] {
      #expect(child.calls == [.sectionIndexTitles(tableID(table))])
    }
  }

  @Test func changingTheChildrenChangesWhoOwnsEachTitle() {
    _ = root.sectionIndexTitles(for: table)
    root.childDelegates = [digits, letters]
    #expect(root.tableView(table, sectionForSectionIndexTitle: "1", at: 0) == 0)
    #expect(root.tableView(table, sectionForSectionIndexTitle: "A", at: 1) == 1)
    #expect(digits.calls.last == .sectionForSectionIndexTitle(tableID(table), "1", 0))
    #expect(letters.calls.last == .sectionForSectionIndexTitle(tableID(table), "A", 0))
  }

  @Test func aRowModeNodeHasNoSectionIndexAndAsksNoChild() {
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [letters, digits])
    #expect(section.sectionIndexTitles(for: table) == nil)
    #expect(section.tableView(table, sectionForSectionIndexTitle: "A", at: 0) == nil)
    #expect(letters.calls.isEmpty && digits.calls.isEmpty)
  }
}
