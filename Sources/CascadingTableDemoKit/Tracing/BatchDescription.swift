import CascadingTableKit

/// A batch of table updates in words, as the demo's status line and trace show what a
/// transaction applied, for example `performBatchUpdates: insertRows [4, 3] [4, 4]`.
public enum BatchDescription {
  /// The batch in one line: `performBatchUpdates:` and each update, in order.
  /// - Parameter updates: The updates applied, as a transaction returned them.
  /// - Returns: The line; `performBatchUpdates: nothing` for an empty batch.
  public static func text(of updates: [TableUpdate]) -> String {
    guard !updates.isEmpty else { return "performBatchUpdates: nothing" }
    return "performBatchUpdates: " + updates.map(text(of:)).joined(separator: ", ")
  }

  /// One update in words, for example `moveSection 4 → 1` or `deleteRows [0, 2]`.
  /// - Parameter update: The update.
  /// - Returns: Its name and positions.
  public static func text(of update: TableUpdate) -> String {
    func sections(_ sections: [Int]) -> String {
      sections.map(String.init).joined(separator: " ")
    }
    func rows(_ rows: [TableIndexPath]) -> String {
      rows.map(\.description).joined(separator: " ")
    }
    switch update {
    case .insertSections(let list): return "insertSections " + sections(list)
    case .deleteSections(let list): return "deleteSections " + sections(list)
    case .reloadSections(let list): return "reloadSections " + sections(list)
    case .moveSection(let source, let destination):
      return "moveSection \(source) → \(destination)"
    case .insertRows(let list): return "insertRows " + rows(list)
    case .deleteRows(let list): return "deleteRows " + rows(list)
    case .reloadRows(let list): return "reloadRows " + rows(list)
    case .reconfigureRows(let list): return "reconfigureRows " + rows(list)
    case .moveRow(let source, let destination): return "moveRow \(source) → \(destination)"
    }
  }
}
