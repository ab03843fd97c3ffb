/// A context menu open over a row: the configuration its delegate returned and the row.
///
/// Invariants: ``indexPath`` names the row where it is now (a change of positions goes
/// through ``InteractionState/remap(rows:)``; a menu whose row goes away closes).
struct OpenContextMenu {
  /// The configuration `contextMenuConfigurationForRowAt` returned.
  var configuration: TableContextMenuConfiguration
  /// The row the menu is open over.
  var indexPath: TableIndexPath
}
