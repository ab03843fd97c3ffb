import CascadingTableKit
import Testing

/// A tree whose nodes show empty states (API.md §11), drawn by hand (the independent model):
///
///     section 0 (plain): row "first"
///     section 1: children fill no slot (an empty group, a block of span 0) -> "sectionEmpty" (span 2)
///     section 2: "row0" | group (no children) -> "groupEmpty" (span 1) | "row2"
///     sections 3-4: a group of sections with no children -> "sectionsEmpty" (a block of 2 sections)
@MainActor
struct EmptyStateFixture {
  let table = RecordingTableHost()
  let journal = CallJournal()
  let root: CascadingRootTableDelegate
  let emptySection: CascadingSectionTableDelegate
  let emptyGroup: CascadingSectionTableDelegate
  let zeroGroup: CascadingSectionTableDelegate
  let sectionGroup: CascadingRootTableDelegate
  let stubs: [String: CompleteDelegateStub]

  /// The owner of each row of sections 1 and 2.
  static let rowOwners: [(TableIndexPath, String)] = [
    (TableIndexPath(row: 0, section: 1), "sectionEmpty"),
    (TableIndexPath(row: 1, section: 1), "sectionEmpty"),
    (TableIndexPath(row: 0, section: 2), "row0"),
    (TableIndexPath(row: 1, section: 2), "groupEmpty"),
    (TableIndexPath(row: 2, section: 2), "row2"),
  ]

  init() {
    var stubs: [String: CompleteDelegateStub] = [:]
    for (name, span) in [
      ("first", 1), ("zero", 0), ("sectionEmpty", 2), ("row0", 1), ("groupEmpty", 1),
      ("row2", 1), ("sectionsEmpty", 2),
    ] {
      let stub = CompleteDelegateStub(name: name, journal: journal)
      stub.span = span
      stubs[name] = stub
    }
    zeroGroup = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    emptySection = CascadingSectionTableDelegate(
      index: 0, childDelegates: [zeroGroup, stubs["zero"]!])
    emptySection.emptyStateDelegate = stubs["sectionEmpty"]
    emptyGroup = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    emptyGroup.emptyStateDelegate = stubs["groupEmpty"]
    let third = CascadingSectionTableDelegate(
      index: 0, childDelegates: [stubs["row0"]!, emptyGroup, stubs["row2"]!])
    sectionGroup = CascadingRootTableDelegate(index: 0, childDelegates: [])
    sectionGroup.emptyStateDelegate = stubs["sectionsEmpty"]
    let plain = CascadingSectionTableDelegate(index: 0, childDelegates: [stubs["first"]!])
    root = CascadingRootTableDelegate(
      index: 0, childDelegates: [plain, emptySection, third, sectionGroup])
    self.stubs = stubs
  }
}

@MainActor
struct EmptyStateRoutingTests {
  let fixture = EmptyStateFixture()

  @Test(arguments: RoutedMethod.rowScoped)
  func everyRowCallReachesTheEmptyStateFillingTheRowWithTheIndexPathUnchanged(
    _ method: RoutedMethod
  ) throws {
    for (path, owner) in EmptyStateFixture.rowOwners {
      fixture.journal.reset()
      let arguments = CallArguments()
      let stub = try #require(fixture.stubs[owner])
      let answer = method.invoke(fixture.root, fixture.table, path, arguments)
      #expect(answer == method.childAnswer(stub), "\(path)")
      let expected = method.expectedCall(tableID(fixture.table), path, arguments)
      #expect(fixture.journal.entries == [.init(node: owner, call: expected)], "\(path)")
    }
  }

  @Test(arguments: RoutedMethod.all)
  func everyCallAboutAnEmptyGroupOfSectionsReachesItsEmptyState(_ method: RoutedMethod) {
    for section in [3, 4] {
      fixture.journal.reset()
      let path = TableIndexPath(row: 1, section: section)
      let arguments = CallArguments()
      let answer = method.invoke(fixture.root, fixture.table, path, arguments)
      #expect(answer == method.childAnswer(fixture.stubs["sectionsEmpty"]!), "\(section)")
      let expected = method.expectedCall(tableID(fixture.table), path, arguments)
      #expect(fixture.journal.entries == [.init(node: "sectionsEmpty", call: expected)])
    }
  }

