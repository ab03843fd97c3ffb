import CascadingTableKit

/// What a delegate tree of ``IdentifiedSection``s and ``OpaqueIdentifiedSection``s shows: every
/// section's id and every row's key and text, in order.
struct TreeSnapshot: Equatable, CustomStringConvertible {
  struct Row: Equatable {
    /// The row's identity: `r<id>` for an identified row, `o<section>.<row>` for a row of an
    /// opaque section.
    var key: String
    /// What its cell shows.
    var text: String
  }

  struct Section: Equatable {
    var id: Int
    var rows: [Row]
  }

  var sections: [Section]

  var description: String {
    sections.map { "\($0.id): " + $0.rows.map(\.key).joined(separator: " ") }
      .joined(separator: " | ")
  }

  /// The snapshot of a root's tree as it is now.
  @MainActor
  init(of root: CascadingRootTableDelegate) {
    sections = root.childDelegates.map { node in
      if let section = node as? IdentifiedSection {
        return Section(
          id: section.id,
          rows: section.childDelegates.map { child in
            let row = child as! IdentifiedRow
            return Row(key: "r\(row.id)", text: row.text)
          })
      }
      let opaque = node as! OpaqueIdentifiedSection
      return Section(
        id: opaque.id,
        rows: (0..<opaque.rowCount).map {
          Row(key: "o\(opaque.id).\($0)", text: opaque.text(row: $0))
        })
    }
  }

  init(sections: [Section]) {
    self.sections = sections
  }

  /// The tree the table shows after applying `updates` to this snapshot as UIKit reads a
  /// batch (see ``BatchReplay``), taking what only the tree can tell (inserted and refreshed
  /// rows, replaced sections) from `target`; `nil` when the updates do not even fit the counts
  /// or mix a whole reload with other updates. A kept section keeps its id.
  func applying(_ updates: [TableUpdate], target: TreeSnapshot) -> TreeSnapshot? {
    // A whole reload shows the tree as it is.
    if updates.contains(.reloadData) { return updates == [.reloadData] ? target : nil }
    guard
      let sections = BatchReplay.apply(
        updates, to: sections, target: target.sections, rows: \Section.rows)
    else { return nil }
    return TreeSnapshot(sections: sections)
  }
}
