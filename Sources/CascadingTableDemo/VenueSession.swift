import CascadingTableDemoKit
import CascadingTableKit

/// The interactive venue page (`--page venue`): DataSourceKit's demo, declared, with keys
/// that switch its view state so each diffed update shows in the status line.
@MainActor
final class VenueSession {
  private let table: HeadlessTableView
  /// What both forms of the page show: one phase, one set of likes.
  private let model = VenueModel(phase: .loading)
  private let page: VenuePage
  private let sectionedPage: VenueSectionedPage
  /// Whether the table shows ``sectionedPage`` (a root of three data sources) rather than
  /// ``page`` (one data source, DataSourceKit's way).
  private var showsSections = false
  private var selected = TableIndexPath(row: 0, section: 0)
  private var message = "Loading: press 2 to load the reviews."

  /// Lines taken by the title, the rule, the status and the help line.
  private static let chromeLines = 4

  init() {
    page = VenuePage(model: model)
    sectionedPage = VenueSectionedPage(model: model)
    table = PageScreen.makeTable(lines: 30)
    page.attach(to: table)
  }

  /// Runs until the user quits, restoring the terminal on the way out.
  func run() {
    guard Terminal.enterRawMode() else {
      Output.write(VenueSnapshot.render(VenuePage(), columns: Terminal.size.columns))
      return
    }
    defer { Terminal.restore() }
    draw()
    while true {
      switch Terminal.readKey(timeout: -1) {
      case .quit?, .escape?: return
      case .up?: move(by: -1)
      case .down?: move(by: 1)
      case .pageUp?: move(by: -5)
      case .pageDown?: move(by: 5)
      case .digit(let digit)?: press(digit)
      case .enter?, .reorder?, .menu?, .other?, nil: break
      }
      draw()
    }
  }

  private func press(_ digit: Int) {
    let phases: [Int: VenuePhase] = [1: .loading, 2: .withReviews, 3: .noRelatedVenues]
    if let phase = phases[digit] {
      let updates = showsSections ? sectionedPage.show(phase) : page.show(phase)
      message = "\(phase.name): \(VenuePage.summary(of: updates))"
    } else if digit == 4 {
      let updates = showsSections ? sectionedPage.likeFirstReview() : page.likeFirstReview()
      message = "liked the first review: \(VenuePage.summary(of: updates))"
    } else if digit == 5 {
      toggleSections()
    }
    move(by: 0)
  }

  /// Shows the other form of the page, with the same model: one data source, or a root of
  /// three.
  private func toggleSections() {
    showsSections.toggle()
    if showsSections {
      sectionedPage.attach(to: table)
      table.reloadData()
      sectionedPage.show(model.phase)
      message = "three sections: a root whose children are TableViewDataSources"
    } else {
      page.attach(to: table)
      table.reloadData()
      page.show(model.phase)
      message = "one section: a TableViewDataSource, headers as cells (DataSourceKit's way)"
    }
    selected = TableIndexPath(row: 0, section: 0)
  }

  /// Moves the selection by rows, across sections.
  private func move(by offset: Int) {
    var rows: [TableIndexPath] = []
    for section in 0..<table.numberOfSections {
      for row in 0..<table.numberOfRows(inSection: section) {
        rows.append(TableIndexPath(row: row, section: section))
      }
    }
    guard !rows.isEmpty else { return }
    let current = rows.firstIndex(of: selected) ?? 0
    selected = rows[min(max(current + offset, 0), rows.count - 1)]
    table.selectRow(at: selected, animated: false, scrollPosition: .none)
    table.scrollToRow(at: selected, at: .none, animated: false)
  }

  private func draw() {
    let (columns, rows) = Terminal.size
    let pageRoom = max(3, rows - Self.chromeLines)
    let viewport = TableSize(width: 375, height: Double(pageRoom) * PageScreen.pointsPerLine)
    if table.viewportSize != viewport {
      table.viewportSize = viewport
      move(by: 0)
    }
    var frame = "\u{1B}[H"
    frame += TerminalStyle.reverse.apply(to: Self.padded(" \(VenuePage.title)", columns)) + "\n"
    for line in PageScreen.draw(table, rows: pageRoom, columns: columns) {
      frame += line + "\u{1B}[K\n"
    }
    frame += Self.fit(String(repeating: "─", count: columns), columns) + "\u{1B}[K\n"
    // What prefetching did: the images loaded ahead of their rows, and in all.
    let images = model.images
    let loaded = " · images: \(images.loaded.count) loaded, \(images.prefetchedCount) prefetched"
    frame += Self.fit(" " + message + loaded, columns) + "\u{1B}[K\n"
    frame += TerminalStyle.reverse.apply(
      to: Self.padded(
        " 1 loading · 2 reviews · 3 no related · 4 like · 5 sections · ↑/↓ · q quit", columns))
    frame += "\u{1B}[J"
    Output.write(frame)
  }

  private static func padded(_ text: String, _ columns: Int) -> String {
    let fitted = fit(text, columns)
    return fitted + String(repeating: " ", count: max(0, columns - fitted.count))
  }

  private static func fit(_ text: String, _ columns: Int) -> String {
    text.count <= columns ? text : String(text.prefix(max(0, columns - 1))) + "~"
  }
}
