/// A method's full name: its base name and argument labels, `_` for an unlabelled argument.
struct Selector: Hashable, Sendable, CustomStringConvertible {
  /// The base name, e.g. `tableView`.
  var baseName: String

  /// The argument labels, e.g. `["_", "heightForRowAt"]`.
  var labels: [String]

  init(baseName: String, labels: [String]) {
    self.baseName = baseName
    self.labels = labels
  }

  /// Parses `base(label:label:)`.
  init(parsing text: String) {
    let open = text.firstIndex(of: "(") ?? text.endIndex
    baseName = String(text[..<open])
    let inside = text[open...].dropFirst().dropLast()
    labels = inside.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
  }

  var description: String {
    "\(baseName)(\(labels.map { "\($0):" }.joined()))"
  }
}
