extension MiddleMatching {
  /// Matches the middle by Myers' O(*ND*) greedy algorithm when at most a few edits separate
  /// the two sides, without hashing anything but the edited elements.
  ///
  /// Runs of equal elements between the edits are matched by position; the deleted and
  /// inserted elements are then paired by identity (a pair is a move). With unique
  /// identifiers the matched runs form a longest common subsequence, so the pairs are exactly
  /// the fewest moves.
  /// - Parameters:
  ///   - source: The whole source.
  ///   - destination: The whole destination.
  ///   - maximumEdits: The most deletions plus insertions to look for.
  /// - Returns: `.matched`; `.tooManyEdits` when more than `maximumEdits` edits separate the
  ///   sides or the search makes more comparisons than such a search can with unique
  ///   identifiers, the middle then being left unmatched; or `.duplicate` for a duplicate
  ///   among the edited elements.
  /// - Complexity: At most the shorter middle's length plus (`maximumEdits` + 1)
  ///   (`maximumEdits` + 2) / 2 comparisons; hashing of the edited elements only.
  @inlinable
  mutating func matchByMyers<Element: Hashable>(
    source: UnsafeBufferPointer<Element>, destination: UnsafeBufferPointer<Element>,
    maximumEdits: Int
  ) -> MyersOutcome {
    let sourceMiddleCount = destinationOfSource.count
    let destinationMiddleCount = sourceOfDestination.count
    guard sourceMiddleCount > 0, destinationMiddleCount > 0,
      abs(sourceMiddleCount - destinationMiddleCount) <= maximumEdits
    else { return .tooManyEdits }
    let maximumEdits = Swift.min(maximumEdits, sourceMiddleCount + destinationMiddleCount)
    // Comparisons allowed. With unique identifiers a search that ends within `maximumEdits`
    // edits makes at most this many: a round starts each diagonal past where that diagonal
    // stopped two rounds before, and an element equals its counterpart on one diagonal only,
    // so the runs advance through each element at most once; and each diagonal fails once a
    // round. More comparisons mean duplicates, which the hash pass settles. (The cap was
    // 4(n + m) + 1,024, four times as many comparisons as elements.)
    var budget =
      Swift.min(sourceMiddleCount, destinationMiddleCount)
      + (maximumEdits + 1) * (maximumEdits + 2) / 2
    let sourceBase = source.baseAddress! + prefixCount
    let destinationBase = destination.baseAddress! + prefixCount
    // `frontier[k + maximumEdits + 1]` is the furthest source offset reached on diagonal k
    // (source offset − destination offset); `history` keeps each round's frontier for the way
    // back, round d holding diagonals −d, −d + 2, …, d at `d * (d + 1) / 2`.
    var frontier = Array(repeating: 0, count: 2 * maximumEdits + 3)
    let center = maximumEdits + 1
    var history: [Int] = []
    var editCount = -1
    search: for edits in 0...maximumEdits {
      budget -= edits + 1
      if budget < 0 { return .tooManyEdits }
      var diagonal = -edits
      while diagonal <= edits {
        var sourceOffset: Int
        if diagonal == -edits
          || (diagonal != edits
            && frontier[center + diagonal - 1] < frontier[center + diagonal + 1])
        {
          sourceOffset = frontier[center + diagonal + 1]
        } else {
          sourceOffset = frontier[center + diagonal - 1] + 1
        }
        // Never negative: a step down adds one to the destination offset of a point reached
        // before, a step right keeps it. A point past the end of the source (or destination)
        // may be recorded, but its run compares nothing, and the first point to reach both
        // ends is exactly their corner, since any path through such a point has a shorter
        // twin that reached the corner in an earlier round.
        var destinationOffset = sourceOffset - diagonal
        let start = sourceOffset
        while sourceOffset < sourceMiddleCount && destinationOffset < destinationMiddleCount
          && sourceBase[sourceOffset] == destinationBase[destinationOffset]
        {
          sourceOffset += 1
          destinationOffset += 1
        }
        budget -= sourceOffset - start
        frontier[center + diagonal] = sourceOffset
        history.append(sourceOffset)
        if sourceOffset >= sourceMiddleCount && destinationOffset >= destinationMiddleCount {
          editCount = edits
          break search
        }
        diagonal += 2
      }
      if budget < 0 { return .tooManyEdits }
    }
    guard editCount >= 0 else { return .tooManyEdits }
    recordMatches(editCount: editCount, history: history)
    if let error = pairEdits(source: source, destination: destination) {
      return .duplicate(error)
    }
    return .matched
  }

  /// Walks the search back from the end, matching every element of every run of equal
  /// elements (snake) on the path.
  @inlinable
  mutating func recordMatches(editCount: Int, history: [Int]) {
    var sourceOffset = destinationOfSource.count
    var destinationOffset = sourceOfDestination.count
    var edits = editCount
    while true {
      let diagonal = sourceOffset - destinationOffset
      var snakeStartSource = 0
      var previousSource = 0
      var previousDestination = 0
      if edits > 0 {
        let previousRound = (edits - 1) * edits / 2
        func reached(_ diagonal: Int) -> Int {
          history[previousRound + (diagonal + edits - 1) / 2]
        }
        if diagonal == -edits
          || (diagonal != edits && reached(diagonal - 1) < reached(diagonal + 1))
        {
          previousSource = reached(diagonal + 1)
          previousDestination = previousSource - diagonal - 1
          snakeStartSource = previousSource
        } else {
          previousSource = reached(diagonal - 1)
          previousDestination = previousSource - diagonal + 1
          snakeStartSource = previousSource + 1
        }
      }
      while sourceOffset > snakeStartSource {
        sourceOffset -= 1
        destinationOffset -= 1
        destinationOfSource[sourceOffset] = prefixCount + destinationOffset
        sourceOfDestination[destinationOffset] = prefixCount + sourceOffset
      }
      if edits == 0 { return }
      sourceOffset = previousSource
      destinationOffset = previousDestination
      edits -= 1
    }
  }

  /// Pairs the unmatched (edited) elements by identity: a deleted and an inserted element
  /// with the same identifier become a move.
  /// - Returns: `nil`, or the error for a duplicate among the edited elements.
  @inlinable
  mutating func pairEdits<Element: Hashable>(
    source: UnsafeBufferPointer<Element>, destination: UnsafeBufferPointer<Element>
  ) -> DuplicateIdentifierError? {
    var deleted: [Int] = []
    for offset in destinationOfSource.indices where destinationOfSource[offset] < 0 {
      deleted.append(offset)
    }
    var inserted: [Int] = []
    for offset in sourceOfDestination.indices where sourceOfDestination[offset] < 0 {
      inserted.append(offset)
    }
    var table = [Element: Int](minimumCapacity: deleted.count + inserted.count)
    for offset in deleted {
      let element = source[prefixCount + offset]
      if table.updateValue(offset, forKey: element) != nil {
        return IdentifierDifferenceBuilder.duplicateError(element, in: source, isInSource: true)
      }
    }
    for offset in inserted {
      let element = destination[prefixCount + offset]
      guard let sourceOffset = table.updateValue(~offset, forKey: element) else { continue }
      if sourceOffset < 0 {
        return IdentifierDifferenceBuilder.duplicateError(
          element, in: destination, isInSource: false)
      }
      destinationOfSource[sourceOffset] = prefixCount + offset
      sourceOfDestination[offset] = prefixCount + sourceOffset
      movedDestinationOffsets.append(offset)
    }
    movesArePaired = true
    return nil
  }
}
