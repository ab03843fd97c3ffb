import CascadingTableKit
import Testing

/// Worked examples of ``IdentifierDifference``: the fewest changes in the simple cases, the
/// position mappings, and the table updates it makes.
struct IdentifierDifferenceTests {
  private typealias Move = IdentifierDifference.Move

  private func path(_ row: Int, _ section: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  @Test func equalCollectionsGiveAnEmptyDifferenceAndNoUpdates() throws {
    let difference = try IdentifierDifference(from: [3, 1, 2], to: [3, 1, 2])
    #expect(difference.isEmpty)
    #expect(difference.deletions.isEmpty && difference.insertions.isEmpty)
    #expect(difference.moves.isEmpty)
    #expect(difference.sourceCount == 3 && difference.destinationCount == 3)
    #expect(difference.rowUpdates(sourceSection: 0, destinationSection: 0) == [])
    #expect(difference.sectionUpdates() == [])
    #expect((0..<3).map { difference.destination(ofSource: $0) } == [0, 1, 2])
  }

  @Test func twoEmptyCollectionsGiveAnEmptyDifference() throws {
    let difference = try IdentifierDifference(from: [Int](), to: [])
    #expect(difference.isEmpty)
    #expect(difference.destination(ofSource: 0) == nil)
    #expect(difference.source(ofDestination: 0) == nil)
  }

  @Test func oneInsertedIdentifierIsOneInsertion() throws {
    let difference = try IdentifierDifference(from: [1, 2, 3], to: [1, 9, 2, 3])
    #expect(difference.insertions == [1])
    #expect(difference.deletions.isEmpty && difference.moves.isEmpty)
    #expect(difference.source(ofDestination: 1) == nil)
    #expect(difference.source(ofDestination: 2) == 1)
    #expect(difference.destination(ofSource: 2) == 3)
  }

  @Test func oneDeletedIdentifierIsOneDeletion() throws {
    let difference = try IdentifierDifference(from: ["a", "b", "c"], to: ["a", "c"])
    #expect(difference.deletions == [1])
    #expect(difference.insertions.isEmpty && difference.moves.isEmpty)
    #expect(difference.destination(ofSource: 1) == nil)
    #expect(difference.destination(ofSource: 2) == 1)
  }

  @Test func aDeleteAndAnInsertFarApartInALongListAreJustThat() throws {
    let source = Array(0..<5_000)
    var destination = source
    destination.remove(at: 3)
    destination.insert(-1, at: 4_990)
    let difference = try IdentifierDifference(from: source, to: destination)
    #expect(difference.deletions == [3])
    #expect(difference.insertions == [4_990])
    #expect(difference.moves.isEmpty)
    #expect(difference.destination(ofSource: 2) == 2)
    #expect(difference.destination(ofSource: 4) == 3)
    #expect(difference.destination(ofSource: 4_990) == 4_989)
    #expect(difference.destination(ofSource: 4_991) == 4_991)
    #expect(difference.source(ofDestination: 4_989) == 4_990)
  }

  @Test func aPurePermutationIsMovesOnlyAndAsFewAsPossible() throws {
    let rotated = try IdentifierDifference(from: [0, 1, 2, 3, 4], to: [4, 0, 1, 2, 3])
    #expect(rotated.moves == [Move(source: 4, destination: 0)])
    #expect(rotated.deletions.isEmpty && rotated.insertions.isEmpty)
    let swapped = try IdentifierDifference(from: ["a", "b"], to: ["b", "a"])
    #expect(swapped.moves.count == 1)
    let reversed = try IdentifierDifference(from: Array(0..<6), to: Array((0..<6).reversed()))
    #expect(reversed.moves.count == 5)
    #expect(reversed.deletions.isEmpty && reversed.insertions.isEmpty)
  }

  @Test func oneElementMovedAcrossALongListIsOneMove() throws {
    let source = Array(0..<3_000)
    var destination = source
    destination.append(destination.removeFirst())
    let difference = try IdentifierDifference(from: source, to: destination)
    #expect(difference.moves == [Move(source: 0, destination: 2_999)])
    #expect(difference.deletions.isEmpty && difference.insertions.isEmpty)
  }

  @Test func theOverviewExampleGivesTheDocumentedUpdates() throws {
    let before = ["milk", "eggs", "bread", "jam"]
    let after = ["bread", "milk", "eggs", "tea"]
    let difference = try IdentifierDifference(from: before, to: after)
    #expect(difference.deletions == [3])
    #expect(difference.insertions == [3])
    #expect(difference.moves == [Move(source: 2, destination: 0)])
    #expect(
      difference.rowUpdates(sourceSection: 0, destinationSection: 0) == [
        .deleteRows([path(3, 0)]), .insertRows([path(3, 0)]), .moveRow(path(2, 0), to: path(0, 0)),
      ])
    #expect(
      difference.description
        == "IdentifierDifference(4→4, deletions: [3], insertions: [3], moves: [2→0])")
  }

  @Test func rowUpdatesNameDeletionsInTheSourceSectionAndTheRestInTheDestinationSection() throws {
    let difference = try IdentifierDifference(from: [1, 2, 3, 4], to: [4, 1, 5, 3])
    #expect(
      difference.rowUpdates(sourceSection: 2, destinationSection: 0) == [
        .deleteRows([path(1, 2)]), .insertRows([path(2, 0)]),
        .moveRow(path(3, 2), to: path(0, 0)),
      ])
  }

  @Test func sectionUpdatesDeleteInsertAndMoveSections() throws {
    let difference = try IdentifierDifference(
      from: ["a", "b", "c", "d", "f"], to: ["d", "a", "c", "e"])
    #expect(
      difference.sectionUpdates() == [
        .deleteSections([1, 4]), .insertSections([3]), .moveSection(3, to: 0),
      ])
  }

  @Test func differencesWithTheSameChangesAreEqualWhateverTheIdentifiers() throws {
    let numbers = try IdentifierDifference(from: [1, 2, 3], to: [3, 1])
    let letters = try IdentifierDifference(from: ["x", "y", "z"], to: ["z", "x"])
    let other = try IdentifierDifference(from: [1, 2, 3], to: [1, 3])
    #expect(numbers == letters)
    #expect(numbers.hashValue == letters.hashValue)
    #expect(numbers != other)
  }

  @Test func collectionsWithoutContiguousStorageAreDiffedToo() throws {
    let difference = try IdentifierDifference(from: 0..<4, to: (0..<4).reversed())
    #expect(difference.moves.count == 3)
    #expect(difference.deletions.isEmpty && difference.insertions.isEmpty)
  }

  @Test func aMoveDescribesItselfAsSourceToDestination() {
    #expect(Move(source: 3, destination: 0).description == "3→0")
  }
}
