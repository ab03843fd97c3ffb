extension Destination {
  /// The destination of the original library's sample app: a campsite in a Utah state park,
  /// with three reviews shown and two more to load, each by a different visitor so that
  /// moving between them shows a change.
  public static let underTheStars = Destination(
    photoName: "vacation-place",
    name: "Under The Stars",
    location: "Hyrum State Park, Utah",
    summary: """
      A quiet lakeside campground below the Wellsville Mountains. Pitch a tent by the water, \
      paddle out at dawn, and stay up for a sky with almost no city light in it.
      """,
    latitude: 41.612_264_8,
    longitude: -111.860_299_2,
    mapRadius: 1200,
    info: [
      InfoItem(title: "Address", value: "Hyrum State Park, 405 W 300 S, Hyrum, UT 84319"),
      InfoItem(title: "Website", value: "stateparks.utah.gov"),
      InfoItem(title: "Phone", value: "+1 435-245-6866"),
    ],
    averageRating: 4,
    reviews: [
      Review(
        author: "Alice", rating: 4,
        text: "Clear skies, friendly rangers, and the lake was warm enough for a swim."),
      Review(
        author: "Maya", rating: 5,
        text: "Watched the Milky Way rise over the dam. Bring a warm layer for the night."),
      Review(
        author: "Tom", rating: 3,
        text: "Pretty sites, but the boat ramp stays loud until late on weekends."),
    ],
    moreReviews: [
      Review(
        author: "Bob", rating: 5, text: "Saw the Milky Way from the tent. Coming back in May."),
      Review(
        author: "Carol", rating: 4,
        text: "The shaded sites by the water fill up by noon: book ahead in summer."),
    ]
  )
}