  @Test(arguments: RoutedMethod.rowScoped)
  func aRowPastTheEmptyStateGetsTheDefaultAndReachesNobody(_ method: RoutedMethod) {
    for path in [
      TableIndexPath(row: 2, section: 1), TableIndexPath(row: -1, section: 1),
      TableIndexPath(row: 3, section: 2), TableIndexPath(row: 0, section: 5),
    ] {
      #expect(
        method.invoke(fixture.root, fixture.table, path, CallArguments())
          == method.defaultAnswer(path), "\(path)")
    }
    #expect(fixture.journal.entries.isEmpty)
  }

  @Test func countsSpansAndRangesCountTheEmptyStates() {
    #expect(fixture.root.numberOfSections(in: fixture.table) == 5)
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 1) == 2)
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 2) == 3)
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 3) == 7)
    #expect(fixture.emptyGroup.span == 1)
    #expect(fixture.zeroGroup.span == 0)
    #expect(fixture.sectionGroup.span == 2)
    #expect(fixture.sectionGroup.tableRange == 3..<5)
    let ranges: [String: Range<Int>] = [
      "sectionEmpty": 0..<2, "groupEmpty": 1..<2, "row2": 2..<3, "sectionsEmpty": 3..<5,
    ]
    for (name, range) in ranges {
      #expect(fixture.stubs[name]!.tableRange == range, "\(name)")
    }
  }

  @Test func anEmptyStateIsLinkedAtIndexZeroAndIsNoChild() {
    let emptyState = fixture.stubs["sectionEmpty"]!
    #expect(emptyState.index == 0)
    #expect(emptyState.parentDelegate === fixture.emptySection)
    #expect(fixture.emptySection.childDelegates.count == 2)
    #expect(fixture.emptySection.emptyStateDelegate === emptyState)
  }

  @Test func aChildFillingASlotHidesTheEmptyStateWhichKeepsItsParent() {
    let emptyState = fixture.stubs["groupEmpty"]!
    let added = CompleteDelegateStub(name: "added", journal: fixture.journal)
    added.span = 2
    fixture.emptyGroup.childDelegates = [added]
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 2) == 4)
    #expect(emptyState.tableRange == 1..<1)
    #expect(added.tableRange == 1..<3)
    #expect(emptyState.parentDelegate === fixture.emptyGroup)
    for row in 0..<4 {
      fixture.root.tableView(fixture.table, didSelectRowAt: TableIndexPath(row: row, section: 2))
    }
    #expect(fixture.journal.entries.map(\.node) == ["row0", "added", "added", "row2"])
    fixture.emptyGroup.childDelegates = []
    #expect(emptyState.tableRange == 1..<2)
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 2) == 3)
  }

  @Test func aNestedEmptyStateFillsItsGroupSoTheSectionIsNotEmpty() {
    let inner = CompleteDelegateStub(name: "inner", journal: fixture.journal)
    fixture.zeroGroup.emptyStateDelegate = inner
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 1) == 1)
    #expect(inner.tableRange == 0..<1)
    #expect(fixture.stubs["sectionEmpty"]!.tableRange == 0..<0)
    fixture.root.tableView(fixture.table, didSelectRowAt: TableIndexPath(row: 0, section: 1))
    #expect(fixture.journal.entries.map(\.node) == ["inner"])
    fixture.zeroGroup.emptyStateDelegate = nil
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 1) == 2)
  }

  @Test func anEmptyStateOfSpanZeroFillsNothing() {
    fixture.stubs["sectionEmpty"]!.span = 0
    fixture.emptySection.emptyStateDelegate = nil
    fixture.emptySection.emptyStateDelegate = fixture.stubs["sectionEmpty"]
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 1) == 0)
    fixture.root.tableView(fixture.table, didSelectRowAt: TableIndexPath(row: 0, section: 1))
    #expect(fixture.journal.entries.isEmpty)
  }

  @Test func anEmptyStateThatIsAGroupFillsItsChildrensRows() {
    let rows = (0..<3).map { CompleteDelegateStub(name: "e\($0)", journal: fixture.journal) }
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
    fixture.emptySection.emptyStateDelegate = group
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 1) == 3)
    #expect(group.span == 3)
    #expect(rows.map(\.tableRange) == [0..<1, 1..<2, 2..<3])
    for row in 0..<3 {
      fixture.root.tableView(fixture.table, didSelectRowAt: TableIndexPath(row: row, section: 1))
    }
    #expect(fixture.journal.entries.map(\.node) == ["e0", "e1", "e2"])
  }

  @Test func aNodeHoldingTheNodeIsRefusedAsItsEmptyState() {
    fixture.emptyGroup.emptyStateDelegate = fixture.root
    #expect(fixture.emptyGroup.emptyStateDelegate === fixture.stubs["groupEmpty"])
    fixture.emptyGroup.emptyStateDelegate = fixture.emptyGroup
    #expect(fixture.emptyGroup.emptyStateDelegate === fixture.stubs["groupEmpty"])
  }

  @Test func tableWideCallsReachAnEmptyStateOnScreen() throws {
    let method = try #require(RoutedMethod.everyMethod.first { $0.name == "scrollViewDidScroll" })
    fixture.table.visibleRows = [
      TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 1),
      TableIndexPath(row: 1, section: 2), TableIndexPath(row: 0, section: 3),
    ]
    let arguments = CallArguments()
    let path = TableIndexPath(row: 0, section: 0)
    _ = method.invoke(fixture.root, fixture.table, path, arguments)
    let call = method.expectedCall(tableID(fixture.table), path, arguments)
    #expect(
      fixture.journal.entries
        == ["first", "sectionEmpty", "row0", "groupEmpty", "row2", "sectionsEmpty"]
        .filter { $0 != "row0" && $0 != "row2" }.map { .init(node: $0, call: call) })
  }

  @Test func contextMenuCallsReachTheEmptyStateThatReturnedTheConfiguration() throws {
    let stub = fixture.stubs["groupEmpty"]!
    let configuration = try #require(
      fixture.root.tableView(
        fixture.table, contextMenuConfigurationForRowAt: TableIndexPath(row: 1, section: 2),
        point: CallArguments.point))
    #expect(configuration === stub.contextMenuConfiguration)
    fixture.journal.reset()
    let preview = fixture.root.tableView(
      fixture.table, previewForHighlightingContextMenuWithConfiguration: configuration)
    #expect(preview === stub.targetedPreview)
    #expect(fixture.journal.entries.map(\.node) == ["groupEmpty"])
  }
}

