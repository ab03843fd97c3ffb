import Testing

@testable import CascadingTableKit

/// `Identifiable & Hashable` declarations whose `id` is an `Int` or a `String` (and `Int` or
/// `String` declarations, their own identity) are diffed as typed columns; any other
/// identifier type through the declaration type's witnesses. Seeded random reassignments
/// with every kind of identifier (`Int`, `String`, `Int8`, a struct, `AnyHashable`, and mixes
/// in an `AnyHashable`), content and reuse changes, moves and duplicates are checked against
/// a plain model that compares identities as `AnyHashable`s, and against a twin data source
/// whose declarations carry the same identities boxed in `AnyHashable` (the untyped path).
@MainActor
struct DeclaredValueTypedDiffModelTests {
  /// A key of a type the typed path does not read into a column.
  struct Key: Hashable, Sendable {
    var value: Int
  }

  /// A declaration: identified by `id`, with a version and a reuse identifier as content.
  struct Value<ID: Hashable>: Identifiable, Hashable {
    var id: ID
    var key: Int
    var version: Int
    var reuse: String

    var text: String { "\(key) v\(version) \(reuse)" }
  }

  /// How the rows of a data source are identified.
  enum IdentityStyle: CaseIterable {
    case int, string, int8, key, boxedInt, mixed

    /// The identity of the row with a key: equal identities (as `AnyHashable`) have equal keys,
    /// except that `mixed` makes an `Int8` of a key equal to the `Int` of the same key.
    func identity(of key: Int) -> any Hashable {
      switch self {
      case .int: key
      case .string: "k\(key)"
      case .int8: Int8(truncatingIfNeeded: key)
      case .key: Key(value: key)
      case .boxedInt: AnyHashable(key)
      case .mixed:
        switch key % 3 {
        case 0: key
        case 1: "k\(key)"
        default: Int8(truncatingIfNeeded: key)
        }
      }
    }

    /// Whether the style's declarations are read into a typed column.
    var isTyped: Bool { self == .int || self == .string }
  }

  /// A row of the model.
  struct Row: CustomStringConvertible {
    var key: Int
    var version: Int
    var reuse: String

    var description: String { "\(key) v\(version) \(reuse)" }
  }

  /// What one seed did: steps diffed typed, steps checked against the model, steps with a
  /// duplicate.
  struct Tally {
    var typedSteps = 0
    var checkedSteps = 0
    var duplicateSteps = 0
  }

