/// A review a visitor left for a destination.
public struct Review: Hashable, Sendable {
  /// Who wrote the review.
  public var author: String

  /// The visitor's rating, from 1 to 5 stars.
  public var rating: Int

  /// What the visitor wrote.
  public var text: String

  /// Creates a review.
  /// - Parameters:
  ///   - author: Who wrote the review.
  ///   - rating: The rating, from 1 to 5 stars.
  ///   - text: What the visitor wrote.
  public init(author: String, rating: Int, text: String) {
    self.author = author
    self.rating = rating
    self.text = text
  }
}
