import CascadingTableKit
import Testing

/// Routing through nodes of exactly a library class (issue 27): a parent routing a row call
/// passes through a root, section or propagating node whose class is exactly the library's,
/// without calling its member. What the call reaches and answers must be what calling each
/// member would give: a subclass (whose member may be overridden) is always called, a missing
/// child below a passed-through node gives the member's default, and the cell's check of a
/// span changed without telling the table still runs in the node that holds the block.
///
/// Expected values come from the trees as built here (which slot each leaf fills) and from the
/// routing grid's defaults (`RoutedMethod`, written from DefaultReturnValues.md).
@MainActor
struct RoutingPassThroughTests {
  /// The members routed on the hot path, the ones that pass through nodes.
  static let hotMembers: Set<String> = [
    "cellForRowAt", "heightForRowAt", "estimatedHeightForRowAt", "willSelectRowAt",
    "didSelectRowAt", "willDisplayCell", "didEndDisplayingCell",
  ]

  static var hotMethods: [RoutedMethod] {
    RoutedMethod.everyMethod.filter { hotMembers.contains($0.name) }
  }

  @Test func everyHotMemberIsInTheGrid() {
    #expect(Set(Self.hotMethods.map(\.name)) == Self.hotMembers)
  }

  /// The chains of nodes of exactly a library class the trees below put between the root and
  /// the leaves: none, one, two (a root's frame routes through both), and four (the third is
  /// called through its member, which passes through the fourth).
  enum Chain: String, CaseIterable, Sendable {
    case sectionOnly, sectionAndGroup, fourLevels

    /// A root whose section 1 holds `leaves` (rows 0...) below the chain; section 0 is a plain
    /// row, so that the leaves' section is 1.
    @MainActor
    func root(over leaves: [any CascadingTableDelegate]) -> CascadingRootTableDelegate {
      let section: any CascadingTableDelegate
      switch self {
      case .sectionOnly:
        section = CascadingSectionTableDelegate(index: 0, childDelegates: leaves)
      case .sectionAndGroup:
        let group = CascadingSectionTableDelegate(index: 0, childDelegates: leaves)
        section = CascadingSectionTableDelegate(index: 0, childDelegates: [group])
      case .fourLevels:
        let inner = PropagatingTableDelegate(childDelegates: leaves, propagationMode: .row)
        let group = CascadingSectionTableDelegate(index: 0, childDelegates: [inner])
        let rows = CascadingSectionTableDelegate(index: 0, childDelegates: [group])
        // A group of sections (a `.section`-mode node under the root) holding the section.
        section = PropagatingTableDelegate(childDelegates: [rows], propagationMode: .section)
      }
      let first = CascadingSectionTableDelegate(
        index: 0, childDelegates: [CompleteDelegateStub(name: "first")])
      return CascadingRootTableDelegate(index: 0, childDelegates: [first, section])
    }
  }

  @Test(
    arguments: [OverridingClass.propagating, .root, .section, .bare], Chain.allCases)
  func anOverridingSubclassBelowLibraryNodesIsCalledNotPassedThrough(
    _ kind: OverridingClass, _ chain: Chain
  ) {
    let table = HeadlessTableView()
    let arguments = CallArguments()
    let before = CompleteDelegateStub(name: "before")
    let (node, stub) = kind.make()
    stub.span = 2
    let after = CompleteDelegateStub(name: "after")
    let root = chain.root(over: [before, node, after])
    // Rows 0, 1–2 (the override) and 3 of section 1.
    let leaves: [CompleteDelegateStub] = [before, stub, after]
    let owners: [(row: Int, owner: CompleteDelegateStub)] = [
      (0, before), (1, stub), (2, stub), (3, after),
    ]
    for method in Self.hotMethods {
      for (row, owner) in owners {
        let path = TableIndexPath(row: row, section: 1)
        for leaf in leaves {
          leaf.resetCalls()
        }
        let answer = method.invoke(root, table, path, arguments)
        let expected = method.expectedCall(tableID(table), path, arguments)
        #expect(owner.calls == [expected], "\(method.name) at \(path), \(kind), \(chain)")
        #expect(answer == method.childAnswer(owner), "\(method.name) at \(path), \(kind)")
        let others = leaves.filter { $0 !== owner }
        #expect(others.allSatisfy { $0.calls.isEmpty }, "\(method.name) at \(path), \(kind)")
      }
    }
  }

  @Test(arguments: Chain.allCases)
  func aPositionNoChildHoldsBelowPassedThroughNodesGivesTheMembersDefault(_ chain: Chain) {
    let table = HeadlessTableView()
    let arguments = CallArguments()
    let leaf = CompleteDelegateStub(name: "leaf")
    let root = chain.root(over: [leaf])
    let empty = chain.root(over: [])
    let paths = [
      (root, TableIndexPath(row: 1, section: 1)), (root, TableIndexPath(row: -1, section: 1)),
      (root, TableIndexPath(row: Int.max, section: 1)), (empty, TableIndexPath(row: 0, section: 1)),
    ]
    for method in Self.hotMethods {
      for (tree, path) in paths {
        leaf.resetCalls()
        let answer = method.invoke(tree, table, path, arguments)
        #expect(leaf.calls.isEmpty, "\(method.name) at \(path), \(chain)")
        if method.name == "cellForRowAt" {
          // A new, empty cell: not one a leaf answers with.
          #expect(answer != method.childAnswer(leaf), "\(path), \(chain)")
        } else {
          #expect(answer == method.defaultAnswer(path), "\(method.name) at \(path), \(chain)")
        }
      }
    }
  }

