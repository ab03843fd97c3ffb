import CascadingTableKit

/// The promise suite's checks: each compares the library with what the model derives from
/// the tree's shape and the nodes' own data, and returns a description of the first
/// difference, or `nil`.
@MainActor
enum PromiseExpectations {
  /// Whether the tree's counts are the model's: sections, and rows of every section, as the
  /// root answers them to `host`.
  static func countsMismatch(
    _ root: CascadingRootTableDelegate, _ model: PromiseModelNode, host: any TableHost
  ) -> String? {
    let sections = model.expectedSections
    let count = root.numberOfSections(in: host)
    guard count == sections.count else {
      return "the root answers \(count) sections, the model has \(sections.count)"
    }
    for (section, rows) in sections.enumerated() {
      let answered = root.tableView(host, numberOfRowsInSection: section)
      if answered != rows.count {
        return
          "the root answers \(answered) rows in section \(section), the model has \(rows.count)"
      }
    }
    return nil
  }

  /// Whether every node's `tableRange` is the model's.
  static func rangesMismatch(_ tree: PromiseTree) -> String? {
    for (id, expected) in tree.model.expectedRanges().sorted(by: { $0.key < $1.key }) {
      guard let node = tree.node(id) else { return "node \(id) is missing from the tree" }
      let range = node.tableRange
      if range != expected {
        return "node \(id) (\(type(of: node))) has tableRange \(range), the model \(expected)"
      }
    }
    return nil
  }

  /// Whether the table shows the model: its counts, and the text of every visible cell.
  static func tableMismatch(_ table: HeadlessTableView, _ model: PromiseModelNode) -> String? {
    table.layoutIfNeeded()
    let sections = model.expectedSections
    guard table.numberOfSections == sections.count else {
      return "the table shows \(table.numberOfSections) sections, the model has \(sections.count)"
    }
    for (section, rows) in sections.enumerated() {
      let shown = table.numberOfRows(inSection: section)
      if shown != rows.count {
        return "the table shows \(shown) rows in section \(section), the model has \(rows.count)"
      }
    }
    for path in table.indexPathsForVisibleRows ?? [] {
      let expected = sections[path.section][path.row].text
      // A cell without text (an exact `CascadingBareTableDelegate`'s) shows "".
      let shown = table.cellForRow(at: path).map { $0.text ?? "" }
      if shown != expected {
        return "the table shows \(shown ?? "no cell") at \(path), the model \(expected)"
      }
    }
    return nil
  }

  /// Whether, after scrolling through the whole table, every row is the model's height for
  /// that row's identity; scrolls back to where it was.
  static func heightsMismatch(_ table: HeadlessTableView, _ model: PromiseModelNode) -> String? {
    let start = table.contentOffset
    let step = max(table.viewportSize.height / 2, 1)
    var offset = 0.0
    table.contentOffset = 0
    while offset < table.contentSize.height {
      offset += step
      table.contentOffset = offset
    }
    defer { table.contentOffset = start }
    for (section, rows) in model.expectedSections.enumerated() {
      for (row, expected) in rows.enumerated() {
        let path = TableIndexPath(row: row, section: section)
        let height = table.rect(forRow: path).height
        if height != expected.height {
          return
            "row \(path) (\(expected.text)) is \(height) high, the model says \(expected.height)"
        }
      }
    }
    return nil
  }

  /// The first of several checks that fails, or `nil`.
  static func first(_ checks: [() -> String?]) -> String? {
    for check in checks {
      if let failure = check() { return failure }
    }
    return nil
  }
}
