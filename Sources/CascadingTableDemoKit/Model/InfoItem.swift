/// One line of a destination's practical information, such as its address or phone number.
public struct InfoItem: Hashable, Sendable {
  /// What the line is, for example "Address".
  public var title: String

  /// The information itself.
  public var value: String

  /// Creates a line of information.
  /// - Parameters:
  ///   - title: What the line is.
  ///   - value: The information itself.
  public init(title: String, value: String) {
    self.title = title
    self.value = value
  }
}
