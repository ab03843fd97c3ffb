/// One method of CascadingTableKit's table protocols, as a ported delegate must spell it.
struct TableRequirement: Sendable {
  /// The method's selector, e.g. `tableView(_:heightForRowAt:)`.
  let selector: Selector

  /// The ported return type when the protocol answers with an optional that UIKit did not
  /// have (`Double?` for `-> CGFloat`), else `nil`.
  let optionalReturn: String?

  /// Whether the method is a header or footer method, whose `UIView` becomes
  /// `TableHeaderFooterView`.
  let isHeaderFooter: Bool

  init(_ selector: String, optionalReturn: String? = nil, isHeaderFooter: Bool = false) {
    self.selector = Selector(parsing: selector)
    self.optionalReturn = optionalReturn
    self.isHeaderFooter = isHeaderFooter
  }
}

extension TableRequirement {
  /// Every requirement of `TableDataSource`, `TableDelegate` and `CascadingTableDelegate`.
  static let all: [TableRequirement] = [
    // TableDataSource
    .init("tableView(_:numberOfRowsInSection:)"),
    .init("tableView(_:cellForRowAt:)"),
    .init("numberOfSections(in:)"),
    .init("tableView(_:titleForHeaderInSection:)"),
    .init("tableView(_:titleForFooterInSection:)"),
    .init("tableView(_:canEditRowAt:)", optionalReturn: "Bool?"),
    .init("tableView(_:canMoveRowAt:)", optionalReturn: "Bool?"),
    .init("tableView(_:commit:forRowAt:)"),
    .init("sectionIndexTitles(for:)"),
    .init("tableView(_:sectionForSectionIndexTitle:at:)", optionalReturn: "Int?"),
    .init("tableView(_:moveRowAt:to:)"),
    // TableDelegate: display
    .init("tableView(_:willDisplay:forRowAt:)"),
    .init("tableView(_:willDisplayHeaderView:forSection:)", isHeaderFooter: true),
    .init("tableView(_:willDisplayFooterView:forSection:)", isHeaderFooter: true),
    .init("tableView(_:didEndDisplaying:forRowAt:)"),
    .init("tableView(_:didEndDisplayingHeaderView:forSection:)", isHeaderFooter: true),
    .init("tableView(_:didEndDisplayingFooterView:forSection:)", isHeaderFooter: true),
    // heights
    .init("tableView(_:heightForRowAt:)", optionalReturn: "Double?"),
    .init("tableView(_:heightForHeaderInSection:)", optionalReturn: "Double?"),
    .init("tableView(_:heightForFooterInSection:)", optionalReturn: "Double?"),
    .init("tableView(_:estimatedHeightForRowAt:)", optionalReturn: "Double?"),
    .init("tableView(_:estimatedHeightForHeaderInSection:)", optionalReturn: "Double?"),
    .init("tableView(_:estimatedHeightForFooterInSection:)", optionalReturn: "Double?"),
    // header and footer views
    .init("tableView(_:viewForHeaderInSection:)", isHeaderFooter: true),
    .init("tableView(_:viewForFooterInSection:)", isHeaderFooter: true),
    // accessory, highlight, selection
    .init("tableView(_:accessoryButtonTappedForRowWith:)"),
    .init("tableView(_:shouldHighlightRowAt:)", optionalReturn: "Bool?"),
    .init("tableView(_:didHighlightRowAt:)"),
    .init("tableView(_:didUnhighlightRowAt:)"),
    .init("tableView(_:willSelectRowAt:)"),
    .init("tableView(_:willDeselectRowAt:)"),
    .init("tableView(_:didSelectRowAt:)"),
    .init("tableView(_:didDeselectRowAt:)"),
    // editing
    .init("tableView(_:editingStyleForRowAt:)", optionalReturn: "TableCellEditingStyle?"),
    .init("tableView(_:titleForDeleteConfirmationButtonForRowAt:)"),
    .init("tableView(_:editActionsForRowAt:)"),
    .init("tableView(_:leadingSwipeActionsConfigurationForRowAt:)"),
    .init("tableView(_:trailingSwipeActionsConfigurationForRowAt:)"),
    .init("tableView(_:shouldIndentWhileEditingRowAt:)", optionalReturn: "Bool?"),
    .init("tableView(_:willBeginEditingRowAt:)"),
    .init("tableView(_:didEndEditingRowAt:)"),
    // moving, indentation
    .init("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"),
    .init("tableView(_:indentationLevelForRowAt:)", optionalReturn: "Int?"),
    // copy and paste
    .init("tableView(_:shouldShowMenuForRowAt:)", optionalReturn: "Bool?"),
    .init("tableView(_:canPerformAction:forRowAt:withSender:)", optionalReturn: "Bool?"),
    .init("tableView(_:performAction:forRowAt:withSender:)"),
    // focus
    .init("tableView(_:canFocusRowAt:)", optionalReturn: "Bool?"),
    .init("tableView(_:shouldUpdateFocusIn:)", optionalReturn: "Bool?"),
    .init("tableView(_:didUpdateFocusIn:)"),
    .init("indexPathForPreferredFocusedView(in:)"),
    // CascadingTableDelegate
    .init("prepare(tableView:)"),
  ]

  /// The requirements by selector.
  static let bySelector: [Selector: TableRequirement] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.selector, $0) })
}
