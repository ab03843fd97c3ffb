import CascadingTableKit

/// DataSourceKit's own demo, a venue's detail page, built declaratively: a
/// ``VenueViewState`` declares the cells and a ``TableViewDataSource`` shows them.
///
/// Switching the state with ``show(_:)`` assigns the new declarations; because they are
/// identifiable, the data source applies the difference as one animated batch, and
/// ``show(_:)`` returns it.
///
/// ```swift
/// let table = HeadlessTableView()
/// let page = VenuePage()
/// page.attach(to: table)
/// let updates = page.show(.noRelatedVenues)   // [.deleteRows([...])]
/// ```
@MainActor
public final class VenuePage {
  /// The page's title: the venue's name.
  public static let title = Venue.kaminarimon.name

  /// The data source: the table's data source and delegate once attached.
  public let dataSource: TableViewDataSource<VenueCellDeclaration>

  /// What the page shows; ``VenueSectionedPage`` can share it.
  public let model: VenueModel

  /// The phase the page shows.
  public var phase: VenuePhase { model.phase }

  /// The reviews, as loaded (their likes change with ``likeFirstReview()``).
  public var reviews: [VenueReview] { model.reviews }

  /// The state the page shows.
  public var state: VenueViewState { model.state }

  /// Builds the page in a phase, with a model of its own.
  /// - Parameter phase: The phase to start in; everything loaded by default.
  public convenience init(phase: VenuePhase = .withReviews) {
    self.init(model: VenueModel(phase: phase))
  }

  /// Builds the page showing a model, which it changes with ``show(_:)`` and
  /// ``likeFirstReview()``.
  /// - Parameter model: The model; the page keeps it.
  public init(model: VenueModel) {
    Self.registerNibs()
    self.model = model
    // A section without a title: a plain data source that also loads its rows' images.
    let section = VenueSection(title: nil)
    section.images = model.images
    dataSource = section
    dataSource.cellDeclarations = state.cellDeclarations
  }

  /// Registers the class the outline's nib makes. Idempotent.
  public static func registerNibs() {
    TableNib.register(VenueOutlineCell.self, forNibName: VenueOutlineCell.nib.nibName)
  }

  /// Prepares the data source for a table and makes it the table's data source, delegate and
  /// prefetch data source (it loads its rows' images, ``VenueModel/images``).
  /// - Parameter table: The table. It holds the data source weakly; keep the page.
  public func attach(to table: any TableHost) {
    dataSource.prepare(tableView: table)
    table.dataSource = dataSource
    table.delegate = dataSource
    table.prefetchDataSource = dataSource
  }

  /// Switches to a phase and returns the updates the data source applied to the table.
  /// - Parameter phase: The new phase.
  /// - Returns: The updates, `[]` when nothing changed.
  @discardableResult
  public func show(_ phase: VenuePhase) -> [TableUpdate] {
    model.phase = phase
    return dataSource.setCellDeclarations(state.cellDeclarations)
  }

  /// Adds a like to the first review: a content change of a kept row, which the data source
  /// reconfigures in place.
  /// - Returns: The updates applied.
  @discardableResult
  public func likeFirstReview() -> [TableUpdate] {
    guard model.likeFirstReview() else { return [] }
    return dataSource.setCellDeclarations(state.cellDeclarations)
  }

  /// A one-line account of updates for the status line, such as
  /// "deleted 1 · inserted 7 · moved 0 · reconfigured 0".
  /// - Parameter updates: The updates.
  /// - Returns: The counts of rows deleted, inserted, moved and reconfigured (or reloaded);
  ///   "reloaded" when the table was reloaded whole.
  public static func summary(of updates: [TableUpdate]) -> String {
    guard !updates.contains(.reloadData) else { return "reloaded" }
    var deleted = 0
    var inserted = 0
    var moved = 0
    var reconfigured = 0
    for update in updates {
      switch update {
      case .deleteRows(let rows): deleted += rows.count
      case .insertRows(let rows): inserted += rows.count
      case .moveRow: moved += 1
      case .reconfigureRows(let rows), .reloadRows(let rows): reconfigured += rows.count
      case .insertSections, .deleteSections, .reloadSections, .moveSection, .reloadData:
        break
      }
    }
    guard deleted + inserted + moved + reconfigured > 0 else { return "no change" }
    return
      "deleted \(deleted) · inserted \(inserted) · moved \(moved) · reconfigured \(reconfigured)"
  }
}
