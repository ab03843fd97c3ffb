import CascadingTableKit

/// A node of the promise suite's real trees: it knows the model id it was built from.
@MainActor
protocol PromiseNode: CascadingTableDelegate {
  /// The id of the model node this node was built from.
  var promiseID: Int { get }
}

/// The reuse identifier every promise node's cell is dequeued with.
let promiseCellIdentifier = "promise"

extension TableHost {
  /// A cell for a promise node, showing `text`.
  @MainActor
  func promiseCell(_ text: String, for indexPath: TableIndexPath) -> TableCell {
    let cell = dequeueReusableCell(withIdentifier: promiseCellIdentifier, for: indexPath)
    cell.text = text
    return cell
  }
}
