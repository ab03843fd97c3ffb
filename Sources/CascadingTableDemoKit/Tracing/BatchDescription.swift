import CascadingTableKit

/// A batch of table updates in words, as the demo's status line and trace show what a
/// transaction applied, for example `performBatchUpdates: insertRows [4, 3] [4, 4]`.
public enum BatchDescription {
  /// The batch in one line: `performBatchUpdates:` and each update's
  /// ``CascadingTableKit/TableUpdate/description``, in order.
  /// - Parameter updates: The updates applied, as a transaction returned them.
  /// - Returns: The line; `performBatchUpdates: nothing` for an empty batch, `reloadData` for a
  ///   whole reload.
  public static func text(of updates: [TableUpdate]) -> String {
    guard !updates.isEmpty else { return "performBatchUpdates: nothing" }
    if updates == [.reloadData] { return "reloadData" }
    return "performBatchUpdates: " + updates.map(\.description).joined(separator: ", ")
  }
}
