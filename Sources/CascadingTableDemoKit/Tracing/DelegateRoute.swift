import CascadingTableKit

/// The path a table call travels through a delegate tree, worked out from the tree itself:
/// `root → section 3 (DestinationInfoListSection) → row 1 (InfoRow)`.
///
/// It follows the routing rules of ``PropagatingTableDelegate``: a node in `.section` mode
/// hands a call to the child whose ``CascadingTableDelegate/tableRange`` holds its section, a
/// node in `.row` mode hands a call about a row to the child whose range holds the row and
/// keeps a call about a whole section. A child filling several rows is named with its range
/// (`rows 0–4 (ReviewListGroup)`); a group passes the call on. Any other node answers itself,
/// so the path ends there.
@MainActor
public enum DelegateRoute {
  /// The path of a call about a row.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - root: The node the table calls.
  /// - Returns: The nodes the call reaches, from the root, joined by arrows.
  /// - Complexity: O(*d*) in the depth of the tree.
  public static func path(
    of indexPath: TableIndexPath, from root: any CascadingTableDelegate
  ) -> String {
    walk(from: root, section: indexPath.section, row: indexPath.row)
  }

  /// The path of a call about a whole section (its header, footer or row count).
  /// - Parameters:
  ///   - section: The section.
  ///   - root: The node the table calls.
  /// - Returns: The nodes the call reaches, from the root, joined by arrows.
  /// - Complexity: O(*d*) in the depth of the tree.
  public static func path(ofSection section: Int, from root: any CascadingTableDelegate) -> String {
    walk(from: root, section: section, row: nil)
  }

  /// The name a path gives a node: its type's name.
  /// - Parameter node: The node.
  /// - Returns: The type's name, without its module.
  public static func name(of node: any CascadingTableDelegate) -> String {
    String(describing: type(of: node))
  }

  private static func walk(from root: any CascadingTableDelegate, section: Int, row: Int?)
    -> String
  {
    var steps = ["root"]
    var node = root
    while let propagating = node as? PropagatingTableDelegate {
      let byRow = propagating.propagationMode == .row
      guard let position = byRow ? row : section else { break }
      let level = byRow ? "row" : "section"
      guard
        let child = propagating.childDelegates.first(where: { $0.tableRange.contains(position) })
      else {
        steps.append("no \(level) \(position): default answer")
        break
      }
      node = child
      let range = child.tableRange
      let isGroup =
        (child as? PropagatingTableDelegate)?.propagationMode == propagating.propagationMode
      if isGroup || range.count != 1 {
        steps.append("\(level)s \(range.lowerBound)–\(range.upperBound - 1) (\(name(of: node)))")
      } else {
        steps.append("\(level) \(position) (\(name(of: node)))")
      }
    }
    return steps.joined(separator: " → ")
  }
}
