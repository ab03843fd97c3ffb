import CascadingTableKit

/// The venue page's images, as an app's image cache sees them: a row's image (the venue's
/// photo on the outline and on a related venue, the author's avatar on a review) is loaded
/// when the table prefetches the row or displays it, whichever comes first.
///
/// The page's sections tell it (``VenueSection`` forwards its prefetch, cancel and display
/// calls), so it shows what prefetching did: ``log`` lists, in order, each image loaded and
/// why, and each cancel (a headless load is instant, so a cancelled image stays loaded).
///
/// Invariants: ``loaded`` holds each image once, in the order loaded; every image in it has
/// exactly one "load" line in ``log``.
@MainActor
public final class VenueImages {
  /// The images loaded, in the order they were loaded.
  public private(set) var loaded: [String] = []

  /// What happened, one line per image loaded ("prefetched avatar of Aiko", "displayed photo
  /// of Sensō-ji") or cancelled ("cancelled avatar of Aiko").
  public private(set) var log: [String] = []

  /// Creates an empty cache.
  public init() {}

  /// The image a declaration's row shows, or `nil` for a row without one.
  /// - Parameter declaration: A row's declaration.
  /// - Returns: "photo of <venue>", "avatar of <author>", or `nil`.
  public static func image(of declaration: VenueCellDeclaration) -> String? {
    switch declaration {
    case .outline(let venue), .relatedVenue(let venue): "photo of \(venue.name)"
    case .review(let review): "avatar of \(review.author)"
    case .loading, .sectionHeader: nil
    }
  }

  /// Whether an image is loaded.
  /// - Parameter image: The image's name, as ``image(of:)`` gives it.
  /// - Returns: Whether it was prefetched or displayed.
  public func isLoaded(_ image: String) -> Bool {
    loaded.contains(image)
  }

  /// How many images were loaded by prefetching, before their row was displayed.
  public var prefetchedCount: Int {
    log.filter { $0.hasPrefix("prefetched ") }.count
  }

  /// Loads a row's image ahead of its display.
  /// - Parameter declaration: The row's declaration.
  func prefetch(_ declaration: VenueCellDeclaration) {
    load(declaration, because: "prefetched")
  }

  /// Loads a displayed row's image, when it is not loaded yet.
  /// - Parameter declaration: The row's declaration.
  func display(_ declaration: VenueCellDeclaration) {
    load(declaration, because: "displayed")
  }

  /// Notes that the table no longer expects to display a row soon.
  /// - Parameter declaration: The row's declaration.
  func cancel(_ declaration: VenueCellDeclaration) {
    guard let image = Self.image(of: declaration) else { return }
    log.append("cancelled \(image)")
  }

  private func load(_ declaration: VenueCellDeclaration, because reason: String) {
    guard let image = Self.image(of: declaration), !loaded.contains(image) else { return }
    loaded.append(image)
    log.append("\(reason) \(image)")
  }
}
