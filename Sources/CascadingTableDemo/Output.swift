import Glibc

/// Writes to standard output with `write(2)`, so that a closed pipe (`| head`) ends the demo
/// quietly with status 0 instead of a crash or an error message.
enum Output {
  /// Makes a closed pipe an error `write` returns (EPIPE) rather than a signal that kills us.
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes a string in full, retrying after interruptions.
  ///
  /// When the reader has gone away, restores the terminal and exits with status 0: the output
  /// was wanted only as far as it was read.
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var start = 0
    while start < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(STDOUT_FILENO, buffer.baseAddress! + start, buffer.count - start)
      }
      if written >= 0 {
        start += written
      } else if errno == EINTR {
        continue
      } else {
        Terminal.restore()
        exit(errno == EPIPE ? 0 : 1)
      }
    }
    bytes.removeAll()
  }

  /// Writes a line.
  static func line(_ text: String) {
    write(text + "\n")
  }
}
