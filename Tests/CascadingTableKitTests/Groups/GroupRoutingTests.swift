import CascadingTableKit
import Testing

/// A section mixing every kind of child — rows, a block, a block of span 0, and a group four
/// deep ending in a block — under a root whose first section is a plain one:
///
///     section 1, rows: 0 row0 | 1-3 block | (empty) | 4 groupRow | 5-6 deep | 7 groupLast | 8 row8
@MainActor
struct MixedSectionFixture {
  let table = RecordingTableHost()
  let journal: CallJournal
  let root: CascadingRootTableDelegate
  let section: CascadingSectionTableDelegate
  let groups: [CascadingSectionTableDelegate]
  let stubs: [String: CompleteDelegateStub]

  /// The stub answering each row of section 1.
  static let owners = [
    "row0", "block", "block", "block", "groupRow", "deep", "deep", "groupLast", "row8",
  ]

  init() {
    let journal = CallJournal()
    self.journal = journal
    func stub(_ name: String, span: Int = 1) -> CompleteDelegateStub {
      let stub = CompleteDelegateStub(name: name, journal: journal)
      stub.span = span
      return stub
    }
    let stubs = [
      "first": stub("first"), "row0": stub("row0"), "block": stub("block", span: 3),
      "empty": stub("empty", span: 0), "groupRow": stub("groupRow"), "deep": stub("deep", span: 2),
      "groupLast": stub("groupLast"), "row8": stub("row8"),
    ]
    let fourth = CascadingSectionTableDelegate(index: 0, childDelegates: [stubs["deep"]!])
    let third = CascadingSectionTableDelegate(index: 0, childDelegates: [fourth])
    let second = CascadingSectionTableDelegate(index: 0, childDelegates: [third])
    let first = CascadingSectionTableDelegate(
      index: 0, childDelegates: [stubs["groupRow"]!, second, stubs["groupLast"]!])
    section = CascadingSectionTableDelegate(
      index: 0,
      childDelegates: [stubs["row0"]!, stubs["block"]!, stubs["empty"]!, first, stubs["row8"]!])
    let plain = CascadingSectionTableDelegate(index: 0, childDelegates: [stubs["first"]!])
    root = CascadingRootTableDelegate(index: 0, childDelegates: [plain, section])
    groups = [first, second, third, fourth]
    self.stubs = stubs
  }
}

@MainActor
struct GroupRoutingTests {
  let fixture = MixedSectionFixture()

  @Test(arguments: RoutedMethod.rowScoped)
  func everyRowCallReachesTheChildWhoseRangeHoldsTheRowWithTheIndexPathUnchanged(
    _ method: RoutedMethod
  ) throws {
    for (row, owner) in MixedSectionFixture.owners.enumerated() {
      fixture.journal.reset()
      let path = TableIndexPath(row: row, section: 1)
      let arguments = CallArguments()
      let stub = try #require(fixture.stubs[owner])
      let answer = method.invoke(fixture.root, fixture.table, path, arguments)
      #expect(answer == method.childAnswer(stub), "row \(row)")
      let expected = method.expectedCall(tableID(fixture.table), path, arguments)
      #expect(fixture.journal.entries == [.init(node: owner, call: expected)], "row \(row)")
    }
  }

