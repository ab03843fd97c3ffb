/// A place DataSourceKit's demo shows: its name, what it is, and where.
public struct Venue: Hashable, Sendable {
  /// The venue's name.
  public var name: String
  /// What kind of place it is.
  public var category: String
  /// Where it is.
  public var address: String

  /// Creates a venue.
  public init(name: String, category: String, address: String) {
    self.name = name
    self.category = category
    self.address = address
  }
}
