import Testing

@testable import CascadingTableKit

/// Identified binders are diffed as typed values when every row of both assignments has an
/// `Int` identity, or every row a `String` one, and as `AnyHashable`s otherwise. Seeded random
/// reassignments mixing identity types (`Int`, `String`, `Int8`, a struct, `AnyHashable`, and
/// mixes of them), content types, reuse identifiers and duplicates are checked against a plain
/// model that compares identities and contents as `AnyHashable`s, and against a twin data
/// source given every identity and content boxed in `AnyHashable` (which takes the boxed path).
@MainActor
struct CellBinderTypedDiffModelTests {
  /// A key of a type the typed path does not keep unboxed.
  struct Key: Hashable {
    var value: Int
  }

  /// How the rows of one assignment are identified.
  enum IdentityStyle: CaseIterable {
    case int, string, int8, key, boxedInt, intOrString, intOrInt8

    /// The identity of the row with a key: equal identities (as `AnyHashable`) have equal keys.
    func identity(of key: Int) -> any Hashable {
      switch self {
      case .int: key
      case .string: "k\(key)"
      case .int8: Int8(key)
      case .key: Key(value: key)
      case .boxedInt: AnyHashable(key)
      case .intOrString: key.isMultiple(of: 2) ? key : "k\(key)"
      case .intOrInt8: key.isMultiple(of: 2) ? key : Int8(key)
      }
    }

    /// Whether the typed path should diff an assignment of this style against one of `other`.
    func isTyped(with other: IdentityStyle) -> Bool {
      self == other && (self == .int || self == .string)
    }
  }

  /// How the contents of one assignment are given.
  enum ContentStyle: CaseIterable {
    case int, string, int8, none, intOrInt8

    /// The content of a row at a version, or `nil` for a row identified without one.
    func content(of version: Int, key: Int) -> (any Hashable)? {
      switch self {
      case .int: version
      case .string: "v\(version)"
      case .int8: Int8(version)
      case .none: nil
      case .intOrInt8: key.isMultiple(of: 3) ? version : Int8(version)
      }
    }
  }

  /// A row of the model.
  struct Row: CustomStringConvertible {
    var key: Int
    var version: Int
    var reuse: String

    var text: String { "\(key) v\(version) \(reuse)" }
    var description: String { text }
  }

  /// One assignment: its rows and how they are identified.
  struct Assignment {
    var rows: [Row]
    var identities: IdentityStyle
    var contents: ContentStyle

    /// The identity of each row, boxed as the model compares them.
    var boxedIdentities: [AnyHashable] {
      rows.map { AnyHashable(identities.identity(of: $0.key)) }
    }

    /// The content of a row, boxed, or `nil`.
    func boxedContent(of row: Row) -> AnyHashable? {
      contents.content(of: row.version, key: row.key).map { AnyHashable($0) }
    }

    /// Whether two rows of the assignment share an identity.
    var hasDuplicates: Bool { Set(boxedIdentities).count != rows.count }

    /// The binders, identities typed as given, or every one boxed in `AnyHashable`.
    @MainActor
    func binders(boxed: Bool) -> [CellBinder] {
      rows.map { row in
        let binder = CellBinder(
          cellType: TableCell.self, registrationMethod: .class(TableCell.self),
          reuseIdentifier: row.reuse
        ) { $0.text = row.text }
        let identity = identities.identity(of: row.key)
        let content = contents.content(of: row.version, key: row.key)
        switch (boxed, content) {
        case (false, nil): return binder.identified(by: identity)
        case (false, let content?): return binder.identified(by: identity, content: content)
        case (true, nil): return binder.identified(by: AnyHashable(identity))
        case (true, let content?):
          return binder.identified(by: AnyHashable(identity), content: AnyHashable(content))
        }
      }
    }
  }

  private static func makeTable(_ dataSource: TableViewDataSource<CellBinder>)
    -> HeadlessTableView
  {
    let table = HeadlessTableView(viewportSize: TableSize(width: 200, height: 5_000))
    table.rowHeight = 20
    table.dataSource = dataSource
    table.delegate = dataSource
    table.layoutIfNeeded()
    return table
  }

