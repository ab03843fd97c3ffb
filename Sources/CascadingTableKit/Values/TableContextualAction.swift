/// A swipe action of a row (UIKit's `UIContextualAction`).
public struct TableContextualAction: Sendable {
  /// How a contextual action looks.
  public enum Style: Sendable {
    /// The standard style.
    case normal
    /// A destructive action; a full swipe removes the row at once.
    case destructive
  }

  /// Tells the table whether the action was performed.
  public typealias Completion = @MainActor @Sendable (_ actionPerformed: Bool) -> Void

  /// Called with the action and a completion that the handler must call once it is done.
  public typealias Handler = @MainActor @Sendable (TableContextualAction, Completion) -> Void

  /// How the action looks.
  public var style: Style

  /// The action's title.
  public var title: String?

  /// What performing the action does.
  public var handler: Handler

  /// Creates a contextual action.
  /// - Parameters:
  ///   - style: How the action looks.
  ///   - title: The action's title.
  ///   - handler: What performing the action does; it must call its completion.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
