import CascadingTableKit
import Testing

/// Duplicate identifiers throw ``DuplicateIdentifierError`` naming the identifier, every
/// position and the side, and never trap.
struct DuplicateIdentifierTests {
  @Test func aDuplicateInTheSourceNamesEveryPositionItOccursAt() {
    #expect(
      throws: DuplicateIdentifierError(
        identifierDescription: "2", positions: [1, 3, 5], isInSource: true)
    ) {
      try IdentifierDifference(from: [1, 2, 3, 2, 4, 2], to: [9])
    }
  }

  @Test func aDuplicateStringInTheDestinationIsReportedOnThatSide() {
    #expect(
      throws: DuplicateIdentifierError(
        identifierDescription: "x", positions: [1, 3], isInSource: false)
    ) {
      try IdentifierDifference(from: ["a", "b"], to: ["c", "x", "d", "x"])
    }
  }

  @Test func aDuplicateInsertedIdentifierIsReported() {
    #expect(
      throws: DuplicateIdentifierError(
        identifierDescription: "7", positions: [2, 4], isInSource: false)
    ) {
      try IdentifierDifference(from: [1, 2, 3], to: [1, 2, 7, 3, 7])
    }
  }

  @Test func aDuplicateOnBothSidesIsReportedInTheSourceFirst() {
    #expect(
      throws: DuplicateIdentifierError(
        identifierDescription: "5", positions: [0, 1], isInSource: true)
    ) {
      try IdentifierDifference(from: [5, 5, 1], to: [6, 6, 2])
    }
  }

  @Test func aDuplicateKeptInTheCommonPrefixIsMatchedByPositionUnlessEveryIdentifierIsChecked()
    throws
  {
    let difference = try IdentifierDifference(from: [7, 7, 1], to: [7, 7, 2])
    #expect(difference.deletions == [2] && difference.insertions == [2])
    #expect(
      throws: DuplicateIdentifierError(
        identifierDescription: "7", positions: [0, 1], isInSource: true)
    ) {
      try IdentifierDifference(from: [7, 7, 1], to: [7, 7, 2], checkingEveryIdentifier: true)
    }
  }

  @Test func checkingEveryIdentifierOfUniqueListsGivesTheSameDifference() throws {
    let source = ["a", "b", "c", "d"]
    let destination = ["d", "b", "e"]
    #expect(
      try IdentifierDifference(from: source, to: destination, checkingEveryIdentifier: true)
        == IdentifierDifference(from: source, to: destination))
  }

  @Test func theErrorDescribesItselfInOneSentence() {
    let error = DuplicateIdentifierError(
      identifierDescription: "b", positions: [1, 3], isInSource: false)
    #expect(error.description == "identifier b occurs at positions [1, 3] of the destination")
  }

  @Test func randomListsWithADuplicateAreReportedWhenCheckedAndNeverDiffedWrongly() {
    var generator = HostSeededGenerator(seed: 0xD0B1E)
    let shapes = IdentifierPairShape.allCases
    for iteration in 0..<2_000 {
      let shape = shapes[iteration % shapes.count]
      var (source, destination) = shape.pair(
        maximumCount: 30, smallAlphabet: iteration.isMultiple(of: 2), using: &generator)
      let inSource = Bool.random(using: &generator)
      var side = inSource ? source : destination
      guard !side.isEmpty else { continue }
      let duplicated = side[Int.random(in: 0..<side.count, using: &generator)]
      side.insert(duplicated, at: Int.random(in: 0...side.count, using: &generator))
      if inSource { source = side } else { destination = side }
      let positions = side.indices.filter { side[$0] == duplicated }
      let context: Comment = "iteration \(iteration), \(shape), \(source) → \(destination)"
      #expect(
        throws: DuplicateIdentifierError(
          identifierDescription: "\(duplicated)", positions: positions, isInSource: inSource),
        context
      ) {
        try IdentifierDifference(from: source, to: destination, checkingEveryIdentifier: true)
      }
      do {
        let difference = try IdentifierDifference(from: source, to: destination)
        let result = try DifferenceOracle.apply(
          difference, to: source, insertingFrom: destination)
        #expect(result == destination, context)
      } catch let error as DuplicateIdentifierError {
        #expect(error.isInSource == inSource, context)
        #expect(error.identifierDescription == "\(duplicated)", context)
        #expect(error.positions == positions, context)
      } catch {
        Issue.record("\(error) — \(context)")
      }
    }
  }
}
