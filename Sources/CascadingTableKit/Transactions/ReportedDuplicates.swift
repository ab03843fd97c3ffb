/// The duplicate identifiers already reported for each node (a section's rows, a root's
/// sections), so that a duplicate is reported once: when a transaction makes it, or, for one
/// the table showed from its first load, when a transaction first compares the node.
///
/// A duplicate the table already showed is reported only if it was never reported for that
/// node; one that is new since the table was told is always reported.
@MainActor
final class ReportedDuplicates {
  private struct Entry {
    weak var node: AnyObject?
    var identifiers: Set<AnyHashable>
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The duplicates to report now among `current`, the duplicates of a node after a
  /// transaction: those the table did not show (`shown`, its duplicates before), and those it
  /// showed but that were never reported; remembers them as reported.
  /// - Complexity: O(*k*) expected for *k* duplicates.
  func toReport(
    _ current: [AnyHashable], shown: Set<AnyHashable>, of node: AnyObject
  ) -> Set<AnyHashable> {
    let key = ObjectIdentifier(node)
    var reported: Set<AnyHashable> = []
    if let entry = entries[key], entry.node === node {
      reported = entry.identifiers
    }
    var fresh = Set<AnyHashable>()
    for identifier in current where !shown.contains(identifier) || !reported.contains(identifier) {
      fresh.insert(identifier)
    }
    if !fresh.isEmpty {
      entries = entries.filter { $0.value.node != nil }
      entries[key] = Entry(node: node, identifiers: reported.union(fresh))
    }
    return fresh
  }
}
