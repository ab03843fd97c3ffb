import CascadingTableKit
import Testing

/// The batches an ``IdentifierDifference`` makes are ones ``HeadlessTableView`` accepts: applied
/// with `performBatchUpdatesChecked` to a table loaded from the source list, after the data
/// source switched to the destination list, they throw no ``TableUpdateError``, give the right
/// counts, and leave every visible cell showing the identifier the data source answers.
@MainActor
struct IdentifierDifferenceTableTests {
  @Test func rowUpdatesOfRandomPairsAreAcceptedAndLeaveEveryVisibleCellRight() throws {
    for seed in UInt64(0)..<800 {
      let (source, destination, shape) = Self.pair(seed: seed)
      let difference = try IdentifierDifference(from: source, to: destination)
      // Odd seeds also move the diffed section past another one.
      let moves = !seed.isMultiple(of: 2)
      let other = ["other"]
      let model = HostRecordingDelegate(sections: moves ? [source, other] : [other, source])
      let table = Self.loadedTable(model)
      let destinationSection = 1
      let sourceSection = moves ? 0 : 1
      model.sections = [other, destination]
      var updates = moves ? [TableUpdate.moveSection(0, to: 1)] : []
      updates += difference.rowUpdates(
        sourceSection: sourceSection, destinationSection: destinationSection)
      let context: Comment = "seed \(seed), \(shape), \(updates)"
      Self.apply(updates, to: table, context)
      #expect(table.numberOfRows(inSection: destinationSection) == destination.count, context)
      Self.expectVisibleCellsMatch(model, in: table, context)
    }
  }

  @Test func sectionUpdatesOfRandomPairsAreAcceptedAndLeaveEveryVisibleCellRight() throws {
    for seed in UInt64(0)..<800 {
      let (source, destination, shape) = Self.pair(seed: seed &+ 0x5EC)
      let difference = try IdentifierDifference(from: source, to: destination)
      let model = HostRecordingDelegate(sections: source.map { [$0, $0 + "'"] })
      let table = Self.loadedTable(model)
      model.sections = destination.map { [$0, $0 + "'"] }
      let updates = difference.sectionUpdates()
      let context: Comment = "seed \(seed &+ 0x5EC), \(shape), \(updates)"
      Self.apply(updates, to: table, context)
      #expect(table.numberOfSections == destination.count, context)
      Self.expectVisibleCellsMatch(model, in: table, context)
    }
  }

  private static func pair(seed: UInt64)
    -> (source: [String], destination: [String], shape: IdentifierPairShape)
  {
    var generator = HostSeededGenerator(seed: seed)
    let shapes = IdentifierPairShape.allCases
    let shape = shapes[Int(seed % UInt64(shapes.count))]
    let (source, destination) = shape.pair(
      maximumCount: 40, smallAlphabet: (seed / 16).isMultiple(of: 2), using: &generator)
    return (source.map { "\($0)" }, destination.map { "\($0)" }, shape)
  }

  /// A table showing about a dozen 20-point rows, loaded and laid out from `model`.
  private static func loadedTable(_ model: HostRecordingDelegate) -> HeadlessTableView {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 250))
    table.rowHeight = 20
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.layoutIfNeeded()
    return table
  }

  /// Makes the updates' calls in one checked batch.
  private static func apply(
    _ updates: [TableUpdate], to table: HeadlessTableView, _ context: Comment
  ) {
    do {
      try table.performBatchUpdatesChecked {
        for update in updates {
          switch update {
          case .insertSections(let sections):
            table.insertSections(sections, with: .automatic)
          case .deleteSections(let sections):
            table.deleteSections(sections, with: .automatic)
          case .reloadSections(let sections):
            table.reloadSections(sections, with: .automatic)
          case .moveSection(let section, let newSection):
            table.moveSection(section, toSection: newSection)
          case .insertRows(let paths):
            table.insertRows(at: paths, with: .automatic)
          case .deleteRows(let paths):
            table.deleteRows(at: paths, with: .automatic)
          case .reloadRows(let paths):
            table.reloadRows(at: paths, with: .automatic)
          case .reconfigureRows(let paths):
            table.reconfigureRows(at: paths)
          case .moveRow(let path, let newPath):
            table.moveRow(at: path, to: newPath)
          case .reloadData:
            Issue.record("a difference of rows never reloads the table — \(context)")
          }
        }
      }
    } catch {
      Issue.record("\(error) — \(context)")
      return
    }
    #expect(table.lastAppliedUpdates == updates, context)
  }

  private static func expectVisibleCellsMatch(
    _ model: HostRecordingDelegate, in table: HeadlessTableView, _ context: Comment
  ) {
    for path in table.indexPathsForVisibleRows ?? [] {
      #expect(
        table.cellForRow(at: path)?.text == model.sections[path.section][path.row],
        "\(path) — \(context)")
    }
  }
}
