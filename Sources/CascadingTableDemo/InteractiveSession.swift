import CascadingTableDemoKit
import CascadingTableKit

/// The interactive page: draws the viewport of a ``HeadlessTableView`` showing the sample
/// page, and turns keys into what a user's fingers would do on a phone.
@MainActor
final class InteractiveSession {
  private let table: HeadlessTableView
  private let page: DestinationPage
  private let scheduler: Scheduler
  private var proxy: TracingTableProxy?
  private var traceLines: [String] = []
  private var message = "Welcome: Enter selects a row; its own delegate answers."
  private var focus = FocusStop.row(TableIndexPath(row: 0, section: 0))
  /// How many reviews a load brings: the loaded ones are the section's last rows.
  private let loadedCount: Int
  /// Whether a load of reviews was under way after the last key.
  private var wasLoading = false

  /// Lines taken by the title and the status and help lines.
  private static let chromeLines = 5
  /// Lines given to the trace of the last key, when tracing.
  private static let traceLinesShown = 8

  init(trace: Bool) {
    let scheduler = Scheduler()
    let moreReviews = Destination.underTheStars.moreReviews
    self.scheduler = scheduler
    loadedCount = moreReviews.count
    // Every height in whole lines, so that the drawing matches the table line for line.
    page = DestinationPage(
      metrics: PageScreen.metrics,
      loader: ReviewLoader { deliver in
        scheduler.schedule(after: .milliseconds(800)) { deliver(moreReviews) }
      })
    table = PageScreen.makeTable(lines: 30)
    page.attach(to: table)
    if trace {
      let proxy = TracingTableProxy(root: page.root) { [weak self] line in
        self?.traceLines.append(line)
      }
      table.dataSource = proxy
      table.delegate = proxy
      self.proxy = proxy
    }
  }

  /// Runs until the user quits, restoring the terminal on the way out.
  func run() {
    guard Terminal.enterRawMode() else {
      Output.write(PageSnapshot.render(DestinationPage(), columns: Terminal.size.columns))
      return
    }
    defer { Terminal.restore() }
    moveFocus(to: focus)
    draw()
    while true {
      let key = Terminal.readKey(timeout: scheduler.timeoutMilliseconds)
      if scheduler.runDue() {
        showBatch("Reviews arrived")
        settleFocus()
      }
      if table.contextMenuConfiguration != nil {
        guard let key else { continue }
        answerMenu(key)
        draw()
        traceLines.removeAll()
        continue
      }
      switch key {
      case .quit?, .escape?:
        return
      case .up?: step(by: -1)
      case .down?: step(by: 1)
      case .pageUp?: step(by: -5)
      case .pageDown?: step(by: 5)
      case .enter?: activate()
      case .reorder?: reorder()
      case .menu?: openMenu()
      case .other?, .digit?, nil: break
      }
      noteLoadingStartedByScrolling()
      draw()
      traceLines.removeAll()
    }
  }

  // MARK: - Focus

  /// Every focus stop, top to bottom: each row, and the "N more" button after the reviews.
  private var stops: [FocusStop] {
    var stops: [FocusStop] = []
    for section in 0..<table.numberOfSections {
      for row in 0..<table.numberOfRows(inSection: section) {
        stops.append(.row(TableIndexPath(row: row, section: section)))
      }
      if section == page.reviews.index, page.reviews.remainingCount > 0 {
        stops.append(.loadMore(section: section))
      }
    }
    return stops
  }

  private func step(by offset: Int) {
    let stops = self.stops
    guard let current = stops.firstIndex(of: focus) else { return settleFocus() }
    moveFocus(to: stops[min(max(current + offset, 0), stops.count - 1)])
  }

  /// Puts the focus on a stop: selects its row (or focuses the button) and scrolls it into
  /// the viewport.
  private func moveFocus(to stop: FocusStop) {
    focus = stop
    switch stop {
    case .row(let indexPath):
      page.reviews.isFooterFocused = false
      table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
      table.scrollToRow(at: indexPath, at: .none, animated: false)
      // A section's first row brings its header along: no focus stop is above it, so the
      // header could otherwise never be scrolled back into view (after `r`, for one).
      let header = table.rectForHeader(inSection: indexPath.section)
      if indexPath.row == 0, header.minY < table.contentOffset {
        table.contentOffset = header.minY
        table.layoutIfNeeded()
      }
    case .loadMore(let section):
      table.selectRow(at: nil, animated: false, scrollPosition: .none)
      page.reviews.isFooterFocused = true
      // Rows measured as they appear can move the footer: settle as scrollToRow does.
      for _ in 0..<3 {
        let footer = table.rectForFooter(inSection: section)
        let viewport = table.viewportSize.height
        if footer.maxY > table.contentOffset + viewport {
          table.contentOffset = footer.maxY - viewport
        } else if footer.minY < table.contentOffset {
          table.contentOffset = footer.minY
        }
        table.layoutIfNeeded()
      }
    }
  }

  /// Moves the focus to a stop that still exists after the page changed: from the "N more"
  /// button, which loading removes, to the first review it loaded.
  private func settleFocus() {
    let stops = self.stops
    guard !stops.contains(focus), let last = stops.last else {
      return moveFocus(to: focus)
    }
    if case .loadMore(let section) = focus {
      let first = max(0, table.numberOfRows(inSection: section) - loadedCount)
      let firstLoaded = FocusStop.row(TableIndexPath(row: first, section: section))
      return moveFocus(to: stops.contains(firstLoaded) ? firstLoaded : last)
    }
    moveFocus(to: last)
  }

  // MARK: - Actions

