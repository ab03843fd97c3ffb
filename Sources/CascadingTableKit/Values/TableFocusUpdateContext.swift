/// Describes a focus move between rows (UIKit's `UITableViewFocusUpdateContext`).
public struct TableFocusUpdateContext: Hashable, Sendable {
  /// The row that had focus before the move, if any.
  public var previouslyFocusedIndexPath: TableIndexPath?

  /// The row that will have focus after the move, if any.
  public var nextFocusedIndexPath: TableIndexPath?

  /// Creates a focus move from one row to another.
  /// - Parameters:
  ///   - previouslyFocusedIndexPath: The row losing focus, or `nil`.
  ///   - nextFocusedIndexPath: The row gaining focus, or `nil`.
  public init(previouslyFocusedIndexPath: TableIndexPath?, nextFocusedIndexPath: TableIndexPath?) {
    self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
    self.nextFocusedIndexPath = nextFocusedIndexPath
  }
}
