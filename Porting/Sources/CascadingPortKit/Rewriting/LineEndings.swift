/// A port keeps its source's line endings: a CRLF file stays CRLF, also on the lines the
/// tool adds (an import, a property, a `// PORT:` note), which it writes with LF.
enum LineEndings {
  /// `ported` with every lone LF made CRLF when `source` uses CRLF; otherwise `ported`.
  static func matching(_ source: String, _ ported: String) -> String {
    guard source.contains("\r\n") else { return ported }
    var result = ""
    result.reserveCapacity(ported.utf8.count + 64)
    for character in ported {
      if character == "\n" { result += "\r\n" } else { result.append(character) }
    }
    return result
  }
}
