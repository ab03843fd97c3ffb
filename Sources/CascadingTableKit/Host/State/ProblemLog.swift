/// Every problem a table recorded, and the diagnostics among them.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods; it calls
/// its handlers between them, so that a handler that reports again records in call order.
///
/// Invariants: ``problems`` and ``diagnostics`` only grow, in the order recorded; a problem
/// that recurs at each request (``TableDiagnostic/recursAtEachRequest``) is recorded once per
/// distinct diagnostic.
struct ProblemLog {
  /// Every problem recorded, in order.
  private(set) var problems: [TableProblem] = []

  /// The diagnostics among ``problems``, in order.
  private(set) var diagnostics: [TableDiagnostic] = []

  /// The diagnostics that recur at each request already recorded, recorded once each.
  private var reportedDiagnostics: Set<TableDiagnostic> = []

  /// Records a problem, unless it recurs at each request and was recorded already.
  /// - Returns: Whether it was recorded.
  mutating func record(_ problem: TableProblem) -> Bool {
    if let diagnostic = problem.diagnostic, diagnostic.recursAtEachRequest {
      guard reportedDiagnostics.insert(diagnostic).inserted else { return false }
    }
    problems.append(problem)
    return true
  }

  /// Records a diagnostic of a recorded problem.
  mutating func record(_ diagnostic: TableDiagnostic) {
    diagnostics.append(diagnostic)
  }
}
