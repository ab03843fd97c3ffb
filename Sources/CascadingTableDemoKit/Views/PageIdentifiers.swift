/// The reuse identifiers the sample page registers its cells and header/footer views under.
/// A front end may read a cell's `reuseIdentifier` to draw each kind of row its own way.
public enum PageIdentifiers {
  /// The photo row.
  public static let photo = "Photo"
  /// The name-and-location row.
  public static let nameAndLocation = "NameAndLocation"
  /// The description row.
  public static let summary = "Summary"
  /// The map row.
  public static let map = "Map"
  /// A row of the information list.
  public static let info = "Info"
  /// The rating row.
  public static let rating = "Rating"
  /// A review row.
  public static let review = "Review"
  /// A section title header such as "INFORMATION".
  public static let sectionTitle = "SectionTitle"
  /// A blank header or footer.
  public static let spacer = "Spacer"
  /// The "N more" footer.
  public static let loadMore = "LoadMore"
}
