import CascadingTableKit

/// The declarative benchmarks' baseline: a hand-written data source and delegate holding rows
/// in an array, answering one 44-point cell per row, and telling its table nothing when the
/// rows change.
@MainActor
final class PlainListDataSource: TableDataSource, TableDelegate {
  /// The rows, in display order.
  var rows: [DeclarativeFixture.Row] = []

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.text = "Row \(rows[indexPath.row].id)"
    return cell
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    44
  }
}
