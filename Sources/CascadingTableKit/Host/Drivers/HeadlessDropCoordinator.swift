/// What a ``HeadlessTableView`` gives `performDropWith`: the destination, the proposal the
/// delegate answered, and the session.
///
/// Invariants: all three are the values of the one drop it describes and never change.
///
/// Not meant to be subclassed: the table makes its coordinators.
@MainActor
public final class HeadlessDropCoordinator: TableDropCoordinator {
  /// Where the drop lands, or `nil` when it is over no row.
  public let destinationIndexPath: TableIndexPath?

  /// The proposal `dropSessionDidUpdate` answered.
  public let proposal: TableDropProposal

  /// The drop's session.
  public var session: any TableDropSession { dropSession }

  /// The session as the table made it.
  let dropSession: HeadlessDropSession

  /// The items the drop carries, in order.
  public var items: [TableDragItem] { dropSession.items }

  /// Creates the coordinator of one drop.
  init(
    destinationIndexPath: TableIndexPath?, proposal: TableDropProposal,
    session: HeadlessDropSession
  ) {
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.dropSession = session
  }
}
