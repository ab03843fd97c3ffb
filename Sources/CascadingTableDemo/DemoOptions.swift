/// The demo's command-line options.
struct DemoOptions {
  /// Print the page once and exit, even on a terminal.
  var snapshot = false
  /// Show the route of every table call.
  var trace = false
  /// The width to print a snapshot at, or `nil` for the terminal's (80 off a terminal).
  var columns: Int?
  /// Print the usage and exit.
  var help = false
  /// Show DataSourceKit's venue page instead of the destination page.
  var venuePage = false
  /// Print the tour of the page's context menu and loading near the end, and exit.
  var tour = false

  static let usage = """
    usage: CascadingTableDemo [--page destination|venue] [--snapshot] [--tour] [--trace]
                              [--width N] [--help]

    Shows the original CascadingTableDelegate sample page, built as a delegate tree on
    HeadlessTableView.

      (no option)   interactive on a terminal: ↑/↓ or j/k move a row, Space or PageDown
                    and PageUp move five, Enter selects or loads more, m opens a
                    review's context menu (1 Copy, 2 Report, Escape closes it), r
                    reorders the sections, q or Escape quits; prints the page once
                    otherwise
      --page venue  DataSourceKit's venue page, declared with TableViewDataSource. It
                    starts loading, as DataSourceKit's demo does: 1/2/3 switch loading /
                    with reviews / no related venues, 4 likes a review, 5 shows it as three
                    sections (a root of data sources); printed, it shows the page loaded (2)
      --snapshot    print the whole page once and exit
      --tour        print the destination page used beyond its rows: a review's context
                    menu (Copy, Report) and the reviews loading as the list's end
                    scrolls into view; with --trace, the path of each step's calls
      --trace       print the path of delegates each table call travels
      --width N     the width to print at (default: the terminal's, or 80)
      --help        print this help

    In a printed page, a line starting with == is a section header and one starting with --
    a section footer, followed by its text if it has one: a bare == or -- is a header or
    footer with a height but no text, such as the thin spacers between the sections.
    """

  /// Reads the options from the arguments, without the program's name.
  /// - Throws: A message naming an argument it does not understand.
  init(arguments: [String]) throws(DemoOptionsError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--snapshot": snapshot = true
      case "--trace": trace = true
      case "--tour": tour = true
      case "--help", "-h": help = true
      case "--page":
        switch remaining.popFirst() {
        case "destination": venuePage = false
        case "venue": venuePage = true
        default: throw DemoOptionsError(message: "--page needs 'destination' or 'venue'")
        }
      case "--width":
        guard let value = remaining.popFirst(), let width = Int(value), width > 0 else {
          throw DemoOptionsError(message: "--width needs a positive number of columns")
        }
        columns = width
      default:
        throw DemoOptionsError(message: "unknown argument '\(argument)'")
      }
    }
  }
}

/// A command line the demo does not understand.
struct DemoOptionsError: Error {
  /// What is wrong, for the user.
  var message: String
}
