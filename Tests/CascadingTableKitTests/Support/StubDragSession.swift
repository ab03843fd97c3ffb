import CascadingTableKit

/// A drag session a test passes to the drag methods, compared by identity.
@MainActor
final class StubDragSession: TableDragSession {
  var items: [TableDragItem] = []
  var location = TablePoint(x: 1, y: 2)
  var allowsMoveOperation = true
}
