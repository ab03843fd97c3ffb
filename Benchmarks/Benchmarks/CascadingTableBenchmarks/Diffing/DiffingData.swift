/// The lists of every diffing scenario, built on first use, so that processes running other
/// benchmarks never build them.
enum DiffingData {
  /// Each scenario's lists of `Int` identifiers.
  static let numbers: [DiffingScenario: IdentifierLists<Int>] = build { $0.numbers() }

  /// Each scenario's lists of `String` identifiers.
  static let strings: [DiffingScenario: IdentifierLists<String>] = build { $0.strings() }

  private static func build<Identifier>(
    _ make: (DiffingScenario) -> (source: [Identifier], destination: [Identifier])
  ) -> [DiffingScenario: IdentifierLists<Identifier>] {
    var lists: [DiffingScenario: IdentifierLists<Identifier>] = [:]
    for scenario in DiffingScenario.allCases {
      let (source, destination) = make(scenario)
      lists[scenario] = IdentifierLists(source: source, destination: destination)
    }
    return lists
  }
}

/// A source and a destination list of identifiers.
struct IdentifierLists<Identifier: Sendable>: Sendable {
  /// The identifiers before the change.
  var source: [Identifier]
  /// The identifiers after the change.
  var destination: [Identifier]
}
