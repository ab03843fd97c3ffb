import CascadingTableKit
import Testing

/// Issue 23 item 1: routing never traps on extreme index paths (API.md rule 5, P1), whichever
/// node of the tree is asked, and a slot no child fills gets the default and reaches no child.
@MainActor
struct ExtremeIndexPathRoutingTests {
  /// The extreme rows and sections every test below tries.
  static let extremes = [Int.min, Int.min + 1, -1, Int.max - 1, Int.max]

  /// The smallest case: a root holding a section `[bare row, group of two bare rows]`,
  /// prepared on a headless table.
  @MainActor
  struct SmallestCase {
    let table = HeadlessTableView()
    let group: PropagatingTableDelegate
    let root: CascadingRootTableDelegate

    init() {
      group = PropagatingTableDelegate(
        childDelegates: [CascadingBareTableDelegate(), CascadingBareTableDelegate()],
        propagationMode: .row)
      let section = CascadingSectionTableDelegate(
        index: 0, childDelegates: [CascadingBareTableDelegate(), group])
      root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
      root.prepare(tableView: table)
      table.dataSource = root
      table.delegate = root
      table.layoutIfNeeded()
    }
  }

  @Test func aGroupAskedDirectlyForRowIntMinAnswersTheDefault() {
    let fixture = SmallestCase()
    let path = TableIndexPath(row: Int.min, section: 0)
    #expect(
      fixture.group.tableView(fixture.table, heightForRowAt: path) == TableDimension.automatic)
    #expect(fixture.root.tableView(fixture.table, heightForRowAt: path) == TableDimension.automatic)
  }

  /// A group of rows all filling one row each (routed by offset), a group holding a block
  /// (routed by layout), each asked directly with extreme rows: the default, no child call.
  @Test(arguments: RoutedMethod.rowScoped)
  func aGroupAskedDirectlyWithAnExtremeRowAnswersTheDefaultAndCallsNoChild(
    _ method: RoutedMethod
  ) {
    let journal = CallJournal()
    let table = RecordingTableHost()
    func stub(_ name: String, span: Int = 1) -> CompleteDelegateStub {
      let stub = CompleteDelegateStub(name: name, journal: journal)
      stub.span = span
      return stub
    }
    let byOffset = PropagatingTableDelegate(
      childDelegates: [stub("a"), stub("b")], propagationMode: .row)
    let byLayout = PropagatingTableDelegate(
      childDelegates: [stub("c"), stub("block", span: 3)], propagationMode: .row)
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [stub("first"), byOffset, byLayout])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    for node in [byOffset, byLayout, section, root] as [PropagatingTableDelegate] {
      for row in Self.extremes {
        for sectionNumber in [0] + Self.extremes {
          let path = TableIndexPath(row: row, section: sectionNumber)
          let answer = method.invoke(node, table, path, CallArguments())
          #expect(answer == method.defaultAnswer(path), "\(node) at \(path)")
        }
      }
    }
    #expect(journal.entries.isEmpty)
  }

  /// A group of sections (a root inside a root) asked directly with extreme sections.
  @Test(arguments: RoutedMethod.all)
  func aGroupOfSectionsAskedDirectlyWithAnExtremeSectionAnswersTheDefault(
    _ method: RoutedMethod
  ) {
    let journal = CallJournal()
    let table = RecordingTableHost()
    let inner = CascadingRootTableDelegate(
      index: 0,
      childDelegates: [
        CompleteDelegateStub(name: "a", journal: journal),
        CompleteDelegateStub(name: "b", journal: journal),
      ])
    let root = CascadingRootTableDelegate(
      index: 0, childDelegates: [CompleteDelegateStub(name: "first", journal: journal), inner])
    for node in [inner, root] {
      for sectionNumber in Self.extremes {
        for row in [0] + Self.extremes {
          let path = TableIndexPath(row: row, section: sectionNumber)
          let answer = method.invoke(node, table, path, CallArguments())
          #expect(answer == method.defaultAnswer(path), "\(node) at \(path)")
        }
      }
    }
    #expect(journal.entries.isEmpty)
  }

  /// A group of declarations asked directly for an extreme row answers as for a row it does
  /// not have.
  @Test func aGroupOfDeclarationsAskedDirectlyWithAnExtremeRowAnswersTheDefault() {
    let table = HeadlessTableView()
    let source = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    source.cellDeclarations = DeclaredItem.items([1, 2])
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [CascadingBareTableDelegate(), source])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    root.prepare(tableView: table)
    table.dataSource = root
    table.delegate = root
    table.layoutIfNeeded()
    for row in Self.extremes {
      let path = TableIndexPath(row: row, section: 0)
      #expect(source.tableView(table, cellForRowAt: path).text == nil)
      #expect(source.tableView(table, heightForRowAt: path) == nil)
      #expect(source.tableView(table, willSelectRowAt: path) == path)
      #expect(root.tableView(table, cellForRowAt: path).text == nil)
    }
  }

  /// Blocks whose spans sum past `Int.max`: counts, ranges and routing saturate instead of
  /// trapping, and the first block still answers the rows it fills.
  @Test func spansSummingPastIntMaxNeverTrap() {
    let journal = CallJournal()
    // A headless table that is not loading: counts asked by the test are not recorded as
    // told, which would list every one of the blocks' rows.
    let table = HeadlessTableView()
    let first = CompleteDelegateStub(name: "first", journal: journal)
    first.span = Int.max
    let second = CompleteDelegateStub(name: "second", journal: journal)
    second.span = Int.max
    let group = PropagatingTableDelegate(childDelegates: [second], propagationMode: .row)
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [first, group])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    #expect(root.tableView(table, numberOfRowsInSection: 0) == Int.max)
    #expect(first.tableRange == 0..<Int.max)
    #expect(group.tableRange == Int.max..<Int.max)
    #expect(second.tableRange == Int.max..<Int.max)
    let path = TableIndexPath(row: Int.max - 1, section: 0)
    #expect(root.tableView(table, heightForRowAt: path) == first.heightForRow)
    #expect(group.tableView(table, heightForRowAt: path) == TableDimension.automatic)
    #expect(journal.entries == [.init(node: "first", call: .heightForRow(tableID(table), path))])
  }
  /// The block estimate of rows no section can hold (a range wider than `Int.max`, or longer
  /// than the section's rows) is declined, so the table asks row by row; a short block at
  /// extreme rows answers each row as the per-row chain does.
  @Test func aBlockEstimateAtExtremeRowsIsDeclinedOrAnsweredRowByRowWithoutTrapping() {
    let table = HeadlessTableView()
    let journal = CallJournal()
    let rows = [
      CompleteDelegateStub(name: "a", journal: journal),
      CompleteDelegateStub(name: "b", journal: journal),
    ]
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: rows)
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    for node in [root, section] as [PropagatingTableDelegate] {
      for wide in [Int.min..<Int.max, 0..<Int.max, Int.min..<0, -1..<2] {
        var heights: [Double] = [1]
        #expect(
          !node.tableView(table, estimatedHeightsForRows: wide, inSection: 0, into: &heights),
          "\(wide)")
        #expect(heights == [1])
      }
      var heights: [Double] = []
      #expect(
        node.tableView(
          table, estimatedHeightsForRows: (Int.max - 1)..<Int.max, inSection: 0, into: &heights))
      #expect(
        node.tableView(table, estimatedHeightsForRows: -1..<1, inSection: 0, into: &heights))
      let automatic = TableDimension.automatic
      #expect(heights == [automatic, automatic, rows[0].estimatedHeightForRow!])
    }
    let path = TableIndexPath(row: 0, section: 0)
    #expect(
      journal.entries == [
        .init(node: "a", call: .estimatedHeightForRow(tableID(table), path)),
        .init(node: "a", call: .estimatedHeightForRow(tableID(table), path)),
      ])
  }
}
