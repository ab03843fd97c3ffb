import CascadingTableKit
import Testing

// Issue 10's declarative cells tried as a DataSourceKit user porting a screen would.

private struct Venue: Equatable {
  var name: String
}

private struct Review: Equatable {
  var author: String
  var body: String
}

private final class VenueOutlineCell: TableCell, BindableCell {
  var nameLabel: String?
  static func makeBinder(value venue: Venue) -> CellBinder {
    CellBinder(
      cellType: VenueOutlineCell.self,
      registrationMethod: .nib(TableNib(nibName: "TrialVenueOutlineCell", bundle: nil)),
      reuseIdentifier: "VenueOutline",
      configureCell: { cell in
        cell.nameLabel = venue.name
      })
  }
}

private final class SectionHeaderCell: TableCell, BindableCell {
  static func makeBinder(value title: String) -> CellBinder {
    CellBinder(
      cellType: SectionHeaderCell.self,
      registrationMethod: .class(SectionHeaderCell.self),
      reuseIdentifier: "SectionHeader",
      configureCell: { cell in
        cell.text = title
      })
  }
}

private final class ReviewCell: TableCell, BindableCell {
  static func makeBinder(value review: Review) -> CellBinder {
    CellBinder(
      cellType: ReviewCell.self,
      nib: TableNib(nibName: "TrialReviewCell", bundle: nil),
      reuseIdentifier: "Review",
      configureCell: { cell in
        cell.text = review.body
      })
  }
}

/// DataSourceKit's "simple" view state, ported by renames only.
private struct VenueDetailViewState {
  var venue: Venue
  var reviews: [Review]
  var relatedVenues: [Venue]
}

extension VenueDetailViewState: CellsDeclarator {
  typealias CellDeclaration = CellBinder

  func declareCells(_ cell: (CellDeclaration) -> Void) {
    cell(VenueOutlineCell.makeBinder(value: venue))
    if !reviews.isEmpty {
      cell(SectionHeaderCell.makeBinder(value: "Reviews"))
      for review in reviews {
        cell(ReviewCell.makeBinder(value: review))
      }
    }
    if !relatedVenues.isEmpty {
      cell(SectionHeaderCell.makeBinder(value: "Related Venues"))
      for relatedVenue in relatedVenues {
        cell(VenueOutlineCell.makeBinder(value: relatedVenue))
      }
    }
  }
}

/// DataSourceKit's "advanced" view state: an `Equatable` enum and a mapping closure.
private struct AdvancedViewState: CellsDeclarator {
  enum CellDeclaration: Equatable {
    case outline(Venue)
    case sectionHeader(String)
    case review(Review)
    case relatedVenue(Venue)
  }

  var venue: Venue
  var reviews: [Review]
  var relatedVenues: [Venue]

  func declareCells(_ cell: (CellDeclaration) -> Void) {
    cell(.outline(venue))
    if !reviews.isEmpty {
      cell(.sectionHeader("Reviews"))
      for review in reviews {
        cell(.review(review))
      }
    }
    if !relatedVenues.isEmpty {
      cell(.sectionHeader("Related Venues"))
      for relatedVenue in relatedVenues {
        cell(.relatedVenue(relatedVenue))
      }
    }
  }
}

/// An identifiable row whose cell kind depends on its state: a placeholder until loaded.
private enum LoadingRow: Hashable, Identifiable {
  case placeholder(id: Int)
  case loaded(id: Int, text: String)

  var id: Int {
    switch self {
    case .placeholder(let id), .loaded(let id, _): id
    }
  }

  @MainActor var binder: CellBinder {
    switch self {
    case .placeholder:
      SectionHeaderCell.makeBinder(value: "…")
    case .loaded(_, let text):
      ReviewCell.makeBinder(value: Review(author: "", body: text))
    }
  }
}

@MainActor
struct DeclarativeTrialTests {
  private let kaminarimon = Venue(name: "Kaminarimon")
  private let reviews = [
    Review(author: "a", body: "Huge lantern"), Review(author: "b", body: "Go early"),
  ]

  init() {
    TableNib.register(VenueOutlineCell.self, forNibName: "TrialVenueOutlineCell")
    TableNib.register(ReviewCell.self, forNibName: "TrialReviewCell")
  }

