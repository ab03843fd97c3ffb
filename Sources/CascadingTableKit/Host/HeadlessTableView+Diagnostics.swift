extension HeadlessTableView {
  /// Records a problem in ``problems`` and passes it to ``problemHandler``; a diagnostic, or
  /// identifiers that could not be diffed (as ``TableDiagnostic/differenceFailed(_:)``), is
  /// also recorded in ``diagnostics`` and passed to ``diagnosticHandler``.
  ///
  /// Every occurrence is recorded, except for problems that recur at each cell or view the
  /// table asks for (a missing registration, a binder that does not fit its cell, a
  /// declaration with no binder), which are recorded once per table for each distinct value.
  /// - Parameter problem: What went wrong, where, and what was done instead.
  /// - Complexity: O(1) on average.
  public func reportProblem(_ problem: TableProblem) {
    guard problemLog.record(problem) else { return }
    problemHandler?(problem)
    let diagnostic = problem.diagnostic ?? problem.differenceError.map { .differenceFailed($0) }
    if let diagnostic {
      problemLog.record(diagnostic)
      diagnosticHandler?(diagnostic)
    }
  }

  /// Reports a diagnostic that names no node, section or row as a ``TableProblem`` (see
  /// ``reportProblem(_:)``).
  /// - Parameter diagnostic: What went wrong, and what was done instead.
  /// - Complexity: O(1) on average.
  public func reportDiagnostic(_ diagnostic: TableDiagnostic) {
    reportProblem(TableProblem(kind: .diagnostic(diagnostic)))
  }
}

extension HeadlessTableView {
  /// Whether the table has a row, reporting
  /// ``TableDiagnostic/indexPathOutOfRange(call:indexPath:)`` when it has not.
  /// - Parameters:
  ///   - indexPath: The row a driver was given.
  ///   - call: The driver, by name.
  /// - Complexity: O(1).
  func containsReporting(_ indexPath: TableIndexPath, call: String) -> Bool {
    guard contains(indexPath) else {
      report(.indexPathOutOfRange(call: call, indexPath: indexPath), rows: [indexPath])
      return false
    }
    return true
  }
}

extension TableHost {
  /// Reports a diagnostic through the table's one channel, ``reportProblem(_:)``.
  /// - Parameters:
  ///   - diagnostic: What went wrong.
  ///   - rows: The rows it names, if any.
  func report(_ diagnostic: TableDiagnostic, rows: [TableIndexPath] = []) {
    reportProblem(
      TableProblem(kind: .diagnostic(diagnostic), section: rows.first?.section, rows: rows))
  }
}

extension TableDiagnostic {
  /// Whether the problem recurs at each cell or view the table asks for, so that a table
  /// records it once per distinct value rather than at every request.
  var recursAtEachRequest: Bool {
    switch self {
    case .unregisteredCellNib, .unregisteredCellIdentifier, .unregisteredHeaderFooterViewNib,
      .cellTypeMismatch, .missingBinder, .spanChangedWithoutTellingTable:
      true
    default:
      false
    }
  }
}
