import Testing

@testable import CascadingTableKit

/// Checks that ``TableContent`` keeps its running section heights in step with its sections
/// under seeded random edits, against a plain model of header, row and footer heights.
struct TableContentTests {
  /// One section of the plain model.
  private struct PlainSection {
    var header: Double
    var rows: [Double]
    var footer: Double
    var total: Double { header + rows.reduce(0, +) + footer }
  }

  private static func expectMatches(_ content: TableContent, _ model: [PlainSection]) {
    #expect(content.sectionCount == model.count)
    var start = 0.0
    for (section, plain) in model.enumerated() {
      #expect(content.offset(ofSection: section) == start)
      #expect(content.height(ofSection: section) == plain.total)
      #expect(content.sections[section].rows.heights == plain.rows)
      #expect(content.sections[section].headerHeight == plain.header)
      #expect(content.sections[section].footerHeight == plain.footer)
      if plain.total > 0 {
        #expect(content.section(containing: start + plain.total / 2) == section)
      }
      start += plain.total
    }
    #expect(content.totalHeight == start)
  }

  @Test(arguments: [21, 22, 23] as [UInt64])
  func runningHeightsFollowEveryEdit(seed: UInt64) {
    var random = HostSeededGenerator(seed: seed)
    var model: [PlainSection] = []
    for _ in 0..<6 {
      let rowCount = Int.random(in: 0...30, using: &random)
      model.append(
        PlainSection(
          header: Double(Int.random(in: 0...3, using: &random)) * 10,
          rows: (0..<rowCount).map { _ in Double(Int.random(in: 0...5, using: &random)) * 10 },
          footer: Double(Int.random(in: 0...3, using: &random)) * 10))
    }
    var content = TableContent()
    content.replaceSections(
      model.map {
        SectionGeometry(
          headerHeight: $0.header, headerIsExact: false,
          rows: RowHeightIndex(heights: $0.rows, isExact: $0.rows.map { _ in false }),
          footerHeight: $0.footer, footerIsExact: false)
      },
      totals: model.map(\.total))
    Self.expectMatches(content, model)

    for _ in 0..<300 {
      let section = Int.random(in: 0..<model.count, using: &random)
      let height = Double(Int.random(in: 0...6, using: &random)) * 10
      switch Int.random(in: 0..<3, using: &random) {
      case 0 where !model[section].rows.isEmpty:
        let row = Int.random(in: 0..<model[section].rows.count, using: &random)
        content.setRowHeight(height, at: TableIndexPath(row: row, section: section), isExact: true)
        model[section].rows[row] = height
        #expect(content.sections[section].rows.isExact(at: row))
      case 1:
        let isHeader = Bool.random(using: &random)
        content.setExactHeaderFooterHeight(height, section: section, isHeader: isHeader)
        if isHeader {
          model[section].header = height
          #expect(content.sections[section].headerIsExact)
        } else {
          model[section].footer = height
          #expect(content.sections[section].footerIsExact)
        }
      default:
        guard !model[section].rows.isEmpty else { continue }
        let from = Int.random(in: 0..<model[section].rows.count, using: &random)
        let target = Int.random(in: 0..<model.count, using: &random)
        let limit = model[target].rows.count - (target == section ? 1 : 0)
        let to = Int.random(in: 0...limit, using: &random)
        content.moveRow(
          from: TableIndexPath(row: from, section: section),
          to: TableIndexPath(row: to, section: target))
        let moved = model[section].rows.remove(at: from)
        model[target].rows.insert(moved, at: to)
      }
      Self.expectMatches(content, model)
    }
  }

  @Test func containsOnlyRowsOfItsCounts() {
    var content = TableContent()
    content.replaceSections(
      [
        SectionGeometry(
          headerHeight: 0, headerIsExact: true,
          rows: RowHeightIndex(repeating: 44, isExact: false, count: 2),
          footerHeight: 0, footerIsExact: true)
      ],
      totals: [88])
    #expect(content.contains(TableIndexPath(row: 1, section: 0)))
    #expect(!content.contains(TableIndexPath(row: 2, section: 0)))
    #expect(!content.contains(TableIndexPath(row: 0, section: 1)))
    #expect(!content.contains(TableIndexPath(row: -1, section: 0)))
    #expect(content.contains(section: 0))
    #expect(!content.contains(section: 1))
    #expect(!content.contains(section: -1))
  }
}
