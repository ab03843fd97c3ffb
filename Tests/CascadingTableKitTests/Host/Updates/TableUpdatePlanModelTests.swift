import Testing

@testable import CascadingTableKit

/// A model-based check of ``TableUpdatePlan``: random valid batches are generated against a
/// plain model of row and section identities, applied to the model as UIKit defines a batch,
/// and the plan built from the counts alone must map every surviving row and section exactly
/// where the model put it. Random mutations of valid batches must all be rejected.
struct TableUpdatePlanModelTests {
  @Test func randomValidBatchesMapEveryRowAndSectionAsTheModelDoes() throws {
    var generator = SeededGenerator(seed: 0x5EED_0001)
    var exercised: Set<String> = []
    for _ in 0..<300 {
      let batch = RandomBatch(using: &generator)
      let plan = try TableUpdatePlan(
        updates: batch.updates, rowCountsBefore: batch.countsBefore,
        rowCountsAfter: batch.countsAfter)
      batch.expectAgreement(with: plan)
      for update in batch.updates {
        exercised.insert(String(String(describing: update).prefix { $0 != " " }))
      }
    }
    #expect(
      exercised == [
        "insertSections", "deleteSections", "reloadSections", "moveSection", "insertRows",
        "deleteRows", "reloadRows", "moveRow",
      ])
  }

  @Test func randomInvalidBatchesAreAllRejected() {
    var generator = SeededGenerator(seed: 0x5EED_0002)
    var rejected = 0
    let iterations = 300
    for iteration in 0..<iterations {
      let batch = RandomBatch(using: &generator)
      let invalid = batch.mutated(Mutation.allCases[iteration % Mutation.allCases.count])
      do {
        _ = try TableUpdatePlan(
          updates: invalid.updates, rowCountsBefore: invalid.countsBefore,
          rowCountsAfter: invalid.countsAfter)
        Issue.record("accepted \(invalid.mutation): \(invalid.updates) \(invalid.countsAfter)")
      } catch {
        #expect(invalid.mutation.accepts(error.kind), "\(invalid.mutation): \(error)")
        rejected += 1
      }
    }
    #expect(rejected == iterations)
  }
}

/// A deterministic SplitMix64 generator, so every run tests the same batches.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE5_E9B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// A way to break a valid batch.
private enum Mutation: CaseIterable, CustomStringConvertible {
  case rowCountOffByOne
  case sectionCountOffByOne
  case duplicatedChange
  case outOfRange
  case deleteAndReload

  var description: String { "\(self.self)" }

  /// Whether `kind` is an error this mutation can cause.
  func accepts(_ kind: TableUpdateError.Kind) -> Bool {
    switch (self, kind) {
    case (.rowCountOffByOne, .invalidNumberOfRows), (.rowCountOffByOne, .rowOutOfRange),
      (.sectionCountOffByOne, .invalidNumberOfSections),
      (.sectionCountOffByOne, .sectionOutOfRange),
      (.sectionCountOffByOne, .rowSectionOutOfRange),
      (.duplicatedChange, .conflictingRowChanges),
      (.duplicatedChange, .conflictingSectionChanges), (.outOfRange, .rowOutOfRange),
      (.outOfRange, .rowSectionOutOfRange), (.outOfRange, .sectionOutOfRange),
      (.deleteAndReload, .conflictingRowChanges):
      return true
    default:
      return false
    }
  }
}

/// A random table, a random valid batch for it, and the table the batch leaves, as identities.
private struct RandomBatch {
  /// One section of the table after the update.
  struct SectionAfter {
    /// The section's position before the update; `nil` if it is inserted.
    var source: Int?
    /// Whether the section was moved: it goes anywhere, with its rows.
    var isMoved = false
    /// Whether the section was reloaded: it keeps its place but all its rows are new.
    var isReloaded = false
    /// Row identities.
    var rows: [Int] = []

    /// Whether the section keeps its rows through the update.
    var keepsRows: Bool { source != nil && !isReloaded }
  }

