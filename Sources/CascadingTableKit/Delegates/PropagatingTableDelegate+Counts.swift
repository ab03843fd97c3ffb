extension PropagatingTableDelegate {
  // MARK: - Counting rows and sections

  /// What ``tableView(_:numberOfRowsInSection:)`` answers, as its documentation describes.
  func rowCount(in tableView: any TableHost, section: Int) -> Int {
    guard mode == .section else {
      // A section under a root is recorded by the root, which sees the count it answered.
      if Self.isReadingCounts(tableView) {
        rereadSpansForLoad(of: tableView)
        if !(parentDelegate is PropagatingTableDelegate) {
          markShown()
        }
      }
      return slotCount
    }
    ensureRoutingTable()
    var owner: (any CascadingTableDelegate)?
    if routesByPosition {
      owner = child(at: section)
      if owner?.index != section {
        owner = childDelegatesForDifference.first { $0.index == section }
      }
    } else {
      owner = child(at: childPosition(forSlot: section))
    }
    guard let owner else { return 0 }
    let count = owner.tableView(tableView, numberOfRowsInSection: section)
    if Self.isReadingCounts(tableView) {
      // Class casts: a cast to a protocol existential costs far more, once per section. Only
      // sections whose rows cannot be identified need their count recorded.
      var isRecorded = false
      if let node = owner as? PropagatingTableDelegate, node.mode == .row {
        node.markShown()
        isRecorded = true
      } else if let node = owner as? CascadingBareTableDelegate {
        isRecorded = node.noteRowsShown()
      }
      if !isRecorded {
        noteShownRowCount(count, ofSectionAt: section)
      }
    }
    return count
  }

  /// What ``numberOfSections(in:)`` answers, as its documentation describes.
  func sectionCount(in tableView: any TableHost) -> Int {
    guard mode == .section else { return 0 }
    if Self.isReadingCounts(tableView) {
      rereadSpansForLoad(of: tableView)
      markShown()
    }
    return slotCount
  }
}
