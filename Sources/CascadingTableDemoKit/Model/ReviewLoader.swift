/// Fetches the reviews a review section has not shown yet, and hands them back when they
/// arrive.
///
/// The page never waits for a network: it asks the loader and carries on. A loader may deliver
/// at once (``immediate(_:)``, which makes tests deterministic) or later, as the terminal demo's
/// does to show a "Loading…" footer.
public struct ReviewLoader: Sendable {
  /// Starts loading; calls `deliver` once with the loaded reviews, now or later, on the main
  /// actor.
  public let load: @MainActor @Sendable (_ deliver: @escaping @MainActor ([Review]) -> Void) -> Void

  /// Creates a loader from a closure.
  /// - Parameter load: Starts loading and calls its argument once with the reviews.
  public init(
    _ load:
      @escaping @MainActor @Sendable (_ deliver: @escaping @MainActor ([Review]) -> Void)
      -> Void
  ) {
    self.load = load
  }

  /// A loader that delivers the given reviews at once, before `load` returns.
  /// - Parameter reviews: The reviews to deliver.
  /// - Returns: The loader.
  public static func immediate(_ reviews: [Review]) -> ReviewLoader {
    ReviewLoader { deliver in deliver(reviews) }
  }
}
