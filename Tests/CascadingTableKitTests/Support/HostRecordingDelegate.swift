import CascadingTableKit

/// A data source and delegate over a plain array model that records every call a table makes
/// on it, as `Equatable` entries, and answers only what a test configures (everything else is
/// left unanswered, so the table applies its own defaults).
@MainActor
final class HostRecordingDelegate: TableDataSource, TableDelegate {
  /// A call the table made.
  enum Call: Equatable {
    case numberOfSections
    case numberOfRows(Int)
    case cellForRow(TableIndexPath)
    case titleForHeader(Int)
    case titleForFooter(Int)
    case canEdit(TableIndexPath)
    case canMove(TableIndexPath)
    case commit(TableCellEditingStyle, TableIndexPath)
    case sectionIndexTitles
    case sectionForSectionIndexTitle(String, Int)
    case moveRow(TableIndexPath, TableIndexPath)
    case willDisplay(TableIndexPath)
    case willDisplayHeader(Int)
    case willDisplayFooter(Int)
    case didEndDisplaying(TableIndexPath)
    case didEndDisplayingHeader(Int)
    case didEndDisplayingFooter(Int)
    case heightForRow(TableIndexPath)
    case heightForHeader(Int)
    case heightForFooter(Int)
    case estimatedHeightForRow(TableIndexPath)
    case estimatedHeightForHeader(Int)
    case estimatedHeightForFooter(Int)
    case viewForHeader(Int)
    case viewForFooter(Int)
    case accessoryButtonTapped(TableIndexPath)
    case shouldHighlight(TableIndexPath)
    case didHighlight(TableIndexPath)
    case didUnhighlight(TableIndexPath)
    case willSelect(TableIndexPath)
    case willDeselect(TableIndexPath)
    case didSelect(TableIndexPath)
    case didDeselect(TableIndexPath)
    case editingStyle(TableIndexPath)
    case titleForDeleteConfirmation(TableIndexPath)
    case editActions(TableIndexPath)
    case leadingSwipeConfiguration(TableIndexPath)
    case trailingSwipeConfiguration(TableIndexPath)
    case willBeginEditing(TableIndexPath)
    case didEndEditing(TableIndexPath?)
    case targetIndexPathForMove(TableIndexPath, TableIndexPath)
    case shouldShowMenu(TableIndexPath)
    case canPerformAction(TableAction, TableIndexPath)
    case performAction(TableAction, TableIndexPath)
    case canFocus(TableIndexPath)
    case shouldUpdateFocus(TableFocusUpdateContext)
    case didUpdateFocus(TableFocusUpdateContext)
    case preferredFocus

    /// Whether the call is a height or estimate query.
    var isHeightQuery: Bool {
      switch self {
      case .heightForRow, .heightForHeader, .heightForFooter, .estimatedHeightForRow,
        .estimatedHeightForHeader, .estimatedHeightForFooter:
        return true
      default:
        return false
      }
    }

    /// Whether the call is a display notification of a row, header or footer.
    var isDisplayNotification: Bool {
      switch self {
      case .willDisplay, .willDisplayHeader, .willDisplayFooter, .didEndDisplaying,
        .didEndDisplayingHeader, .didEndDisplayingFooter:
        return true
      default:
        return false
      }
    }
  }

  /// Every call, in order.
  var calls: [Call] = []

  /// The rows' texts, per section: the model the table shows.
  var sections: [[String]]

  /// The reuse identifier cells are dequeued with.
  static let cellIdentifier = "row"

