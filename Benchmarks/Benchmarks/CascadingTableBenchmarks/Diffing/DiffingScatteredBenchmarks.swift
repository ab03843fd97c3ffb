import Benchmark
import CascadingTableKit

/// Registers the "100k, 1 % scattered edits" scenario: the engine, the DifferenceKit proxy and
/// their paired ratio, on `Int` and `String` identifiers. The standard library is left out:
/// with about 1,300 edits its Myers diff takes seconds.
func registerScatteredDiffingBenchmarks() {
  registerScatteredDiffing("Int") { ScatteredEdits.numbers }
  registerScatteredDiffing("String") { ScatteredEdits.strings }
}

private func registerScatteredDiffing<Identifier: Hashable & Sendable>(
  _ type: String, _ lists: @escaping @Sendable () -> IdentifierLists<Identifier>
) {
  let prefix = "Diffing/100k, 1 % scattered edits/\(type)"
  let fast = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 2,
    maxDuration: .seconds(2), maxIterations: 200)

  Benchmark("\(prefix)/engine", configuration: fast) { benchmark in
    let lists = lists()
    let (source, destination) = (lists.source, lists.destination)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(scatteredEngineDifference(source, destination))
    }
  }
  Benchmark("\(prefix)/DifferenceKit proxy", configuration: fast) { benchmark in
    let lists = lists()
    let (source, destination) = (lists.source, lists.destination)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(differenceKitProxy(source, destination))
    }
  }
  Benchmark(
    "\(prefix)/proxy ratio", configuration: DifferenceKitProxyRatioMetric.configuration
  ) { benchmark in
    let lists = lists()
    let (source, destination) = (lists.source, lists.destination)
    if benchmark.currentIteration == 0 {
      expectScatteredEdits(scatteredEngineDifference(source, destination), prefix)
    }
    DifferenceKitProxyRatioMetric.record(
      in: benchmark,
      proxy: { blackHole(differenceKitProxy(source, destination)) },
      engine: { blackHole(scatteredEngineDifference(source, destination)) })
  }
}

func scatteredEngineDifference<Identifier: Hashable>(
  _ source: [Identifier], _ destination: [Identifier]
) -> IdentifierDifference {
  do {
    return try IdentifierDifference(from: source, to: destination)
  } catch {
    fatalError("the scenario has a duplicate: \(error)")
  }
}

/// What DifferenceKit's cost comes down to when every identifier is hashed: each source
/// identifier inserted with its position into a table reserved to size, then each destination
/// identifier looked up. Returns a checksum of the positions found, so nothing is optimised
/// away.
func differenceKitProxy<Identifier: Hashable>(
  _ source: [Identifier], _ destination: [Identifier]
) -> Int {
  var table = [Identifier: Int](minimumCapacity: source.count)
  for (position, identifier) in source.enumerated() {
    table[identifier] = position
  }
  var checksum = 0
  for identifier in destination {
    if let position = table[identifier] { checksum &+= position }
  }
  return checksum
}

/// Stops the run unless the engine found the scenario's edits: 334 deletions and 333
/// insertions, and between 1 and 333 moves (a move may land where it keeps its order).
private func expectScatteredEdits(_ difference: IdentifierDifference, _ name: String) {
  precondition(
    difference.deletions.count == 334 && difference.insertions.count == 333
      && (1...333).contains(difference.moves.count),
    "\(name): \(difference.deletions.count) deletions, \(difference.insertions.count) "
      + "insertions, \(difference.moves.count) moves")
}
