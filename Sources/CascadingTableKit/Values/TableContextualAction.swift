/// A swipe action of a row (UIKit's `UIContextualAction`).
///
/// Its handler gets a completion it may call later, as UIKit's may: a swipe that asks for
/// confirmation first keeps the completion and calls it once the user answered. Until then
/// ``HeadlessTableView`` keeps the row's swipe open (see
/// ``HeadlessTableView/tapSwipeAction(at:)``). ``image`` and ``backgroundColor`` are carried
/// as names, without UIKit's meaning: a front end of your own decides what they show.
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

  /// Called with the action and a completion that the handler must call once it is done, at
  /// once or later (it may escape).
  public typealias Handler =
    @MainActor @Sendable (TableContextualAction, @escaping Completion) -> Void

  /// How the action looks.
  public var style: Style

  /// The action's title.
  public var title: String?

  /// What performing the action does.
  public var handler: Handler

  /// The name of the image the action shows (UIKit's `image`, such as a symbol's name), or
  /// `nil`. `nil` by default; the library only carries it.
  public var image: String?

  /// The name of the action's background colour (UIKit's `backgroundColor`, such as
  /// `"systemRed"`), or `nil` for the style's own. `nil` by default; the library only carries
  /// it.
  public var backgroundColor: String?

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