  // Answers; `nil` leaves the question unanswered.
  var headerTitles: [Int: String] = [:]
  var footerTitles: [Int: String] = [:]
  var rowHeight: Double?
  var rowHeights: [TableIndexPath: Double] = [:]
  var estimatedRowHeight: Double?
  var headerHeight: Double?
  var footerHeight: Double?
  var estimatedHeaderHeight: Double?
  var estimatedFooterHeight: Double?
  var canEdit: Bool?
  var canMove: Bool?
  var editingStyle: TableCellEditingStyle?
  var deleteConfirmationTitle: String?
  var editActions: [TableRowAction]?
  var trailingConfiguration: TableSwipeActionsConfiguration?
  var leadingConfiguration: TableSwipeActionsConfiguration?
  var shouldHighlight: Bool?
  var willSelectAnswer: ((TableIndexPath) -> TableIndexPath?)?
  var willDeselectAnswer: ((TableIndexPath) -> TableIndexPath?)?
  var moveTarget: ((TableIndexPath, TableIndexPath) -> TableIndexPath)?
  var shouldShowMenu: Bool?
  var performableActions: Set<TableAction> = []
  var canFocus: Bool?
  var shouldUpdateFocus: Bool?
  var preferredFocus: TableIndexPath?
  var indexTitles: [String]?
  var sectionForIndexTitle: Int?
  /// Whether committing a delete removes the row from the model and tells the table.
  var deletesOnCommit = true
  /// Called after each display notification is recorded, to let a test react as a delegate
  /// would (loading more rows when a footer appears, for example).
  var onDisplayNotification: ((Call) -> Void)?
  /// Called at the start of each `cellForRowAt`, before the cell is dequeued, to let a test
  /// change the table from there as a data source might.
  var onCellForRow: ((TableIndexPath) -> Void)?
  /// When set, headers are views dequeued with this identifier, showing "Header <section>".
  var headerViewIdentifier: String?
  /// Cell texts the fitting height is taken from: `fittingHeights[text]`.
  var fittingHeights: [String: Double] = [:]

  init(sections: [[String]]) {
    self.sections = sections
  }

  /// A model of `sections` sections of `rows` rows titled "s.r".
  convenience init(sectionCount: Int, rowsPerSection: Int) {
    var sections: [[String]] = []
    for section in 0..<sectionCount {
      var rows: [String] = []
      for row in 0..<rowsPerSection {
        rows.append("\(section).\(row)")
      }
      sections.append(rows)
    }
    self.init(sections: sections)
  }

  /// Registers the cell class and becomes the table's data source and delegate.
  func attach(to table: HeadlessTableView) {
    table.register(TableCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    table.dataSource = self
    table.delegate = self
  }

  /// Clears the recorded calls.
  func reset() { calls.removeAll() }

  private func record(_ notification: Call) {
    calls.append(notification)
    onDisplayNotification?(notification)
  }

  // MARK: Data source

  func numberOfSections(in tableView: any TableHost) -> Int {
    calls.append(.numberOfSections)
    return sections.count
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    calls.append(.numberOfRows(section))
    return sections[section].count
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    calls.append(.cellForRow(indexPath))
    onCellForRow?(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    let text = sections[indexPath.section][indexPath.row]
    cell.text = text
    if let fitting = fittingHeights[text] {
      cell.fittingHeight = fitting
    }
    return cell
  }

  func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int) -> String? {
    calls.append(.titleForHeader(section))
    return headerTitles[section]
  }

  func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int) -> String? {
    calls.append(.titleForFooter(section))
    return footerTitles[section]
  }

