/// What a row's context menu shows (UIKit's `UIContextMenuConfiguration`).
///
/// A class, compared by identity as UIKit compares its configurations: the follow-up calls of a
/// menu carry the very configuration a row returned from
/// ``TableDelegate/tableView(_:contextMenuConfigurationForRowAt:point:)``, so a tree can tell
/// which row produced it. Its properties may change after it was returned; the object stays the
/// same. Not designed for subclassing: it is `final`.
@MainActor
public final class TableContextMenuConfiguration {
  /// An identifier the app chooses to recognise the menu, or `nil` (UIKit's `identifier`).
  public var identifier: AnyHashable?

  /// The menu's actions, in the order the menu shows them.
  public var actions: [TableMenuAction]

  /// Creates a configuration.
  /// - Parameters:
  ///   - identifier: An identifier to recognise the menu by, or `nil`.
  ///   - actions: The menu's actions, in order.
  public init(identifier: AnyHashable? = nil, actions: [TableMenuAction]) {
    self.identifier = identifier
    self.actions = actions
  }
}
