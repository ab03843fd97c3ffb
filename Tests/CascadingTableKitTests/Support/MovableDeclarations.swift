import CascadingTableKit

/// A data source of ``DeclaredItem``s whose rows the user may drag.
@MainActor
final class MovableDeclarations: TableViewDataSource<DeclaredItem> {
  init(_ ids: [Int]) {
    super.init(binderFromDeclaration: DeclaredItem.binder)
    cellDeclarations = DeclaredItem.items(ids)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    super.init(index: index, childDelegates: childDelegates)
  }

  override func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    true
  }
}
