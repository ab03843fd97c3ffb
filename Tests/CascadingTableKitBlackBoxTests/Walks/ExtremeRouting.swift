import CascadingTableKit

/// Asks every container of a tree, directly, routed members at slots no child fills (negative,
/// huge, `Int.min`/`Int.max`, just past its range, nil paths), and the table's drivers at rows
/// it does not have: each must answer the documented default (Documentation/DefaultReturnValues.md),
/// call none of the test's leaves, and (for a driver) report one `indexPathOutOfRange`.
@MainActor
enum ExtremeRouting {
  /// Every deviation found, as sentences.
  static func issues(_ tree: BoxTree, _ model: ModelTree, table: HeadlessTableView) -> [String] {
    var found: [String] = []
    for node in model.nodes where node.kind == .sectionNode || node.kind == .rowNode {
      let real = tree.container(node.name)
      let range = real.tableRange
      let lowerOutside = range.lowerBound > 0 ? [range.lowerBound - 1] : []
      let slots =
        [Int.min, Int.min + 1, -1, Int.max, Int.max - 1, 1 << 40, range.upperBound]
        + lowerOutside
      for slot in slots {
        let isRowMode = real.propagationMode == .row
        // A group's own span starts at its lowerBound; a section's rows and the root's
        // sections start at 0. A slot inside the filled range is not asked here.
        let filled = isRowMode ? node.rowNames.count : node.sections.count
        let start = isFilledFromZero(node, model) ? 0 : range.lowerBound
        if (start..<(start + filled)).contains(slot) { continue }
        let path =
          isRowMode ? TableIndexPath(row: slot, section: 0) : TableIndexPath(row: 0, section: slot)
        found += ask(real, table, path, slot: slot, name: node.name)
      }
    }
    found += drivers(table)
    return found
  }

  private static func isFilledFromZero(_ node: ModelNode, _ model: ModelTree) -> Bool {
    guard let parent = model.find(node.name)?.parent else { return true }
    return parent.kind != node.kind
  }

  private static func ask(
    _ node: PropagatingTableDelegate, _ table: HeadlessTableView, _ path: TableIndexPath,
    slot: Int, name: String
  ) -> [String] {
    var found: [String] = []
    let before = CallLog.shared.count
    let at = "\(name) at \(path)"
    let cell = node.tableView(table, cellForRowAt: path)
    if cell.text != nil { found.append("\(at): cellForRowAt gave a configured cell") }
    if let height = node.tableView(table, heightForRowAt: path), height != TableDimension.automatic
    {
      found.append("\(at): heightForRowAt \(height)")
    }
    if let height = node.tableView(table, estimatedHeightForRowAt: path),
      height != TableDimension.automatic
    {
      found.append("\(at): estimatedHeightForRowAt \(height)")
    }
    if node.tableView(table, canEditRowAt: path) == true {
      found.append("\(at): canEditRowAt true")
    }
    if node.tableView(table, canMoveRowAt: path) == true {
      found.append("\(at): canMoveRowAt true")
    }
    if node.tableView(table, shouldHighlightRowAt: path) == false {
      found.append("\(at): shouldHighlightRowAt false")
    }
    if node.tableView(table, willSelectRowAt: path) != path {
      found.append("\(at): willSelectRowAt did not return the path")
    }
    if node.tableView(table, willDeselectRowAt: path) != path {
      found.append("\(at): willDeselectRowAt did not return the path")
    }
    if let style = node.tableView(table, editingStyleForRowAt: path), style != .none {
      found.append("\(at): editingStyleForRowAt \(style)")
    }
    let proposed = TableIndexPath(row: 0, section: 0)
    if node.tableView(table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: proposed)
      != proposed
    {
      found.append("\(at): targetIndexPathForMove did not return the proposed path")
    }
    if let level = node.tableView(table, indentationLevelForRowAt: path), level != 0 {
      found.append("\(at): indentationLevelForRowAt \(level)")
    }
    if node.tableView(table, contextMenuConfigurationForRowAt: path, point: TablePoint(x: 0, y: 0))
      != nil
    {
      found.append("\(at): a context menu")
    }
    if node.tableView(table, titleForHeaderInSection: slot) != nil {
      found.append("\(at): a header title for section \(slot)")
    }
    if node.tableView(table, viewForHeaderInSection: slot) != nil {
      found.append("\(at): a header view for section \(slot)")
    }
    if node.propagationMode == .section, node.tableView(table, numberOfRowsInSection: slot) != 0 {
      found.append("\(at): rows in section \(slot)")
    }
    node.tableView(table, didSelectRowAt: path)
    node.tableView(table, didEndEditingRowAt: path)
    node.tableView(table, didEndEditingRowAt: nil)
    node.tableView(table, accessoryButtonTappedForRowWith: path)
    node.tableView(table, prefetchRowsAt: [path])
    node.tableView(table, cancelPrefetchingForRowsAt: [path])
    if CallLog.shared.count != before {
      found.append("\(at): \(CallLog.shared.count - before) calls reached the test's leaves")
    }
    return found
  }

  private static func drivers(_ table: HeadlessTableView) -> [String] {
    var found: [String] = []
    let paths = [
      TableIndexPath(row: Int.min, section: 0), TableIndexPath(row: 0, section: Int.max),
      TableIndexPath(row: -1, section: -1), TableIndexPath(row: Int.max, section: Int.min),
      TableIndexPath(row: 0, section: table.numberOfSections),
    ]
    let drivers: [(String, (TableIndexPath) -> Void)] = [
      ("tapRow", { table.tapRow(at: $0) }),
      ("selectRow", { table.selectRow(at: $0, animated: false, scrollPosition: .none) }),
      ("scrollToRow", { table.scrollToRow(at: $0, at: .top, animated: false) }),
      ("performPrimaryAction", { table.performPrimaryAction(forRowAt: $0) }),
      ("beginDrag", { table.beginDrag(fromRowAt: $0) }),
      ("openContextMenu", { table.openContextMenu(forRowAt: $0) }),
      ("swipeRow", { table.swipeRow(at: $0) }),
    ]
    for path in paths {
      for (name, drive) in drivers {
        let before = table.problems.count
        let calls = CallLog.shared.count
        drive(path)
        let added = table.problems.dropFirst(before)
        let outOfRange = added.filter {
          if case .diagnostic(.indexPathOutOfRange) = $0.kind { return true }
          return false
        }
        if added.count != 1 || outOfRange.count != 1 {
          found.append("\(name)(\(path)) reported \(added.map(\.description))")
        }
        if CallLog.shared.count != calls {
          found.append("\(name)(\(path)) called the test's leaves")
        }
      }
    }
    return found
  }
}
