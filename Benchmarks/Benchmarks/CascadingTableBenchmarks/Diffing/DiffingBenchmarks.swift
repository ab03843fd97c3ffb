import Benchmark
import CascadingTableKit

/// Registers scenario 5: `IdentifierDifference` against the standard library's
/// `difference(from:)` + `inferringMoves()`, on `Int` and `String` identifiers, and against the
/// DifferenceKit proxy on scattered edits.
func registerDiffingBenchmarks() {
  for scenario in DiffingScenario.allCases {
    registerDiffing(scenario, "Int") { DiffingData.numbers[scenario]! }
    registerDiffing(scenario, "String") { DiffingData.strings[scenario]! }
  }
  registerScatteredDiffingBenchmarks()
  registerProxyDiffingBenchmarks()
}

/// Registers the engine (also checking every identifier for duplicates), standard-library and
/// ratio benchmarks of one scenario and identifier type. The standard library's own benchmark is left out where it takes seconds per run: the
/// ratio benchmark reports its time too.
private func registerDiffing<Identifier: Hashable & Sendable>(
  _ scenario: DiffingScenario, _ type: String,
  _ lists: @escaping @Sendable () -> IdentifierLists<Identifier>
) {
  let prefix = "Diffing/\(scenario.name)/\(type)"
  let fast = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 2,
    maxDuration: .seconds(2), maxIterations: 200)

  Benchmark("\(prefix)/engine", configuration: fast) { benchmark in
    let lists = lists()
    let (source, destination) = (lists.source, lists.destination)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(engineDifference(source, destination))
    }
  }
  Benchmark("\(prefix)/engine, checking every identifier", configuration: fast) { benchmark in
    let lists = lists()
    let (source, destination) = (lists.source, lists.destination)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(engineDifference(source, destination, checkingEveryIdentifier: true))
    }
  }
  if !scenario.isSlowForTheStandardLibrary {
    Benchmark("\(prefix)/stdlib", configuration: fast) { benchmark in
      let lists = lists()
      let (source, destination) = (lists.source, lists.destination)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(standardLibraryDifference(source, destination))
      }
    }
  }
  Benchmark("\(prefix)/ratio", configuration: DiffingRatioMetric.configuration(for: scenario)) {
    benchmark in
    let lists = lists()
    let (source, destination) = (lists.source, lists.destination)
    if benchmark.currentIteration == 0 {
      expectSameChanges(source, destination, prefix)
    }
    DiffingRatioMetric.record(
      in: benchmark,
      standardLibrary: { blackHole(standardLibraryDifference(source, destination)) },
      engine: { blackHole(engineDifference(source, destination)) })
  }
}

private func engineDifference<Identifier: Hashable>(
  _ source: [Identifier], _ destination: [Identifier], checkingEveryIdentifier: Bool = false
) -> IdentifierDifference {
  do {
    return try IdentifierDifference(
      from: source, to: destination, checkingEveryIdentifier: checkingEveryIdentifier)
  } catch {
    fatalError("the scenario has a duplicate: \(error)")
  }
}

private func standardLibraryDifference<Identifier: Hashable>(
  _ source: [Identifier], _ destination: [Identifier]
) -> CollectionDifference<Identifier> {
  destination.difference(from: source).inferringMoves()
}

/// Stops the run if the engine and the standard library disagree on how many elements are
/// deleted and inserted (the standard library may pair fewer moves, so moves are not
/// compared). Skipped above 5,000 identifiers, where the standard library takes long.
private func expectSameChanges<Identifier: Hashable>(
  _ source: [Identifier], _ destination: [Identifier], _ name: String
) {
  guard source.count <= 5_000 else { return }
  let engine = engineDifference(source, destination)
  var removals = 0
  var insertions = 0
  for change in standardLibraryDifference(source, destination) {
    switch change {
    case .remove(_, _, let associatedWith): if associatedWith == nil { removals += 1 }
    case .insert(_, _, let associatedWith): if associatedWith == nil { insertions += 1 }
    }
  }
  precondition(
    engine.deletions.count == removals && engine.insertions.count == insertions,
    "\(name): engine \(engine.deletions.count)/\(engine.insertions.count), "
      + "stdlib \(removals)/\(insertions)")
}
