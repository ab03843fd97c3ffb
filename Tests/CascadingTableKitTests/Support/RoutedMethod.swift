import CascadingTableKit
import Testing

/// One table method routed to a single child by position, described so that a test grid can
/// call it on any node and check both the answer and the call the child received.
///
/// Row-scoped methods take the position as an index path; section-scoped methods take its
/// `section`. Every call goes through `any TableDataSource` or `any TableDelegate`.
struct RoutedMethod: Sendable, CustomTestStringConvertible {
  /// Whether the method is about a row or a whole section.
  enum Scope: Sendable {
    case row
    case section
  }

  /// Calls the method on a node with a table, a position and the extra arguments.
  typealias Invoke =
    @MainActor @Sendable (
      any CascadingTableDelegate, any TableHost, TableIndexPath, CallArguments
    ) -> Answer
  /// The call a child should record for a table, a position and the extra arguments.
  typealias ExpectedCall =
    @MainActor @Sendable (
      DelegateCall.Table, TableIndexPath, CallArguments
    ) -> DelegateCall

  let name: String
  let scope: Scope
  /// What a propagating node answers when no child answers.
  let defaultAnswer: @Sendable (TableIndexPath) -> Answer
  /// What a ``CompleteDelegateStub`` answers.
  let childAnswer: @MainActor @Sendable (CompleteDelegateStub) -> Answer
  let invoke: Invoke
  let expectedCall: ExpectedCall

  var testDescription: String { name }

  init(
    _ name: String, _ scope: Scope, default defaultAnswer: Answer,
    child childAnswer: @escaping @MainActor @Sendable (CompleteDelegateStub) -> Answer,
    invoke: @escaping Invoke, call expectedCall: @escaping ExpectedCall
  ) {
    self.init(
      name, scope, defaultFor: { _ in defaultAnswer }, child: childAnswer, invoke: invoke,
      call: expectedCall)
  }

  init(
    _ name: String, _ scope: Scope,
    defaultFor defaultAnswer: @escaping @Sendable (TableIndexPath) -> Answer,
    child childAnswer: @escaping @MainActor @Sendable (CompleteDelegateStub) -> Answer,
    invoke: @escaping Invoke, call expectedCall: @escaping ExpectedCall
  ) {
    self.name = name
    self.scope = scope
    self.defaultAnswer = defaultAnswer
    self.childAnswer = childAnswer
    self.invoke = invoke
    self.expectedCall = expectedCall
  }
}

/// A focus context moving focus from nowhere to `indexPath`.
func focusContext(to indexPath: TableIndexPath) -> TableFocusUpdateContext {
  TableFocusUpdateContext(previouslyFocusedIndexPath: nil, nextFocusedIndexPath: indexPath)
}

// MARK: - The methods

extension RoutedMethod {
  /// Every method routed to one child by position: all 50 but `numberOfRowsInSection`,
  /// `cellForRowAt` and `numberOfSections` (answered or matched differently), the two section
  /// index methods (aggregated) and `indexPathForPreferredFocusedView` (asks every child).
  static let all: [RoutedMethod] =
    dataSource + display + heights + views + selection + editing
    + moving + menu + focus

  /// The row-scoped methods of ``all``.
  static let rowScoped = all.filter { $0.scope == .row }
  /// The section-scoped methods of ``all``.
  static let sectionScoped = all.filter { $0.scope == .section }