  func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath) -> Bool? {
    calls.append(.canEdit(indexPath))
    return canEdit
  }

  func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath) -> Bool? {
    calls.append(.canMove(indexPath))
    return canMove
  }

  func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {
    calls.append(.commit(editingStyle, indexPath))
    guard deletesOnCommit, editingStyle == .delete else { return }
    sections[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func sectionIndexTitles(for tableView: any TableHost) -> [String]? {
    calls.append(.sectionIndexTitles)
    return indexTitles
  }

  func tableView(
    _ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int? {
    calls.append(.sectionForSectionIndexTitle(title, index))
    return sectionForIndexTitle
  }

  func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {
    calls.append(.moveRow(sourceIndexPath, destinationIndexPath))
    let text = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(text, at: destinationIndexPath.row)
  }

  // MARK: Display

  func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    record(.willDisplay(indexPath))
  }

  func tableView(
    _ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    record(.willDisplayHeader(section))
  }

  func tableView(
    _ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    record(.willDisplayFooter(section))
  }

  func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    record(.didEndDisplaying(indexPath))
  }

  func tableView(
    _ tableView: any TableHost, didEndDisplayingHeaderView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    record(.didEndDisplayingHeader(section))
  }

  func tableView(
    _ tableView: any TableHost, didEndDisplayingFooterView view: TableHeaderFooterView,
    forSection section: Int
  ) {
    record(.didEndDisplayingFooter(section))
  }

  // MARK: Heights

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    calls.append(.heightForRow(indexPath))
    return rowHeights[indexPath] ?? rowHeight
  }

  func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double? {
    calls.append(.heightForHeader(section))
    return headerHeight
  }

  func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double? {
    calls.append(.heightForFooter(section))
    return footerHeight
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    calls.append(.estimatedHeightForRow(indexPath))
    return estimatedRowHeight
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int)
    -> Double?
  {
    calls.append(.estimatedHeightForHeader(section))
    return estimatedHeaderHeight
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForFooterInSection section: Int)
    -> Double?
  {
    calls.append(.estimatedHeightForFooter(section))
    return estimatedFooterHeight
  }

  func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int)
    -> TableHeaderFooterView?
  {
    calls.append(.viewForHeader(section))
    guard let identifier = headerViewIdentifier,
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    else { return nil }
    view.text = "Header \(section)"
    return view
  }

  func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int)
    -> TableHeaderFooterView?
  {
    calls.append(.viewForFooter(section))
    return nil
  }

  // MARK: Selection

  func tableView(
    _ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath
  ) {
    calls.append(.accessoryButtonTapped(indexPath))
  }

  func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    calls.append(.shouldHighlight(indexPath))
    return shouldHighlight
  }

  func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath) {
    calls.append(.didHighlight(indexPath))
  }

  func tableView(_ tableView: any TableHost, didUnhighlightRowAt indexPath: TableIndexPath) {
    calls.append(.didUnhighlight(indexPath))
  }

  func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    calls.append(.willSelect(indexPath))
    return willSelectAnswer.map { $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    calls.append(.willDeselect(indexPath))
    return willDeselectAnswer.map { $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    calls.append(.didSelect(indexPath))
  }

  func tableView(_ tableView: any TableHost, didDeselectRowAt indexPath: TableIndexPath) {
    calls.append(.didDeselect(indexPath))
  }

  // MARK: Editing

  func tableView(_ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath)
    -> TableCellEditingStyle?
  {
    calls.append(.editingStyle(indexPath))
    return editingStyle
  }

  func tableView(
    _ tableView: any TableHost, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath
  ) -> String? {
    calls.append(.titleForDeleteConfirmation(indexPath))
    return deleteConfirmationTitle
  }

  func tableView(_ tableView: any TableHost, editActionsForRowAt indexPath: TableIndexPath)
    -> [TableRowAction]?
  {
    calls.append(.editActions(indexPath))
    return editActions
  }

  func tableView(
    _ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    calls.append(.leadingSwipeConfiguration(indexPath))
    return leadingConfiguration
  }

  func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    calls.append(.trailingSwipeConfiguration(indexPath))
    return trailingConfiguration
  }

  func tableView(_ tableView: any TableHost, willBeginEditingRowAt indexPath: TableIndexPath) {
    calls.append(.willBeginEditing(indexPath))
  }

  func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?) {
    calls.append(.didEndEditing(indexPath))
  }

  func tableView(
    _ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
    toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
  ) -> TableIndexPath {
    calls.append(.targetIndexPathForMove(sourceIndexPath, proposedDestinationIndexPath))
    return moveTarget.map { $0(sourceIndexPath, proposedDestinationIndexPath) }
      ?? proposedDestinationIndexPath
  }

  // MARK: Menu

  func tableView(_ tableView: any TableHost, shouldShowMenuForRowAt indexPath: TableIndexPath)
    -> Bool?
  {
    calls.append(.shouldShowMenu(indexPath))
    return shouldShowMenu
  }

  func tableView(
    _ tableView: any TableHost, canPerformAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) -> Bool? {
    calls.append(.canPerformAction(action, indexPath))
    return performableActions.contains(action)
  }

  func tableView(
    _ tableView: any TableHost, performAction action: TableAction,
    forRowAt indexPath: TableIndexPath, withSender sender: Any?
  ) {
    calls.append(.performAction(action, indexPath))
  }

  // MARK: Focus

  func tableView(_ tableView: any TableHost, canFocusRowAt indexPath: TableIndexPath) -> Bool? {
    calls.append(.canFocus(indexPath))
    return canFocus
  }

  func tableView(_ tableView: any TableHost, shouldUpdateFocusIn context: TableFocusUpdateContext)
    -> Bool?
  {
    calls.append(.shouldUpdateFocus(context))
    return shouldUpdateFocus
  }

  func tableView(_ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext) {
    calls.append(.didUpdateFocus(context))
  }

  func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath? {
    calls.append(.preferredFocus)
    return preferredFocus
  }
}
