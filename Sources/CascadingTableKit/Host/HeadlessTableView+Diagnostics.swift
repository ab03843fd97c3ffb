extension HeadlessTableView {
  /// Records a problem in ``diagnostics`` and passes it to ``diagnosticHandler``, unless the
  /// same one was reported before.
  /// - Parameter diagnostic: What went wrong, and what was done instead.
  /// - Complexity: O(1) on average.
  public func reportDiagnostic(_ diagnostic: TableDiagnostic) {
    guard reportedDiagnostics.insert(diagnostic).inserted else { return }
    diagnostics.append(diagnostic)
    diagnosticHandler?(diagnostic)
  }
}
