/// A log shared by the nodes of a test tree, recording which node received which call, in the
/// order the calls arrived.
@MainActor
final class CallJournal {
  /// A call and the node that received it.
  struct Entry: Equatable {
    /// The receiving node's name.
    var node: String
    /// The call.
    var call: DelegateCall
  }

  /// Every call received so far, in order.
  private(set) var entries: [Entry] = []

  /// Records that `node` received `call`.
  func append(_ node: String, _ call: DelegateCall) {
    entries.append(Entry(node: node, call: call))
  }

  /// Forgets every entry.
  func reset() { entries.removeAll() }
}
