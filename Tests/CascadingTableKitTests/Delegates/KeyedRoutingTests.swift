import CascadingTableKit
import Testing

/// The members of API.md §10 keyed by what a row returned: each reaches the leaf that produced
/// the configuration or began the session, through sections, nested groups and blocks
/// (``MixedSectionFixture``), with its arguments unchanged; anything no leaf in the tree
/// produced reaches no leaf and gets the root's default.
@MainActor
struct KeyedRoutingTests {
  let fixture = MixedSectionFixture()
  let arguments = CallArguments()

  /// One row of each leaf of section 1, and that leaf (the independent model: the fixture's
  /// drawing of the section).
  nonisolated static let leaves: [(row: Int, owner: String)] = [
    (0, "row0"), (2, "block"), (4, "groupRow"), (6, "deep"), (7, "groupLast"), (8, "row8"),
  ]

  var t: DelegateCall.Table { tableID(fixture.table) }

  /// Calls the five context-menu members with `configuration` through the root; returns the
  /// two previews' answers.
  func callMenuMembers(_ configuration: TableContextMenuConfiguration) -> [TableTargetedPreview?] {
    let root = fixture.root
    let table = fixture.table
    let highlighting = root.tableView(
      table, previewForHighlightingContextMenuWithConfiguration: configuration)
    root.tableView(table, willDisplayContextMenu: configuration, animator: arguments.menuAnimator)
    root.tableView(
      table, willPerformPreviewActionForMenuWith: configuration, animator: arguments.menuAnimator)
    root.tableView(table, willEndContextMenuInteraction: configuration, animator: nil)
    let dismissing = root.tableView(
      table, previewForDismissingContextMenuWithConfiguration: configuration)
    return [highlighting, dismissing]
  }

  /// The calls ``callMenuMembers(_:)`` makes, as a leaf records them.
  func menuCalls(_ configuration: TableContextMenuConfiguration) -> [DelegateCall] {
    let c = ObjectIdentifier(configuration)
    let a = ObjectIdentifier(arguments.menuAnimator)
    return [
      .previewForHighlighting(t, c), .willDisplayContextMenu(t, c, a),
      .willPerformPreviewAction(t, c, a), .willEndContextMenu(t, c, nil),
      .previewForDismissing(t, c),
    ]
  }

