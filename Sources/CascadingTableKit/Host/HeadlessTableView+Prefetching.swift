extension HeadlessTableView {
  // MARK: Prefetching

  /// How many times one prefetch pass looks at the viewport again because one of its calls
  /// changed the table; after that, the next layout looks again.
  static let maximumPrefetchLooks = 8

  /// The prefetch pass, run after every layout: tells the prefetch data source about the rows
  /// that entered the prefetch window and those that left it undisplayed.
  ///
  /// The window is the ``prefetchDistance`` rows beyond the displayed ones in the direction
  /// the viewport last moved (down at first and after a reload), across sections, nearest
  /// first. Each look at the viewport:
  /// 1. forgets, without a cancel, the prefetched rows now displayed;
  /// 2. cancels, in one `cancelPrefetchingForRowsAt` call in table order, the prefetched rows
  ///    outside the window;
  /// 3. prefetches, in one `prefetchRowsAt` call nearest first, the window's rows not
  ///    prefetched yet (never a displayed row: the display pass ran first).
  ///
  /// A call that changes the table (remapping the prefetched rows, see
  /// ``remapState(rows:sections:)``) or lays it out again makes the pass look again once the
  /// call returns, instead of making a nested pass; a change made by the cancel call is seen
  /// before anything is prefetched. With prefetching off or no prefetch data source, the pass
  /// returns at once.
  /// - Complexity: O(*d*²) for a prefetch distance of *d*, plus O(*e*) for *e* empty sections
  ///   skipped. Allocates nothing in a steady scroll: the calls' arrays reuse their storage
  ///   (unless the receiver keeps them), and a tree passes a batch its one owner takes on as
  ///   it is.
  func prefetchIfEnabled() {
    guard isPrefetchingEnabled, let source = prefetchDataSource else {
      prefetching.forget()
      return
    }
    guard !prefetching.isRunning else {
      prefetching.setNeedsPass()
      return
    }
    prefetching.begin()
    defer { prefetching.end() }
    for _ in 0..<Self.maximumPrefetchLooks {
      let generation = lifecycle.generation
      prefetching.look(at: window.offset)
      collectPrefetchWindow()
      let cancelled = prefetching.takeCancelled { window.cells[$0] != nil }
      if !cancelled.isEmpty {
        source.tableView(self, cancelPrefetchingForRowsAt: cancelled)
        guard lifecycle.generation == generation && !prefetching.needsPass else { continue }
      }
      let new = prefetching.takeNew()
      if !new.isEmpty {
        source.tableView(self, prefetchRowsAt: new)
      }
      guard lifecycle.generation != generation || prefetching.needsPass else { return }
    }
  }

  /// Collects the prefetch window into ``PrefetchWindow/window``: up to ``prefetchDistance``
  /// rows past the last displayed item (or before the first, scrolling up), nearest first.
  private func collectPrefetchWindow() {
    let distance = prefetchDistance
    guard distance > 0, let first = window.items.first, let last = window.items.last else {
      return
    }
    let sections = content.sections
    var count = 0
    if prefetching.isScrollingUp {
      var section: Int
      var row: Int
      switch first {
      case .row(let indexPath): (section, row) = (indexPath.section, indexPath.row - 1)
      case .header(let header): (section, row) = (header, -1)
      case .footer(let footer): (section, row) = (footer, Int.max)
      }
      while section >= 0 && section < sections.count && count < distance {
        row = min(row, sections[section].rowCount - 1)
        if row >= 0 {
          prefetching.appendToWindow(TableIndexPath(row: row, section: section))
          count += 1
          row -= 1
        } else {
          section -= 1
          row = Int.max
        }
      }
    } else {
      var section: Int
      var row: Int
      switch last {
      case .row(let indexPath): (section, row) = (indexPath.section, indexPath.row + 1)
      case .header(let header): (section, row) = (header, 0)
      case .footer(let footer): (section, row) = (footer + 1, 0)
      }
      while section < sections.count && count < distance {
        if row < sections[section].rowCount {
          prefetching.appendToWindow(TableIndexPath(row: row, section: section))
          count += 1
          row += 1
        } else {
          section += 1
          row = 0
        }
      }
    }
  }
}
