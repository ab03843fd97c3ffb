import CascadingTableKit

/// The venue page as DataSourceKit's author declined to build it: several sections, each a
/// ``TableViewDataSource`` (a ``VenueSection``) under a ``CascadingRootTableDelegate``, with
/// real section headers instead of header cells.
///
/// ``show(_:)`` assigns every section's declarations inside one root transaction, so the whole
/// change is one diffed batch across the sections.
@MainActor
public final class VenueSectionedPage {
  /// The root: the table's data source and delegate once attached.
  public let root: CascadingRootTableDelegate

  /// The outline (or the loading placeholder), the reviews, and the related venues.
  public let sections: [VenueSection]

  /// What the page shows; ``VenuePage`` can share it.
  public let model: VenueModel

  /// The phase the page shows.
  public var phase: VenuePhase { model.phase }

  /// The reviews, as loaded (their likes change with ``likeFirstReview()``).
  public var reviews: [VenueReview] { model.reviews }

  /// Builds the page in a phase, with a model of its own.
  /// - Parameter phase: The phase to start in; everything loaded by default.
  public convenience init(phase: VenuePhase = .withReviews) {
    self.init(model: VenueModel(phase: phase))
  }

  /// Builds the page showing a model, which it changes with ``show(_:)`` and
  /// ``likeFirstReview()``.
  /// - Parameter model: The model; the page keeps it.
  public init(model: VenueModel) {
    VenuePage.registerNibs()
    self.model = model
    sections = [
      VenueSection(title: nil), VenueSection(title: "Reviews"),
      VenueSection(title: "Related Venues"),
    ]
    root = CascadingRootTableDelegate(index: 0, childDelegates: sections)
    for section in sections {
      section.images = model.images
    }
    for (section, declarations) in zip(sections, Self.split(model.state)) {
      section.cellDeclarations = declarations
    }
  }

  /// Prepares the tree for a table and makes the root its data source, delegate and
  /// prefetch data source: the root splits each prefetch batch by section, and each section
  /// loads its rows' images (``VenueModel/images``).
  /// - Parameter table: The table. It holds the root weakly; keep the page.
  public func attach(to table: any TableHost) {
    root.prepare(tableView: table)
    table.dataSource = root
    table.delegate = root
    table.prefetchDataSource = root
  }

  /// Switches to a phase, as one transaction over every section, and returns its updates.
  /// - Parameter phase: The new phase.
  /// - Returns: The updates applied.
  @discardableResult
  public func show(_ phase: VenuePhase) -> [TableUpdate] {
    model.phase = phase
    return assignSections()
  }

  /// Adds a like to the first review, reconfiguring its row.
  /// - Returns: The updates applied.
  @discardableResult
  public func likeFirstReview() -> [TableUpdate] {
    guard model.likeFirstReview() else { return [] }
    return assignSections()
  }

  /// A state's cells split into the page's three sections: without the header cells, which
  /// become section headers.
  /// - Parameter state: The state.
  /// - Returns: The outline section's, the reviews' and the related venues' declarations.
  public static func split(_ state: VenueViewState) -> [[VenueCellDeclaration]] {
    var split: [[VenueCellDeclaration]] = [[], [], []]
    for declaration in state.cellDeclarations {
      switch declaration {
      case .outline, .loading: split[0].append(declaration)
      case .review: split[1].append(declaration)
      case .relatedVenue: split[2].append(declaration)
      case .sectionHeader: break
      }
    }
    return split
  }

  private func assignSections() -> [TableUpdate] {
    let declarations = Self.split(model.state)
    return root.performUpdates {
      for (section, cells) in zip(sections, declarations) {
        section.cellDeclarations = cells
      }
    }
  }
}
