import CascadingTableKit
import Testing

/// A load whose section index call asks for a reload (the data source changes and reloads the
/// table from inside `sectionIndexTitles(for:)`): the load starts over, and what it had read
/// before the call is never written to the table's storage, not even for the time the new
/// attempt reads (walks3's surviving mutation: a load that kept that read, which the next
/// attempt then overwrote, so that no walk's end state could tell).
@MainActor
struct LoadRestartedByIndexTitlesTests {
  /// A data source and delegate whose sections change by phase: phase *p* has *p* + 1
  /// sections of *p* + 1 rows each and the index titles `"p.s"`. At phase 1 its index call moves
  /// it to phase 2 and reloads the table, once. Its exact heights (the table asks them while it
  /// loads, estimates being off) note the table's section count as the table answers it then.
  private final class PhasedSource: TableDataSource, TableDelegate {
    var phase = 0
    weak var table: HeadlessTableView?
    /// The table's `numberOfSections`, asked from each exact height the table asked.
    var sectionCountsSeen: [Int] = []
    var reloadsFromIndexTitles = 0

    func numberOfSections(in tableView: any TableHost) -> Int { phase + 1 }

    func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
      phase + 1
    }

    func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
      -> TableCell
    {
      let cell = TableCell()
      cell.text = "\(phase).\(indexPath.section).\(indexPath.row)"
      return cell
    }

    func sectionIndexTitles(for tableView: any TableHost) -> [String]? {
      if phase == 1 {
        phase = 2
        reloadsFromIndexTitles += 1
        table?.reloadData()
      }
      return (0...phase).map { "\(phase).\($0)" }
    }

    func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
      -> Double?
    {
      if let table { sectionCountsSeen.append(table.numberOfSections) }
      return 30
    }
  }

  @Test func aReloadAskedByTheIndexTitlesDiscardsWhatTheLoadHadRead() {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 400))
    table.estimatedRowHeight = 0
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    let source = PhasedSource()
    source.table = table
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    // Phase 0, loaded as it is: one section of one row.
    #expect(table.numberOfSections == 1)
    #expect(table.sectionIndexTitles == ["0.0"])

    source.phase = 1
    source.sectionCountsSeen = []
    table.reloadData()
    table.layoutIfNeeded()

    #expect(source.reloadsFromIndexTitles == 1)
    // Every height asked while the table loaded saw the storage of the last whole load (one
    // section), never the two sections of phase 1, read by the attempt the reload discarded.
    #expect(!source.sectionCountsSeen.isEmpty)
    #expect(source.sectionCountsSeen.allSatisfy { $0 == 1 }, "\(source.sectionCountsSeen)")
    // What the table keeps is phase 2's, as the data source reports it after its change.
    #expect(table.numberOfSections == 3)
    #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [3, 3, 3])
    #expect(table.sectionIndexTitles == ["2.0", "2.1", "2.2"])
    #expect(table.cellForRow(at: TableIndexPath(row: 2, section: 0))?.text == "2.0.2")
  }
}
