/// A width and a height, in points (UIKit's `CGSize` for tables).
public struct TableSize: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double

  /// The height.
  public var height: Double

  /// Creates a size.
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size as `width x height`.
  public var description: String { "\(width) x \(height)" }
}
