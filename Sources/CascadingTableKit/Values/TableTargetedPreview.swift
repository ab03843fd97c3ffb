/// The view a context menu or a drop lifts into its preview, and how it is drawn (UIKit's
/// `UITargetedPreview`).
///
/// Not designed for subclassing: it is `final`. It holds its cell strongly, as UIKit holds its
/// view, for as long as the preview is in use.
@MainActor
public final class TableTargetedPreview {
  /// The cell shown in the preview.
  public let cell: TableCell

  /// How the cell is drawn in the preview.
  public let parameters: TableDragPreviewParameters

  /// Creates a preview of a cell.
  /// - Parameters:
  ///   - cell: The cell shown.
  ///   - parameters: How it is drawn; the whole cell when omitted.
  public init(cell: TableCell, parameters: TableDragPreviewParameters = .init()) {
    self.cell = cell
    self.parameters = parameters
  }
}
