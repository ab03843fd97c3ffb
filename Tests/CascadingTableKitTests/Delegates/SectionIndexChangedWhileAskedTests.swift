import CascadingTableKit
import Testing

/// The section index of a root whose children change while it asks them for their titles (a
/// child editing the tree from inside `sectionIndexTitles(for:)`): the titles and their owners
/// are those of the children as they are when the answer is given, never a mix of the
/// children before and after (issue 27, found by the P5 walk on headers and the section index,
/// walk seed 5,100,002).
@MainActor
struct SectionIndexChangedWhileAskedTests {
  let first = IndexTitledSection(title: "1")
  let moving = IndexTitledSection(title: "3")
  let group = CascadingRootTableDelegate(index: 0, childDelegates: [])
  let root: CascadingRootTableDelegate

  init() {
    root = CascadingRootTableDelegate(index: 0, childDelegates: [first, moving, group])
  }

  /// The second section moves itself into the (empty) group of sections after it while asked:
  /// the group then holds it, and it is asked again there. Its title is in the index once.
  @Test func aSectionMovingItselfIntoALaterGroupWhileAskedIsIndexedOnce() {
    let host = RecordingTableHost()
    moving.whenAsked = { [self] in
      root.childDelegates.remove(at: 1)
      group.childDelegates = [moving]
    }
    #expect(root.sectionIndexTitles(for: host) == ["1", "3"])
    // Each title leads to the section its owner now fills; no position past them leads anywhere.
    #expect(root.tableView(host, sectionForSectionIndexTitle: "1", at: 0) == 0)
    #expect(root.tableView(host, sectionForSectionIndexTitle: "3", at: 1) == 1)
    #expect(root.tableView(host, sectionForSectionIndexTitle: "3", at: 2) == nil)
  }

  /// The same move made by a transaction while the table asks for the titles after applying
  /// a batch that changed sections: the table keeps the index of the tree as it is.
  @Test func aTableAskingWhileAMoveIsMadeFromTheCallKeepsTheIndexOfTheTree() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 160))
    var errors: [TableUpdateError] = []
    table.updateErrorHandler = { errors.append($0) }
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    #expect(table.sectionIndexTitles == ["1", "3"])
    moving.whenAsked = { [self] in
      root.performUpdates {
        root.childDelegates.removeAll { $0 === moving }
        group.childDelegates = [moving]
      }
    }
    root.performUpdates {
      root.childDelegates.insert(IndexTitledSection(title: "0"), at: 0)
    }
    table.layoutIfNeeded()
    #expect(errors.isEmpty, "\(errors)")
    #expect(table.numberOfSections == 3)
    #expect(table.sectionIndexTitles == ["0", "1", "3"])
    #expect(table.tapSectionIndexTitle(at: 2) == 2)
  }

  /// A section after a group of sections empties the group while asked (an edit a level
  /// below the root, whose own children stay the same): the titles gathered from the group
  /// before are gone, and the root asked right after answers the index and the sections of
  /// the tree as it is (walks3's note: the root kept the owners of the pass that changed).
  @Test func aSectionEmptyingAnEarlierGroupWhileAskedLeavesTheIndexOfTheTreeAsItIs() {
    let host = RecordingTableHost()
    let grouped = IndexTitledSection(title: "2")
    group.childDelegates = [grouped]
    root.childDelegates = [first, group, moving]
    moving.whenAsked = { [self] in
      group.childDelegates = []
    }
    // The section index of the tree as it is: "1" then "3" (the group holds nothing now).
    #expect(root.sectionIndexTitles(for: host) == ["1", "3"])
    #expect(root.tableView(host, sectionForSectionIndexTitle: "1", at: 0) == 0)
    #expect(root.tableView(host, sectionForSectionIndexTitle: "3", at: 1) == 1)
    #expect(root.tableView(host, sectionForSectionIndexTitle: "3", at: 2) == nil)
  }
}
