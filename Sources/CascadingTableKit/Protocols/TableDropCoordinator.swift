/// What a delegate performing a drop is given (UIKit's `UITableViewDropCoordinator`): where the
/// drop lands, what was proposed, and the session.
///
/// ## Implementation requirements
/// - ``destinationIndexPath`` is the path the drop lands at, or `nil` when it lands on no row
///   (a tree routes ``TableDelegate/tableView(_:performDropWith:)`` by it).
@MainActor
public protocol TableDropCoordinator: AnyObject {
  /// Where the drop lands, or `nil` when it is over no row.
  var destinationIndexPath: TableIndexPath? { get }

  /// The proposal the last `dropSessionDidUpdate` answered.
  var proposal: TableDropProposal { get }

  /// The drop's session.
  var session: any TableDropSession { get }
}
