import CascadingTableKit

/// One section of the sectioned venue page: a ``TableViewDataSource`` of venue cells under a
/// real section header, shown while the section has rows.
public final class VenueSection: TableViewDataSource<VenueCellDeclaration> {
  /// The section's header title, or `nil` for none.
  public let title: String?

  /// Creates a section.
  /// - Parameter title: The header title, shown while the section has rows.
  public init(title: String?) {
    self.title = title
    super.init(binderFromDeclaration: \.binder)
  }

  /// Creates an untitled section, as a tree may.
  /// - Parameters:
  ///   - index: The section's position.
  ///   - childDelegates: Ignored: the rows are declared.
  public required init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    title = nil
    super.init(index: index, childDelegates: childDelegates)
  }

  /// The title while the section has rows, else `nil`.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  public override func tableView(
    _ tableView: any TableHost, titleForHeaderInSection section: Int
  ) -> String? {
    cellDeclarations.isEmpty ? nil : title
  }

  /// A header line's height while the title shows, else none.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: 40 points while the title shows, else 0.
  public override func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int)
    -> Double?
  {
    self.tableView(tableView, titleForHeaderInSection: section) == nil ? 0 : 40
  }
}
