import Benchmark
import CascadingTableKit

/// Registers the engine against the DifferenceKit proxy (see `differenceKitProxy`) on every
/// scenario of DifferenceKit's own set and the others of `DiffingScenario`, as one paired
/// ratio each, on `Int` and `String` identifiers.
func registerProxyDiffingBenchmarks() {
  for scenario in DiffingScenario.allCases {
    registerProxyRatio(scenario, "Int") { DiffingData.numbers[scenario]! }
    registerProxyRatio(scenario, "String") { DiffingData.strings[scenario]! }
  }
}

private func registerProxyRatio<Identifier: Hashable & Sendable>(
  _ scenario: DiffingScenario, _ type: String,
  _ lists: @escaping @Sendable () -> IdentifierLists<Identifier>
) {
  Benchmark(
    "Diffing/\(scenario.name)/\(type)/proxy ratio",
    configuration: DifferenceKitProxyRatioMetric.configuration
  ) { benchmark in
    let lists = lists()
    let (source, destination) = (lists.source, lists.destination)
    DifferenceKitProxyRatioMetric.record(
      in: benchmark,
      proxy: { blackHole(differenceKitProxy(source, destination)) },
      engine: { blackHole(scatteredEngineDifference(source, destination)) })
  }
}
