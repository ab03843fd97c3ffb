/// One thing a table shows in its viewport: a section's header or footer, or a row.
///
/// Items are ordered by position in the content: by section, then the header, the rows in
/// order, and the footer. A layout pass lists what it shows in this order, which lets it
/// compare two lists with one merge walk.
enum VisibleItem: Hashable, Comparable {
  /// The header of a section.
  case header(Int)
  /// A row.
  case row(TableIndexPath)
  /// The footer of a section.
  case footer(Int)

  /// The item's section, its rank within the section (header, rows, footer), and its row.
  private var sortKey: (section: Int, rank: Int, row: Int) {
    switch self {
    case .header(let section): return (section, 0, 0)
    case .row(let indexPath): return (indexPath.section, 1, indexPath.row)
    case .footer(let section): return (section, 2, 0)
    }
  }

  static func < (lhs: VisibleItem, rhs: VisibleItem) -> Bool {
    lhs.sortKey < rhs.sortKey
  }
}
