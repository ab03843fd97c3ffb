import CascadingTableKit

/// Applies a batch of `TableUpdate`s to the rows a table showed, by UIKit's rules, written
/// from those rules alone: deletes and reloads name old positions, inserts new ones, a move
/// names its old and its new position, and every other row keeps its order.
///
/// The result says what the batch leaves at each place: a known row, or `nil` where the batch
/// asks the data source again (an inserted or reloaded row); a `nil` section is one the batch
/// inserted or reloaded whole.
enum BatchReplay {
  /// The rows after `updates`, or a sentence saying why the batch cannot be applied to `old`.
  static func replay(_ old: [[String]], _ updates: [TableUpdate]) -> Result<
    [[String?]?]?, ReplayError
  > {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var sectionMoves: [Int: Int] = [:]
    var deletedRows: Set<TableIndexPath> = []
    var insertedRows: Set<TableIndexPath> = []
    var reloadedRows: Set<TableIndexPath> = []
    var rowMoves: [TableIndexPath: TableIndexPath] = [:]
    for update in updates {
      switch update {
      case .reloadData: return .success(nil)
      case .deleteSections(let sections): deletedSections.formUnion(sections)
      case .insertSections(let sections): insertedSections.formUnion(sections)
      case .reloadSections(let sections): reloadedSections.formUnion(sections)
      case .moveSection(let from, let to): sectionMoves[from] = to
      case .deleteRows(let paths): deletedRows.formUnion(paths)
      case .insertRows(let paths): insertedRows.formUnion(paths)
      case .reloadRows(let paths): reloadedRows.formUnion(paths)
      case .reconfigureRows(let paths):
        // A block's rows have no identity of their own ("y…"): asked again, a row of a
        // block may show another row; any other row keeps its identity.
        reloadedRows.formUnion(
          paths.filter { path in
            old.indices.contains(path.section) && old[path.section].indices.contains(path.row)
              && old[path.section][path.row].hasPrefix("y")
          })
      case .moveRow(let from, let to): rowMoves[from] = to
      }
    }
    let newCount = old.count - deletedSections.count + insertedSections.count
    var source = [Int?](repeating: nil, count: max(newCount, 0))
    var taken = Set(insertedSections)
    for (from, to) in sectionMoves {
      guard source.indices.contains(to) else { return .failure(.init("section move to \(to)")) }
      source[to] = from
      taken.insert(to)
    }
    var free = source.indices.filter { !taken.contains($0) }.makeIterator()
    for section in old.indices
    where !deletedSections.contains(section) && sectionMoves[section] == nil {
      guard let place = free.next() else { return .failure(.init("too many kept sections")) }
      source[place] = section
    }
    if free.next() != nil { return .failure(.init("section counts do not add up")) }
    var result: [[String?]?] = []
    for (new, from) in source.enumerated() {
      guard let from, !insertedSections.contains(new), !reloadedSections.contains(from) else {
        result.append(nil)
        continue
      }
      var kept: [String?] = []
      for (row, name) in old[from].enumerated() {
        let path = TableIndexPath(row: row, section: from)
        if deletedRows.contains(path) || rowMoves[path] != nil { continue }
        kept.append(reloadedRows.contains(path) ? nil : name)
      }
      var incoming: [Int: String?] = [:]
      for path in insertedRows where path.section == new { incoming[path.row] = .some(nil) }
      for (from, to) in rowMoves where to.section == new {
        guard old.indices.contains(from.section), old[from.section].indices.contains(from.row)
        else { return .failure(.init("a move from \(from), which the table did not have")) }
        incoming[to.row] = old[from.section][from.row]
      }
      let count = kept.count + incoming.count
      var rows: [String?] = []
      var keptRows = kept.makeIterator()
      for row in 0..<count {
        if let arriving = incoming[row] {
          rows.append(arriving)
        } else if let next = keptRows.next() {
          rows.append(next)
        } else {
          return .failure(.init("section \(new): an insert or move beyond its \(count) rows"))
        }
      }
      result.append(rows)
    }
    return .success(result)
  }

  /// Why a batch cannot be applied.
  struct ReplayError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// The differences between what the batch leaves and what the model says the table shows.
  static func mismatches(_ replayed: [[String?]?]?, expected: [[String]]) -> [String] {
    guard let replayed else { return [] }
    guard replayed.count == expected.count else {
      return ["the batch leaves \(replayed.count) sections, the model has \(expected.count)"]
    }
    var found: [String] = []
    for (section, rows) in replayed.enumerated() {
      guard let rows else { continue }
      if rows.count != expected[section].count {
        found.append(
          "section \(section): the batch leaves \(rows.count) rows, the model has "
            + "\(expected[section].count)")
        continue
      }
      for (row, name) in rows.enumerated() where name != nil && name != expected[section][row] {
        found.append(
          "[\(section), \(row)]: the batch leaves \(name ?? "?"), the model has "
            + expected[section][row])
      }
    }
    return found
  }
}
