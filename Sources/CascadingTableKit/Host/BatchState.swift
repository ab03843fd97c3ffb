/// The batch of updates a table is collecting inside `performBatchUpdates`.
struct BatchState {
  /// How many batches are open; 0 outside any.
  var depth: Int
  /// The changes made so far, in order.
  var changes: [TableUpdate] = []
  /// The completions of batches nested in this one, called when it is applied.
  var completions: [(Bool) -> Void] = []
}
