/// How the preview of a row being dragged or dropped is drawn (UIKit's
/// `UIDragPreviewParameters`), in the terms that have meaning without a screen.
public struct TableDragPreviewParameters: Hashable, Sendable {
  /// The part of the row's cell the preview shows, in the cell's coordinates, or `nil` for the
  /// whole cell (UIKit's `visiblePath`, as a rectangle).
  public var visibleRect: TableRect?

  /// The radius of the visible part's corners, in points (0: square corners).
  public var cornerRadius: Double

  /// Creates preview parameters.
  /// - Parameters:
  ///   - visibleRect: The part of the cell shown, or `nil` for the whole cell.
  ///   - cornerRadius: The radius of its corners.
  public init(visibleRect: TableRect? = nil, cornerRadius: Double = 0) {
    self.visibleRect = visibleRect
    self.cornerRadius = cornerRadius
  }
}
