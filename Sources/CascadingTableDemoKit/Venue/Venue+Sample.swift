extension Venue {
  /// DataSourceKit demo's venue: Kaminarimon, the Thunder Gate of Sensō-ji.
  public static let kaminarimon = Venue(
    name: "Kaminarimon", category: "Temple gate", address: "2-3-1 Asakusa, Taitō, Tokyo")

  /// The reviews the demo shows for Kaminarimon.
  public static let kaminarimonReviews = [
    VenueReview(
      id: 1, author: "Hana", rating: 5,
      text: "The giant red lantern is even bigger than it looks in photos.", likes: 12),
    VenueReview(
      id: 2, author: "Tom", rating: 4,
      text: "Go early: by ten the gate is shoulder to shoulder.", likes: 4),
  ]

  /// The venues the demo shows as related to Kaminarimon.
  public static let kaminarimonRelated = [
    Venue(name: "Sensō-ji", category: "Buddhist temple", address: "2-3-1 Asakusa, Taitō"),
    Venue(name: "Nakamise-dōri", category: "Shopping street", address: "1-36 Asakusa, Taitō"),
    Venue(name: "Tokyo Skytree", category: "Tower", address: "1-1-2 Oshiage, Sumida"),
  ]
}
