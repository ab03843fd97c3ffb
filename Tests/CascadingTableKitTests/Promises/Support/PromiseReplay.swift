import CascadingTableKit

/// Replays a batch of updates on the rows a table showed, as UIKit reads a batch: deletes,
/// reloads, reconfigures and move sources name positions before the batch; inserts and move
/// destinations, positions after it; everything else keeps its order.
///
/// A kept row keeps what it showed unless it was reloaded or reconfigured, and a moved row
/// keeps what it showed: only the rows the batch inserts or refreshes (and the sections it
/// inserts or reloads) take their content from `target`, the rows the tree answers now. So
/// a batch that forgets a change leaves the old row in the result, and the result differs from
/// `target`.
enum PromiseReplay {
  typealias Row = PromiseModelNode.Row

  /// The rows after `updates`, or `nil` when the updates do not fit the counts.
  static func apply(_ updates: [TableUpdate], to old: [[Row]], target: [[Row]]) -> [[Row]]? {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var sectionSources: [Int: Int] = [:]
    var removedRows = Set<TableIndexPath>()
    var insertedRows = Set<TableIndexPath>()
    var refreshedRows = Set<TableIndexPath>()
    var rowSources: [TableIndexPath: TableIndexPath] = [:]
    for update in updates {
      switch update {
      case .insertSections(let sections): insertedSections.formUnion(sections)
      case .deleteSections(let sections): deletedSections.formUnion(sections)
      case .reloadSections(let sections): reloadedSections.formUnion(sections)
      case .moveSection(let source, let destination): sectionSources[destination] = source
      case .insertRows(let paths): insertedRows.formUnion(paths)
      case .deleteRows(let paths): removedRows.formUnion(paths)
      case .reloadRows(let paths), .reconfigureRows(let paths): refreshedRows.formUnion(paths)
      case .moveRow(let source, let destination):
        removedRows.insert(source)
        rowSources[destination] = source
      case .reloadData:
        // The table asked everything again: it shows the tree as it is.
        return target
      }
    }
    let movedSections = Set(sectionSources.values)
    var staying = old.indices.filter {
      !deletedSections.contains($0) && !movedSections.contains($0)
    }[...]
    var result: [[Row]] = []
    for section in target.indices {
      let source: Int
      if insertedSections.contains(section) {
        result.append(target[section])
        continue
      } else if let moved = sectionSources[section] {
        source = moved
      } else {
        guard let next = staying.popFirst() else { return nil }
        source = next
      }
      if reloadedSections.contains(source) {
        result.append(target[section])
        continue
      }
      guard
        let rows = replayRows(
          of: old, section: source, into: section, target: target[section],
          removed: removedRows, inserted: insertedRows, refreshed: refreshedRows,
          sources: rowSources)
      else { return nil }
      result.append(rows)
    }
    return staying.isEmpty ? result : nil
  }

  /// The rows of one kept section after the batch, or `nil` when they do not fit.
  private static func replayRows(
    of old: [[Row]], section source: Int, into section: Int, target: [Row],
    removed: Set<TableIndexPath>, inserted: Set<TableIndexPath>,
    refreshed: Set<TableIndexPath>, sources: [TableIndexPath: TableIndexPath]
  ) -> [Row]? {
    var kept = old[source].indices.filter {
      !removed.contains(TableIndexPath(row: $0, section: source))
    }[...]
    var rows: [Row] = []
    for row in target.indices {
      let path = TableIndexPath(row: row, section: section)
      if inserted.contains(path) {
        rows.append(target[row])
      } else if let from = sources[path] {
        guard old.indices.contains(from.section), old[from.section].indices.contains(from.row)
        else { return nil }
        rows.append(old[from.section][from.row])
      } else {
        guard let next = kept.popFirst() else { return nil }
        let isRefreshed = refreshed.contains(TableIndexPath(row: next, section: source))
        rows.append(isRefreshed ? target[row] : old[source][next])
      }
    }
    return kept.isEmpty ? rows : nil
  }
}