  @Test(arguments: RoutedMethod.rowScoped)
  func aRowPastEverySpanGetsTheDefaultAndReachesNoChild(_ method: RoutedMethod) {
    for row in [9, 40, -1] {
      let path = TableIndexPath(row: row, section: 1)
      #expect(
        method.invoke(fixture.root, fixture.table, path, CallArguments())
          == method.defaultAnswer(path), "row \(row)")
    }
    #expect(fixture.journal.entries.isEmpty)
  }

  @Test func countsAreSumsOfSpans() {
    #expect(fixture.root.numberOfSections(in: fixture.table) == 2)
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 1) == 9)
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 0) == 1)
    #expect(fixture.groups.map(\.span) == [4, 2, 2, 2])
    #expect(fixture.section.span == 1)
    #expect(fixture.root.span == 1)
  }

  @Test func everyNodeKnowsTheRowsItFills() throws {
    let expected: [String: Range<Int>] = [
      "first": 0..<1, "row0": 0..<1, "block": 1..<4, "empty": 4..<4, "groupRow": 4..<5,
      "deep": 5..<7, "groupLast": 7..<8, "row8": 8..<9,
    ]
    for (name, range) in expected {
      #expect(try #require(fixture.stubs[name]).tableRange == range, "\(name)")
    }
    #expect(fixture.groups.map(\.tableRange) == [4..<8, 5..<7, 5..<7, 5..<7])
    #expect(fixture.section.tableRange == 1..<2)
    #expect(fixture.root.tableRange == 0..<1)
  }

  @Test func rangesFollowAChangeDeepInTheTree() throws {
    let deep = try #require(fixture.stubs["deep"])
    let added = CompleteDelegateStub(name: "added", journal: fixture.journal)
    added.span = 3
    fixture.groups[3].childDelegates.insert(added, at: 0)
    #expect(added.tableRange == 5..<8)
    #expect(deep.tableRange == 8..<10)
    #expect(try #require(fixture.stubs["groupLast"]).tableRange == 10..<11)
    #expect(fixture.root.tableView(fixture.table, numberOfRowsInSection: 1) == 12)
    let path = TableIndexPath(row: 9, section: 1)
    fixture.root.tableView(fixture.table, didSelectRowAt: path)
    #expect(
      fixture.journal.entries == [
        .init(node: "deep", call: .didSelect(tableID(fixture.table), path))
      ])
  }

  @Test func sectionCallsInsideASectionStopAtTheSectionAsBefore() {
    let path = TableIndexPath(row: 0, section: 1)
    for method in RoutedMethod.sectionScoped {
      #expect(
        method.invoke(fixture.root, fixture.table, path, CallArguments())
          == method.defaultAnswer(path), "\(method.name)")
    }
    #expect(fixture.journal.entries.isEmpty)
  }
}

/// Groups of sections: a root inside a root fills its children's sections.
@MainActor
struct SectionGroupRoutingTests {
  let table = RecordingTableHost()
  let journal: CallJournal
  let stubs: [CompleteDelegateStub]
  let inner: CascadingRootTableDelegate
  let root: CascadingRootTableDelegate

  init() {
    let journal = CallJournal()
    self.journal = journal
    let stubs = (0..<4).map { CompleteDelegateStub(name: "s\($0)", journal: journal) }
    stubs[2].span = 2
    inner = CascadingRootTableDelegate(index: 0, childDelegates: [stubs[1], stubs[2]])
    root = CascadingRootTableDelegate(index: 0, childDelegates: [stubs[0], inner, stubs[3]])
    self.stubs = stubs
  }

  @Test(arguments: RoutedMethod.all)
  func everyCallReachesTheSectionWhoseRangeHoldsIt(_ method: RoutedMethod) {
    let owners = ["s0", "s1", "s2", "s2", "s3"]
    for (section, owner) in owners.enumerated() {
      journal.reset()
      let path = TableIndexPath(row: 6, section: section)
      let arguments = CallArguments()
      let answer = method.invoke(root, table, path, arguments)
      let stub = stubs[Int(owner.dropFirst())!]
      #expect(answer == method.childAnswer(stub), "section \(section)")
      let expected = method.expectedCall(tableID(table), path, arguments)
      #expect(journal.entries == [.init(node: owner, call: expected)], "section \(section)")
    }
  }

  @Test func countsAndRangesAreInSections() {
    #expect(root.numberOfSections(in: table) == 5)
    #expect(inner.span == 3)
    #expect(inner.tableRange == 1..<4)
    #expect(stubs.map(\.tableRange) == [0..<1, 1..<2, 2..<4, 4..<5])
    #expect(root.tableView(table, numberOfRowsInSection: 3) == stubs[2].numberOfRows)
    #expect(root.tableView(table, numberOfRowsInSection: 5) == 0)
  }
}