  /// Row identities per section before the update.
  var rowsBefore: [[Int]] = []
  /// The sections after the update.
  var sectionsAfter: [SectionAfter] = []
  /// Row identities that are new after the update.
  var insertedRows: Set<Int> = []
  var reloadedRows: Set<Int> = []
  /// Where every row that existed before the update was.
  var rowOrigins: [Int: TableIndexPath] = [:]
  var updates: [TableUpdate] = []
  var countsAfter: [Int] = []
  var mutation = Mutation.rowCountOffByOne

  var countsBefore: [Int] { rowsBefore.map(\.count) }

  private var lastIdentity = 0

  private mutating func identity() -> Int {
    lastIdentity += 1
    return lastIdentity
  }

  private mutating func newRows(upTo count: Int, using generator: inout SeededGenerator) -> [Int] {
    (0..<Int.random(in: 0...count, using: &generator)).map { _ in identity() }
  }

  /// Builds a random table and batch: sections and rows are deleted, reloaded, moved and
  /// inserted as a user of UIKit would, and the batch lists them in a random order.
  init(using generator: inout SeededGenerator) {
    for section in 0..<Int.random(in: 0...4, using: &generator) {
      rowsBefore.append(newRows(upTo: 6, using: &generator))
      for (row, rowIdentity) in rowsBefore[section].enumerated() {
        rowOrigins[rowIdentity] = TableIndexPath(row: row, section: section)
      }
    }

    // Sections: survivors (kept or reloaded) keep their order; moved and new ones go anywhere.
    var placed: [SectionAfter] = []
    for section in rowsBefore.indices {
      let roll = Int.random(in: 0..<20, using: &generator)
      if roll < 3 {
        updates.append(.deleteSections([section]))
        if !rowsBefore[section].isEmpty && Bool.random(using: &generator) {
          updates.append(.deleteRows([TableIndexPath(row: 0, section: section)]))
        }
      } else if roll < 5 {
        updates.append(.reloadSections([section]))
        sectionsAfter.append(
          SectionAfter(source: section, isReloaded: true, rows: newRows(upTo: 4, using: &generator))
        )
      } else if roll < 8 {
        placed.append(SectionAfter(source: section, isMoved: true))
      } else {
        sectionsAfter.append(SectionAfter(source: section))
      }
    }
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      placed.append(SectionAfter(source: nil, rows: newRows(upTo: 3, using: &generator)))
    }
    for section in placed {
      sectionsAfter.insert(section, at: Int.random(in: 0...sectionsAfter.count, using: &generator))
    }
    for (after, section) in sectionsAfter.enumerated() {
      if let source = section.source, section.isMoved {
        updates.append(.moveSection(source, to: after))
      }
      if section.source == nil { updates.append(.insertSections([after])) }
    }

    // Rows of the sections that keep theirs: survivors keep their order, reloads their place.
    var moved: [Int] = []
    let targets = sectionsAfter.indices.filter { sectionsAfter[$0].keepsRows }
    for after in targets {
      let source = sectionsAfter[after].source!
      for (row, rowIdentity) in rowsBefore[source].enumerated() {
        let from = TableIndexPath(row: row, section: source)
        let roll = Int.random(in: 0..<20, using: &generator)
        if roll < 3 {
          updates.append(.deleteRows([from]))
        } else if roll < 5 {
          let reloaded = identity()
          reloadedRows.insert(reloaded)
          updates.append(.reloadRows([from]))
          sectionsAfter[after].rows.append(reloaded)
        } else if roll < 8 {
          moved.append(rowIdentity)
        } else {
          sectionsAfter[after].rows.append(rowIdentity)
        }
      }
    }

