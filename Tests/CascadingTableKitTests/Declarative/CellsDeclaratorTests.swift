import CascadingTableKit
import Testing

/// A row of a small venue screen.
private enum Row: Hashable {
  case outline(String)
  case header(String)
  case review(String)
  case loading
  case related(String)
}

/// What the screen is showing.
private enum Phase {
  case loading
  case loaded(reviews: [String])
}

/// A screen state declared with calls, as in DataSourceKit.
private struct CallDeclaredState: CellsDeclarator {
  var venue: String
  var reviews: [String]

  func declareCells(_ cell: (Row) -> Void) {
    cell(.outline(venue))
    if !reviews.isEmpty {
      cell(.header("Reviews"))
      for review in reviews {
        cell(.review(review))
      }
    }
  }
}

/// The same kind of state declared with the builder, using `if`, `if let`, `for` and `switch`.
private struct BuiltState: CellsBuilderDeclarator {
  typealias CellDeclaration = Row

  var venue: String?
  var phase: Phase
  var related: [String]

  var cells: [Row] {
    if let venue {
      Row.outline(venue)
    }
    switch phase {
    case .loading:
      Row.loading
    case .loaded(let reviews):
      if !reviews.isEmpty {
        Row.header("Reviews")
        for review in reviews {
          Row.review(review)
        }
      }
    }
    if related.isEmpty {
      [Row]()
    } else {
      Row.header("Related Venues")
      related.map(Row.related)
    }
  }
}

@MainActor
struct CellsDeclaratorTests {
  @Test func declarationsAreCollectedInCallOrder() {
    let state = CallDeclaredState(venue: "Kaminarimon", reviews: ["r1", "r2"])
    #expect(
      state.cellDeclarations == [
        .outline("Kaminarimon"), .header("Reviews"), .review("r1"), .review("r2"),
      ])
  }

  @Test func aStateThatDeclaresNothingHasNoDeclarations() {
    struct Empty: CellsDeclarator {
      func declareCells(_ cell: (Row) -> Void) {}
    }
    #expect(Empty().cellDeclarations.isEmpty)
  }

  @Test func theBuilderFollowsIfIfLetForAndSwitch() {
    let loaded = BuiltState(
      venue: "Kaminarimon", phase: .loaded(reviews: ["r1", "r2"]), related: ["Sensoji"])
    #expect(
      loaded.cellDeclarations == [
        .outline("Kaminarimon"), .header("Reviews"), .review("r1"), .review("r2"),
        .header("Related Venues"), .related("Sensoji"),
      ])
    let loading = BuiltState(venue: nil, phase: .loading, related: [])
    #expect(loading.cellDeclarations == [.loading])
    let noReviews = BuiltState(venue: "Kaminarimon", phase: .loaded(reviews: []), related: [])
    #expect(noReviews.cellDeclarations == [.outline("Kaminarimon")])
  }

  @Test func theBuilderWorksOnAFunction() {
    @CellsBuilder<Int>
    func numbers(upTo limit: Int) -> [Int] {
      0
      for number in 1...limit where number.isMultiple(of: 2) {
        number
      }
      [100, 101]
    }
    #expect(numbers(upTo: 6) == [0, 2, 4, 6, 100, 101])
  }
}
