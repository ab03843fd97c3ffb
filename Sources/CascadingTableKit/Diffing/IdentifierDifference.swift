/// The identity-keyed difference between two collections of unique identifiers, in UIKit's
/// batch-update convention.
///
/// A stand-in with the agreed API, replaced by the diff engine's own implementation.
/// - Complexity: O(*n* log *n*) for *n* identifiers.
public struct IdentifierDifference: Hashable, Sendable {
  /// A kept element whose position changed relative to the other kept elements.
  public struct Move: Hashable, Sendable {
    /// The element's position in the source collection.
    public var source: Int
    /// The element's position in the destination collection.
    public var destination: Int

    /// Creates a move.
    /// - Parameters:
    ///   - source: The position in the source collection.
    ///   - destination: The position in the destination collection.
    public init(source: Int, destination: Int) {
      self.source = source
      self.destination = destination
    }
  }

  /// The deleted source positions, ascending.
  public private(set) var deletions: [Int] = []
  /// The inserted destination positions, ascending.
  public private(set) var insertions: [Int] = []
  /// The moves, ascending by destination.
  public private(set) var moves: [Move] = []
  /// The number of source elements.
  public let sourceCount: Int
  /// The number of destination elements.
  public let destinationCount: Int
  private var destinationsBySource: [Int] = []
  private var sourcesByDestination: [Int] = []

  /// Whether nothing was deleted, inserted or moved.
  public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }

  /// Computes the difference.
  /// - Parameters:
  ///   - source: The identifiers before.
  ///   - destination: The identifiers after.
  /// - Throws: When an identifier occurs twice on one side.
  public init<Source: Collection, Destination: Collection>(
    from source: Source, to destination: Destination
  ) throws(DuplicateIdentifierError)
  where Source.Element: Hashable, Destination.Element == Source.Element {
    let old = Array(source)
    let new = Array(destination)
    sourceCount = old.count
    destinationCount = new.count
    var oldPositions: [Source.Element: Int] = [:]
    for (position, element) in old.enumerated() {
      if let first = oldPositions[element] {
        throw DuplicateIdentifierError(
          positions: [first, position], isInSource: true)
      }
      oldPositions[element] = position
    }
    var newPositions: [Source.Element: Int] = [:]
    for (position, element) in new.enumerated() {
      if let first = newPositions[element] {
        throw DuplicateIdentifierError(
          positions: [first, position], isInSource: false)
      }
      newPositions[element] = position
    }
    destinationsBySource = old.map { newPositions[$0] ?? -1 }
    sourcesByDestination = new.map { oldPositions[$0] ?? -1 }
    deletions = destinationsBySource.indices.filter { destinationsBySource[$0] < 0 }
    insertions = sourcesByDestination.indices.filter { sourcesByDestination[$0] < 0 }
    let kept = sourcesByDestination.indices.filter { sourcesByDestination[$0] >= 0 }
    let inOrder = Set(Self.longestIncreasingRun(kept.map { sourcesByDestination[$0] }))
    moves = kept.filter { !inOrder.contains(sourcesByDestination[$0]) }.map {
      Move(source: sourcesByDestination[$0], destination: $0)
    }
  }

  /// The destination position of the element at a source position, or `nil`.
  /// - Parameter position: A source position.
  /// - Returns: Its destination position, or `nil`.
  public func destination(ofSource position: Int) -> Int? {
    guard destinationsBySource.indices.contains(position) else { return nil }
    let destination = destinationsBySource[position]
    return destination < 0 ? nil : destination
  }

  /// The source position of the element at a destination position, or `nil`.
  /// - Parameter position: A destination position.
  /// - Returns: Its source position, or `nil`.
  public func source(ofDestination position: Int) -> Int? {
    guard sourcesByDestination.indices.contains(position) else { return nil }
    let source = sourcesByDestination[position]
    return source < 0 ? nil : source
  }

  /// The difference as row updates of one section.
  /// - Parameters:
  ///   - sourceSection: The section before.
  ///   - destinationSection: The section after.
  /// - Returns: The updates.
  public func rowUpdates(sourceSection: Int, destinationSection: Int) -> [TableUpdate] {
    var updates: [TableUpdate] = []
    if !deletions.isEmpty {
      updates.append(.deleteRows(deletions.map { TableIndexPath(row: $0, section: sourceSection) }))
    }
    if !insertions.isEmpty {
      updates.append(
        .insertRows(insertions.map { TableIndexPath(row: $0, section: destinationSection) }))
    }
    for move in moves {
      updates.append(
        .moveRow(
          TableIndexPath(row: move.source, section: sourceSection),
          to: TableIndexPath(row: move.destination, section: destinationSection)))
    }
    return updates
  }

  /// The difference as section updates.
  /// - Returns: The updates.
  public func sectionUpdates() -> [TableUpdate] {
    var updates: [TableUpdate] = []
    if !deletions.isEmpty { updates.append(.deleteSections(deletions)) }
    if !insertions.isEmpty { updates.append(.insertSections(insertions)) }
    for move in moves { updates.append(.moveSection(move.source, to: move.destination)) }
    return updates
  }

  /// The values of one longest strictly increasing subsequence.
  private static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []
    var tailPositions: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if tails[middle] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tailPositions[low - 1] }
      if low == tails.count {
        tails.append(value)
        tailPositions.append(position)
      } else {
        tails[low] = value
        tailPositions[low] = position
      }
    }
    var run: [Int] = []
    var position = tailPositions.last ?? -1
    while position >= 0 {
      run.append(values[position])
      position = previous[position]
    }
    return run.reversed()
  }
}

/// An identifier that occurs more than once among the elements of one side of a difference.
public struct DuplicateIdentifierError: Error, Hashable, Sendable {
  /// Every position the identifier occurs at, ascending.
  public var positions: [Int]
  /// Whether the duplicate is in the source side.
  public var isInSource: Bool
}
