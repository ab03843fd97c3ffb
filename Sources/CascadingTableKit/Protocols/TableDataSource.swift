/// Supplies a table's sections, rows and cells (UIKit's `UITableViewDataSource`).
///
/// Only the first two requirements must be implemented. Every other one has a default
/// implementation that means *this data source does not answer*: `nil` for answers, nothing for
/// notifications. The table asking then applies its own default (UIKit's behaviour for an
/// unimplemented method), and a propagating delegate applies the cascading default listed in
/// `Documentation/DefaultReturnValues.md`.
///
/// Methods that exist only as these defaults are not dynamically dispatched: in a class
/// hierarchy, implement them in the base class so that subclasses can override them. The
/// library's open classes already do.
@MainActor
public protocol TableDataSource: AnyObject {
  /// The number of rows in a section.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The row count.
  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int

  /// The cell for a row.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: A configured cell, usually dequeued from `tableView`.
  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell

  /// The number of sections. The default implementation returns 1, as UIKit assumes.
  /// - Parameter tableView: The table asking.
  /// - Returns: The section count.
  func numberOfSections(in tableView: any TableHost) -> Int

  /// The title of a section's header, or `nil` for none (the default).
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int) -> String?

  /// The title of a section's footer, or `nil` for none (the default).
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int) -> String?

  /// Whether a row can be edited, or `nil` if not answered (the default).
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath) -> Bool?

  /// Whether a row can be moved, or `nil` if not answered (the default).
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The answer, or `nil`.
  func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath) -> Bool?

  /// Commits the insertion or deletion of a row the user asked for. The default does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - editingStyle: `.delete` or `.insert`.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath)

  /// The titles of the section index, or `nil` for no index (the default).
  /// - Parameter tableView: The table asking.
  /// - Returns: The titles, or `nil`.
  func sectionIndexTitles(for tableView: any TableHost) -> [String]?

  /// The section a section-index title leads to, or `nil` if not answered (the default).
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - title: The title the user chose.
  ///   - index: The title's position in the index.
  /// - Returns: The section, or `nil`.
  func tableView(
    _ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int?

  /// Tells the data source that the user moved a row. The default does nothing.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - sourceIndexPath: The row's position before the move.
  ///   - destinationIndexPath: The row's position after the move.
  func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath)
}

// MARK: - Default implementations

extension TableDataSource {
  /// Returns 1, as UIKit assumes of a data source that does not answer.
  public func numberOfSections(in tableView: any TableHost) -> Int { 1 }

  /// Returns `nil`: no header title.
  public func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  /// Returns `nil`: no footer title.
  public func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int)
    -> String?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath)
    -> Bool?
  { nil }

  /// Returns `nil`: not answered.
  public func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath)
    -> Bool?
  { nil }

  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, commit editingStyle: TableCellEditingStyle,
    forRowAt indexPath: TableIndexPath
  ) {}

  /// Returns `nil`: no section index.
  public func sectionIndexTitles(for tableView: any TableHost) -> [String]? { nil }

  /// Returns `nil`: not answered.
  public func tableView(
    _ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int? { nil }

  /// Does nothing.
  public func tableView(
    _ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath,
    to destinationIndexPath: TableIndexPath
  ) {}
}
