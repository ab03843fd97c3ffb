import CascadingTableKit
import Testing

/// The index path value: ordering, equality and description.
struct TableIndexPathTests {
  @Test func pathsAreOrderedBySectionThenRow() {
    let paths = [
      TableIndexPath(row: 0, section: 1), TableIndexPath(row: 5, section: 0),
      TableIndexPath(row: 1, section: 0), TableIndexPath(row: -1, section: 1),
    ]
    #expect(
      paths.sorted() == [
        TableIndexPath(row: 1, section: 0), TableIndexPath(row: 5, section: 0),
        TableIndexPath(row: -1, section: 1), TableIndexPath(row: 0, section: 1),
      ])
  }

  @Test func equalPathsHaveEqualCoordinates() {
    #expect(TableIndexPath(row: 1, section: 2) == TableIndexPath(row: 1, section: 2))
    #expect(TableIndexPath(row: 1, section: 2) != TableIndexPath(row: 2, section: 1))
    #expect(
      Set([TableIndexPath(row: 1, section: 2), TableIndexPath(row: 1, section: 2)]).count == 1)
  }

  @Test func aPathDescribesItselfAsSectionThenRow() {
    #expect(TableIndexPath(row: 3, section: 7).description == "[7, 3]")
  }

  @Test func automaticDimensionIsMinusOne() {
    #expect(TableDimension.automatic == -1)
  }
}
