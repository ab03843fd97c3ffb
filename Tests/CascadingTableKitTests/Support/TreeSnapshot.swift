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
  /// batch, taking what only the tree can tell (inserted and refreshed rows, replaced
  /// sections) from `target`; `nil` when the updates do not even fit the counts.
  ///
  /// Deletes, reloads, reconfigures and move sources name positions before; inserts and move
  /// destinations after; everything else keeps its order. A kept row keeps its text unless
  /// it was reloaded or reconfigured; a moved row keeps its text.
  func applying(_ updates: [TableUpdate], target: TreeSnapshot) -> TreeSnapshot? {
    // A whole reload shows the tree as it is.
    if updates.contains(.reloadData) { return updates == [.reloadData] ? target : nil }
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var sectionMoveSources: [Int: Int] = [:]
    var removedRows = Set<TableIndexPath>()
    var insertedRows = Set<TableIndexPath>()
    var refreshedRows = Set<TableIndexPath>()
    var rowMoveSources: [TableIndexPath: TableIndexPath] = [:]
    for update in updates {
      switch update {
      case .deleteSections(let sections): deletedSections.formUnion(sections)
      case .insertSections(let sections): insertedSections.formUnion(sections)
      case .reloadSections(let sections): reloadedSections.formUnion(sections)
      case .moveSection(let source, let destination): sectionMoveSources[destination] = source
      case .deleteRows(let paths): removedRows.formUnion(paths)
      case .insertRows(let paths): insertedRows.formUnion(paths)
      case .reloadRows(let paths), .reconfigureRows(let paths): refreshedRows.formUnion(paths)
      case .moveRow(let source, let destination):
        removedRows.insert(source)
        rowMoveSources[destination] = source
      case .reloadData: break
      }
    }
    let movedAway = Set(sectionMoveSources.values)
    var survivors = sections.indices.filter {
      !deletedSections.contains($0) && !movedAway.contains($0)
    }[...]
    var result: [Section] = []
    for position in target.sections.indices {
      let source: Int?
      if insertedSections.contains(position) {
        source = nil
      } else if let moved = sectionMoveSources[position] {
        source = moved
      } else {
        guard let next = survivors.popFirst() else { return nil }
        source = next
      }
      guard let source, !reloadedSections.contains(source) else {
        result.append(target.sections[position])
        continue
      }
      let old = sections[source]
      var keptRows = old.rows.indices.filter {
        !removedRows.contains(TableIndexPath(row: $0, section: source))
      }[...]
      var rows: [Row] = []
      for row in target.sections[position].rows.indices {
        let path = TableIndexPath(row: row, section: position)
        if insertedRows.contains(path) {
          rows.append(target.sections[position].rows[row])
        } else if let from = rowMoveSources[path] {
          guard sections.indices.contains(from.section),
            sections[from.section].rows.indices.contains(from.row)
          else { return nil }
          rows.append(sections[from.section].rows[from.row])
        } else {
          guard let kept = keptRows.popFirst() else { return nil }
          var copy = old.rows[kept]
          if refreshedRows.contains(TableIndexPath(row: kept, section: source)) {
            copy.text = target.sections[position].rows[row].text
          }
          rows.append(copy)
        }
      }
      guard keptRows.isEmpty else { return nil }
      result.append(Section(id: old.id, rows: rows))
    }
    guard survivors.isEmpty else { return nil }
    return TreeSnapshot(sections: result)
  }
}
