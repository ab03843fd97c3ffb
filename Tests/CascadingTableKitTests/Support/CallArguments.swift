import CascadingTableKit

/// The objects a test passes as the extra arguments of a table call (the cell or view being
/// displayed, the edit-menu sender), so that it can check a child received these very objects.
@MainActor
final class CallArguments {
  /// An object standing for the sender of an edit-menu action.
  final class Sender {}

  /// The edit-menu action passed to `canPerformAction` and `performAction`.
  nonisolated static let action = TableAction(rawValue: "share")
  /// The proposed destination passed to `targetIndexPathForMove…`.
  nonisolated static let proposedDestination = TableIndexPath(row: 3, section: 4)

  /// The cell passed to `willDisplay` and `didEndDisplaying`.
  let cell = TableCell(reuseIdentifier: "displayed-cell")
  /// The view passed to the header and footer display methods.
  let view = TableHeaderFooterView(reuseIdentifier: "displayed-view")
  /// The sender passed to the edit-menu methods.
  let sender = Sender()
}
