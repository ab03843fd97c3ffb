/// How a ``PropagatingTableDelegate`` finds the child a row call goes to.
enum ChildRouting: UInt8 {
  /// `indexPath.section` is the child's position: a node in `.section` mode whose children
  /// each fill one section.
  case bySection
  /// `indexPath.row` is the child's position: a node in `.row` mode whose children each fill
  /// one row, and which is not a group.
  case byRow
  /// The row (or section) less the group's first is the child's position: a group whose
  /// children each fill one slot.
  case byOffset
  /// The child is found by its range: some child fills other than one slot.
  case byLayout
}
