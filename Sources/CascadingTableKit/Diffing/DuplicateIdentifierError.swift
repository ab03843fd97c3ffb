/// An identifier that occurs more than once on one side of an ``IdentifierDifference``.
///
/// A difference matches elements by identity, so an identifier that two elements of the same
/// collection share cannot say which of them a position on the other side is. The error names
/// the identifier, every position it occurs at, and the side.
///
/// The identifier is kept as text: `AnyHashable` is not `Sendable` in Swift 6, and an error must
/// be, so ``identifierDescription`` holds `String(describing:)` of the identifier.
public struct DuplicateIdentifierError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The identifier that occurs more than once, as `String(describing:)` prints it.
  public var identifierDescription: String

  /// Every position the identifier occurs at on its side, ascending. At least two.
  public var positions: [Int]

  /// Whether the identifier is duplicated in the source (old) collection; `false` means the
  /// destination (new) collection.
  public var isInSource: Bool

  /// Creates the error for an identifier duplicated on one side.
  /// - Parameters:
  ///   - identifierDescription: The identifier, as text.
  ///   - positions: Every position it occurs at on its side, ascending.
  ///   - isInSource: `true` for the source side, `false` for the destination side.
  public init(identifierDescription: String, positions: [Int], isInSource: Bool) {
    self.identifierDescription = identifierDescription
    self.positions = positions
    self.isInSource = isInSource
  }

  /// The error in one sentence, for example
  /// `identifier b occurs at positions [1, 3] of the source`.
  public var description: String {
    "identifier \(identifierDescription) occurs at positions \(positions) of the "
      + (isInSource ? "source" : "destination")
  }
}
