import CascadingTableKit

/// A drop coordinator a test passes to `performDropWith`, with the destination it chooses.
@MainActor
final class StubDropCoordinator: TableDropCoordinator {
  var destinationIndexPath: TableIndexPath?
  var proposal = TableDropProposal(operation: .copy)
  var session: any TableDropSession = StubDropSession()
}
