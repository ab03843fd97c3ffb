import CascadingTableKit

/// The baseline of the layout and scrolling scenarios: one hand-written data source and
/// delegate doing what the counting row delegates do, for every row.
@MainActor
final class HandWrittenListDelegate: TableDataSource, TableDelegate {
  private let sectionCount: Int
  private let rowsPerSection: Int
  private let counter: CallCounter
  private let answersEstimates: Bool

  /// Creates the delegate of a list.
  /// - Parameters:
  ///   - sectionCount: The number of sections.
  ///   - rowsPerSection: The number of rows in each.
  ///   - counter: Where the delegate counts its row calls.
  ///   - answersEstimates: Whether it answers `estimatedHeightForRowAt`.
  init(sectionCount: Int, rowsPerSection: Int, counter: CallCounter, answersEstimates: Bool) {
    self.sectionCount = sectionCount
    self.rowsPerSection = rowsPerSection
    self.counter = counter
    self.answersEstimates = answersEstimates
  }

  func numberOfSections(in tableView: any TableHost) -> Int { sectionCount }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    rowsPerSection
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    counter.cells &+= 1
    let cell = tableView.dequeueReusableCell(
      withIdentifier: CountingRow.reuseIdentifier, for: indexPath)
    cell.text = "Row"
    return cell
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    counter.exactHeights &+= 1
    return 44
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    guard answersEstimates else { return nil }
    counter.estimates &+= 1
    return 44
  }
}
