import CascadingTableKit

/// The baseline: the one data source and delegate an app would write instead of a tree,
/// answering every row with a switch on its section's kind.
@MainActor
final class HandWrittenPageDelegate: TableDataSource, TableDelegate {
  private let sectionKinds: [RowKind]
  private let rowsPerSection: Int
  private let cells: ReusedCells

  /// The number of `didSelectRowAt` calls received.
  private(set) var selectionCount = 0

  /// Creates the delegate of a page.
  /// - Parameters:
  ///   - sectionCount: The number of sections; section `s` shows rows of
  ///     `RowKind.ofSection(s)`.
  ///   - rowsPerSection: The number of rows in every section.
  ///   - cells: The reused cells.
  init(sectionCount: Int, rowsPerSection: Int, cells: ReusedCells) {
    sectionKinds = (0..<sectionCount).map(RowKind.ofSection)
    self.rowsPerSection = rowsPerSection
    self.cells = cells
  }

  func numberOfSections(in tableView: any TableHost) -> Int { sectionKinds.count }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    rowsPerSection
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    switch sectionKinds[indexPath.section] {
    case .title: cells.title
    case .detail: cells.detail
    case .review: cells.review
    case .related: cells.related
    }
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    switch sectionKinds[indexPath.section] {
    case .title: 88
    case .detail: 44
    case .review: 120
    case .related: 60
    }
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    switch sectionKinds[indexPath.section] {
    case .title: 80
    case .detail: 44
    case .review: 100
    case .related: 60
    }
  }

  func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    switch sectionKinds[indexPath.section] {
    case .title, .detail, .review: indexPath
    case .related: nil
    }
  }

  func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    switch sectionKinds[indexPath.section] {
    case .title, .detail, .review, .related: selectionCount &+= 1
    }
  }
}
