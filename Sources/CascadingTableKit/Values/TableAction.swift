/// An edit-menu action that a row may perform (UIKit passes a `Selector` such as `copy(_:)`).
///
/// The standard actions are provided as static members; any other action is made from its raw
/// value, which is compared as a plain string.
public struct TableAction: Hashable, Sendable, RawRepresentable {
  /// The action's name, for example `"copy"`.
  public var rawValue: String

  /// Creates an action from its name.
  /// - Parameter rawValue: The action's name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Copy the row's content.
  public static let copy = TableAction(rawValue: "copy")
  /// Cut the row's content.
  public static let cut = TableAction(rawValue: "cut")
  /// Paste into the row.
  public static let paste = TableAction(rawValue: "paste")
  /// Select the row's content.
  public static let select = TableAction(rawValue: "select")
  /// Select all content.
  public static let selectAll = TableAction(rawValue: "selectAll")
  /// Delete the row's content.
  public static let delete = TableAction(rawValue: "delete")
}
