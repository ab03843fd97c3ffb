import CascadingTableKit
import Testing

/// Type-erased identifiers, as a delegate tree's `differenceIdentifier`s are.
struct AnyHashableIdentifierTests {
  @Test func identifiersOfDifferentTypesAreMatchedByTypeAndValue() throws {
    let source: [AnyHashable] = [1, "1", 2.5, "b"]
    let destination: [AnyHashable] = ["b", 1, 2.5, "2"]
    let difference = try IdentifierDifference(from: source, to: destination)
    #expect(difference.deletions == [1])
    #expect(difference.insertions == [3])
    #expect(difference.moves == [IdentifierDifference.Move(source: 3, destination: 0)])
  }

  @Test func aDuplicateTypeErasedIdentifierIsDescribedByItsValue() {
    let destination: [AnyHashable] = ["x", 7, "x"]
    #expect(
      throws: DuplicateIdentifierError(
        identifierDescription: "x", positions: [0, 2], isInSource: false)
    ) {
      try IdentifierDifference(
        from: [AnyHashable](), to: destination, checkingEveryIdentifier: true)
    }
  }
}
