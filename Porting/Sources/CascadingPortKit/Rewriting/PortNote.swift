import SwiftSyntax

/// A `// PORT:` comment the tool writes above a statement or member it could not port as it
/// was: the place a finding names, visible in the output as well as in the list.
///
/// Invariant: a note is written once; a second port of the output finds it in the leading
/// trivia and adds nothing, so porting twice changes nothing.
enum PortNote {
  /// The prefix every note starts with.
  static let prefix = "// PORT: "

  /// `trivia` with a `// PORT:` line for each note it does not hold yet, each followed by a
  /// newline and the statement's own indentation.
  static func adding(_ notes: [String], to trivia: Trivia) -> Trivia {
    let indentation = Array(
      trivia.pieces.reversed().prefix { piece in
        switch piece {
        case .spaces, .tabs: true
        default: false
        }
      }.reversed())
    let newline: TriviaPiece =
      trivia.pieces.contains { if case .carriageReturnLineFeeds = $0 { true } else { false } }
      ? .carriageReturnLineFeeds(1) : .newlines(1)
    var pieces = Array(trivia.pieces)
    for note in notes {
      let comment = prefix + note
      guard !pieces.contains(.lineComment(comment)) else { continue }
      pieces += [.lineComment(comment), newline] + indentation
    }
    return Trivia(pieces: pieces)
  }
}
