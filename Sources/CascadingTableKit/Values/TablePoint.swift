/// A point in a table's content, in points from its top-left corner (UIKit's `CGPoint`).
public struct TablePoint: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal position.
  public var x: Double

  /// The vertical position.
  public var y: Double

  /// Creates a point.
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The vertical position.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point as `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