    // Moved and inserted rows go anywhere in the sections that keep their rows.
    var placedRows = moved
    if !targets.isEmpty {
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        let inserted = identity()
        insertedRows.insert(inserted)
        placedRows.append(inserted)
      }
    }
    for rowIdentity in placedRows {
      let after = targets.randomElement(using: &generator)!
      let at = Int.random(in: 0...sectionsAfter[after].rows.count, using: &generator)
      sectionsAfter[after].rows.insert(rowIdentity, at: at)
    }
    let movedSet = Set(moved)
    for after in targets {
      for (row, rowIdentity) in sectionsAfter[after].rows.enumerated() {
        let to = TableIndexPath(row: row, section: after)
        if insertedRows.contains(rowIdentity) {
          updates.append(.insertRows([to]))
        } else if movedSet.contains(rowIdentity) {
          updates.append(.moveRow(rowOrigins[rowIdentity]!, to: to))
        }
      }
    }
    updates.shuffle(using: &generator)
    countsAfter = sectionsAfter.map(\.rows.count)
  }

  /// Checks every mapping and list of `plan` against the model.
  func expectAgreement(with plan: TableUpdatePlan) {
    var expectedSectionAfter = [Int?](repeating: nil, count: rowsBefore.count)
    var expectedRowAfter: [TableIndexPath: TableIndexPath] = [:]
    var expectedInserted: [TableIndexPath] = []
    var expectedReloaded: [TableIndexPath] = []
    var expectedNewSections: [Int] = []
    for (after, section) in sectionsAfter.enumerated() {
      #expect(plan.sectionBeforeUpdate(for: after) == section.source, "\(after) in \(updates)")
      if let source = section.source { expectedSectionAfter[source] = after }
      if !section.keepsRows { expectedNewSections.append(after) }
      for (row, rowIdentity) in section.rows.enumerated() {
        let to = TableIndexPath(row: row, section: after)
        let origin = section.keepsRows ? rowOrigins[rowIdentity] : nil
        #expect(plan.indexPathBeforeUpdate(for: to) == origin, "\(to) in \(updates)")
        if let origin { expectedRowAfter[origin] = to }
        if section.keepsRows && insertedRows.contains(rowIdentity) { expectedInserted.append(to) }
        if reloadedRows.contains(rowIdentity) { expectedReloaded.append(to) }
      }
    }
    for (section, rows) in rowsBefore.enumerated() {
      #expect(plan.sectionAfterUpdate(for: section) == expectedSectionAfter[section])
      for row in rows.indices {
        let from = TableIndexPath(row: row, section: section)
        #expect(
          plan.indexPathAfterUpdate(for: from) == expectedRowAfter[from], "\(from) in \(updates)")
      }
    }
    #expect(plan.insertedIndexPathsAfterUpdate == expectedInserted)
    #expect(plan.reloadedIndexPathsAfterUpdate == expectedReloaded)
    #expect(plan.insertedOrReloadedSectionsAfterUpdate == expectedNewSections)
  }

  /// The batch broken by `mutation`.
  func mutated(_ mutation: Mutation) -> RandomBatch {
    var broken = self
    broken.mutation = mutation
    switch mutation {
    case .rowCountOffByOne:
      if let section = sectionsAfter.indices.first(where: { sectionsAfter[$0].keepsRows }) {
        broken.countsAfter[section] += 1
      } else {
        broken.countsAfter.append(0)
        broken.mutation = .sectionCountOffByOne
      }
    case .sectionCountOffByOne:
      broken.countsAfter.append(0)
    case .duplicatedChange:
      let repeatable = updates.first {
        switch $0 {
        case .reloadRows, .reloadSections: return false
        default: return true
        }
      }
      if let repeatable {
        broken.updates.append(repeatable)
      } else if !rowsBefore.isEmpty {
        broken.updates += [.deleteSections([0]), .deleteSections([0])]
      } else {
        broken.updates.append(.deleteSections([0]))
        broken.mutation = .outOfRange
      }
    case .outOfRange:
      broken.updates.append(.deleteRows([TableIndexPath(row: 0, section: rowsBefore.count)]))
    case .deleteAndReload:
      if let section = sectionsAfter.first(where: {
        $0.keepsRows && !rowsBefore[$0.source!].isEmpty
      }) {
        let first = TableIndexPath(row: 0, section: section.source!)
        broken.updates += [.deleteRows([first]), .reloadRows([first])]
      } else {
        broken.updates.append(.reloadRows([TableIndexPath(row: -1, section: 0)]))
        broken.mutation = .outOfRange
      }
    }
    return broken
  }
}
