/// What a drop at a place of the table would do (UIKit's `UITableViewDropProposal`).
public struct TableDropProposal: Hashable, Sendable {
  /// What a drop does with the dragged items (UIKit's `UIDropOperation`).
  public enum Operation: Hashable, Sendable {
    /// The drop is not accepted here, and nothing says why.
    case cancel
    /// The drop is not accepted here, and the user is shown that it is forbidden.
    case forbidden
    /// The items are copied to the destination.
    case copy
    /// The items move to the destination (only within the session's application).
    case move
  }

  /// Where, relative to the destination index path, the items land (UIKit's
  /// `UITableViewDropIntent`).
  public enum Intent: Hashable, Sendable {
    /// Not said: the table decides nothing by itself.
    case unspecified
    /// Inserted as new rows at the destination index path.
    case insertAtDestinationIndexPath
    /// Dropped into the row at the destination index path.
    case insertIntoDestinationIndexPath
    /// Inserted or dropped into the row, as the drop's position over the row suggests.
    case automatic
  }

  /// What the drop does.
  public var operation: Operation

  /// Where the items land.
  public var intent: Intent

  /// Creates a proposal.
  /// - Parameters:
  ///   - operation: What the drop does.
  ///   - intent: Where the items land; `.unspecified` when omitted, as in UIKit.
  public init(operation: Operation, intent: Intent = .unspecified) {
    self.operation = operation
    self.intent = intent
  }
}
