/// A rectangle in a table's content, in points (UIKit's `CGRect`): its origin is its top-left
/// corner and its size is never negative.
public struct TableRect: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal position of the left edge.
  public var x: Double

  /// The vertical position of the top edge.
  public var y: Double

  /// The width.
  public var width: Double

  /// The height.
  public var height: Double

  /// Creates a rectangle.
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin, which UIKit's geometry queries return for a position
  /// the table does not have.
  public static let zero = TableRect(x: 0, y: 0, width: 0, height: 0)

  /// The top edge: ``y``.
  public var minY: Double { y }

  /// The bottom edge: ``y`` plus ``height``.
  public var maxY: Double { y + height }

  /// The rectangle as `(x, y, width, height)`.
  public var description: String { "(\(x), \(y), \(width), \(height))" }
}
