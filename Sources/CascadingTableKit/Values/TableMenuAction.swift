/// An action of a context menu (UIKit's `UIAction`).
///
/// A value: two actions with the same title, identifier and attributes are still two actions;
/// the menu keeps them in the order given. Its handler runs on the main actor when the user
/// chooses the action.
public struct TableMenuAction: Sendable {
  /// What performing the action does; it receives the action chosen.
  public typealias Handler = @MainActor @Sendable (TableMenuAction) -> Void

  /// The action's title, as the menu shows it.
  public var title: String

  /// An identifier that names the action in the app, or `nil` (UIKit's `identifier`).
  public var identifier: String?

  /// Whether the action destroys data (UIKit's `.destructive` attribute): menus show it apart.
  public var isDestructive: Bool

  /// Whether the action is shown but cannot be chosen (UIKit's `.disabled` attribute).
  public var isDisabled: Bool

  /// What performing the action does.
  public var handler: Handler

  /// Creates a menu action.
  /// - Parameters:
  ///   - title: The action's title.
  ///   - identifier: An identifier naming the action, or `nil`.
  ///   - isDestructive: Whether the action destroys data.
  ///   - isDisabled: Whether the action cannot be chosen.
  ///   - handler: What performing the action does.
  public init(
    title: String, identifier: String? = nil, isDestructive: Bool = false,
    isDisabled: Bool = false, handler: @escaping Handler
  ) {
    self.title = title
    self.identifier = identifier
    self.isDestructive = isDestructive
    self.isDisabled = isDisabled
    self.handler = handler
  }
}