  static let dataSource: [RoutedMethod] = [
    RoutedMethod(
      "titleForHeaderInSection", .section, default: .string(nil),
      child: { .string($0.titleForHeader) },
      invoke: { d, t, p, _ in
        .string((d as any TableDataSource).tableView(t, titleForHeaderInSection: p.section))
      },
      call: { t, p, _ in .titleForHeader(t, p.section) }),
    RoutedMethod(
      "titleForFooterInSection", .section, default: .string(nil),
      child: { .string($0.titleForFooter) },
      invoke: { d, t, p, _ in
        .string((d as any TableDataSource).tableView(t, titleForFooterInSection: p.section))
      },
      call: { t, p, _ in .titleForFooter(t, p.section) }),
    RoutedMethod(
      "canEditRowAt", .row, default: .bool(false), child: { .bool($0.canEdit) },
      invoke: { d, t, p, _ in .bool((d as any TableDataSource).tableView(t, canEditRowAt: p)) },
      call: { t, p, _ in .canEdit(t, p) }),
    RoutedMethod(
      "canMoveRowAt", .row, default: .bool(false), child: { .bool($0.canMove) },
      invoke: { d, t, p, _ in .bool((d as any TableDataSource).tableView(t, canMoveRowAt: p)) },
      call: { t, p, _ in .canMove(t, p) }),
    RoutedMethod(
      "commitEditingStyle", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, _ in
        (d as any TableDataSource).tableView(t, commit: .delete, forRowAt: p)
        return .void
      },
      call: { t, p, _ in .commit(t, .delete, p) }),
    RoutedMethod(
      "moveRowAt", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, _ in
        (d as any TableDataSource).tableView(t, moveRowAt: p, to: p)
        return .void
      },
      call: { t, p, _ in .moveRow(t, p, p) }),
  ]

  static let display: [RoutedMethod] = [
    RoutedMethod(
      "willDisplayCell", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, a in
        (d as any TableDelegate).tableView(t, willDisplay: a.cell, forRowAt: p)
        return .void
      },
      call: { t, p, a in .willDisplayCell(t, ObjectIdentifier(a.cell), p) }),
    RoutedMethod(
      "willDisplayHeaderView", .section, default: .void, child: { _ in .void },
      invoke: { d, t, p, a in
        (d as any TableDelegate).tableView(t, willDisplayHeaderView: a.view, forSection: p.section)
        return .void
      },
      call: { t, p, a in .willDisplayHeaderView(t, ObjectIdentifier(a.view), p.section) }),
    RoutedMethod(
      "willDisplayFooterView", .section, default: .void, child: { _ in .void },
      invoke: { d, t, p, a in
        (d as any TableDelegate).tableView(t, willDisplayFooterView: a.view, forSection: p.section)
        return .void
      },
      call: { t, p, a in .willDisplayFooterView(t, ObjectIdentifier(a.view), p.section) }),
    RoutedMethod(
      "didEndDisplayingCell", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, a in
        (d as any TableDelegate).tableView(t, didEndDisplaying: a.cell, forRowAt: p)
        return .void
      },
      call: { t, p, a in .didEndDisplayingCell(t, ObjectIdentifier(a.cell), p) }),
    RoutedMethod(
      "didEndDisplayingHeaderView", .section, default: .void, child: { _ in .void },
      invoke: { d, t, p, a in
        (d as any TableDelegate).tableView(
          t, didEndDisplayingHeaderView: a.view, forSection: p.section)
        return .void
      },
      call: { t, p, a in .didEndDisplayingHeaderView(t, ObjectIdentifier(a.view), p.section) }),
    RoutedMethod(
      "didEndDisplayingFooterView", .section, default: .void, child: { _ in .void },
      invoke: { d, t, p, a in
        (d as any TableDelegate).tableView(
          t, didEndDisplayingFooterView: a.view, forSection: p.section)
        return .void
      },
      call: { t, p, a in .didEndDisplayingFooterView(t, ObjectIdentifier(a.view), p.section) }),
  ]

  static let heights: [RoutedMethod] = [
    RoutedMethod(
      "heightForRowAt", .row, default: .double(TableDimension.automatic),
      child: { .double($0.heightForRow) },
      invoke: { d, t, p, _ in .double((d as any TableDelegate).tableView(t, heightForRowAt: p)) },
      call: { t, p, _ in .heightForRow(t, p) }),
    RoutedMethod(
      "heightForHeaderInSection", .section, default: .double(0),
      child: { .double($0.heightForHeader) },
      invoke: { d, t, p, _ in
        .double((d as any TableDelegate).tableView(t, heightForHeaderInSection: p.section))
      },
      call: { t, p, _ in .heightForHeader(t, p.section) }),
    RoutedMethod(
      "heightForFooterInSection", .section, default: .double(0),
      child: { .double($0.heightForFooter) },
      invoke: { d, t, p, _ in
        .double((d as any TableDelegate).tableView(t, heightForFooterInSection: p.section))
      },
      call: { t, p, _ in .heightForFooter(t, p.section) }),
    RoutedMethod(
      "estimatedHeightForRowAt", .row, default: .double(TableDimension.automatic),
      child: { .double($0.estimatedHeightForRow) },
      invoke: { d, t, p, _ in
        .double((d as any TableDelegate).tableView(t, estimatedHeightForRowAt: p))
      },
      call: { t, p, _ in .estimatedHeightForRow(t, p) }),
    RoutedMethod(
      "estimatedHeightForHeaderInSection", .section, default: .double(0),
      child: { .double($0.estimatedHeightForHeader) },
      invoke: { d, t, p, _ in
        .double((d as any TableDelegate).tableView(t, estimatedHeightForHeaderInSection: p.section))
      },
      call: { t, p, _ in .estimatedHeightForHeader(t, p.section) }),
    RoutedMethod(
      "estimatedHeightForFooterInSection", .section, default: .double(0),
      child: { .double($0.estimatedHeightForFooter) },
      invoke: { d, t, p, _ in
        .double((d as any TableDelegate).tableView(t, estimatedHeightForFooterInSection: p.section))
      },
      call: { t, p, _ in .estimatedHeightForFooter(t, p.section) }),
  ]

  static let views: [RoutedMethod] = [
    RoutedMethod(
      "viewForHeaderInSection", .section, default: .view(nil),
      child: { .identity(of: $0.headerView) },
      invoke: { d, t, p, _ in
        .identity(of: (d as any TableDelegate).tableView(t, viewForHeaderInSection: p.section))
      },
      call: { t, p, _ in .viewForHeader(t, p.section) }),
    RoutedMethod(
      "viewForFooterInSection", .section, default: .view(nil),
      child: { .identity(of: $0.footerView) },
      invoke: { d, t, p, _ in
        .identity(of: (d as any TableDelegate).tableView(t, viewForFooterInSection: p.section))
      },
      call: { t, p, _ in .viewForFooter(t, p.section) }),
  ]

  static let selection: [RoutedMethod] = [
    RoutedMethod(
      "accessoryButtonTapped", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, _ in
        (d as any TableDelegate).tableView(t, accessoryButtonTappedForRowWith: p)
        return .void
      },
      call: { t, p, _ in .accessoryButtonTapped(t, p) }),
    RoutedMethod(
      "shouldHighlightRowAt", .row, default: .bool(true), child: { .bool($0.shouldHighlight) },
      invoke: { d, t, p, _ in
        .bool((d as any TableDelegate).tableView(t, shouldHighlightRowAt: p))
      },
      call: { t, p, _ in .shouldHighlight(t, p) }),
    RoutedMethod(
      "didHighlightRowAt", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, _ in
        (d as any TableDelegate).tableView(t, didHighlightRowAt: p)
        return .void
      },
      call: { t, p, _ in .didHighlight(t, p) }),
    RoutedMethod(
      "didUnhighlightRowAt", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, _ in
        (d as any TableDelegate).tableView(t, didUnhighlightRowAt: p)
        return .void
      },
      call: { t, p, _ in .didUnhighlight(t, p) }),
    RoutedMethod(
      "willSelectRowAt", .row, defaultFor: { .indexPath($0) }, child: { .indexPath($0.willSelect) },
      invoke: { d, t, p, _ in
        .indexPath((d as any TableDelegate).tableView(t, willSelectRowAt: p))
      },
      call: { t, p, _ in .willSelect(t, p) }),
    RoutedMethod(
      "willDeselectRowAt", .row, defaultFor: { .indexPath($0) },
      child: { .indexPath($0.willDeselect) },
      invoke: { d, t, p, _ in
        .indexPath((d as any TableDelegate).tableView(t, willDeselectRowAt: p))
      },
      call: { t, p, _ in .willDeselect(t, p) }),
    RoutedMethod(
      "didSelectRowAt", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, _ in
        (d as any TableDelegate).tableView(t, didSelectRowAt: p)
        return .void
      },
      call: { t, p, _ in .didSelect(t, p) }),
    RoutedMethod(
      "didDeselectRowAt", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, _ in
        (d as any TableDelegate).tableView(t, didDeselectRowAt: p)
        return .void
      },
      call: { t, p, _ in .didDeselect(t, p) }),
  ]

  static let editing: [RoutedMethod] = [
    RoutedMethod(
      "editingStyleForRowAt", .row, default: .style(TableCellEditingStyle.none),
      child: { .style($0.editingStyle) },
      invoke: { d, t, p, _ in
        .style((d as any TableDelegate).tableView(t, editingStyleForRowAt: p))
      },
      call: { t, p, _ in .editingStyle(t, p) }),
    RoutedMethod(
      "titleForDeleteConfirmationButton", .row, default: .string(nil),
      child: { .string($0.titleForDeleteConfirmation) },
      invoke: { d, t, p, _ in
        .string(
          (d as any TableDelegate).tableView(t, titleForDeleteConfirmationButtonForRowAt: p))
      },
      call: { t, p, _ in .titleForDeleteConfirmation(t, p) }),
    RoutedMethod(
      "editActionsForRowAt", .row, default: .actionTitles(nil),
      child: { .actions($0.editActions) },
      invoke: { d, t, p, _ in
        .actions((d as any TableDelegate).tableView(t, editActionsForRowAt: p))
      },
      call: { t, p, _ in .editActions(t, p) }),
    RoutedMethod(
      "leadingSwipeActionsConfiguration", .row, default: .actionTitles(nil),
      child: { .swipe($0.leadingSwipeActions) },
      invoke: { d, t, p, _ in
        .swipe((d as any TableDelegate).tableView(t, leadingSwipeActionsConfigurationForRowAt: p))
      },
      call: { t, p, _ in .leadingSwipeActions(t, p) }),
    RoutedMethod(
      "trailingSwipeActionsConfiguration", .row, default: .actionTitles(nil),
      child: { .swipe($0.trailingSwipeActions) },
      invoke: { d, t, p, _ in
        .swipe(
          (d as any TableDelegate).tableView(t, trailingSwipeActionsConfigurationForRowAt: p))
      },
      call: { t, p, _ in .trailingSwipeActions(t, p) }),
    RoutedMethod(
      "shouldIndentWhileEditingRowAt", .row, default: .bool(false),
      child: { .bool($0.shouldIndentWhileEditing) },
      invoke: { d, t, p, _ in
        .bool((d as any TableDelegate).tableView(t, shouldIndentWhileEditingRowAt: p))
      },
      call: { t, p, _ in .shouldIndentWhileEditing(t, p) }),
    RoutedMethod(
      "willBeginEditingRowAt", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, _ in
        (d as any TableDelegate).tableView(t, willBeginEditingRowAt: p)
        return .void
      },
      call: { t, p, _ in .willBeginEditing(t, p) }),
    RoutedMethod(
      "didEndEditingRowAt", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, _ in
        (d as any TableDelegate).tableView(t, didEndEditingRowAt: p)
        return .void
      },
      call: { t, p, _ in .didEndEditing(t, p) }),
  ]

  static let moving: [RoutedMethod] = [
    RoutedMethod(
      "targetIndexPathForMove", .row, default: .indexPath(CallArguments.proposedDestination),
      child: { .indexPath($0.moveTarget) },
      invoke: { d, t, p, _ in
        .indexPath(
          (d as any TableDelegate).tableView(
            t, targetIndexPathForMoveFromRowAt: p,
            toProposedIndexPath: CallArguments.proposedDestination))
      },
      call: { t, p, _ in .targetIndexPathForMove(t, p, CallArguments.proposedDestination) }),
    RoutedMethod(
      "indentationLevelForRowAt", .row, default: .int(0), child: { .int($0.indentationLevel) },
      invoke: { d, t, p, _ in
        .int((d as any TableDelegate).tableView(t, indentationLevelForRowAt: p))
      },
      call: { t, p, _ in .indentationLevel(t, p) }),
  ]

  static let menu: [RoutedMethod] = [
    RoutedMethod(
      "shouldShowMenuForRowAt", .row, default: .bool(false), child: { .bool($0.shouldShowMenu) },
      invoke: { d, t, p, _ in
        .bool((d as any TableDelegate).tableView(t, shouldShowMenuForRowAt: p))
      },
      call: { t, p, _ in .shouldShowMenu(t, p) }),
    RoutedMethod(
      "canPerformAction", .row, default: .bool(false), child: { .bool($0.canPerformAction) },
      invoke: { d, t, p, a in
        .bool(
          (d as any TableDelegate).tableView(
            t, canPerformAction: CallArguments.action, forRowAt: p, withSender: a.sender))
      },
      call: { t, p, a in .canPerformAction(t, CallArguments.action, p, ObjectIdentifier(a.sender)) }
    ),
    RoutedMethod(
      "performAction", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, a in
        (d as any TableDelegate).tableView(
          t, performAction: CallArguments.action, forRowAt: p, withSender: a.sender)
        return .void
      },
      call: { t, p, a in .performAction(t, CallArguments.action, p, ObjectIdentifier(a.sender)) }),
  ]

  static let focus: [RoutedMethod] = [
    RoutedMethod(
      "canFocusRowAt", .row, default: .bool(false), child: { .bool($0.canFocus) },
      invoke: { d, t, p, _ in .bool((d as any TableDelegate).tableView(t, canFocusRowAt: p)) },
      call: { t, p, _ in .canFocus(t, p) }),
    RoutedMethod(
      "shouldUpdateFocusIn", .row, default: .bool(true), child: { .bool($0.shouldUpdateFocus) },
      invoke: { d, t, p, _ in
        .bool((d as any TableDelegate).tableView(t, shouldUpdateFocusIn: focusContext(to: p)))
      },
      call: { t, p, _ in .shouldUpdateFocus(t, focusContext(to: p)) }),
    RoutedMethod(
      "didUpdateFocusIn", .row, default: .void, child: { _ in .void },
      invoke: { d, t, p, _ in
        (d as any TableDelegate).tableView(t, didUpdateFocusIn: focusContext(to: p))
        return .void
      },
      call: { t, p, _ in .didUpdateFocus(t, focusContext(to: p)) }),
  ]
}
