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
  /// The point passed to `contextMenuConfigurationForRowAt` and `itemsForAddingTo`.
  nonisolated static let point = TablePoint(x: 12, y: 34)

  /// The cell passed to `willDisplay` and `didEndDisplaying`.
  let cell = TableCell(reuseIdentifier: "displayed-cell")
  /// The view passed to the header and footer display methods.
  let view = TableHeaderFooterView(reuseIdentifier: "displayed-view")
  /// The sender passed to the edit-menu methods.
  let sender = Sender()
  /// The context passed to `shouldSpringLoadRowAt`.
  let springLoadedContext = StubSpringLoadedContext()
  /// The session passed to the drag methods.
  let dragSession = StubDragSession()
  /// The session passed to `dropSessionDidUpdate`.
  let dropSession = StubDropSession()
  /// The configuration passed to the context-menu interaction methods.
  let contextMenuConfiguration = TableContextMenuConfiguration(identifier: "grid", actions: [])
  /// The animator passed to the context-menu interaction methods.
  let menuAnimator = StubMenuAnimator()
  /// The coordinator passed to `didUpdateFocusIn:with:`.
  let focusCoordinator = TableFocusAnimationCoordinator()
  /// The coordinator passed to `performDropWith`; one object, whose destination each call sets.
  private let dropCoordinator = StubDropCoordinator()

  /// The drop coordinator, its destination set to `destination`: the same object on every call,
  /// so a child can be checked to receive this very coordinator.
  func dropCoordinator(to destination: TableIndexPath?) -> StubDropCoordinator {
    dropCoordinator.destinationIndexPath = destination
    return dropCoordinator
  }
}
