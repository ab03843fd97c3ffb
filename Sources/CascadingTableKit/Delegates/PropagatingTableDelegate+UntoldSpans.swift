extension PropagatingTableDelegate {
  // MARK: - Spans changed without telling the table

  /// Reports a child that fills another number of slots than the node's layout (and so the
  /// table) holds for it, found when the table asks for the cell of one of its rows: a block
  /// whose own data changed with no `setNeedsUpdate(identifierChanged:)`, reload or
  /// transaction. The table keeps showing the rows it was told about until it is told.
  /// - Parameters:
  ///   - indexPath: The row the table asks for.
  ///   - host: The table asking.
  /// - Complexity: O(log *n*) in the children, and one `span` of the child.
  func reportUntoldSpanChange(at indexPath: TableIndexPath, on host: any TableHost) {
    guard mayChangeSpansOutsideGroups, routing.childRouting != .unbuilt else { return }
    let position = childPosition(forSlot: mode == .section ? indexPath.section : indexPath.row)
    let entries = routing.entries
    guard entries.indices.contains(position) else { return }
    // A group checks its own children when the call reaches it: known from its entry, with
    // no cast and no retain.
    if case .propagating(let node) = entries[position],
      UnretainedChild.borrow(node, { $0.mode == mode })
    {
      return
    }
    guard !(Self.headlessTable(host)?.isLoading ?? false) else { return }
    let children = childDelegatesForDifference
    guard children.indices.contains(position) else { return }
    let child = children[position]
    // Without a layout, every child was one slot when the node last read the spans.
    let shown = routing.spanLayout?.range(ofChildAt: position).count ?? 1
    let span = max(child.span, 0)
    guard span != shown else { return }
    let diagnostic = TableDiagnostic.spanChangedWithoutTellingTable(
      nodeType: String(describing: type(of: child)), nodeIndex: child.index, shownSpan: shown,
      span: span)
    host.reportProblem(
      TableProblem(kind: .diagnostic(diagnostic), about: child, rows: [indexPath]))
  }
}

extension PropagatingTableDelegate {
  /// The cell for a row of a node whose children may have changed their spans untold: reports
  /// such a change (``reportUntoldSpanChange(at:on:)``), then routes the call as
  /// `tableView(_:cellForRowAt:)` does.
  ///
  /// Out of line so that the member's own path, taken by every node whose children cannot
  /// change their spans untold, holds none of its arguments across a call before the child's:
  /// they stay in the registers the child's call takes them in.
  /// - Complexity: that of ``reportUntoldSpanChange(at:on:)``, then of the routed call.
  @inline(never)
  func cellAfterReportingUntoldSpanChange(_ tableView: any TableHost, at indexPath: TableIndexPath)
    -> TableCell
  {
    reportUntoldSpanChange(at: indexPath, on: tableView)
    return routeRowCall(
      indexPath, making: NewEmptyCell(), skipping: .exactNodesCheckingNoSpans
    ) { child in
      child.tableView(tableView, cellForRowAt: indexPath)
    }
  }
}
