import CascadingTableKit

/// A data source and delegate that stands between a table and a delegate tree, forwards every
/// call to the tree's root unchanged, and logs the path each call travels through the tree.
///
/// Attach the tree first, then put the proxy in the root's place:
///
/// ```swift
/// page.attach(to: table)
/// let proxy = TracingTableProxy(root: page.root) { print($0) }
/// table.dataSource = proxy
/// table.delegate = proxy
/// ```
///
/// Each line reads `heightForRowAt [3, 1]: root → section 3 (DestinationInfoListSection) → row
/// 1 (InfoRow)`. A call keyed by what a row returned (a context menu's follow-ups, a drag's
/// and its drop's session calls) names that row and its route, as the tree routes the call to
/// the leaf that produced the key: `willDisplayContextMenu (from [4, 0]): root → section 4 …`.
/// The table holds the proxy weakly: keep it.
///
/// Invariant: each remembered key is held weakly and named with the row that produced it,
/// where the row was then.
@MainActor
public final class TracingTableProxy: TableDataSource, TableDelegate, TableDataSourcePrefetching {
  /// The root every call is forwarded to.
  public let root: any CascadingTableDelegate

  private let log: @MainActor (String) -> Void

  /// A key a row produced (a context menu configuration, a drag session), held weakly.
  private struct Produced {
    weak var key: AnyObject?
    var indexPath: TableIndexPath
  }

  /// The keys rows produced that are still alive, oldest first.
  private var produced: [Produced] = []

  /// Creates a proxy for a tree.
  /// - Parameters:
  ///   - root: The root every call is forwarded to.
  ///   - log: Receives one line per call.
  public init(root: any CascadingTableDelegate, log: @escaping @MainActor (String) -> Void) {
    self.root = root
    self.log = log
  }

  func trace(_ call: String, _ indexPath: TableIndexPath) {
    log("\(call) \(indexPath): \(DelegateRoute.path(of: indexPath, from: root))")
  }

  func trace(_ call: String, optional indexPath: TableIndexPath?) {
    guard let indexPath else { return trace(call) }
    trace(call, indexPath)
  }

  func trace(_ call: String, section: Int) {
    log("\(call) section \(section): \(DelegateRoute.path(ofSection: section, from: root))")
  }

  func trace(_ call: String) {
    log("\(call): root")
  }

  func trace(_ call: String, keyedBy key: AnyObject?) {
    guard let key, let producer = produced.last(where: { $0.key === key }) else {
      return log("\(call): root (no row produced it)")
    }
    let route = DelegateRoute.path(of: producer.indexPath, from: root)
    log("\(call) (from \(producer.indexPath)): \(route)")
  }

  func trace(_ call: String, keyedBy session: any TableDropSession) {
    trace(call, keyedBy: session.localDragSession)
  }

  /// Remembers the row that returned a configuration, and returns it.
  func remember(
    _ configuration: TableContextMenuConfiguration?, producedAt indexPath: TableIndexPath
  ) -> TableContextMenuConfiguration? {
    if let configuration { note(configuration, at: indexPath) }
    return configuration
  }

  /// Remembers the row that began a drag when it gave items, and returns the items.
  func remember(
    _ session: any TableDragSession, producedAt indexPath: TableIndexPath, items: [TableDragItem]?
  ) -> [TableDragItem]? {
    if let items, !items.isEmpty { note(session, at: indexPath) }
    return items
  }

  private func note(_ key: AnyObject, at indexPath: TableIndexPath) {
    produced.removeAll { $0.key == nil }
    produced.append(Produced(key: key, indexPath: indexPath))
  }
}
