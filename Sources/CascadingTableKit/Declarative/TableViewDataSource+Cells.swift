extension TableViewDataSource {
  /// The binder of a declaration: the mapping's, else the declaration itself when it is a
  /// ``CellBinder``, else `nil`.
  func binder(for declaration: CellDeclaration) -> CellBinder? {
    if let binderFromDeclaration {
      return binderFromDeclaration(declaration)
    }
    return declaration as? CellBinder
  }

  /// The position among ``cellDeclarations`` of the table's row at `indexPath`: the row
  /// itself, or, for a group of declarations inside a section, the row less the group's
  /// first row (-1, no declaration, when that difference does not fit an `Int`).
  /// - Complexity: O(1) once the tree's ranges are known.
  func declarationPosition(at indexPath: TableIndexPath) -> Int {
    guard isRowGroup else { return indexPath.row }
    let (position, overflow) = indexPath.row.subtractingReportingOverflow(tableRange.lowerBound)
    return overflow ? -1 : position
  }

  /// The binder of a row, or `nil` for a row out of range or without one.
  func binder(forRow indexPath: TableIndexPath) -> CellBinder? {
    let row = declarationPosition(at: indexPath)
    guard cellDeclarations.indices.contains(row) else { return nil }
    return binder(for: cellDeclarations[row])
  }

  /// Registers (once per table), dequeues and configures the cell of a row.
  func makeCell(in tableView: any TableHost, at indexPath: TableIndexPath) -> TableCell {
    let row = declarationPosition(at: indexPath)
    guard cellDeclarations.indices.contains(row) else { return TableCell() }
    let declaration = cellDeclarations[row]
    guard let binder = binder(for: declaration) else {
      tableView.reportProblem(
        TableProblem(
          kind: .diagnostic(.missingBinder(declaration: Self.describe(declaration))),
          about: self, rows: [indexPath]))
      return TableCell()
    }
    registerIfNeeded(binder, on: tableView)
    let cell = tableView.dequeueReusableCell(
      withIdentifier: binder.reuseIdentifier, for: indexPath)
    if !binder.configureCell(cell) {
      let mismatch = TableDiagnostic.cellTypeMismatch(
        declaration: Self.describe(declaration),
        expectedCellType: String(describing: binder.cellType),
        actualCellType: String(describing: type(of: cell)))
      tableView.reportProblem(
        TableProblem(kind: .diagnostic(mismatch), about: self, rows: [indexPath]))
    }
    return cell
  }

  /// Registers a binder's nib or class for its reuse identifier, unless a data source did so
  /// on this table already.
  private func registerIfNeeded(_ binder: CellBinder, on tableView: any TableHost) {
    let identifier = binder.reuseIdentifier
    switch binder.registrationMethod {
    case .nib(let nib):
      if CellRegistrationLedger.recordRegistration(of: identifier, on: tableView) {
        tableView.register(nib, forCellReuseIdentifier: identifier)
      }
    case .class(let cellClass):
      if CellRegistrationLedger.recordRegistration(of: identifier, on: tableView) {
        tableView.register(cellClass, forCellReuseIdentifier: identifier)
      }
    case .none:
      break
    }
  }

  /// A declaration as a diagnostic names it.
  static func describe(_ declaration: CellDeclaration) -> String {
    if let binder = declaration as? CellBinder {
      return "CellBinder(reuseIdentifier: \"\(binder.reuseIdentifier)\")"
    }
    return String(describing: declaration)
  }
}
