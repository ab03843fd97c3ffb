/// What a table remembers of the updates it applied: the last batch, the last error, and how
/// many batches and reloads it applied.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods.
///
/// Invariants: ``appliedBatchCount`` and ``reloadCount`` only grow (wrapping), each by one per
/// applied batch or reload, in the same call that records it in ``lastAppliedUpdates``; a
/// transaction compares them before and after handing the table its batch.
struct UpdateHistory {
  /// The error of the most recent update, or `nil` when it was valid.
  private(set) var lastUpdateError: TableUpdateError?

  /// The changes of the most recent batch applied: `[.reloadData]` after a reload, empty
  /// before the first load.
  private(set) var lastAppliedUpdates: [TableUpdate] = []

  /// How many batches were applied.
  private(set) var appliedBatchCount = 0

  /// How many reloads were applied.
  private(set) var reloadCount = 0

  /// Records a reload.
  mutating func recordReload() {
    lastAppliedUpdates = [.reloadData]
    reloadCount &+= 1
  }

  /// Records a validated batch about to be applied.
  mutating func recordBatch(_ changes: [TableUpdate]) {
    lastAppliedUpdates = changes
    appliedBatchCount &+= 1
  }

  /// Records the outcome of the most recent update: its error, or `nil` when valid.
  mutating func setLastUpdateError(_ error: TableUpdateError?) {
    lastUpdateError = error
  }
}