  private static func makeTable<Declaration>(_ dataSource: TableViewDataSource<Declaration>)
    -> HeadlessTableView
  {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 10_000))
    table.rowHeight = 20
    table.dataSource = dataSource
    table.delegate = dataSource
    table.layoutIfNeeded()
    return table
  }

  /// A data source of values, each row's cell showing its text under its reuse identifier.
  private static func makeDataSource<ID>() -> TableViewDataSource<Value<ID>> {
    TableViewDataSource<Value<ID>> { value in
      CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: value.reuse
      ) { $0.text = value.text }
    }
  }

  /// The declarations of rows, identified by `identity`.
  private static func values<ID>(_ rows: [Row], _ identity: (Int) -> ID) -> [Value<ID>] {
    rows.map { Value(id: identity($0.key), key: $0.key, version: $0.version, reuse: $0.reuse) }
  }

  /// A random edit of the rows: inserts, removals, moves, content and reuse changes, and
  /// sometimes a duplicate (a copy of a row, or a row whose identity another has).
  static func edited(_ rows: [Row], nextKey: inout Int, using random: inout HostSeededGenerator)
    -> [Row]
  {
    var rows = rows
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      switch Int.random(in: 0..<13, using: &random) {
      case 0, 1:
        let row = Row(key: nextKey, version: 0, reuse: "a")
        rows.insert(row, at: Int.random(in: 0...rows.count, using: &random))
        nextKey += 1
      case 2 where !rows.isEmpty, 3 where !rows.isEmpty:
        rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
      case 4 where !rows.isEmpty, 5 where !rows.isEmpty:
        let row = rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
        rows.insert(row, at: Int.random(in: 0...rows.count, using: &random))
      case 6 where !rows.isEmpty, 7 where !rows.isEmpty, 8 where !rows.isEmpty:
        rows[Int.random(in: 0..<rows.count, using: &random)].version += 1
      case 9 where !rows.isEmpty:
        let position = Int.random(in: 0..<rows.count, using: &random)
        rows[position].reuse = rows[position].reuse == "a" ? "b" : "a"
      case 10 where !rows.isEmpty && Int.random(in: 0..<3, using: &random) == 0:
        var copy = rows[Int.random(in: 0..<rows.count, using: &random)]
        copy.version += Int.random(in: 0...1, using: &random)
        rows.insert(copy, at: Int.random(in: 0...rows.count, using: &random))
      case 11 where rows.count > 1 && Int.random(in: 0..<4, using: &random) == 0:
        let key = rows[0].key
        rows.removeAll { $0.key == key }
      default:
        break
      }
    }
    return rows
  }

  /// Runs one seed with declarations identified as `style` says, against the boxed twin and
  /// the model.
  private static func run<ID: Hashable>(
    seed: UInt64, style: IdentityStyle, identity: @escaping (Int) -> ID,
    random: inout HostSeededGenerator, tally: inout Tally
  ) {
    let boxedIdentity = { (key: Int) in AnyHashable(style.identity(of: key)) }
    let typed: TableViewDataSource<Value<ID>> = makeDataSource()
    let twin: TableViewDataSource<Value<AnyHashable>> = makeDataSource()
    let typedTable = makeTable(typed)
    let twinTable = makeTable(twin)
    var nextKey = Int.random(
      in: 0...(Int.random(in: 0..<5, using: &random) == 0 ? 300 : 24),
      using: &random)
    var shown = (0..<nextKey).map { Row(key: $0, version: 0, reuse: "a") }
    typed.cellDeclarations = values(shown, identity)
    twin.cellDeclarations = values(shown, boxedIdentity)
    typedTable.layoutIfNeeded()
    twinTable.layoutIfNeeded()
    for step in 0..<6 {
      let next = edited(shown, nextKey: &nextKey, using: &random)
      let updates = typed.setCellDeclarations(values(next, identity))
      let twinUpdates = twin.setCellDeclarations(values(next, boxedIdentity))
      let context: Comment = """
        seed \(seed), step \(step), \(style): \(shown) → \(next); updates \(updates)
        """
      #expect(typedTable.lastUpdateError == nil, context)
      #expect(updates == twinUpdates, context)
      #expect(typedTable.problems.count == twinTable.problems.count, context)
      typedTable.layoutIfNeeded()
      #expect(typedTable.visibleCells.map(\.text) == next.map(\.description), context)
      let replayed = BatchReplay.apply(
        updates, to: [shown.map(\.description)], target: [next.map(\.description)])
      #expect(replayed == [next.map(\.description)], context)
      let oldIdentities = shown.map { boxedIdentity($0.key) }
      let newIdentities = next.map { boxedIdentity($0.key) }
      if Set(oldIdentities).count == shown.count && Set(newIdentities).count == next.count {
        tally.checkedSteps += 1
        expectBatch(updates, from: (shown, oldIdentities), to: (next, newIdentities), context)
      } else {
        tally.duplicateSteps += 1
      }
      if style.isTyped {
        tally.typedSteps += 1
      }
      shown = next
    }
  }

  @Test func randomReassignmentsMatchTheModelAndTheBoxedTwin() {
    var tally = Tally()
    for seed in UInt64(1)...2_500 {
      var random = HostSeededGenerator(seed: seed)
      let style = IdentityStyle.allCases.randomElement(using: &random) ?? .int
      switch style {
      case .int:
        Self.run(seed: seed, style: style, identity: { $0 }, random: &random, tally: &tally)
      case .string:
        Self.run(seed: seed, style: style, identity: { "k\($0)" }, random: &random, tally: &tally)
      case .int8:
        Self.run(
          seed: seed, style: style, identity: { Int8(truncatingIfNeeded: $0) }, random: &random,
          tally: &tally)
      case .key:
        Self.run(
          seed: seed, style: style, identity: { Key(value: $0) }, random: &random, tally: &tally)
      case .boxedInt, .mixed:
        Self.run(
          seed: seed, style: style, identity: { AnyHashable(style.identity(of: $0)) },
          random: &random, tally: &tally)
      }
    }
    #expect(tally.typedSteps > 4_000 && tally.checkedSteps > 8_000 && tally.duplicateSteps > 500)
  }

  /// Checks a batch against the model, for assignments without duplicates: a row whose
  /// identity left is deleted, one whose identity arrived inserted; a kept row with the same
  /// version and reuse identifier is neither deleted nor refreshed; a kept row that changed is
  /// either refreshed in place (reloaded when its reuse identifier changed, else
  /// reconfigured) or deleted and inserted again (when it also moved).
  private static func expectBatch(
    _ updates: [TableUpdate], from old: ([Row], [AnyHashable]), to new: ([Row], [AnyHashable]),
    _ context: Comment
  ) {
    var deleted: Set<Int> = []
    var inserted: Set<Int> = []
    var reconfigured: Set<Int> = []
    var reloaded: Set<Int> = []
    var movedFrom: Set<Int> = []
    for update in updates {
      switch update {
      case .deleteRows(let paths): deleted.formUnion(paths.map(\.row))
      case .insertRows(let paths): inserted.formUnion(paths.map(\.row))
      case .reconfigureRows(let paths): reconfigured.formUnion(paths.map(\.row))
      case .reloadRows(let paths): reloaded.formUnion(paths.map(\.row))
      case .moveRow(let source, _): movedFrom.insert(source.row)
      default: Issue.record("unexpected update \(update); \(context)")
      }
    }
    let newPosition = Dictionary(uniqueKeysWithValues: zip(new.1, new.1.indices))
    let oldSet = Set(old.1)
    for position in new.1.indices where !oldSet.contains(new.1[position]) {
      #expect(inserted.contains(position), context)
    }
    for (position, identity) in old.1.enumerated() {
      guard let destination = newPosition[identity] else {
        #expect(deleted.contains(position), context)
        continue
      }
      let oldRow = old.0[position]
      let newRow = new.0[destination]
      if oldRow.reuse == newRow.reuse && oldRow.version == newRow.version
        && oldRow.key == newRow.key
      {
        #expect(!deleted.contains(position), context)
        #expect(!reconfigured.contains(position) && !reloaded.contains(position), context)
      } else if deleted.contains(position) {
        #expect(inserted.contains(destination), context)
      } else {
        #expect(!movedFrom.contains(position), context)
        let refreshed = oldRow.reuse == newRow.reuse ? reconfigured : reloaded
        #expect(refreshed.contains(position), context)
      }
    }
  }

  @Test func intAndStringDeclarationsMatchTheirBoxedTwin() {
    for seed in UInt64(1)...800 {
      var random = HostSeededGenerator(seed: seed)
      let asStrings = Bool.random(using: &random)
      let typedInts = TableViewDataSource<Int> { Self.binder(text: "\($0)") }
      let typedStrings = TableViewDataSource<String> { Self.binder(text: $0) }
      let twin = TableViewDataSource<AnyHashable> { Self.binder(text: "\($0.base)") }
      let typedTable = asStrings ? Self.makeTable(typedStrings) : Self.makeTable(typedInts)
      let twinTable = Self.makeTable(twin)
      var nextKey = Int.random(in: 0...30, using: &random)
      var shown = (0..<nextKey).map { Row(key: $0, version: 0, reuse: "a") }
      typedInts.cellDeclarations = Array(0..<nextKey)
      typedStrings.cellDeclarations = (0..<nextKey).map { "\($0)" }
      twin.cellDeclarations = (0..<nextKey).map {
        asStrings ? AnyHashable("\($0)") : AnyHashable($0)
      }
      typedTable.layoutIfNeeded()
      twinTable.layoutIfNeeded()
      for step in 0..<6 {
        let next = Self.edited(shown, nextKey: &nextKey, using: &random)
        let keys = next.map(\.key)
        let updates =
          asStrings
          ? typedStrings.setCellDeclarations(keys.map { "\($0)" })
          : typedInts.setCellDeclarations(keys)
        let twinUpdates = twin.setCellDeclarations(
          keys.map { asStrings ? AnyHashable("\($0)") : AnyHashable($0) })
        let context: Comment = "seed \(seed), step \(step): \(shown) → \(next); \(updates)"
        #expect(typedTable.lastUpdateError == nil, context)
        #expect(updates == twinUpdates, context)
        #expect(typedTable.problems.count == twinTable.problems.count, context)
        typedTable.layoutIfNeeded()
        #expect(typedTable.visibleCells.map(\.text) == keys.map { "\($0)" }, context)
        let replayed = BatchReplay.apply(
          updates, to: [shown.map(\.key)], target: [keys])
        #expect(replayed == [keys], context)
        shown = next
      }
    }
  }

  private static func binder(text: String) -> CellBinder {
    CellBinder(
      cellType: TableCell.self, registrationMethod: .class(TableCell.self),
      reuseIdentifier: "a"
    ) { $0.text = text }
  }

  @Test func onlyIntAndStringIdentifiersAreReadIntoATypedColumn() {
    func column<Declaration>(_ dataSource: TableViewDataSource<Declaration>) -> String {
      guard case .declared(let list)? = dataSource.differenceRows,
        let snapshot = list as? DeclarationSnapshot<Declaration>
      else { return "none" }
      guard let read = snapshot.identity.identifierColumn else { return "untyped" }
      switch read(snapshot.declarations, snapshot.declarations.indices) {
      case .ints(let ints): return "ints \(ints)"
      case .strings(let strings): return "strings \(strings)"
      case .boxed: return "boxed"
      }
    }
    let rows = [Row(key: 3, version: 0, reuse: "a"), Row(key: 1, version: 2, reuse: "b")]
    let ints: TableViewDataSource<Value<Int>> = Self.makeDataSource()
    ints.cellDeclarations = Self.values(rows) { $0 }
    #expect(column(ints) == "ints [3, 1]")
    let strings: TableViewDataSource<Value<String>> = Self.makeDataSource()
    strings.cellDeclarations = Self.values(rows) { "k\($0)" }
    #expect(column(strings) == "strings [\"k3\", \"k1\"]")
    let int8s: TableViewDataSource<Value<Int8>> = Self.makeDataSource()
    int8s.cellDeclarations = Self.values(rows) { Int8($0) }
    #expect(column(int8s) == "untyped")
    let boxed: TableViewDataSource<Value<AnyHashable>> = Self.makeDataSource()
    boxed.cellDeclarations = Self.values(rows) { AnyHashable($0) }
    #expect(column(boxed) == "untyped")
    let plainInts = TableViewDataSource<Int> { Self.binder(text: "\($0)") }
    plainInts.cellDeclarations = [5, 2]
    #expect(column(plainInts) == "ints [5, 2]")
    let plainStrings = TableViewDataSource<String> { Self.binder(text: $0) }
    plainStrings.cellDeclarations = ["x", "y"]
    #expect(column(plainStrings) == "strings [\"x\", \"y\"]")
    let int8Values = TableViewDataSource<Int8> { Self.binder(text: "\($0)") }
    int8Values.cellDeclarations = [1]
    #expect(column(int8Values) == "untyped")
  }

  @Test func aLongListKeepsItsColumnForTheNextAssignment() {
    let dataSource: TableViewDataSource<Value<Int>> = Self.makeDataSource()
    let table = Self.makeTable(dataSource)
    let rows = (0..<400).map { Row(key: $0, version: 0, reuse: "a") }
    dataSource.cellDeclarations = Self.values(rows) { $0 }
    table.layoutIfNeeded()
    // Every row is new: the diff read the whole new list.
    #expect(Self.ints(of: dataSource.identifierColumn) == rows.map(\.key))
    // Every other row changes: the diff reads most of both lists, as whole columns.
    var changed = rows
    for position in stride(from: 0, to: changed.count, by: 2) {
      changed[position].version = 1
    }
    changed.swapAt(10, 390)
    let updates = dataSource.setCellDeclarations(Self.values(changed) { $0 })
    #expect(!updates.isEmpty && table.lastUpdateError == nil)
    #expect(Self.ints(of: dataSource.identifierColumn) == changed.map(\.key))
    #expect(dataSource.identifierColumn.hasUniqueIdentifiers)
    #expect(dataSource.shownIdentifierColumn === dataSource.identifierColumn)
    // One edit in the middle: the few rows compared are read alone.
    var edited = changed
    edited.insert(Row(key: 1_000, version: 0, reuse: "a"), at: 200)
    #expect(!dataSource.setCellDeclarations(Self.values(edited) { $0 }).isEmpty)
    #expect(dataSource.identifierColumn.column == nil)
    table.layoutIfNeeded()
    #expect(
      table.visibleCells.map(\.text) == edited.prefix(table.visibleCells.count).map(\.description))
  }

  /// The `Int`s of a column cache, or `nil` when it holds none.
  private static func ints(of cache: IdentifierColumnCache) -> [Int]? {
    guard case .ints(let ints)? = cache.column else { return nil }
    return ints
  }

  @Test func duplicateCheckFindsEveryRepeatedIdentifier() {
    let cases: [([Int], Bool)] = [
      ([], true), ([7], true), ([1, 2, 3], true), ([1, 2, 1], false), ([5, 5], false),
      ([Int.min, Int.max], true), ([Int.min, 0, Int.max, Int.min], false),
      (Array(0..<1_000) + [999], false), (Array(0..<1_000).map { $0 * 1_000 }, true),
      (Array(0..<1_000).map { $0 * 1_000 } + [7_000], false), ([-3, -2, -1, -3], false),
      ((0..<64).map { $0 * 64 } + [63 * 64], false), ((0..<64).map { $0 * 64 + 63 }, true),
    ]
    for (ints, unique) in cases {
      #expect((Set(ints).count == ints.count) == unique, "the model, \(ints)")
      #expect(IdentifierColumn.ints(ints).hasUniqueIdentifiers == unique, "\(ints)")
    }
    // Dense and sparse, near the bitmap's limit of 16 values per identifier, and extremes.
    var random = HostSeededGenerator(seed: 27)
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...80, using: &random)
      let spread = [1, 15, 16, 17, 64, Int.max / 200].randomElement(using: &random) ?? 1
      let base = [0, -500, Int.min, Int.max - 100 * spread].randomElement(using: &random) ?? 0
      let ints = (0..<count).map { _ in
        base &+ Int.random(in: 0...(count * spread - 1), using: &random)
      }
      let unique = Set(ints).count == ints.count
      #expect(IdentifierColumn.ints(ints).hasUniqueIdentifiers == unique, "\(ints)")
      #expect(IdentifierColumn.strings(ints.map { "\($0)" }).hasUniqueIdentifiers == unique)
    }
    #expect(IdentifierColumn.strings(["a", "b"]).hasUniqueIdentifiers)
    #expect(!IdentifierColumn.strings(["a", "b", "a"]).hasUniqueIdentifiers)
    #expect(!IdentifierColumn.boxed.hasUniqueIdentifiers)
  }
}
