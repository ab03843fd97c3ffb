/// Where the demo's "Copy" actions put text, as UIKit's `UIPasteboard.general` does on a device:
/// the headless page has no system pasteboard.
///
/// Invariant: ``string`` is the text of the last copy, or `nil` before any (or once cleared).
@MainActor
public final class Pasteboard {
  /// The pasteboard every page copies to.
  public static let general = Pasteboard()

  /// The text last copied, or `nil`.
  public var string: String?

  /// Creates an empty pasteboard.
  public init() {}
}
