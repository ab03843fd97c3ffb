/// A section header or footer view (UIKit's `UITableViewHeaderFooterView`).
///
/// Subclass it to add content of your own; a table host creates registered subclasses through
/// ``init(reuseIdentifier:)``.
@MainActor
open class TableHeaderFooterView {
  /// The identifier the view was registered and dequeued with, or `nil` for one made by hand.
  public let reuseIdentifier: String?

  /// The view's text.
  open var text: String?

  /// The height the view needs for its content: what ``TableDimension/automatic`` resolves to.
  /// Defaults to 28, close to UIKit's standard plain-style header height.
  open var fittingHeight: Double = 28

  /// Creates a header or footer view.
  /// - Parameter reuseIdentifier: The identifier the view is reused under, or `nil`.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// Creates a view that is not reused.
  public convenience init() {
    self.init(reuseIdentifier: nil)
  }

  /// Called by a table host just before the view is handed out again by
  /// `dequeueReusableHeaderFooterView(withIdentifier:)`. The default implementation does
  /// nothing; calling `super` is not required.
  open func prepareForReuse() {}
}