  private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
  }

  private func makeTable() -> HeadlessTableView {
    HeadlessTableView(viewportSize: TableSize(width: 320, height: 2_000))
  }

  @Test func theSimpleReadmeScreenShowsItsCellsAfterAReload() {
    let dataSource = TableViewDataSource<CellBinder>()
    let table = makeTable()
    table.dataSource = dataSource
    table.delegate = dataSource
    let state = VenueDetailViewState(
      venue: kaminarimon, reviews: reviews, relatedVenues: [Venue(name: "Sensō-ji")])
    dataSource.cellDeclarations = state.cellDeclarations
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 6)
    #expect(table.diagnostics.isEmpty)
    let cells = table.visibleCells
    #expect((cells[0] as? VenueOutlineCell)?.nameLabel == "Kaminarimon")
    #expect((cells[1] as? SectionHeaderCell)?.text == "Reviews")
    #expect((cells[2] as? ReviewCell)?.text == "Huge lantern")
    #expect((cells[5] as? VenueOutlineCell)?.nameLabel == "Sensō-ji")
  }

  @Test func theAdvancedReadmeScreenIsTestedAsDataAndShown() {
    let state = AdvancedViewState(venue: kaminarimon, reviews: reviews, relatedVenues: [])
    #expect(
      state.cellDeclarations == [
        .outline(kaminarimon), .sectionHeader("Reviews"), .review(reviews[0]),
        .review(reviews[1]),
      ])
    let dataSource = TableViewDataSource<AdvancedViewState.CellDeclaration> { declaration in
      switch declaration {
      case .outline(let venue): return VenueOutlineCell.makeBinder(value: venue)
      case .sectionHeader(let title): return SectionHeaderCell.makeBinder(value: title)
      case .review(let review): return ReviewCell.makeBinder(value: review)
      case .relatedVenue(let venue): return VenueOutlineCell.makeBinder(value: venue)
      }
    }
    let table = makeTable()
    table.dataSource = dataSource
    table.delegate = dataSource
    dataSource.cellDeclarations = state.cellDeclarations
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.visibleCells.map { String(describing: type(of: $0)) }.count == 4)
    #expect((table.visibleCells[3] as? ReviewCell)?.text == "Go early")
    // Equatable only: assignments leave the reload to the caller, as DataSourceKit did.
    dataSource.cellDeclarations = [.outline(kaminarimon)]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.lastUpdateError == nil)
    #expect(table.visibleCells.count == 1)
  }

  @Test func aDataSourceMovedToAnotherTableNeverUpdatesTheOldOne() {
    let moved = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    moved.cellDeclarations = DeclaredItem.items([1, 2])
    let first = makeTable()
    first.dataSource = moved
    first.layoutIfNeeded()
    // The first table now shows another data source; the moved one goes to a second table.
    let other = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    other.cellDeclarations = DeclaredItem.items([7, 8])
    first.dataSource = other
    first.layoutIfNeeded()
    let second = makeTable()
    second.dataSource = moved
    moved.cellDeclarations = DeclaredItem.items([1])
    #expect(first.lastUpdateError == nil)
    #expect(first.lastAppliedUpdates == [.reloadData])
    #expect(first.visibleCells.map(\.text) == ["item 7 v0", "item 8 v0"])
    second.layoutIfNeeded()
    #expect(second.visibleCells.map(\.text) == ["item 1 v0"])
  }

  @Test func aKeptRowWhoseCellKindChangesIsReloadedNotReconfigured() {
    let dataSource = TableViewDataSource<LoadingRow>(binderFromDeclaration: \.binder)
    dataSource.cellDeclarations = [.placeholder(id: 1), .placeholder(id: 2)]
    let table = makeTable()
    table.dataSource = dataSource
    table.delegate = dataSource
    table.layoutIfNeeded()
    let updates = dataSource.setCellDeclarations([.loaded(id: 1, text: "Hi"), .placeholder(id: 2)])
    #expect(updates == [.reloadRows([path(0)])])
    #expect(table.lastUpdateError == nil)
    #expect((table.visibleCells.first as? ReviewCell)?.text == "Hi")
  }

  @Test func aKeptRowWhoseCellKindChangesInARootTransactionIsReloaded() {
    let first = TableViewDataSource<LoadingRow>(binderFromDeclaration: \.binder)
    let second = TableViewDataSource<LoadingRow>(binderFromDeclaration: \.binder)
    first.cellDeclarations = [.placeholder(id: 1)]
    second.cellDeclarations = [.placeholder(id: 2)]
    let table = makeTable()
    let root = CascadingRootTableDelegate(childDelegates: [first, second], tableView: table)
    table.layoutIfNeeded()
    root.performUpdates {
      first.cellDeclarations = [.loaded(id: 1, text: "Hi")]
    }
    #expect(table.lastUpdateError == nil)
    #expect(table.lastAppliedUpdates == [.reloadRows([path(0)])])
    #expect((table.visibleCells.first as? ReviewCell)?.text == "Hi")
  }

  @Test func rowsMoveBetweenDataSourcesOfARootInOneTransaction() {
    let first = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    let second = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    first.cellDeclarations = DeclaredItem.items([1, 2, 3])
    second.cellDeclarations = DeclaredItem.items([4])
    let table = makeTable()
    let root = CascadingRootTableDelegate(childDelegates: [first, second], tableView: table)
    table.layoutIfNeeded()
    root.performUpdates {
      first.cellDeclarations = DeclaredItem.items([1, 3])
      second.cellDeclarations = DeclaredItem.items([4, 2])
    }
    #expect(table.lastUpdateError == nil)
    #expect(table.lastAppliedUpdates == [.moveRow(path(1), to: path(1, 1))])
    #expect(table.visibleCells.map(\.text) == ["item 1 v0", "item 3 v0", "item 4 v0", "item 2 v0"])
  }

  @Test func assigningFromADidSelectCallbackAppliesOneBatch() {
    let dataSource = TableViewDataSource<CellBinder>()
    let table = makeTable()
    table.dataSource = dataSource
    table.delegate = dataSource
    // `rows` is captured by the binders it makes, so it must hold the data source weakly too:
    // capturing the local `dataSource` itself would make a cycle through the declarations.
    weak let weakDataSource = dataSource
    func rows(_ count: Int) -> [CellBinder] {
      (0..<count).map { index in
        SectionHeaderCell.makeBinder(value: "row \(index)")
          .identified(by: index, content: "row \(index)")
          .onSelect {
            weakDataSource?.cellDeclarations = rows(count + 1)
          }
      }
    }
    dataSource.cellDeclarations = rows(2)
    table.layoutIfNeeded()
    _ = table.tapRow(at: path(1))
    #expect(table.lastUpdateError == nil)
    #expect(table.lastAppliedUpdates == [.insertRows([path(2)])])
    #expect(table.visibleCells.map(\.text) == ["row 0", "row 1", "row 2"])
  }

  @Test func aWrongTypeBinderLeavesThePlainCellAndReports() {
    let dataSource = TableViewDataSource<CellBinder>()
    let table = makeTable()
    table.dataSource = dataSource
    dataSource.cellDeclarations = [
      CellBinder(
        cellType: ReviewCell.self, registrationMethod: .class(SectionHeaderCell.self),
        reuseIdentifier: "Mismatch"
      ) { $0.text = "never" }
    ]
    table.layoutIfNeeded()
    #expect(table.visibleCells.first is SectionHeaderCell)
    #expect(table.visibleCells.first?.text == nil)
    #expect(table.diagnostics.count == 1)
  }

  @Test func resultBuilderFormsDeclareInOrder() {
    struct State: CellsBuilderDeclarator {
      typealias CellDeclaration = LoadingRow
      var loading: Bool
      var first: String?
      var more: [String]
      var cells: [LoadingRow] {
        if loading {
          LoadingRow.placeholder(id: 0)
        } else if let first {
          LoadingRow.loaded(id: 1, text: first)
        }
        for (offset, text) in more.enumerated() {
          switch offset {
          case 0: LoadingRow.loaded(id: 10, text: text)
          default: LoadingRow.loaded(id: 10 + offset, text: text)
          }
        }
      }
    }
    #expect(
      State(loading: false, first: "a", more: ["b", "c"]).cellDeclarations == [
        .loaded(id: 1, text: "a"), .loaded(id: 10, text: "b"), .loaded(id: 11, text: "c"),
      ])
    #expect(State(loading: true, first: "a", more: []).cellDeclarations == [.placeholder(id: 0)])
  }

  @Test func heightsSelectionAndSwipesAreAnsweredByDeclarations() {
    let dataSource = TableViewDataSource<CellBinder>()
    let table = makeTable()
    table.dataSource = dataSource
    table.delegate = dataSource
    var selected: [Int] = []
    dataSource.cellDeclarations = [
      SectionHeaderCell.makeBinder(value: "h").rowHeight(30).unselectable(),
      SectionHeaderCell.makeBinder(value: "r").rowHeight(60).onSelect { selected.append(1) }
        .swipeActions(
          .trailing,
          [TableContextualAction(style: .destructive, title: "Delete") { _, done in done(true) }]),
    ]
    table.layoutIfNeeded()
    #expect(table.rect(forRow: path(0)).height == 30)
    #expect(table.rect(forRow: path(1)).height == 60)
    #expect(table.tapRow(at: path(0)) == nil)
    #expect(table.tapRow(at: path(1)) == path(1))
    #expect(selected == [1])
    #expect(
      dataSource.tableView(table, trailingSwipeActionsConfigurationForRowAt: path(1))?.actions
        .count == 1)
  }

  @Test func twoDataSourcesOnOneTableRegisterEachIdentifierOnceAndAMovedOneRegistersAgain() {
    let first = TableViewDataSource<CellBinder>()
    let second = TableViewDataSource<CellBinder>()
    first.cellDeclarations = [ReviewCell.makeBinder(value: reviews[0])]
    second.cellDeclarations = [
      ReviewCell.makeBinder(value: reviews[1]), SectionHeaderCell.makeBinder(value: "h"),
    ]
    let table = RegistrationRecordingTable()
    table.dataSource = first
    _ = table.cellsOfAllRows()
    table.dataSource = second
    _ = table.cellsOfAllRows()
    #expect(table.nibRegistrations == ["TrialReviewCell"])
    #expect(table.classRegistrations == ["SectionHeaderCell"])
    let other = RegistrationRecordingTable()
    other.dataSource = second
    let cells = other.cellsOfAllRows()
    #expect(other.nibRegistrations == ["TrialReviewCell"])
    #expect(other.classRegistrations == ["SectionHeaderCell"])
    #expect((cells[0] as? ReviewCell)?.text == "Go early")
    #expect(other.diagnostics.isEmpty)
  }

  @Test func assigningOneDataSourceOfARootOutsideATransactionUpdatesItsOwnSection() {
    let first = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    let second = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    first.cellDeclarations = DeclaredItem.items([1])
    second.cellDeclarations = DeclaredItem.items([2])
    let table = makeTable()
    let root = CascadingRootTableDelegate(childDelegates: [first, second], tableView: table)
    table.layoutIfNeeded()
    let updates = second.setCellDeclarations(DeclaredItem.items([3, 2]))
    #expect(updates == [.insertRows([path(0, 1)])])
    #expect(table.lastUpdateError == nil)
    #expect(table.visibleCells.map(\.text) == ["item 1 v0", "item 3 v0", "item 2 v0"])
    withExtendedLifetime(root) {}
  }

  @Test func duplicateHashableDeclarationsInARootTransactionKeepTheTableConsistent() {
    let first = TableViewDataSource<LoadingRow>(binderFromDeclaration: \.binder)
    let second = TableViewDataSource<LoadingRow>(binderFromDeclaration: \.binder)
    first.cellDeclarations = [.placeholder(id: 1)]
    second.cellDeclarations = [.placeholder(id: 2)]
    let table = makeTable()
    let root = CascadingRootTableDelegate(childDelegates: [first, second], tableView: table)
    table.layoutIfNeeded()
    root.performUpdates {
      first.cellDeclarations = [.placeholder(id: 1), .placeholder(id: 1)]
    }
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleCells.count == 3)
  }

  @Test func aSubclassOverridingHeightKeepsTheDeclaredSelection() {
    final class FixedHeight: TableViewDataSource<CellBinder> {
      override func tableView(
        _ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath
      ) -> Double? {
        indexPath.row == 0 ? 80 : super.tableView(tableView, heightForRowAt: indexPath)
      }
    }
    let dataSource = FixedHeight()
    let table = makeTable()
    table.dataSource = dataSource
    table.delegate = dataSource
    var selections = 0
    dataSource.cellDeclarations = [
      SectionHeaderCell.makeBinder(value: "a").rowHeight(20).onSelect { selections += 1 },
      SectionHeaderCell.makeBinder(value: "b").rowHeight(20).unselectable(),
    ]
    table.layoutIfNeeded()
    #expect(table.rect(forRow: path(0)).height == 80)
    #expect(table.rect(forRow: path(1)).height == 20)
    #expect(table.tapRow(at: path(0)) == path(0))
    #expect(table.tapRow(at: path(1)) == nil)
    #expect(selections == 1)
  }

  @Test func theArticlesAssignmentReturnsTheInsertItPrints() {
    let dataSource = TableViewDataSource<LoadingRow>(binderFromDeclaration: \.binder)
    let table = makeTable()
    table.dataSource = dataSource
    table.delegate = dataSource
    dataSource.setCellDeclarations {
      LoadingRow.loaded(id: 1, text: "a")
    }
    table.layoutIfNeeded()
    let updates = dataSource.setCellDeclarations {
      LoadingRow.loaded(id: 1, text: "a")
      LoadingRow.loaded(id: 2, text: "b")
    }
    #expect(updates == [.insertRows([path(1)])])
    #expect(table.lastUpdateError == nil)
  }

  @Test func mixedIdentifiedAndPlainBindersReloadTheirSection() {
    let dataSource = TableViewDataSource<CellBinder>()
    let table = makeTable()
    table.dataSource = dataSource
    table.delegate = dataSource
    dataSource.cellDeclarations = [SectionHeaderCell.makeBinder(value: "a").identified(by: 1)]
    table.layoutIfNeeded()
    let updates = dataSource.setCellDeclarations([
      SectionHeaderCell.makeBinder(value: "a").identified(by: 1),
      SectionHeaderCell.makeBinder(value: "b"),
    ])
    #expect(updates == [.reloadSections([0])])
    #expect(table.lastUpdateError == nil)
    table.layoutIfNeeded()
    #expect(table.visibleCells.map(\.text) == ["a", "b"])
  }

  @Test func aDeclaredSwipeActionDeletesItsRowByAssigning() {
    @MainActor final class Screen {
      var ids = [1, 2, 3]
      let dataSource = TableViewDataSource<CellBinder>()
      func show() {
        dataSource.cellDeclarations = ids.map { id in
          SectionHeaderCell.makeBinder(value: "row \(id)")
            .identified(by: id, content: id)
            .swipeActions(
              .trailing,
              [
                TableContextualAction(style: .destructive, title: "Delete") { [weak self] _, done in
                  self?.ids.removeAll { $0 == id }
                  self?.show()
                  done(true)
                }
              ])
        }
      }
    }
    let screen = Screen()
    let table = makeTable()
    table.dataSource = screen.dataSource
    table.delegate = screen.dataSource
    screen.show()
    table.layoutIfNeeded()
    #expect(table.swipeRow(at: path(1)) == ["Delete"])
    #expect(table.tapSwipeAction(at: 0))
    #expect(table.lastUpdateError == nil)
    #expect(table.lastAppliedUpdates == [.deleteRows([path(1)])])
    #expect(table.visibleCells.map(\.text) == ["row 1", "row 3"])
    #expect(table.fullySwipeRow(at: path(0)))
    #expect(table.lastAppliedUpdates == [.deleteRows([path(0)])])
    #expect(table.visibleCells.map(\.text) == ["row 3"])
  }

  @Test func aSubclassAssigningFromItsDidSelectOverrideAppliesOneBatch() {
    final class Expanding: TableViewDataSource<DeclaredItem> {
      var assignments = 0
      override var cellDeclarations: [DeclaredItem] {
        didSet { assignments += 1 }
      }
      override func tableView(
        _ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath
      ) {
        super.tableView(tableView, didSelectRowAt: indexPath)
        var items = cellDeclarations
        items[indexPath.row].version += 1
        items.insert(DeclaredItem(id: 100 + indexPath.row), at: indexPath.row + 1)
        cellDeclarations = items
      }
    }
    let dataSource = Expanding(binderFromDeclaration: DeclaredItem.binder)
    dataSource.cellDeclarations = DeclaredItem.items([1, 2])
    let table = makeTable()
    table.dataSource = dataSource
    table.delegate = dataSource
    table.layoutIfNeeded()
    let before = treeRows(table)
    _ = table.tapRow(at: path(0))
    #expect(table.lastUpdateError == nil)
    let applied = table.lastAppliedUpdates
    expectBatchReplays(applied, from: before, on: table)
    #expect(Set(applied) == [.insertRows([path(1)]), .reconfigureRows([path(0)])])
    #expect(table.visibleCells.map(\.text) == ["item 1 v1", "item 100 v0", "item 2 v0"])
    #expect(dataSource.assignments == 2)
  }

  @Test func aRowMovesIntoADataSourceSectionInsertedInTheSameTransaction() {
    let first = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    first.cellDeclarations = DeclaredItem.items([1, 2])
    let table = makeTable()
    let root = CascadingRootTableDelegate(childDelegates: [first], tableView: table)
    table.layoutIfNeeded()
    let added = TableViewDataSource<DeclaredItem>(binderFromDeclaration: DeclaredItem.binder)
    let before = treeRows(table)
    root.performUpdates {
      root.childDelegates.insert(added, at: 0)
      first.cellDeclarations = DeclaredItem.items([1])
      added.cellDeclarations = DeclaredItem.items([2, 3])
    }
    #expect(table.lastUpdateError == nil)
    #expect(table.numberOfSections == 2)
    #expect(table.visibleCells.map(\.text) == ["item 2 v0", "item 3 v0", "item 1 v0"])
    // A row cannot move into a section the same batch inserts: it leaves its old section and
    // arrives with the new one.
    let applied = table.lastAppliedUpdates
    expectBatchReplays(applied, from: before, on: table)
    #expect(Set(applied) == [.insertSections([0]), .deleteRows([path(1, 0)])])
  }
}
