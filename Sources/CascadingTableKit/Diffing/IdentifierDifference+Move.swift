extension IdentifierDifference {
  /// A kept element whose position changed relative to the other kept elements.
  ///
  /// In a batch update a move removes the element from its source position together with the
  /// deletions, and places it at its destination position together with the insertions.
  public struct Move: Hashable, Sendable, CustomStringConvertible {
    /// The element's position in the source (old) collection.
    public var source: Int

    /// The element's position in the destination (new) collection.
    public var destination: Int

    /// Creates a move from a source position to a destination position.
    /// - Parameters:
    ///   - source: The position in the source collection.
    ///   - destination: The position in the destination collection.
    public init(source: Int, destination: Int) {
      self.source = source
      self.destination = destination
    }

    /// The move as `source→destination`, for example `3→0`.
    public var description: String { "\(source)→\(destination)" }
  }
}
