import Glibc

/// Writes to standard error, for messages that must not mix with the page.
enum FileOutput {
  /// Writes a message to standard error, ignoring failures: there is nowhere left to report
  /// them.
  static func standardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
