/// The batch of updates a table is collecting inside `performBatchUpdates`.
///
/// Invariants: outside any batch, ``depth`` is 0 and nothing is collected; changes and
/// completions only accumulate, in the order made, until the table takes the whole batch
/// to apply it (replacing its value with the one of the batch around it, if any).
struct BatchState {
  /// How many batches are open; 0 outside any.
  private(set) var depth: Int
  /// The changes made so far, in order.
  private(set) var changes: [TableUpdate] = []
  /// The completions of batches nested in this one, called when it is applied.
  private(set) var completions: [(Bool) -> Void] = []

  /// A batch with `depth` batches open and nothing collected yet.
  init(depth: Int) {
    self.depth = depth
  }

  /// Whether a batch is open, so that an update joins it.
  var isCollecting: Bool { depth > 0 }

  /// Adds a change made inside the batch.
  mutating func add(_ change: TableUpdate) {
    changes.append(change)
  }

  /// Adds the completion of a batch nested in this one.
  mutating func add(completion: @escaping (Bool) -> Void) {
    completions.append(completion)
  }
}
