import CascadingTableKit

/// Replays a batch of updates on what a table showed, as UIKit reads a batch: deletes,
/// reloads, reconfigures and move sources name positions before the batch; inserts and move
/// destinations, positions after it; everything else keeps its order.
///
/// A kept row keeps what it showed unless it was reloaded or reconfigured, and a moved row
/// keeps what it showed: only the rows the batch inserts or refreshes (and the sections it
/// inserts or reloads) take their content from `target`, what the tree answers now. So a batch
/// that forgets a change leaves the old row in the result, and the result differs from
/// `target`. The one replay the test models share (``PromiseReplay``, ``TreeSnapshot`` and
/// ``expectBatchReplays(_:from:on:_:sourceLocation:)`` forward to it).
enum BatchReplay {
  /// The rows after `updates`, or `nil` when the updates do not fit the counts.
  static func apply<Row>(_ updates: [TableUpdate], to old: [[Row]], target: [[Row]]) -> [[Row]]? {
    apply(updates, to: old, target: target, rows: \.self)
  }

  /// The sections after `updates`, or `nil` when the updates do not fit the counts. A kept
  /// section keeps everything but the rows the batch changes in it (read and written through
  /// `rows`); an inserted or reloaded section is `target`'s.
  static func apply<Section, Row>(
    _ updates: [TableUpdate], to old: [Section], target: [Section],
    rows: WritableKeyPath<Section, [Row]>
  ) -> [Section]? {
    guard let batch = Batch(updates) else { return target }
    let movedSections = Set(batch.sectionSources.values)
    var staying = old.indices.filter {
      !batch.deletedSections.contains($0) && !movedSections.contains($0)
    }[...]
    var result: [Section] = []
    for section in target.indices {
      let source: Int
      if batch.insertedSections.contains(section) {
        result.append(target[section])
        continue
      } else if let moved = batch.sectionSources[section] {
        source = moved
      } else {
        guard let next = staying.popFirst() else { return nil }
        source = next
      }
      if batch.reloadedSections.contains(source) {
        result.append(target[section])
        continue
      }
      guard
        let replayed = replayRows(
          of: old.map { $0[keyPath: rows] }, section: source, into: section,
          target: target[section][keyPath: rows], batch: batch)
      else { return nil }
      var kept = old[source]
      kept[keyPath: rows] = replayed
      result.append(kept)
    }
    return staying.isEmpty ? result : nil
  }

  /// A batch sorted by what it does; `nil` for a whole reload.
  private struct Batch {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var sectionSources: [Int: Int] = [:]
    var removedRows = Set<TableIndexPath>()
    var insertedRows = Set<TableIndexPath>()
    var refreshedRows = Set<TableIndexPath>()
    var rowSources: [TableIndexPath: TableIndexPath] = [:]

    init?(_ updates: [TableUpdate]) {
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
          return nil
        }
      }
    }
  }

  /// The rows of one kept section after the batch, or `nil` when they do not fit.
  private static func replayRows<Row>(
    of old: [[Row]], section source: Int, into section: Int, target: [Row], batch: Batch
  ) -> [Row]? {
    var kept = old[source].indices.filter {
      !batch.removedRows.contains(TableIndexPath(row: $0, section: source))
    }[...]
    var rows: [Row] = []
    for row in target.indices {
      let path = TableIndexPath(row: row, section: section)
      if batch.insertedRows.contains(path) {
        rows.append(target[row])
      } else if let from = batch.rowSources[path] {
        guard old.indices.contains(from.section), old[from.section].indices.contains(from.row)
        else { return nil }
        rows.append(old[from.section][from.row])
      } else {
        guard let next = kept.popFirst() else { return nil }
        let isRefreshed = batch.refreshedRows.contains(TableIndexPath(row: next, section: source))
        rows.append(isRefreshed ? target[row] : old[source][next])
      }
    }
    return kept.isEmpty ? rows : nil
  }
}
