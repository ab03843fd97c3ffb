/// How a ``PropagatingTableDelegate`` finds the child a row call goes to, and in which
/// coordinate of the index path.
///
/// The raw values order the cases by cost: a routed call tests `rawValue <= byRow.rawValue`
/// once to take the path where an index path's number is the child's position, then
/// `rawValue <= byLayoutInRows.rawValue` for the two cached paths of a node in `.row` mode
/// (a group of rows, a section of groups or blocks), then the same two in sections, and
/// leaves every other case (a group whose children fill several slots, a table not built yet)
/// to a path of its own. The coordinate and whether the node is a group are part of the case,
/// so that the routed call reads neither the node's mode nor its ``RoutingTable/isGroup``.
enum ChildRouting: UInt8 {
  /// `indexPath.section` is the child's position: a node in `.section` mode whose children
  /// each fill one section.
  case bySection = 0
  /// `indexPath.row` is the child's position: a node in `.row` mode whose children each fill
  /// one row, and which is not a group.
  case byRow = 1
  /// The row less the group's first is the child's position: a group of rows whose children
  /// each fill one row.
  case byOffsetInRows = 2
  /// The child is found by its range of rows, the last one routed to tried first: a node in
  /// `.row` mode, not a group, some of whose children fill other than one row.
  case byLayoutInRows = 3
  /// The section less the group's first is the child's position: a group of sections whose
  /// children each fill one section.
  case byOffsetInSections = 4
  /// As ``byLayoutInRows``, in sections: a node in `.section` mode, not a group.
  case byLayoutInSections = 5
  /// The child is found by its range relative to the group's first slot, out of line: a group
  /// some of whose children fill other than one slot.
  case byLayoutInGroup = 6
  /// The routing table is not built (or was forgotten): the next routed call builds it.
  case unbuilt = 7
}
