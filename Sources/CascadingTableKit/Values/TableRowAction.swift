/// A button shown when the user swipes a row, in the legacy style (UIKit's
/// `UITableViewRowAction`). Prefer ``TableContextualAction`` in new code.
public struct TableRowAction: Sendable {
  /// How a row action looks.
  public enum Style: Sendable {
    /// The standard style.
    case normal
    /// A destructive action, shown in red by UIKit.
    case destructive
  }

  /// Called with the action and the row when the user taps the action.
  public typealias Handler = @MainActor @Sendable (TableRowAction, TableIndexPath) -> Void

  /// How the action looks.
  public var style: Style

  /// The action's title.
  public var title: String?

  /// What tapping the action does.
  public var handler: Handler

  /// Creates a row action.
  /// - Parameters:
  ///   - style: How the action looks.
  ///   - title: The action's title.
  ///   - handler: What tapping the action does.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
