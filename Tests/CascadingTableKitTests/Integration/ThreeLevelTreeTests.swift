import CascadingTableKit
import Testing

/// A section delegate with a header title of its own, as real sections have.
@MainActor
private final class TitledSection: CascadingSectionTableDelegate {
  override func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int)
    -> String?
  {
    "Section \(index) asked for \(section)"
  }

  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    41
  }
}

/// A whole tree, root → section delegates → row delegates, driven through the root as a table
/// would drive it.
@MainActor
struct ThreeLevelTreeTests {
  let table = RecordingTableHost()
  let journal = CallJournal()
  let sections: [CascadingSectionTableDelegate]
  let root: CascadingRootTableDelegate

  init() {
    let journal = journal
    func leaves(_ section: Int, _ count: Int) -> [any CascadingTableDelegate] {
      (0..<count).map { CompleteDelegateStub(name: "row \(section).\($0)", journal: journal) }
    }
    sections = [
      TitledSection(index: 0, childDelegates: leaves(0, 2)),
      TitledSection(index: 0, childDelegates: leaves(1, 3)),
    ]
    root = CascadingRootTableDelegate(index: 0, childDelegates: sections, tableView: table)
    journal.reset()
  }

  func leaf(_ path: TableIndexPath) throws -> CompleteDelegateStub {
    try #require(sections[path.section].childDelegates[path.row] as? CompleteDelegateStub)
  }

  @Test(
    arguments: RoutedMethod.rowScoped,
    [TableIndexPath(row: 2, section: 1), TableIndexPath(row: 1, section: 0)])
  func eachRowCallReachesItsLeafWithTheUnmodifiedIndexPath(
    _ method: RoutedMethod, path: TableIndexPath
  ) throws {
    let arguments = CallArguments()
    let leaf = try leaf(path)
    let answer = method.invoke(root, table, path, arguments)
    #expect(answer == method.childAnswer(leaf))
    let expected = method.expectedCall(tableID(table), path, arguments)
    #expect(journal.entries == [.init(node: leaf.name, call: expected)])
  }

  /// Every section-scoped method but the header title and height, which `TitledSection`
  /// overrides, and the header estimate, which follows that height.
  nonisolated static let unansweredSectionMethods = RoutedMethod.sectionScoped.filter {
    $0.name != "titleForHeaderInSection" && $0.name != "heightForHeaderInSection"
      && $0.name != "estimatedHeightForHeaderInSection"
  }

  @Test(arguments: unansweredSectionMethods)
  func sectionCallsStopAtTheSectionDelegate(_ method: RoutedMethod) {
    let path = TableIndexPath(row: 0, section: 1)
    #expect(method.invoke(root, table, path, CallArguments()) == method.defaultAnswer(path))
    #expect(journal.entries.isEmpty)
  }

  @Test func aSectionDelegateAnswersForItsOwnSection() {
    #expect(root.tableView(table, titleForHeaderInSection: 1) == "Section 1 asked for 1")
    #expect(root.tableView(table, titleForHeaderInSection: 2) == nil)
  }

  @Test func aSectionHeaderHeightWithoutAnEstimateIsItsOwnEstimate() {
    #expect(root.tableView(table, heightForHeaderInSection: 1) == 41)
    #expect(root.tableView(table, estimatedHeightForHeaderInSection: 1) == 41)
  }

  @Test func theCountsComeThroughTheTree() {
    #expect(root.numberOfSections(in: table) == 2)
    #expect(root.tableView(table, numberOfRowsInSection: 0) == 2)
    #expect(root.tableView(table, numberOfRowsInSection: 1) == 3)
    #expect(root.tableView(table, numberOfRowsInSection: 2) == 0)
    #expect(journal.entries.isEmpty)
  }

  @Test func theRowCountFollowsASectionIndexChangedByHand() {
    sections[1].index = 5
    #expect(root.tableView(table, numberOfRowsInSection: 5) == 3)
    #expect(root.tableView(table, numberOfRowsInSection: 1) == 0)
    #expect(root.tableView(table, numberOfRowsInSection: 0) == 2)
  }

  @Test func aCellComesFromItsLeaf() throws {
    let path = TableIndexPath(row: 2, section: 1)
    #expect(root.tableView(table, cellForRowAt: path) === (try leaf(path)).cell)
    #expect(journal.entries == [.init(node: "row 1.2", call: .cellForRow(tableID(table), path))])
  }

  @Test func anEstimateFallsBackThroughTheTreeToTheLeafsHeight() throws {
    let path = TableIndexPath(row: 0, section: 0)
    try leaf(path).estimatedHeightForRow = nil
    #expect(root.tableView(table, estimatedHeightForRowAt: path) == 11)
    let id = tableID(table)
    #expect(
      journal.entries == [
        .init(node: "row 0.0", call: .estimatedHeightForRow(id, path)),
        .init(node: "row 0.0", call: .heightForRow(id, path)),
      ])
  }

  @Test func attachingTheTreePreparedEveryLeafOnceAndOnlyTheRootIsTheDataSource() {
    let journal = CallJournal()
    let table = RecordingTableHost()
    let leaves = (0..<3).map { CompleteDelegateStub(name: "leaf \($0)", journal: journal) }
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: leaves)
    let root = CascadingRootTableDelegate(childDelegates: [section], tableView: table)
    #expect(journal.entries.map(\.node) == ["leaf 0", "leaf 1", "leaf 2"])
    #expect(journal.entries.allSatisfy { $0.call == .prepare(tableID(table)) })
    #expect(table.dataSource === root && table.delegate === root)
    #expect(root.currentTableView === table && section.currentTableView === table)
  }
}
