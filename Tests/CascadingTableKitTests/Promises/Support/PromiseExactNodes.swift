import CascadingTableKit

/// The model ids of the real nodes built as exact library classes (``PromiseExactClass``),
/// which carry no id of their own: a side table from each instance to the model node it was
/// built from.
///
/// Invariant: an entry is found only for the very instance it was made for (the instance is
/// held weakly and compared by identity, so a reused `ObjectIdentifier` is never mistaken);
/// entries of released instances are dropped as the table grows.
@MainActor
enum PromiseExactNodes {
  private final class Entry {
    weak var node: AnyObject?
    let id: Int

    init(node: AnyObject, id: Int) {
      self.node = node
      self.id = id
    }
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var pruneAt = 4096

  /// Notes that `node` was built from the model node `id`.
  /// - Complexity: amortised O(1).
  static func register(_ node: any CascadingTableDelegate, id: Int) {
    if entries.count >= pruneAt {
      entries = entries.filter { $0.value.node != nil }
      pruneAt = max(4096, entries.count * 2)
    }
    entries[ObjectIdentifier(node)] = Entry(node: node, id: id)
  }

  /// The model id `node` was built from, if it was built as an exact library class.
  /// - Complexity: O(1).
  static func id(of node: any CascadingTableDelegate) -> Int? {
    guard let entry = entries[ObjectIdentifier(node)], entry.node === node else { return nil }
    return entry.id
  }
}

/// The model id a real node of a promise tree was built from: a suite node's own id, or an
/// exact library node's entry in ``PromiseExactNodes``; `nil` for any other node.
@MainActor
func promiseModelID(_ node: any CascadingTableDelegate) -> Int? {
  (node as? any PromiseNode)?.promiseID ?? PromiseExactNodes.id(of: node)
}