/// An empty state's place in the tree's life: prepared after the children, freed with its node.
@MainActor
struct EmptyStateLifecycleTests {
  @Test func anEmptyStateIsPreparedAfterTheChildrenShownOrHidden() {
    let journal = CallJournal()
    let rows = ["a", "b"].map { CompleteDelegateStub(name: $0, journal: journal) }
    let emptyState = CompleteDelegateStub(name: "empty", journal: journal)
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
    section.emptyStateDelegate = emptyState
    let table = RecordingTableHost()
    section.prepare(tableView: table)
    #expect(journal.entries.map(\.node) == ["a", "b", "empty"])
  }

  @Test func anEmptyStateIsFreedWithItsNodeAndWhenReplaced() {
    weak var replaced: CompleteDelegateStub?
    weak var kept: CompleteDelegateStub?
    weak var node: CascadingSectionTableDelegate?
    do {
      let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
      node = section
      do {
        let first = CompleteDelegateStub(name: "first", journal: nil)
        replaced = first
        section.emptyStateDelegate = first
        let second = CompleteDelegateStub(name: "second", journal: nil)
        kept = second
        section.emptyStateDelegate = second
      }
      #expect(replaced == nil)
      #expect(kept != nil)
      #expect(section.tableView(RecordingTableHost(), numberOfRowsInSection: 0) == 1)
    }
    #expect(node == nil)
    #expect(kept == nil)
  }
}
