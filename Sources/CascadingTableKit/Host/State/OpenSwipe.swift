/// A row whose swipe actions are showing, and what each revealed action does.
struct OpenSwipe {
  /// What one revealed action does when tapped.
  enum Action {
    /// Runs a contextual action's handler (a swipe configuration's action).
    case contextual(TableContextualAction)
    /// Runs a legacy row action's handler (`editActionsForRowAt`).
    case rowAction(TableRowAction)
    /// Commits an editing style to the data source: UIKit's standard delete button.
    case commit(TableCellEditingStyle, title: String)

    /// The title the action shows; an untitled action shows an empty string.
    var title: String {
      switch self {
      case .contextual(let action): return action.title ?? ""
      case .rowAction(let action): return action.title ?? ""
      case .commit(_, let title): return title
      }
    }
  }

  /// The row swiped.
  var indexPath: TableIndexPath
  /// The edge swiped from.
  var edge: TableSwipeEdge
  /// The actions revealed, in order.
  var actions: [Action]
  /// Whether a full swipe performs the first action.
  var performsFirstActionWithFullSwipe: Bool
  /// Which opening of a swipe this is, to tell it from a later one.
  var generation = 0
  /// Whether an update removed the row while the swipe was open; ``indexPath`` then names
  /// where it was.
  var isRowGone = false
  /// Whether a contextual action was tapped and its completion not called yet: the swipe
  /// stays open and takes no other tap until then.
  var isActionPending = false
}

extension OpenSwipe {
  /// The swipe a configuration's actions reveal.
  init(
    _ configuration: TableSwipeActionsConfiguration, at indexPath: TableIndexPath,
    from edge: TableSwipeEdge
  ) {
    var actions: [Action] = []
    for action in configuration.actions {
      actions.append(.contextual(action))
    }
    self.init(
      indexPath: indexPath, edge: edge, actions: actions,
      performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe)
  }
}
