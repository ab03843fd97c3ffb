/// Which reuse identifiers ``TableViewDataSource``s have registered on each table, so that
/// each identifier is registered once per table, by whichever data source needs it first.
///
/// Tables are held weakly; an entry whose table is gone is replaced when its key is reused
/// and pruned when the ledger grows.
@MainActor
enum CellRegistrationLedger {
  private struct Entry {
    weak var table: (any TableHost)?
    var identifiers: Set<String>
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var pruneThreshold = 64

  /// Records that a data source registers an identifier on a table, and answers whether it
  /// is the first to: `false` when the identifier was already registered there.
  /// - Complexity: O(1) on average.
  static func recordRegistration(of identifier: String, on table: any TableHost) -> Bool {
    let key = ObjectIdentifier(table)
    if var entry = entries[key], entry.table === table {
      guard entry.identifiers.insert(identifier).inserted else { return false }
      entries[key] = entry
      return true
    }
    if entries.count >= pruneThreshold {
      entries = entries.filter { $0.value.table != nil }
      pruneThreshold = max(64, entries.count * 2)
    }
    entries[key] = Entry(table: table, identifiers: [identifier])
    return true
  }
}
