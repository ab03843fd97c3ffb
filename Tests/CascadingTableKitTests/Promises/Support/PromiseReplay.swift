import CascadingTableKit

/// Replays a batch of updates on the rows a table showed, for the promise models: see
/// ``BatchReplay``, which it forwards to.
enum PromiseReplay {
  typealias Row = PromiseModelNode.Row

  /// The rows after `updates`, or `nil` when the updates do not fit the counts.
  static func apply(_ updates: [TableUpdate], to old: [[Row]], target: [[Row]]) -> [[Row]]? {
    BatchReplay.apply(updates, to: old, target: target)
  }
}
