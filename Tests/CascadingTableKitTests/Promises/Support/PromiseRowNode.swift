import CascadingTableKit

/// A section, or a group of rows, of the promise suite's trees.
@MainActor
final class PromiseRowNode: CascadingSectionTableDelegate, PromiseNode {
  let promiseID: Int

  init(id: Int, children: [any CascadingTableDelegate]) {
    promiseID = id
    super.init(index: 0, childDelegates: children)
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    promiseID = -1
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { promiseID }

  /// A section's header title, footer title and section index title, when a test asks for
  /// them (``CallbackHooks/answersHeadersAndIndex``): each follows the node's identity, so
  /// a header shown for another section is seen.
  static func headerTitle(id: Int) -> String { "header \(id)" }
  static func footerTitle(id: Int) -> String { "footer \(id)" }
  static func indexTitle(id: Int) -> String { "\(id)" }

  private var answersHeadersAndIndex: Bool { PromiseRow.hooks?.answersHeadersAndIndex == true }

  /// A section's header height, as its superclass answers it (automatic, sized from the
  /// header's view, when a test asks for titles); a test can hook it (``PromiseRow/hooks``,
  /// `.heightForHeader`) to act from inside a call that is not keyed by a row.
  override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    PromiseRow.hooks?.fire(.heightForHeader, at: TableIndexPath(row: -1, section: section))
    return answersHeadersAndIndex
      ? TableDimension.automatic : super.tableView(tableView, heightForHeaderInSection: section)
  }

  /// A section's footer height, as its superclass answers it (automatic, sized from the
  /// footer's view, when a test asks for titles).
  override func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int)
    -> Double?
  {
    answersHeadersAndIndex
      ? TableDimension.automatic : super.tableView(tableView, heightForFooterInSection: section)
  }

  /// A section's header view, as its superclass answers it (none: the table shows the title);
  /// a test can hook it (`.viewForHeader`).
  override func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  {
    PromiseRow.hooks?.fire(.viewForHeader, at: TableIndexPath(row: -1, section: section))
    return super.tableView(tableView, viewForHeaderInSection: section)
  }

  /// The header title of ``headerTitle(id:)`` when a test asks for it, else the superclass's.
  override func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int)
    -> String?
  {
    answersHeadersAndIndex
      ? Self.headerTitle(id: promiseID)
      : super.tableView(tableView, titleForHeaderInSection: section)
  }

  /// The footer title of ``footerTitle(id:)`` when a test asks for it, else the superclass's;
  /// a test can hook it (`.titleForFooter`).
  override func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int)
    -> String?
  {
    PromiseRow.hooks?.fire(.titleForFooter, at: TableIndexPath(row: -1, section: section))
    return answersHeadersAndIndex
      ? Self.footerTitle(id: promiseID)
      : super.tableView(tableView, titleForFooterInSection: section)
  }

  /// One index title, ``indexTitle(id:)``, when a test asks for it, else the superclass's
  /// answer; a test can hook it (`.sectionIndexTitles`).
  override func sectionIndexTitles(for tableView: any TableHost) -> [String]? {
    PromiseRow.hooks?.fire(.sectionIndexTitles, at: TableIndexPath(row: -1, section: -1))
    return answersHeadersAndIndex
      ? [Self.indexTitle(id: promiseID)] : super.sectionIndexTitles(for: tableView)
  }

  /// The section a title of the index leads to, as the superclass answers it; a test can hook
  /// it (`.sectionForIndexTitle`).
  override func tableView(
    _ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int? {
    PromiseRow.hooks?.fire(.sectionForIndexTitle, at: TableIndexPath(row: index, section: -1))
    return super.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
  }
}
