import CascadingTableKit

/// A header drawn as a cell, as DataSourceKit's demo does instead of section headers.
public final class VenueSectionHeaderCell: TableCell, BindableCell {
  /// The header's binder: an unselectable row showing the title in capitals.
  /// - Parameter value: The title.
  /// - Returns: The binder.
  public static func makeBinder(value: String) -> CellBinder {
    CellBinder(
      cellType: VenueSectionHeaderCell.self,
      registrationMethod: .class(VenueSectionHeaderCell.self),
      reuseIdentifier: "VenueSectionHeader"
    ) { cell in
      cell.text = "— " + value.uppercased() + " —"
    }
    .unselectable()
  }
}