  @Test(arguments: leaves.map(\.row))
  func contextMenuCallsReachTheLeafWhoseRowReturnedTheConfiguration(row: Int) throws {
    let owner = try #require(Self.leaves.first { $0.row == row }).owner
    let stub = try #require(fixture.stubs[owner])
    let configuration = try #require(
      fixture.root.tableView(
        fixture.table, contextMenuConfigurationForRowAt: TableIndexPath(row: row, section: 1),
        point: CallArguments.point))
    #expect(configuration === stub.contextMenuConfiguration)
    fixture.journal.reset()
    let previews = callMenuMembers(configuration)
    #expect(previews.map { $0 === stub.targetedPreview } == [true, true])
    #expect(
      fixture.journal.entries == menuCalls(configuration).map { .init(node: owner, call: $0) })
  }

  @Test(arguments: leaves.map(\.row))
  func dragAndDropSessionCallsReachTheLeafThatBeganTheDrag(row: Int) throws {
    let owner = try #require(Self.leaves.first { $0.row == row }).owner
    let stub = try #require(fixture.stubs[owner])
    stub.dragSessionAllowsMove = false
    stub.dragSessionRestricted = true
    stub.canHandleDrop = false
    let drag = StubDragSession()
    let items = fixture.root.tableView(
      fixture.table, itemsForBeginning: drag, at: TableIndexPath(row: row, section: 1))
    #expect(items?.isEmpty == false)
    let drop = StubDropSession()
    drop.localDragSession = drag
    fixture.journal.reset()
    let root = fixture.root
    let table = fixture.table
    root.tableView(table, dragSessionWillBegin: drag)
    #expect(root.tableView(table, dragSessionAllowsMoveOperation: drag) == false)
    #expect(root.tableView(table, dragSessionIsRestrictedToDraggingApplication: drag) == true)
    #expect(root.tableView(table, canHandle: drop) == false)
    root.tableView(table, dropSessionDidEnter: drop)
    root.tableView(table, dropSessionDidExit: drop)
    root.tableView(table, dropSessionDidEnd: drop)
    root.tableView(table, dragSessionDidEnd: drag)
    let d = ObjectIdentifier(drag)
    let s = ObjectIdentifier(drop)
    let expected: [DelegateCall] = [
      .dragSessionWillBegin(t, d), .dragSessionAllowsMove(t, d), .dragSessionRestricted(t, d),
      .canHandleDrop(t, s), .dropSessionDidEnter(t, s), .dropSessionDidExit(t, s),
      .dropSessionDidEnd(t, s), .dragSessionDidEnd(t, d),
    ]
    #expect(fixture.journal.entries == expected.map { .init(node: owner, call: $0) })
  }

  /// Every keyed member called with values no leaf produced: nobody is called and every
  /// answer is the default (`nil`).
  func expectNobodyAnswers(
    _ configuration: TableContextMenuConfiguration, _ drag: StubDragSession,
    _ drop: StubDropSession, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    fixture.journal.reset()
    let previews = callMenuMembers(configuration)
    let root = fixture.root
    let table = fixture.table
    root.tableView(table, dragSessionWillBegin: drag)
    let answers = [
      root.tableView(table, dragSessionAllowsMoveOperation: drag),
      root.tableView(table, dragSessionIsRestrictedToDraggingApplication: drag),
      root.tableView(table, canHandle: drop),
    ]
    root.tableView(table, dropSessionDidEnter: drop)
    root.tableView(table, dropSessionDidExit: drop)
    root.tableView(table, dropSessionDidEnd: drop)
    root.tableView(table, dragSessionDidEnd: drag)
    #expect(previews.allSatisfy { $0 == nil }, sourceLocation: sourceLocation)
    #expect(answers == [nil, nil, nil], sourceLocation: sourceLocation)
    #expect(fixture.journal.entries.isEmpty, sourceLocation: sourceLocation)
  }

  @Test func valuesNoLeafProducedReachNobody() {
    let drag = StubDragSession()
    let drop = StubDropSession()
    drop.localDragSession = drag
    expectNobodyAnswers(TableContextMenuConfiguration(actions: []), drag, drop)
    // A drop from elsewhere (no local drag) reaches nobody either.
    _ = fixture.root.tableView(
      fixture.table, itemsForBeginning: drag, at: TableIndexPath(row: 0, section: 1))
    fixture.journal.reset()
    let foreign = StubDropSession()
    #expect(fixture.root.tableView(fixture.table, canHandle: foreign) == nil)
    fixture.root.tableView(fixture.table, dropSessionDidEnter: foreign)
    #expect(fixture.journal.entries.isEmpty)
  }

  @Test func aLeafAnsweringNoMenuOrNoItemsIsNotRemembered() throws {
    let stub = try #require(fixture.stubs["row8"])
    let configuration = stub.contextMenuConfiguration!
    stub.contextMenuConfiguration = nil
    stub.itemsForBeginning = []
    let path = TableIndexPath(row: 8, section: 1)
    let drag = StubDragSession()
    #expect(
      fixture.root.tableView(
        fixture.table, contextMenuConfigurationForRowAt: path, point: CallArguments.point) == nil)
    #expect(
      fixture.root.tableView(fixture.table, itemsForBeginning: drag, at: path)?.isEmpty == true)
    let drop = StubDropSession()
    drop.localDragSession = drag
    expectNobodyAnswers(configuration, drag, drop)
  }

  /// Where a producing leaf is taken out of the tree between the row's answer and the
  /// follow-up calls: the leaf itself, the innermost group holding it, the outermost group.
  enum Removal: CaseIterable { case leaf, innerGroup, outerGroup }

  @Test(arguments: Removal.allCases)
  func aProducerRemovedMidInteractionReceivesNothing(_ removal: Removal) {
    let path = TableIndexPath(row: 6, section: 1)  // "deep", four groups down
    let configuration = fixture.root.tableView(
      fixture.table, contextMenuConfigurationForRowAt: path, point: CallArguments.point)!
    let drag = StubDragSession()
    _ = fixture.root.tableView(fixture.table, itemsForBeginning: drag, at: path)
    switch removal {
    case .leaf: fixture.groups[3].childDelegates = []
    case .innerGroup: fixture.groups[2].childDelegates = []
    case .outerGroup:
      fixture.section.childDelegates = Array(fixture.section.childDelegates.prefix(3))
    }
    let drop = StubDropSession()
    drop.localDragSession = drag
    expectNobodyAnswers(configuration, drag, drop)
  }

  @Test func theTreeRetainsNeitherAProducerNorWhatItProduced() {
    weak var leaf: CompleteDelegateStub?
    weak var configuration: TableContextMenuConfiguration?
    weak var session: StubDragSession?
    let group = fixture.groups[3]
    do {
      let stub = CompleteDelegateStub(name: "freed", journal: fixture.journal)
      stub.span = 2
      group.childDelegates = [stub]
      leaf = stub
      let path = TableIndexPath(row: 6, section: 1)
      configuration = fixture.root.tableView(
        fixture.table, contextMenuConfigurationForRowAt: path, point: CallArguments.point)
      let drag = StubDragSession()
      session = drag
      #expect(
        fixture.root.tableView(fixture.table, itemsForBeginning: drag, at: path)?.isEmpty == false)
      #expect(configuration != nil)
      stub.contextMenuConfiguration = nil
      group.childDelegates = []
    }
    #expect(leaf == nil)
    #expect(configuration == nil)
    #expect(session == nil)
  }

  @Test func aProducerMovedWithinItsParentStillReceivesTheCalls() throws {
    let path = TableIndexPath(row: 0, section: 1)  // "row0"
    let configuration = try #require(
      fixture.root.tableView(
        fixture.table, contextMenuConfigurationForRowAt: path, point: CallArguments.point))
    fixture.section.childDelegates = Array(fixture.section.childDelegates.reversed())
    fixture.journal.reset()
    _ = callMenuMembers(configuration)
    #expect(
      fixture.journal.entries == menuCalls(configuration).map { .init(node: "row0", call: $0) })
  }
}
