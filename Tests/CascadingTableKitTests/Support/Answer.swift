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

  /// A header or footer view, by identity.
  static func identity(of view: TableHeaderFooterView?) -> Answer {
    .view(view.map(ObjectIdentifier.init))
  }

  /// Legacy edit actions, by title.
  static func actions(_ actions: [TableRowAction]?) -> Answer {
    .actionTitles(actions?.map(\.title))
  }

  /// A swipe configuration, by the titles of its actions.
  static func swipe(_ configuration: TableSwipeActionsConfiguration?) -> Answer {
    .actionTitles(configuration?.actions.map(\.title))
  }
}
