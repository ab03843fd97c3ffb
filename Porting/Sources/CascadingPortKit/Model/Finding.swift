/// Something in a source file that the tool reports: what it could not port, or a method that
/// would compile and never be called.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem a finding is.
  public enum Kind: String, Hashable, Sendable {
    /// Compiles and is never called: an old method name, a `-> Double` where `Double?` is
    /// required, a name that matches no requirement. The tool fixes the first two.
    case neverCalled = "never called"
    /// Does not compile as it is, and the tool rewrites it (a method in an extension that
    /// overrides, a missing `override`).
    case compileError = "compile error"
    /// Needs a hand edit: the tool cannot port it.
    case handEdit = "hand edit"
  }

  /// The file, as given on the command line or found in a given folder.
  public var file: String
  /// The 1-based line in the original file.
  public var line: Int
  /// What kind of problem it is.
  public var kind: Kind
  /// What is wrong.
  public var message: String
  /// What to do about it.
  public var fix: String
  /// Whether the tool fixes it in a rewrite (`false`: it is left for a hand edit).
  public var isFixedByRewrite: Bool

  /// Creates a finding.
  public init(
    file: String, line: Int, kind: Kind, message: String, fix: String, isFixedByRewrite: Bool
  ) {
    self.file = file
    self.line = line
    self.kind = kind
    self.message = message
    self.fix = fix
    self.isFixedByRewrite = isFixedByRewrite
  }

  /// `file:line: kind: message; fix: …`, one line, as compilers print diagnostics.
  public var description: String {
    "\(file):\(line): \(kind.rawValue): \(message); fix: \(fix)"
  }
}
