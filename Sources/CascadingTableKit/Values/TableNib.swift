/// A named way to make cells or header and footer views: the role `UINib` plays in UIKit.
///
/// On Linux there is no Interface Builder file to load, so a nib is "shipped" by registering,
/// once (at start-up, say), the class that its name makes:
///
/// ```swift
/// TableNib.register(VenueOutlineCell.self, forNibName: "VenueOutlineCell")
/// table.register(
///   TableNib(nibName: "VenueOutlineCell", bundle: nil), forCellReuseIdentifier: "Outline")
/// ```
///
/// A table then makes the cells it dequeues for that reuse identifier from that class. A nib
/// name nothing was registered for never traps: ``HeadlessTableView`` hands out a plain cell
/// or view and reports a ``TableDiagnostic``.
public struct TableNib: Hashable, Sendable {
  /// The name the nib's cell or view class is registered under.
  public var nibName: String

  /// Creates a nib value for a name, as `UINib(nibName:bundle:)` does.
  /// - Parameters:
  ///   - nibName: The name its cell or view class is (or will be) registered under with
  ///     `register(_:forNibName:)`.
  ///   - bundle: Ignored: accepted so that `nil`, or Foundation's `Bundle` where a caller
  ///     imports Foundation, compiles unchanged. Names are process-wide.
  public init(nibName: String, bundle: AnyObject?) {
    self.nibName = nibName
  }
}