  /// A random edit of the rows: inserts, removals, moves, content and reuse changes, and
  /// sometimes a duplicate.
  private static func edited(
    _ rows: [Row], nextKey: inout Int, using random: inout HostSeededGenerator
  ) -> [Row] {
    var rows = rows
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      switch Int.random(in: 0..<12, using: &random) {
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
        let copy = rows[Int.random(in: 0..<rows.count, using: &random)]
        rows.insert(copy, at: Int.random(in: 0...rows.count, using: &random))
      default:
        break
      }
    }
    return rows
  }

  /// A style, the same as the last one most of the time.
  private static func style<Style: CaseIterable>(
    after last: Style, using random: inout HostSeededGenerator
  ) -> Style {
    guard Int.random(in: 0..<4, using: &random) == 0 else { return last }
    return Style.allCases.randomElement(using: &random) ?? last
  }

  /// The typed column of a data source's current rows, as a name: `ints`, `strings`,
  /// `boxed`, or `keyed` when the rows are not a ``BinderRowList``.
  private static func column(of dataSource: TableViewDataSource<CellBinder>) -> String {
    guard case .declared(let list)? = dataSource.differenceRows,
      let binders = list as? BinderRowList
    else { return "keyed" }
    switch binders.identifiers {
    case .ints: return "ints"
    case .strings: return "strings"
    case .boxed: return "boxed"
    }
  }

  @Test func randomReassignmentsMatchTheModelAndTheBoxedTwin() {
    var typedSteps = 0
    var fallbackSteps = 0
    var checkedSteps = 0
    for seed in UInt64(1)...3_000 {
      var random = HostSeededGenerator(seed: seed)
      let typed = TableViewDataSource<CellBinder>()
      let boxed = TableViewDataSource<CellBinder>()
      let typedTable = Self.makeTable(typed)
      let boxedTable = Self.makeTable(boxed)
      var nextKey = Int.random(in: 0...20, using: &random)
      var shown = Assignment(
        rows: (0..<nextKey).map { Row(key: $0, version: 0, reuse: "a") },
        identities: IdentityStyle.allCases.randomElement(using: &random) ?? .int,
        contents: ContentStyle.allCases.randomElement(using: &random) ?? .int)
      typed.cellDeclarations = shown.binders(boxed: false)
      boxed.cellDeclarations = shown.binders(boxed: true)
      typedTable.layoutIfNeeded()
      boxedTable.layoutIfNeeded()
      for step in 0..<6 {
        let next = Assignment(
          rows: Self.edited(shown.rows, nextKey: &nextKey, using: &random),
          identities: Self.style(after: shown.identities, using: &random),
          contents: Self.style(after: shown.contents, using: &random))
        let updates = typed.setCellDeclarations(next.binders(boxed: false))
        let twinUpdates = boxed.setCellDeclarations(next.binders(boxed: true))
        let context: Comment = """
          seed \(seed), step \(step): \(shown.identities)/\(shown.contents) \(shown.rows) → \
          \(next.identities)/\(next.contents) \(next.rows); updates \(updates)
          """
        if shown.identities.isTyped(with: next.identities) {
          typedSteps += 1
          // An empty list has no column: its empty ranges diff typed against any.
          let expected = next.rows.isEmpty ? "boxed" : next.identities == .int ? "ints" : "strings"
          #expect(Self.column(of: typed) == expected, context)
        } else {
          fallbackSteps += 1
        }
        #expect(Self.column(of: boxed) == "boxed", context)
        #expect(typedTable.lastUpdateError == nil, context)
        #expect(updates == twinUpdates, context)
        #expect(typedTable.problems.count == boxedTable.problems.count, context)
        typedTable.layoutIfNeeded()
        #expect(typedTable.visibleCells.map(\.text) == next.rows.map(\.text), context)
        let replayed = BatchReplay.apply(
          updates, to: [shown.rows.map(\.text)], target: [next.rows.map(\.text)])
        #expect(replayed == [next.rows.map(\.text)], context)
        if !shown.hasDuplicates && !next.hasDuplicates {
          checkedSteps += 1
          Self.expectBatch(updates, from: shown, to: next, context)
        }
        shown = next
      }
    }
    #expect(typedSteps > 1_000 && fallbackSteps > 1_000 && checkedSteps > 5_000)
  }

  /// Checks a batch against the model, for assignments without duplicates: a row whose
  /// identity left is deleted, one whose identity arrived inserted; a kept row with the same
  /// reuse identifier and equal content is neither deleted nor refreshed; a kept row that
  /// changed is either refreshed in place (reloaded when its reuse identifier changed,
  /// else reconfigured) or deleted and inserted again (when it also moved).
  private static func expectBatch(
    _ updates: [TableUpdate], from old: Assignment, to new: Assignment, _ context: Comment
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
    let oldIdentities = old.boxedIdentities
    let newIdentities = new.boxedIdentities
    let newPosition = Dictionary(uniqueKeysWithValues: zip(newIdentities, newIdentities.indices))
    let oldSet = Set(oldIdentities)
    for position in newIdentities.indices where !oldSet.contains(newIdentities[position]) {
      #expect(inserted.contains(position), context)
    }
    for (position, identity) in oldIdentities.enumerated() {
      guard let destination = newPosition[identity] else {
        #expect(deleted.contains(position), context)
        continue
      }
      let oldRow = old.rows[position]
      let newRow = new.rows[destination]
      let oldContent = old.boxedContent(of: oldRow)
      let newContent = new.boxedContent(of: newRow)
      let isSame = oldRow.reuse == newRow.reuse && oldContent != nil && oldContent == newContent
      if isSame {
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

  @Test func anAssignmentOfOneCommonTypeIsKeptAsATypedColumn() {
    let dataSource = TableViewDataSource<CellBinder>()
    let table = Self.makeTable(dataSource)
    for (style, column) in [
      (IdentityStyle.int, "ints"), (.string, "strings"), (.int8, "boxed"), (.key, "boxed"),
      (.boxedInt, "boxed"), (.intOrString, "boxed"), (.intOrInt8, "boxed"),
    ] {
      let rows = (0..<5).map { Row(key: $0, version: 0, reuse: "a") }
      dataSource.cellDeclarations = Assignment(rows: rows, identities: style, contents: .int)
        .binders(boxed: false)
      #expect(Self.column(of: dataSource) == column, "\(style)")
      #expect(table.lastUpdateError == nil)
    }
    // A binder without an identity among identified ones: stand-ins, as before.
    var binders = Assignment(
      rows: (0..<3).map { Row(key: $0, version: 0, reuse: "a") }, identities: .int,
      contents: .int
    ).binders(boxed: false)
    binders.append(
      CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: "a"
      ) { $0.text = "none" })
    dataSource.cellDeclarations = binders
    #expect(Self.column(of: dataSource) == "keyed")
  }

  @Test func theIdentityAndContentReadBackAsTheyWereGiven() {
    let binder = CellBinder(
      cellType: TableCell.self, registrationMethod: .class(TableCell.self),
      reuseIdentifier: "a"
    ) { _ in }
    #expect(binder.id == nil && binder.content == nil)
    let byInt = binder.identified(by: 7, content: "seven")
    #expect(byInt.id == AnyHashable(7) && byInt.content == AnyHashable("seven"))
    #expect(byInt.id?.base is Int && byInt.content?.base is String)
    let byKey = binder.identified(by: Key(value: 3))
    #expect(byKey.id == AnyHashable(Key(value: 3)) && byKey.content == nil)
    let byInt8 = binder.identified(by: Int8(4), content: Int8(1))
    #expect(byInt8.id?.base is Int8 && byInt8.id == AnyHashable(4))
  }
}
