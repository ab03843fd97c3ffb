/// A problem a table or a delegate worked around instead of trapping, reported so that it is
/// never silent.
///
/// A table host receives them through ``TableHost/reportDiagnostic(_:)``;
/// ``HeadlessTableView`` keeps them in ``HeadlessTableView/diagnostics`` and passes each to
/// its ``HeadlessTableView/diagnosticHandler``.
public enum TableDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A cell was dequeued for a reuse identifier registered with a nib whose name has no cell
  /// class registered (see `TableNib.register(_:forNibName:)`); the table
  /// handed out a plain ``TableCell`` instead.
  case unregisteredCellNib(nibName: String, reuseIdentifier: String)

  /// A header or footer view was dequeued for a reuse identifier registered with a nib whose
  /// name has no view class registered; the table handed out a plain ``TableHeaderFooterView``.
  case unregisteredHeaderFooterViewNib(nibName: String, reuseIdentifier: String)

  /// A readable account of the problem.
  public var description: String {
    switch self {
    case .unregisteredCellNib(let nibName, let reuseIdentifier):
      "no cell class is registered for nib \"\(nibName)\" (reuse identifier "
        + "\"\(reuseIdentifier)\"): dequeued a plain TableCell; call "
        + "TableNib.register(_:forNibName:) first"
    case .unregisteredHeaderFooterViewNib(let nibName, let reuseIdentifier):
      "no header or footer view class is registered for nib \"\(nibName)\" (reuse identifier "
        + "\"\(reuseIdentifier)\"): dequeued a plain TableHeaderFooterView; call "
        + "TableNib.register(_:forNibName:) first"
    }
  }
}
