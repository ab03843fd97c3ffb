import Testing

@testable import CascadingTableKit

/// `ChunkedLeafRows` finds the shared ends and lists the rows between them part by part; a
/// model lists both sides flat and compares them element by element.
@MainActor
struct ChunkedLeafRowsTests {
  /// One element of a flat side in the model: a row delegate, or an untouched group with its
  /// row count.
  private enum Element: Equatable {
    case row(ObjectIdentifier)
    case group(ObjectIdentifier, rowCount: Int)

    @MainActor init(_ leaf: LeafRow) {
      switch leaf {
      case .untouched(let group, let rowCount):
        self = .group(ObjectIdentifier(group), rowCount: rowCount)
      default:
        self = .row(ObjectIdentifier(leaf.node!))
      }
    }

    var rowCount: Int {
      if case .group(_, let rowCount) = self { return rowCount }
      return 1
    }
  }

  @Test func sharedEndsAndListedRowsAreThoseOfTheFlatSides() {
    var generator = HostSeededGenerator(seed: 27)
    let rows = (0..<6).map { _ in CascadingBareTableDelegate(index: 0, childDelegates: []) }
    let groups = (0..<3).map { _ in CascadingSectionTableDelegate(index: 0, childDelegates: []) }
    var checked = 0
    for _ in 0..<3_000 {
      for row in rows {
        row.updateMark = Int.random(in: 0..<8, using: &generator) == 0 ? .content : .none
      }
      var chunked = ChunkedLeafRows()
      var before: [Element] = []
      var after: [Element] = []
      var markedAfter: [Int] = []
      func randomLeaves() -> [LeafRow] {
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          .node(rows.randomElement(using: &generator)!)
        }
      }
      for _ in 0..<Int.random(in: 1...5, using: &generator) {
        if Bool.random(using: &generator) {
          // A group stands for the same rows wherever it is met.
          let rowCount = Int.random(in: 0..<groups.count, using: &generator)
          let group = groups[rowCount]
          chunked.appendUntouched(group, rowCount: rowCount)
          before.append(.group(ObjectIdentifier(group), rowCount: rowCount))
          after.append(.group(ObjectIdentifier(group), rowCount: rowCount))
        } else {
          let told = randomLeaves()
          let now = randomLeaves()
          chunked.appendChanged(before: told, after: now)
          before += told.map(Element.init)
          for leaf in now {
            if case .node(let node) = leaf,
              (node as? CascadingBareTableDelegate)?.updateMark == UpdateMark.content
            {
              markedAfter.append(after.count)
            }
            after.append(Element(leaf))
          }
        }
      }
      #expect(chunked.beforeCount == before.count)
      #expect(chunked.afterCount == after.count)
      #expect(chunked.markedAfter == markedAfter)

      // The model: the same elements from the front, then from the back, then no marked row
      // inside either end.
      let shorter = min(before.count, after.count)
      var prefix = 0
      while prefix < shorter && before[prefix] == after[prefix] {
        prefix += 1
      }
      var suffix = 0
      while prefix + suffix < shorter
        && before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
      {
        suffix += 1
      }
      for position in markedAfter {
        prefix = min(prefix, position)
        suffix = min(suffix, after.count - 1 - position)
      }
      let ends = chunked.sharedEnds()
      #expect(ends.prefix == prefix && ends.suffix == suffix, "\(before) → \(after)")
      if ends.prefix > 0 || ends.suffix > 0 {
        checked += 1
      }

      for (side, flat) in [(true, before), (false, after)] {
        let lower = Int.random(in: 0...flat.count, using: &generator)
        let upper = Int.random(in: lower...flat.count, using: &generator)
        let listed = chunked.elements(before: side, in: lower..<upper)
        #expect(listed.elements.map(Element.init) == Array(flat[lower..<upper]))
        let tableRows = (lower..<upper).map { position in
          flat[..<position].reduce(0) { $0 + $1.rowCount }
        }
        #expect(listed.rows == tableRows)
      }
    }
    // Both kinds of trees were met: with ends shared and without.
    #expect(checked > 500 && checked < 2_900)
  }
}
