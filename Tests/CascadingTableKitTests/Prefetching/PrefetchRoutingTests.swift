import CascadingTableKit
import Testing

/// `prefetchRowsAt` and `cancelPrefetchingForRowsAt` (API.md §10) through
/// ``MixedSectionFixture``'s tree of sections, nested groups and blocks: the paths are split by
/// owning leaf, each owner is called once with its own paths in the order given, owners in the
/// order of their first path, and a path nobody owns reaches nobody.
@MainActor
struct PrefetchRoutingTests {
  let fixture = MixedSectionFixture()

  /// The two members, as a test calls them on a node.
  enum Member: CaseIterable, CustomTestStringConvertible {
    case prefetch, cancel

    var testDescription: String { self == .prefetch ? "prefetchRowsAt" : "cancelPrefetching" }

    @MainActor
    func call(
      _ node: any TableDataSourcePrefetching, _ table: any TableHost, _ paths: [TableIndexPath]
    ) {
      switch self {
      case .prefetch: node.tableView(table, prefetchRowsAt: paths)
      case .cancel: node.tableView(table, cancelPrefetchingForRowsAt: paths)
      }
    }

    func recorded(_ table: DelegateCall.Table, _ paths: [TableIndexPath]) -> DelegateCall {
      self == .prefetch ? .prefetchRows(table, paths) : .cancelPrefetching(table, paths)
    }
  }

  /// The nodes from the root down to the leaf owning a path, from the fixture's drawing
  /// (independent of the library): section 0 is "first"'s single row, section 1 is
  /// ``MixedSectionFixture/owners`` under the nested groups G1-G4. A path of an existing
  /// section that no row owns stops at its section (`isLeaf` false); `nil` for a path of no
  /// section.
  static func chain(of path: TableIndexPath) -> (nodes: [String], isLeaf: Bool)? {
    switch path.section {
    case 0: return path.row == 0 ? (["section0", "first"], true) : (["section0"], false)
    case 1:
      guard MixedSectionFixture.owners.indices.contains(path.row) else {
        return (["section1"], false)
      }
      let leaf = MixedSectionFixture.owners[path.row]
      let groups: [String: [String]] = [
        "groupRow": ["G1"], "deep": ["G1", "G2", "G3", "G4"], "groupLast": ["G1"],
      ]
      return (["section1"] + groups[leaf, default: []] + [leaf], true)
    default: return nil
    }
  }

  /// One path with the nodes it goes through.
  typealias Routed = (nodes: [String], isLeaf: Bool, path: TableIndexPath)

  /// What the split must produce, level by level: at every node, its children in the order of
  /// their first path (owned below or not), each with its paths in the order given; the
  /// leaves' calls in the order that makes.
  static func expectedSplit(_ paths: [TableIndexPath]) -> [(String, [TableIndexPath])] {
    func split(_ entries: [Routed], level: Int) -> [(String, [TableIndexPath])] {
      var order: [String] = []
      var groups: [String: [Routed]] = [:]
      for entry in entries {
        let node = entry.nodes[level]
        if groups[node] == nil { order.append(node) }
        groups[node, default: []].append(entry)
      }
      return order.flatMap { node -> [(String, [TableIndexPath])] in
        let members = groups[node]!
        let atLeaf = members.filter { $0.nodes.count == level + 1 && $0.isLeaf }
        if !atLeaf.isEmpty {
          return [(node, atLeaf.map(\.path))]
        }
        let deeper = members.filter { $0.nodes.count > level + 1 }
        return deeper.isEmpty ? [] : split(deeper, level: level + 1)
      }
    }
    let routed = paths.compactMap { path -> Routed? in
      chain(of: path).map { (nodes: $0.nodes, isLeaf: $0.isLeaf, path: path) }
    }
    return split(routed, level: 0)
  }

  @Test(arguments: Member.allCases)
  func aBatchReachesEachOwningLeafOnceWithItsPathsInOrder(_ member: Member) {
    let paths = [
      TableIndexPath(row: 6, section: 1), TableIndexPath(row: 2, section: 1),
      TableIndexPath(row: 0, section: 0), TableIndexPath(row: 5, section: 1),
      TableIndexPath(row: 9, section: 1), TableIndexPath(row: 1, section: 1),
      TableIndexPath(row: -1, section: 1), TableIndexPath(row: 3, section: 1),
      TableIndexPath(row: 0, section: 2), TableIndexPath(row: 8, section: 1),
      TableIndexPath(row: 4, section: 1), TableIndexPath(row: 0, section: -3),
    ]
    member.call(fixture.root, fixture.table, paths)
    let table = tableID(fixture.table)
    // Section 1 first (its first path comes first), split again: its children G1 (rows 4-7,
    // first path 6), the block, row8; G1 splits again: deep (6), groupRow (4).
    let owners: [(String, [Int]?)] = [
      ("deep", [6, 5]), ("groupRow", [4]), ("block", [2, 1, 3]), ("row8", [8]), ("first", nil),
    ]
    let expected = owners.map { name, rows in
      CallJournal.Entry(
        node: name,
        call: member.recorded(
          table,
          rows.map { $0.map { TableIndexPath(row: $0, section: 1) } }
            ?? [TableIndexPath(row: 0, section: 0)]))
    }
    #expect(fixture.journal.entries == expected)
  }

