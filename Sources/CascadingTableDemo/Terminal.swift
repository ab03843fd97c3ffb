import Glibc

/// The terminal settings saved before raw mode, and whether raw mode is on. File-scope globals,
/// written only on the main thread before signal handlers are installed, so that a signal
/// handler can restore them without touching anything that allocates or locks.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var isRaw: Int32 = 0

/// Escape sequences that leave the alternate screen and show the cursor again.
private let leaveScreen: StaticString = "\u{1B}[?25h\u{1B}[?1049l"

/// Puts the terminal in raw mode for the interactive page, and restores it on every way out:
/// a normal quit, a closed pipe, Ctrl-C (SIGINT), SIGTERM, SIGHUP, SIGQUIT, or a crash.
enum Terminal {
  /// Whether standard input and output are both terminals.
  static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// The terminal's size in columns and rows, or 80 × 24 when it cannot be read.
  static var size: (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
      window.ws_row > 0
    else { return (80, 24) }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Turns off line buffering and echo, switches to the alternate screen, hides the cursor and
  /// installs the handlers that undo it all on a signal.
  ///
  /// Keeps `ISIG`, so Ctrl-C still raises SIGINT, whose handler restores the terminal.
  /// - Returns: Whether raw mode is on.
  static func enterRawMode() -> Bool {
    guard tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return false }
    var raw = savedSettings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    // Quitting signals and crashes (a Swift trap is SIGILL or SIGTRAP): restore, then die of
    // the same signal so the exit status and any core dump are as they would have been.
    for signalNumber in [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS,
    ] {
      signal(signalNumber) { received in
        restoreFromSignalHandler()
        signal(received, SIG_DFL)
        raise(received)
      }
    }
    // A resize interrupts the wait for a key, so the page is redrawn at the new size.
    signal(SIGWINCH) { _ in }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
    isRaw = 1
    Output.write("\u{1B}[?1049h\u{1B}[?25l")
    return true
  }

  /// Restores the saved settings and the normal screen. Does nothing when raw mode is off, so
  /// it is safe to call on every exit path.
  static func restore() {
    restoreFromSignalHandler()
  }

  /// Reads one key, waiting at most `timeout` milliseconds (-1 waits for ever).
  /// - Parameter timeout: The longest wait in milliseconds.
  /// - Returns: The key, or `nil` when the wait ran out or was interrupted.
  static func readKey(timeout: Int32) -> Key? {
    guard let first = readByte(timeout: timeout) else { return nil }
    guard first == 0x1B else { return Key(byte: first) }
    guard let second = readByte(timeout: 30) else { return .escape }
    guard second == UInt8(ascii: "["), let third = readByte(timeout: 30) else { return .other }
    switch third {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "5"), UInt8(ascii: "6"):
      _ = readByte(timeout: 30)
      return third == UInt8(ascii: "5") ? .pageUp : .pageDown
    default: return .other
    }
  }

  private static func readByte(timeout: Int32) -> UInt8? {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, timeout) > 0 else { return nil }
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }
}

/// Restores the terminal using only async-signal-safe calls (`tcsetattr`, `write`).
private func restoreFromSignalHandler() {
  guard isRaw == 1 else { return }
  isRaw = 0
  tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
  _ = write(STDOUT_FILENO, leaveScreen.utf8Start, leaveScreen.utf8CodeUnitCount)
}
