import CascadingTableKit

/// The answer of a table method in a form tests can compare: values by value, views by
/// identity, actions by title; `.void` for methods that answer nothing.
enum Answer: Equatable {
  case void
  case bool(Bool?)
  case int(Int?)
  case double(Double?)
  case string(String?)
  case indexPath(TableIndexPath?)
  case style(TableCellEditingStyle?)
  case view(ObjectIdentifier?)
  case cell(ObjectIdentifier)
  case strings([String]?)
  case actionTitles([String?]?)
  case object(ObjectIdentifier?)
  case objects([ObjectIdentifier]?)
  case previewParameters(TableDragPreviewParameters?)
  case dropProposal(TableDropProposal?)

  /// A header or footer view, by identity.
  static func identity(of view: TableHeaderFooterView?) -> Answer {
    .view(view.map(ObjectIdentifier.init))
  }

  /// Legacy edit actions, by title.
  static func actions(_ actions: [TableRowAction]?) -> Answer {
    .actionTitles(actions?.map(\.title))
  }

  /// A context-menu configuration, by identity.
  static func menu(_ configuration: TableContextMenuConfiguration?) -> Answer {
    .object(configuration.map(ObjectIdentifier.init))
  }

  /// A targeted preview, by identity.
  static func preview(_ preview: TableTargetedPreview?) -> Answer {
    .object(preview.map(ObjectIdentifier.init))
  }

  /// Drag items, by identity, in order.
  static func dragItems(_ items: [TableDragItem]?) -> Answer {
    .objects(items?.map(ObjectIdentifier.init))
  }

  /// A swipe configuration, by the titles of its actions.
  static func swipe(_ configuration: TableSwipeActionsConfiguration?) -> Answer {
    .actionTitles(configuration?.actions.map(\.title))
  }
}
