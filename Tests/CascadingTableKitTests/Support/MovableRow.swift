import CascadingTableKit

/// An ``IdentifiedRow`` the user may drag: it answers `canMoveRowAt` with `true`, and records
/// the moves it is told of.
@MainActor
final class MovableRow: IdentifiedRow {
  /// The moves this row was told of, as (source, destination).
  var toldMoves: [(TableIndexPath, TableIndexPath)] = []

  override func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    true
  }

  override func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    toldMoves.append((sourceIndexPath, destinationIndexPath))
  }
}
