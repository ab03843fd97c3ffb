/// A visitor's review of a venue.
public struct VenueReview: Hashable, Sendable, Identifiable {
  /// The review's identity, which stays when its likes change.
  public var id: Int
  /// Who wrote it.
  public var author: String
  /// Its rating, 1 to 5.
  public var rating: Int
  /// What it says.
  public var text: String
  /// How many readers liked it.
  public var likes: Int

  /// Creates a review.
  public init(id: Int, author: String, rating: Int, text: String, likes: Int = 0) {
    self.id = id
    self.author = author
    self.rating = rating
    self.text = text
    self.likes = likes
  }
}
