import CascadingTableKit

/// A data source and delegate whose rows are integer ids, each with an exact height that
/// belongs to it: `20 + (id mod 7) · 5` (see ``height(of:)``). A table that keeps heights with
/// their rows shows every measured row at its own id's height, whatever moved around it.
///
/// The height reaches the table in one of three ways (see ``Kind``); every cell shows its id as
/// its text.
@MainActor
final class HeightedRowsDataSource: TableDataSource, TableDelegate {
  /// How the table learns a row's height.
  enum Kind: CaseIterable, Sendable, CustomStringConvertible {
    /// `heightForRowAt` answers the exact height and the table's estimates are disabled: every
    /// row is exact from the moment the table learns of it.
    case exactHeights
    /// `estimatedHeightForRowAt` answers ``HeightedRowsDataSource/estimate`` and
    /// `heightForRowAt` the exact height, which the table asks as the row becomes visible.
    case estimatedThenExactHeights
    /// No height is answered: each cell sizes itself (its fitting height is the row's), and the
    /// table estimates ``HeightedRowsDataSource/estimate`` until the row is visible.
    case selfSizingCells

    var description: String {
      switch self {
      case .exactHeights: return "exact heights"
      case .estimatedThenExactHeights: return "estimated, then exact heights"
      case .selfSizingCells: return "self-sizing cells"
      }
    }
  }

  /// The estimate of a row that was not measured yet: no row's exact height.
  static let estimate = 44.0

  /// The reuse identifier cells are dequeued with.
  static let cellIdentifier = "heighted"

  /// The exact height of the row with the given id (ids are not negative).
  static func height(of id: Int) -> Double {
    20 + Double(id % 7) * 5
  }

  /// How the table learns heights.
  let kind: Kind

  /// The row ids, per section: what the table should show.
  var sections: [[Int]]

  /// The height of every section's header (0: none). Footers have none.
  let headerHeight: Double

  init(kind: Kind, sections: [[Int]], headerHeight: Double = 0) {
    self.kind = kind
    self.sections = sections
    self.headerHeight = headerHeight
  }

  /// Registers the cell, sets the table's height settings for ``kind`` and becomes its data
  /// source and delegate.
  func attach(to table: HeadlessTableView) {
    table.register(TableCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    table.sectionHeaderHeight = headerHeight
    table.estimatedSectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.estimatedSectionFooterHeight = 0
    switch kind {
    case .exactHeights:
      table.estimatedRowHeight = 0
    case .estimatedThenExactHeights:
      table.estimatedRowHeight = TableDimension.automatic
    case .selfSizingCells:
      table.rowHeight = TableDimension.automatic
      table.estimatedRowHeight = Self.estimate
    }
    table.dataSource = self
    table.delegate = self
  }

  /// The id a cell shows, read back from its text.
  static func id(shownBy cell: TableCell?) -> Int? {
    cell?.text.flatMap { Int($0) }
  }

  // MARK: Data source

  func numberOfSections(in tableView: any TableHost) -> Int {
    sections.count
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    let id = sections[indexPath.section][indexPath.row]
    cell.text = String(id)
    cell.fittingHeight = Self.height(of: id)
    return cell
  }

  // MARK: Heights

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    switch kind {
    case .exactHeights, .estimatedThenExactHeights:
      return Self.height(of: sections[indexPath.section][indexPath.row])
    case .selfSizingCells:
      return nil
    }
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    kind == .estimatedThenExactHeights ? Self.estimate : nil
  }
}
