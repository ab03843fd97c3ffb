/// Draws ratings as stars.
enum Stars {
  /// A rating as five stars, filled up to the rating: `★★★★☆` for 4.
  static func text(_ rating: Int) -> String {
    let filled = min(max(rating, 0), 5)
    return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
  }
}
