/// Special height values understood by table hosts.
public enum TableDimension {
  /// Asks the table to size the row, header or footer from its content (UIKit's
  /// `UITableView.automaticDimension`, equal to `-1`).
  ///
  /// A table host resolves it to the cell's or view's `fittingHeight`. As an estimate it means
  /// "no estimate": the host falls back to its own estimated height property.
  public static let automatic: Double = -1
}
