/// The actions shown when the user swipes a row (UIKit's `UISwipeActionsConfiguration`).
public struct TableSwipeActionsConfiguration: Sendable {
  /// The actions, in order from the swiped edge inwards.
  public var actions: [TableContextualAction]

  /// Whether a full swipe performs the first action. Defaults to `true`, as in UIKit.
  public var performsFirstActionWithFullSwipe: Bool

  /// Creates a configuration showing the given actions.
  /// - Parameter actions: The actions, in order from the swiped edge inwards.
  public init(actions: [TableContextualAction]) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = true
  }
}
