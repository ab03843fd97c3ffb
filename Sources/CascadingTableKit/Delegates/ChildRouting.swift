/// How a ``PropagatingTableDelegate`` finds the child a row call goes to.
///
/// The raw values order the cases by cost: a routed call tests `rawValue <= byRow.rawValue`
/// once to take the path where an index path's number is the child's position, and leaves
/// every other case (including a table not built yet) to a path of its own.
enum ChildRouting: UInt8 {
  /// `indexPath.section` is the child's position: a node in `.section` mode whose children
  /// each fill one section.
  case bySection = 0
  /// `indexPath.row` is the child's position: a node in `.row` mode whose children each fill
  /// one row, and which is not a group.
  case byRow = 1
  /// The row (or section) less the group's first is the child's position: a group whose
  /// children each fill one slot.
  case byOffset = 2
  /// The child is found by its range: some child fills other than one slot.
  case byLayout = 3
  /// The routing table is not built (or was forgotten): the next routed call builds it.
  case unbuilt = 4
}
