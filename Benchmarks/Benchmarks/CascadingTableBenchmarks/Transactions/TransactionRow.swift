import CascadingTableKit

/// A row delegate with a 44-point height and a dequeued cell: what every row of a transaction
/// benchmark is.
final class TransactionRow: CascadingBareTableDelegate {
  /// The reuse identifier of the rows' cells.
  static let reuseIdentifier = "row"

  /// Creates a row.
  convenience init() {
    self.init(index: 0, childDelegates: [])
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    cell.text = "Row"
    return cell
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    44
  }
}
