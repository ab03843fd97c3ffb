import CascadingTableKit

/// A row of the promise suite's trees: its cell and height follow its identity.
@MainActor
final class PromiseRow: CascadingBareTableDelegate, PromiseNode {
  let promiseID: Int
  let version: Int

  init(id: Int, version: Int) {
    promiseID = id
    self.version = version
    super.init(index: 0, childDelegates: [])
  }

  required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    promiseID = -1
    version = 0
    super.init(index: index, childDelegates: childDelegates)
  }

  override var differenceIdentifier: AnyHashable { promiseID }

  override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    (source as? PromiseRow)?.version == version
  }

  /// Callbacks a test can hook to act from inside a row's `cellForRowAt`, `willDisplay`,
  /// `didEndDisplaying` and `heightForRowAt` (each hook runs once); `nil` when no test listens.
  static var hooks: CallbackHooks?

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    Self.hooks?.fire(.cellForRow, at: indexPath)
    return tableView.promiseCell("row \(promiseID) v\(version)", for: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    Self.hooks?.fire(.willDisplay, at: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    Self.hooks?.fire(.didEndDisplaying, at: indexPath)
  }

  override func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    Self.hooks?.fire(.heightForRow, at: indexPath)
    return PromiseModelNode.rowHeight(id: promiseID)
  }
}
