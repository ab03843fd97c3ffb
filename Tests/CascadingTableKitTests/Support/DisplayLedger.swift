import CascadingTableKit

/// Counts display callbacks per cell object, to check that every `willDisplay` is followed by
/// exactly one `didEndDisplaying` for the same cell, and that the cells the table shows are
/// exactly those it announced and has not ended.
@MainActor
final class DisplayLedger {
  /// The cells announced and not yet ended, with the index path each was announced for.
  private(set) var onScreen: [ObjectIdentifier: (cell: TableCell, indexPath: TableIndexPath)] =
    [:]
  /// Problems seen so far: a cell announced twice without ending, or ended without being
  /// announced.
  private(set) var faults: [String] = []
  /// How many `willDisplay` calls the ledger saw.
  private(set) var willDisplayCount = 0

  func willDisplay(_ cell: TableCell, at indexPath: TableIndexPath) {
    willDisplayCount += 1
    let id = ObjectIdentifier(cell)
    if let previous = onScreen[id] {
      faults.append("willDisplay \(indexPath) for a cell still shown at \(previous.indexPath)")
    }
    onScreen[id] = (cell, indexPath)
  }

  func didEndDisplaying(_ cell: TableCell, at indexPath: TableIndexPath) {
    if onScreen.removeValue(forKey: ObjectIdentifier(cell)) == nil {
      faults.append("didEndDisplaying \(indexPath) for a cell that was not displayed")
    }
  }

  /// The identities of the cells announced and not ended.
  var shownCells: Set<ObjectIdentifier> { Set(onScreen.keys) }
}
