/// Everything the sample page shows about a destination: the data behind its five sections.
public struct Destination: Hashable, Sendable {
  /// The name of the destination's photo.
  public var photoName: String

  /// The destination's name.
  public var name: String

  /// Where the destination is.
  public var location: String

  /// A paragraph describing the destination.
  public var summary: String

  /// The latitude of the map's centre, in degrees.
  public var latitude: Double

  /// The longitude of the map's centre, in degrees.
  public var longitude: Double

  /// The radius of the map's region, in metres.
  public var mapRadius: Int

  /// The practical information: address, website, phone.
  public var info: [InfoItem]

  /// The average rating, from 1 to 5 stars.
  public var averageRating: Int

  /// The reviews shown when the page opens.
  public var reviews: [Review]

  /// The reviews the "N more" footer loads.
  public var moreReviews: [Review]

  /// Creates a destination.
  /// - Parameters:
  ///   - photoName: The name of the photo.
  ///   - name: The destination's name.
  ///   - location: Where the destination is.
  ///   - summary: A paragraph describing it.
  ///   - latitude: The latitude of the map's centre.
  ///   - longitude: The longitude of the map's centre.
  ///   - mapRadius: The radius of the map's region, in metres.
  ///   - info: The practical information.
  ///   - averageRating: The average rating.
  ///   - reviews: The reviews shown at first.
  ///   - moreReviews: The reviews loaded on demand.
  public init(
    photoName: String, name: String, location: String, summary: String, latitude: Double,
    longitude: Double, mapRadius: Int, info: [InfoItem], averageRating: Int, reviews: [Review],
    moreReviews: [Review]
  ) {
    self.photoName = photoName
    self.name = name
    self.location = location
    self.summary = summary
    self.latitude = latitude
    self.longitude = longitude
    self.mapRadius = mapRadius
    self.info = info
    self.averageRating = averageRating
    self.reviews = reviews
    self.moreReviews = moreReviews
  }
}
