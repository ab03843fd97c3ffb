import CascadingTableKit

/// The cell every row of the sample page uses: a ``TableCell`` that can hide the line under it.
@MainActor
public final class PageCell: TableCell {
  /// Whether the cell draws a line under its content. Defaults to `true`; the last review of
  /// the list hides it.
  public var showsBottomBorder = true

  /// Restores the bottom border, then clears the selection state as every cell does.
  public override func prepareForReuse() {
    super.prepareForReuse()
    showsBottomBorder = true
  }
}
