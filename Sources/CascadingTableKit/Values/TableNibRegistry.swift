/// The process-wide record of which class each nib name makes, filled by
/// `TableNib.register(_:forNibName:)` and its header and footer twin.
@MainActor
enum TableNibRegistry {
  /// The cell class of each nib name.
  static var cellClasses: [String: TableCell.Type] = [:]
  /// The header or footer view class of each nib name.
  static var headerFooterViewClasses: [String: TableHeaderFooterView.Type] = [:]
}
