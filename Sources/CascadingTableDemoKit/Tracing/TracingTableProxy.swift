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
/// 1 (InfoRow)`. The table holds the proxy weakly: keep it.
@MainActor
public final class TracingTableProxy: TableDataSource, TableDelegate, TableDataSourcePrefetching {
  /// The root every call is forwarded to.
  public let root: any CascadingTableDelegate

  private let log: @MainActor (String) -> Void

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
}
