import CascadingTableKit

/// One section of the sectioned venue page: a ``TableViewDataSource`` of venue cells under a
/// real section header, shown while the section has rows.
public final class VenueSection: TableViewDataSource<VenueCellDeclaration> {
  /// The section's header title, or `nil` for none.
  public let title: String?

  /// The cache told of the rows this section prefetches, cancels and displays, or `nil`.
  /// The page sets it; held weakly (the page's model holds it).
  public weak var images: VenueImages?

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

  // MARK: Images

  /// Loads the images of the rows the table expects to display soon (as a section: the row
  /// of an index path is its declaration's position).
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPaths: The rows, nearest first.
  public override func tableView(
    _ tableView: any TableHost, prefetchRowsAt indexPaths: [TableIndexPath]
  ) {
    for indexPath in indexPaths {
      declaration(at: indexPath).map { images?.prefetch($0) }
    }
  }

  /// Notes the rows the table no longer expects to display soon.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPaths: The rows.
  public override func tableView(
    _ tableView: any TableHost, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]
  ) {
    for indexPath in indexPaths {
      declaration(at: indexPath).map { images?.cancel($0) }
    }
  }

  /// Loads a displayed row's image if prefetching did not.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - cell: The row's cell.
  ///   - indexPath: The row.
  public override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    declaration(at: indexPath).map { images?.display($0) }
  }

  private func declaration(at indexPath: TableIndexPath) -> VenueCellDeclaration? {
    cellDeclarations.indices.contains(indexPath.row) ? cellDeclarations[indexPath.row] : nil
  }
}
