/// The position of a row in a table: a section and a row within it.
///
/// `TableIndexPath` plays the role of UIKit's `IndexPath` for tables, as a plain two-`Int` value
/// that costs nothing to build or compare. Index paths are ordered by section, then by row.
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section of the row, counting from 0.
  public var section: Int

  /// The row within its section, counting from 0.
  public var row: Int

  /// Creates the index path of the given row in the given section.
  ///
  /// No range check is made: negative or out-of-range values are legal to hold and are
  /// answered with defaults wherever they are routed.
  /// - Parameters:
  ///   - row: The row within the section.
  ///   - section: The section.
  public init(row: Int, section: Int) {
    self.section = section
    self.row = row
  }

  /// Orders index paths by section, then by row.
  /// - Complexity: O(1).
  public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
  }

  /// The index path as `[section, row]`, the form `IndexPath` prints in.
  public var description: String { "[\(section), \(row)]" }
}
