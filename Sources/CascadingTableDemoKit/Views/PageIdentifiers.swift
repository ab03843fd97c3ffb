/// The reuse identifiers the sample page registers its cells and header/footer views under.
enum PageIdentifiers {
  static let photo = "Photo"
  static let nameAndLocation = "NameAndLocation"
  static let summary = "Summary"
  static let map = "Map"
  static let info = "Info"
  static let rating = "Rating"
  static let review = "Review"
  static let sectionTitle = "SectionTitle"
  static let spacer = "Spacer"
  static let loadMore = "LoadMore"
}