  @Test(arguments: Member.allCases)
  func randomBatchesMatchTheModelSplit(_ member: Member) {
    var generator = HostSeededGenerator(seed: 25_000)
    for batch in 0..<300 {
      fixture.journal.reset()
      let count = Int.random(in: 0...14, using: &generator)
      let paths = (0..<count).map { _ in
        TableIndexPath(
          row: Int.random(in: -1...10, using: &generator),
          section: Int.random(in: -1...2, using: &generator))
      }
      member.call(fixture.root, fixture.table, paths)
      let table = tableID(fixture.table)
      let expected = Self.expectedSplit(paths).map {
        CallJournal.Entry(node: $0.0, call: member.recorded(table, $0.1))
      }
      #expect(fixture.journal.entries == expected, "batch \(batch): \(paths)")
    }
  }

  @Test(arguments: Member.allCases)
  func anEmptyBatchOrOnlyUnownedPathsReachNobody(_ member: Member) {
    member.call(fixture.root, fixture.table, [])
    member.call(
      fixture.root, fixture.table,
      [
        TableIndexPath(row: 9, section: 1), TableIndexPath(row: 0, section: 5),
        TableIndexPath(row: Int.min, section: Int.min),
      ])
    #expect(fixture.journal.entries.isEmpty)
  }

  @Test func aSectionTakesOnlyThePathsOfItsOwnSection() {
    // Called directly, section 1's node passes on its own rows and none of section 0's.
    fixture.section.tableView(
      fixture.table,
      prefetchRowsAt: [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 0, section: 1)])
    #expect(
      fixture.journal.entries == [
        .init(
          node: "row0",
          call: .prefetchRows(tableID(fixture.table), [TableIndexPath(row: 0, section: 1)]))
      ])
  }

  @Test func aChildThatDoesNotAdoptTheProtocolIsSkipped() {
    let plain = BareDelegateStub()
    let journal = CallJournal()
    let adopting = CompleteDelegateStub(name: "adopting", journal: journal)
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [plain, adopting])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    let table = RecordingTableHost()
    root.tableView(
      table,
      prefetchRowsAt: [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0)])
    // A batch the plain child alone owns reaches nobody either.
    root.tableView(
      table,
      prefetchRowsAt: [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 0, section: 0)])
    #expect(plain.calls.isEmpty)
    #expect(
      journal.entries == [
        .init(
          node: "adopting",
          call: .prefetchRows(tableID(table), [TableIndexPath(row: 1, section: 0)]))
      ])
  }

  @Test func aLeafAnswersNothingAndABareSectionPassesNothingOn() {
    let journal = CallJournal()
    let child = CompleteDelegateStub(name: "child", journal: journal)
    let bare = CascadingBareTableDelegate(index: 0, childDelegates: [child])
    bare.tableView(RecordingTableHost(), prefetchRowsAt: [TableIndexPath(row: 0, section: 0)])
    bare.tableView(
      RecordingTableHost(), cancelPrefetchingForRowsAt: [TableIndexPath(row: 0, section: 0)])
    #expect(journal.entries.isEmpty)
  }

  @Test func groupsOfSectionsSplitAgain() {
    let journal = CallJournal()
    let stubs = (0..<4).map { CompleteDelegateStub(name: "s\($0)", journal: journal) }
    stubs[2].span = 2
    let inner = CascadingRootTableDelegate(index: 0, childDelegates: [stubs[1], stubs[2]])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [stubs[0], inner, stubs[3]])
    let table = RecordingTableHost()
    let paths = [3, 1, 4, 2, 0, 5, 3].map { TableIndexPath(row: 7, section: $0) }
    root.tableView(table, prefetchRowsAt: paths)
    let id = tableID(table)
    func rows(_ sections: [Int]) -> [TableIndexPath] {
      sections.map { TableIndexPath(row: 7, section: $0) }
    }
    // The inner group is one child of the root (sections 1-3): it receives [3, 1, 2, 3] and
    // splits them again, s2 (sections 2-3) first, as its first path is section 3.
    #expect(
      journal.entries == [
        .init(node: "s2", call: .prefetchRows(id, rows([3, 2, 3]))),
        .init(node: "s1", call: .prefetchRows(id, rows([1]))),
        .init(node: "s3", call: .prefetchRows(id, rows([4]))),
        .init(node: "s0", call: .prefetchRows(id, rows([0]))),
      ])
  }

  @Test func aChildChangingTheTreeFromInsideTheCallDoesNotChangeWhoHearsIt() {
    let table = RecordingTableHost()
    let journal = CallJournal()
    let later = CompleteDelegateStub(name: "later", journal: journal)
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    let changing = TreeChangingPrefetcher { section.childDelegates = [] }
    section.childDelegates = [changing, later]
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.tableView(
      table,
      prefetchRowsAt: [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0)])
    #expect(changing.received == [[TableIndexPath(row: 0, section: 0)]])
    #expect(
      journal.entries == [
        .init(
          node: "later", call: .prefetchRows(tableID(table), [TableIndexPath(row: 1, section: 0)]))
      ])
    #expect(section.childDelegates.isEmpty)
    // The tree as it is now: nobody owns the paths.
    root.tableView(table, prefetchRowsAt: [TableIndexPath(row: 0, section: 0)])
    #expect(changing.received.count == 1)
  }
}

/// A row that runs `change` from inside `prefetchRowsAt`, recording each batch it received.
@MainActor
final class TreeChangingPrefetcher: CascadingBareTableDelegate {
  private(set) var received: [[TableIndexPath]] = []
  private var change: (() -> Void)?

  init(change: @escaping () -> Void) {
    self.change = change
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, prefetchRowsAt indexPaths: [TableIndexPath]) {
    received.append(indexPaths)
    let change = self.change
    self.change = nil
    change?()
  }
}
