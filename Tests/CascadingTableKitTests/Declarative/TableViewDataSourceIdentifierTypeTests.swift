import CascadingTableKit
import Testing

/// Declarations are diffed by their `id` as a typed value, with the engine specialised for
/// `Int` and `String` identifiers and generic for any other: for each kind, seeded random
/// assignments are applied as valid batches that leave the table showing the declarations,
/// reconfigure exactly the kept rows whose content changed, and report duplicates.
@MainActor
struct TableViewDataSourceIdentifierTypeTests {
  /// A key of a type the engine is not specialised for.
  struct Key: Hashable, CustomStringConvertible {
    var value: Int
    var description: String { "key \(value)" }
  }

  /// A declaration identified by an `ID` made from a number, with a content version.
  struct Item<ID: Hashable & Sendable>: Identifiable, Hashable {
    var id: ID
    var number: Int
    var version: Int

    var text: String { "item \(number) v\(version)" }
  }

  private static func run<ID: Hashable & Sendable>(
    makeID: @escaping (Int) -> ID, seeds: ClosedRange<UInt64>
  ) {
    for seed in seeds {
      var random = HostSeededGenerator(seed: seed)
      let dataSource = TableViewDataSource<Item<ID>> { item in
        CellBinder(
          cellType: TableCell.self, registrationMethod: .class(TableCell.self),
          reuseIdentifier: "item"
        ) { $0.text = item.text }
      }
      let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 5_000))
      table.rowHeight = 20
      var errors: [TableUpdateError] = []
      table.updateErrorHandler = { errors.append($0) }
      table.dataSource = dataSource
      table.delegate = dataSource
      let randomItems = { (random: inout HostSeededGenerator) -> [Item<ID>] in
        Array((0..<30).shuffled(using: &random).prefix(Int.random(in: 0...20, using: &random)))
          .map { Item(id: makeID($0), number: $0, version: Int.random(in: 0...1, using: &random)) }
      }
      var shown = randomItems(&random)
      dataSource.cellDeclarations = shown
      table.layoutIfNeeded()
      for step in 0..<6 {
        let items = randomItems(&random)
        let updates = dataSource.setCellDeclarations(items)
        let context: Comment = "seed \(seed), step \(step)"
        #expect(errors.isEmpty && table.lastUpdateError == nil, context)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.text) == items.map(\.text), context)
        // Exactly the kept rows whose content changed are reconfigured (or, when they also
        // moved, deleted and inserted): never a row whose content is the same.
        let versionBefore = Dictionary(uniqueKeysWithValues: shown.map { ($0.number, $0.version) })
        for case .reconfigureRows(let paths) in updates {
          for path in paths {
            let before = shown[path.row]
            let after = items.first { $0.number == before.number }
            #expect(after != nil && after?.version != before.version, context)
          }
        }
        let reconfigured = updates.reduce(0) { count, update in
          if case .reconfigureRows(let paths) = update { return count + paths.count }
          return count
        }
        let changedInPlace = items.filter { item in
          versionBefore[item.number].map { $0 != item.version } ?? false
        }
        #expect(reconfigured <= changedInPlace.count, context)
        shown = items
      }
    }
  }

  @Test func intIdentifiers() { Self.run(makeID: { $0 }, seeds: 1...300) }

  @Test func stringIdentifiers() { Self.run(makeID: { "row-\($0)" }, seeds: 301...600) }

  @Test func identifiersOfAnotherType() { Self.run(makeID: { Key(value: $0) }, seeds: 601...900) }

  @Test(arguments: [false, true])
  func aDuplicateIdentifierIsReportedWhateverItsType(stringIdentifiers: Bool) {
    if stringIdentifiers {
      expectDuplicateReported(makeID: { "row-\($0)" }, described: "row-3")
    } else {
      expectDuplicateReported(makeID: { Key(value: $0) }, described: "key 3")
    }
  }

  private func expectDuplicateReported<ID: Hashable & Sendable>(
    makeID: (Int) -> ID, described: String
  ) {
    let dataSource = TableViewDataSource<Item<ID>> { _ in
      CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: "item"
      ) { _ in }
    }
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 500))
    table.dataSource = dataSource
    table.delegate = dataSource
    dataSource.cellDeclarations = [1, 2].map { Item(id: makeID($0), number: $0, version: 0) }
    table.layoutIfNeeded()
    let updates = dataSource.setCellDeclarations(
      [7, 3, 3, 1].map { Item(id: makeID($0), number: $0, version: 0) })
    #expect(updates == [.reloadSections([0])])
    let rows = [TableIndexPath(row: 1, section: 0), TableIndexPath(row: 2, section: 0)]
    #expect(table.problems.map(\.rows) == [rows])
    #expect(table.problems.map(\.differenceError?.identifier) == [described])
    #expect(table.problems.map(\.differenceError?.kind) == [.duplicateRows(rows: rows)])
  }
}