  /// A block's span changed without telling the table: the cell call through the root reports
  /// it once, from the node holding the block, whether that node is a section the root would
  /// pass through (it is called instead) or a group below one.
  @Test(arguments: [false, true])
  func aBlockWhoseSpanChangedUntoldIsReportedThroughPassedThroughNodes(inGroup: Bool) {
    let table = HeadlessTableView()
    table.register(TableCell.self, forCellReuseIdentifier: "cell")
    let block = OverridingCascadingBareTableDelegate(index: 0, childDelegates: [])
    block.stub.span = 2
    let row = CompleteDelegateStub(name: "row")
    let holder = CascadingSectionTableDelegate(index: 0, childDelegates: [row, block])
    let section =
      inGroup ? CascadingSectionTableDelegate(index: 0, childDelegates: [holder]) : holder
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.prepare(tableView: table)
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.problems.isEmpty)
    block.stub.span = 1
    _ = root.tableView(table, cellForRowAt: TableIndexPath(row: 1, section: 0))
    #expect(
      table.problems.map(\.diagnostic) == [
        .spanChangedWithoutTellingTable(
          nodeType: "OverridingCascadingBareTableDelegate", nodeIndex: 1, shownSpan: 2, span: 1)
      ])
    #expect(
      block.stub.calls.contains(.cellForRow(tableID(table), TableIndexPath(row: 1, section: 0))))
  }

  /// The depth counters of the nodes passed through keep their children alive for the whole
  /// call, as their own members did: a row that empties its group, its section and the root
  /// during the call finishes it, and everything it dropped is freed afterwards. (The root's
  /// list of children changed since the table was last told holds the section, whose rows
  /// changed, until the next transaction or the root itself goes; so does the same call
  /// without passing through, and it is not what this test is about.)
  @Test(arguments: ["didSelectRowAt", "heightForRowAt", "cellForRowAt"])
  func aRowDroppingEveryNodeAboveItDuringAPassedThroughCallFinishesIt(_ member: String) {
    let table = RecordingTableHost()
    let journal = TreeDroppingRow.Journal()
    var root: CascadingRootTableDelegate? = CascadingRootTableDelegate(
      index: 0, childDelegates: [])
    weak var weakSection: CascadingSectionTableDelegate?
    weak var weakGroup: CascadingSectionTableDelegate?
    weak var weakRow: TreeDroppingRow?
    do {
      let row = TreeDroppingRow(journal: journal, root: root!)
      let group = CascadingSectionTableDelegate(
        index: 0, childDelegates: [CascadingBareTableDelegate(index: 0, childDelegates: []), row])
      let section = CascadingSectionTableDelegate(index: 0, childDelegates: [group])
      root?.childDelegates = [
        CascadingSectionTableDelegate(index: 0, childDelegates: []), section,
      ]
      weakSection = section
      weakGroup = group
      weakRow = row
    }
    let path = TableIndexPath(row: 1, section: 1)
    switch member {
    case "didSelectRowAt":
      root?.tableView(table, didSelectRowAt: path)
    case "heightForRowAt":
      #expect(root?.tableView(table, heightForRowAt: path) == 44)
    default:
      #expect(root?.tableView(table, cellForRowAt: path).text == "row at 1 of 2")
    }
    #expect(journal.entries == ["\(member): row at 1 of 2, then the root holds 0"])
    #expect(weakRow == nil)
    #expect(weakGroup == nil)
    #expect(root?.tableView(table, heightForRowAt: path) == TableDimension.automatic)
    root = nil
    #expect(weakSection == nil)
  }
}

/// A row that, when called, empties its group, the group's section and the root (dropping the
/// last owners of all three and of itself), then reads its own state and its parent's.
@MainActor
private final class TreeDroppingRow: CascadingBareTableDelegate {
  /// Where the row writes what it saw: outside the row, which is gone when it is read.
  @MainActor
  final class Journal {
    var entries: [String] = []
  }

  let journal: Journal
  weak var root: CascadingRootTableDelegate?

  init(journal: Journal, root: CascadingRootTableDelegate) {
    self.journal = journal
    self.root = root
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    journal = Journal()
    super.init(index: index, childDelegates: childDelegates)
  }

  private func dropTheTree(_ member: String) -> String {
    let group = parentDelegate
    let section = group?.parentDelegate
    let siblings = group?.childDelegates.count ?? -1
    group?.childDelegates = []
    section?.childDelegates = []
    root?.childDelegates = []
    let text = "row at \(index) of \(siblings)"
    journal.entries.append(
      "\(member): \(text), then the root holds \(root?.childDelegates.count ?? -1)")
    return text
  }

  override func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    _ = dropTheTree("didSelectRowAt")
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    _ = dropTheTree("heightForRowAt")
    return 44
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = TableCell()
    cell.text = dropTheTree("cellForRowAt")
    return cell
  }
}