  private func activate() {
    switch focus {
    case .row(let indexPath):
      let route = DelegateRoute.path(of: indexPath, from: page.root)
      if table.tapRow(at: indexPath) == nil {
        message = "\(indexPath) did not highlight: \(route) answered false."
      } else {
        message = "didSelectRowAt \(indexPath): \(route)"
      }
      moveFocus(to: focus)
    case .loadMore(let section):
      if let footer = table.footerView(forSection: section) as? LoadMoreFooterView {
        footer.press()
      } else {
        page.reviews.loadMoreReviews()
      }
      message = "Loading the remaining reviews…"
    }
  }

  /// Says so when a scroll, not Enter, started loading the reviews: the reviews section loads
  /// from `scrollViewDidScroll` once its last review comes into view.
  private func noteLoadingStartedByScrolling() {
    defer { wasLoading = page.reviews.isLoading }
    guard page.reviews.isLoading, !wasLoading, !message.hasPrefix("Loading") else { return }
    message = "The last review came into view: scrollViewDidScroll is loading the rest…"
  }

  /// Long-presses the focused row: a review opens its menu (Copy, Report), listed in the
  /// status line; other rows have none.
  private func openMenu() {
    guard case .row(let indexPath) = focus,
      let menu = table.openContextMenu(forRowAt: indexPath)
    else {
      message = "No context menu here: only a review has one (m on a review)."
      return
    }
    let actions = menu.actions.enumerated().map { index, action in
      "\(index + 1) \(action.title)\(action.isDisabled ? " (disabled)" : "")"
    }
    message = "Menu: " + actions.joined(separator: " · ") + " · Esc closes"
  }

  /// A key while a menu is open: a digit chooses its action, Esc or m closes it.
  private func answerMenu(_ key: Key) {
    switch key {
    case .digit(let number) where number >= 1:
      let title = table.contextMenuConfiguration?.actions[safe: number - 1]?.title
      if table.chooseContextMenuAction(at: number - 1), let title {
        message = "\(title): the row that returned the menu answered"
        if title == "Copy", let text = Pasteboard.general.string {
          message += ", the pasteboard holds \"\(text)\""
        }
      }
    case .escape, .menu, .quit:
      table.dismissContextMenu()
      message = "Menu closed."
    default:
      break
    }
    moveFocus(to: focus)
  }

  private func reorder() {
    let focusedSection: Int
    switch focus {
    case .row(let indexPath): focusedSection = indexPath.section
    case .loadMore(let section): focusedSection = section
    }
    let owner = ObjectIdentifier(page.root.childDelegates[focusedSection])
    page.showReviewsFirst(!page.isShowingReviewsFirst)
    let newSection =
      page.root.childDelegates.firstIndex { ObjectIdentifier($0) == owner } ?? 0
    switch focus {
    case .row(let indexPath):
      moveFocus(to: .row(TableIndexPath(row: indexPath.row, section: newSection)))
    case .loadMore:
      moveFocus(to: .loadMore(section: newSection))
    }
    let order = page.root.childDelegates.map(DelegateRoute.name(of:))
    if proxy != nil {
      traceLines.append("root.childDelegates = [\(order.joined(separator: ", "))]")
    }
    showBatch("Reordered")
  }

  /// Shows the batch the last transaction applied in the status line, and in the trace.
  private func showBatch(_ event: String) {
    let batch = BatchDescription.text(of: table.lastAppliedUpdates)
    message = "\(event): \(batch)"
    if proxy != nil {
      traceLines.append(batch)
    }
  }

  // MARK: - Drawing

  private func draw() {
    let (columns, rows) = Terminal.size
    let traceRoom = proxy == nil ? 0 : Self.traceLinesShown + 1
    let pageRoom = max(3, rows - Self.chromeLines - traceRoom)
    let viewport = TableSize(
      width: page.metrics.width, height: Double(pageRoom) * PageScreen.pointsPerLine)
    if table.viewportSize != viewport {
      table.viewportSize = viewport
      moveFocus(to: focus)
    }
    let lines = PageScreen.draw(table, rows: pageRoom, columns: columns)

    var frame = "\u{1B}[H"
    frame += Self.bar(" \(DestinationPage.title)", columns: columns) + "\n"
    for line in lines {
      frame += line + "\u{1B}[K\n"
    }
    frame += Self.fit(String(repeating: "─", count: columns), columns) + "\u{1B}[K\n"
    frame += Self.fit(" " + message, columns) + "\u{1B}[K\n"
    if proxy != nil {
      let shown = traceLines.suffix(Self.traceLinesShown)
      let hidden = traceLines.count - shown.count
      frame +=
        Self.fit(
          " trace: \(traceLines.count) call\(traceLines.count == 1 ? "" : "s")"
            + (hidden > 0 ? ", last \(shown.count)" : ""), columns)
        + "\u{1B}[K\n"
      for line in shown {
        frame += Self.fit("   " + line, columns) + "\u{1B}[K\n"
      }
      frame += String(repeating: "\u{1B}[K\n", count: Self.traceLinesShown - shown.count)
    }
    frame += Self.bar(
      " ↑/↓ j/k move · Space/PgDn PgUp page · Enter select / more · m menu · r reorder · q/Esc quit",
      columns: columns)
    frame += "\u{1B}[J"
    Output.write(frame)
  }

  private static func bar(_ text: String, columns: Int) -> String {
    let fitted = fit(text, columns)
    let padding = String(repeating: " ", count: max(0, columns - fitted.count))
    return TerminalStyle.reverse.apply(to: fitted + padding)
  }

  private static func fit(_ text: String, _ columns: Int) -> String {
    text.count <= columns ? text : String(text.prefix(max(0, columns - 1))) + "~"
  }
}

extension Array {
  /// The element at `index`, or `nil` past the ends.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
