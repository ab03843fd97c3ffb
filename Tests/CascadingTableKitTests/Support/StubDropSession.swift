import CascadingTableKit

/// A drop session a test passes to the drop methods, compared by identity.
@MainActor
final class StubDropSession: TableDropSession {
  var items: [TableDragItem] = []
  var location = TablePoint(x: 3, y: 4)
  var localDragSession: (any TableDragSession)?
}
