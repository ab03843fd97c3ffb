/// An ANSI text style for the terminal page.
public enum TerminalStyle: Sendable {
  /// Bold text.
  case bold
  /// Faint text.
  case dim
  /// Swapped foreground and background.
  case reverse

  /// Wraps a text in this style's escape sequences, resetting every style after it.
  /// - Parameter text: The text.
  /// - Returns: The styled text.
  public func apply(to text: String) -> String {
    let code =
      switch self {
      case .bold: "1"
      case .dim: "2"
      case .reverse: "7"
      }
    return "\u{1B}[\(code)m" + text + "\u{1B}[0m"
  }
}
