import CascadingTableKit
import Testing

/// The headless table's prefetch window (API.md §10) against ``PrefetchWindowModel`` over
/// random scrolls and updates: the calls of every pass are exactly the model's, and the rules
/// hold on their own (each row prefetched at most once until cancelled or displayed, never a
/// row displayed in the same pass, a cancel only of a prefetched row that left undisplayed).
@MainActor
struct HeadlessPrefetchWindowTests {
  static let rowHeight = 10.0
  static let viewportHeight = 45.0

  /// A table over `recorder` with rows of ``rowHeight`` and no headers or footers.
  static func makeTable(_ recorder: PrefetchRecorder, distance: Int) -> HeadlessTableView {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: viewportHeight))
    table.rowHeight = rowHeight
    table.estimatedRowHeight = rowHeight
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    table.dataSource = recorder
    table.delegate = recorder
    table.prefetchDataSource = recorder
    table.prefetchDistance = distance
    return table
  }

  /// 2,000 seeds (times `CTK_PROMISE_SCALE`, from `CTK_PROMISE_SEED_BASE`); a failure names
  /// its seed.
  @Test func randomScrollsAndUpdatesMatchTheModel() {
    let failures = PromiseRun.failures(count: 2_000) { Self.run(seed: $0) }
    #expect(failures == nil)
  }

  /// One random walk; the first difference from the model or broken rule, or `nil`.
  static func run(seed: UInt64) -> String? {
    var generator = HostSeededGenerator(seed: 0x5EED_0025 &+ seed)
    let counts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
      Int.random(in: 0...9, using: &generator)
    }
    let distance = Int.random(in: 0...6, using: &generator)
    let recorder = PrefetchRecorder(counts: counts)
    let table = makeTable(recorder, distance: distance)
    var model = PrefetchWindowModel(
      counts: counts, rowHeight: rowHeight, viewportHeight: viewportHeight, distance: distance)
    table.reloadData()
    table.layoutIfNeeded()
    var expected = model.pass()
    // The rows prefetched before the step, when the step is a scroll (an update or a reload
    // forgets or moves rows, which the model checks).
    var before: [TableIndexPath]? = []
    for step in 0..<30 {
      let events = recorder.events
      recorder.reset()
      if events != expected {
        return "step \(step) (counts \(model.counts), offset \(model.offset)): "
          + "table \(events), model \(expected)"
      }
      if var outstanding = before.map(Set.init) {
        let displayed = Set(table.indexPathsForVisibleRows ?? [])
        if let broken = check(events, displayed: displayed, outstanding: &outstanding) {
          return "step \(step): \(broken)"
        }
      }
      let prefetched = model.prefetched
      let isScroll: Bool
      (expected, isScroll) = randomStep(table, recorder, &model, &generator)
      before = isScroll ? prefetched : nil
    }
    return nil
  }

  /// Checks the rules on the calls of one pass, updating the prefetched rows they leave.
  static func check(
    _ events: [PrefetchRecorder.Event], displayed: Set<TableIndexPath>,
    outstanding: inout Set<TableIndexPath>
  ) -> String? {
    for event in events {
      switch event {
      case .cancel(let paths):
        for path in paths {
          guard outstanding.remove(path) != nil else { return "\(path) cancelled unprefetched" }
          if displayed.contains(path) { return "\(path) cancelled while displayed" }
        }
      case .prefetch(let paths):
        for path in paths {
          guard outstanding.insert(path).inserted else { return "\(path) prefetched twice" }
          if displayed.contains(path) { return "\(path) prefetched while displayed" }
        }
      }
    }
    outstanding.subtract(displayed)
    return nil
  }

  /// Makes one random change on both the table and the model; returns the model's calls.
  static func randomStep(
    _ table: HeadlessTableView, _ recorder: PrefetchRecorder, _ model: inout PrefetchWindowModel,
    _ generator: inout HostSeededGenerator
  ) -> (events: [PrefetchRecorder.Event], isScroll: Bool) {
    let total = Double(model.rows.count) * rowHeight
    let choice = Int.random(in: 0..<10, using: &generator)
    let sections = model.counts.indices
    switch choice {
    case 0:
      let section = Int.random(in: sections, using: &generator)
      let path = TableIndexPath(
        row: Int.random(in: 0...model.counts[section], using: &generator), section: section)
      recorder.counts[section] += 1
      table.insertRows(at: [path], with: .automatic)
      return (model.insert(path), false)
    case 1:
      let rows = model.rows
      guard let path = rows.randomElement(using: &generator) else { return (model.pass(), false) }
      recorder.counts[path.section] -= 1
      table.deleteRows(at: [path], with: .automatic)
      return (model.delete(path), false)
    case 2:
      guard let path = model.rows.randomElement(using: &generator) else {
        return (model.pass(), false)
      }
      table.reloadRows(at: [path], with: .automatic)
      return (model.reload(path), false)
    case 3 where Int.random(in: 0..<3, using: &generator) == 0:
      table.reloadData()
      table.layoutIfNeeded()
      return (model.reloadAll(), false)
    default:
      let small = Double(Int.random(in: -25...25, using: &generator))
      let far = Double(Int.random(in: -20...Int(total) + 20, using: &generator))
      let offset = Bool.random(using: &generator) ? model.offset + small : far
      table.contentOffset = offset
      return (model.scroll(to: offset), true)
    }
  }

  @Test func scrollingDownPrefetchesTheNextRowsNearestFirstAndUpReversesIt() {
    let recorder = PrefetchRecorder(counts: [3, 0, 20])
    let table = Self.makeTable(recorder, distance: 3)
    table.layoutIfNeeded()
    // Rows 0-2 of section 0 and 0-1 of section 2 are on screen (45 points of 10-point rows).
    let row = { (row: Int, section: Int) in TableIndexPath(row: row, section: section) }
    #expect(recorder.events == [.prefetch([row(2, 2), row(3, 2), row(4, 2)])])
    recorder.reset()
    table.contentOffset = 20  // rows (2,0) ... (3,2) on screen
    #expect(recorder.events == [.prefetch([row(5, 2), row(6, 2)])])
    recorder.reset()
    table.contentOffset = 15  // up: (1,0) ... (2,2); the rows below are cancelled
    #expect(
      recorder.events == [
        .cancel([row(4, 2), row(5, 2), row(6, 2)]), .prefetch([row(0, 0)]),
      ])
  }

  @Test func nothingIsCalledWhenDisabledOrWithoutAPrefetchDataSource() {
    let recorder = PrefetchRecorder(counts: [50])
    let table = Self.makeTable(recorder, distance: 5)
    table.isPrefetchingEnabled = false
    table.layoutIfNeeded()
    table.contentOffset = 100
    table.prefetchDataSource = nil
    table.isPrefetchingEnabled = true
    table.contentOffset = 200
    #expect(recorder.events.isEmpty)
    #expect(HeadlessTableView().isPrefetchingEnabled)
    #expect(HeadlessTableView().prefetchDistance == 10)
  }

  @Test func aPrefetchDataSourceChangingTheTableFromInsidePrefetchIsSeenAtOnce() {
    let recorder = PrefetchRecorder(counts: [30])
    let table = Self.makeTable(recorder, distance: 4)
    var deleted = false
    // Unowned: the recorder holds this closure, which would otherwise hold the recorder and
    // the table (a cycle AddressSanitizer reports as a leak).
    recorder.onPrefetch = { [unowned recorder, unowned table] paths in
      // Deletes the first prefetched row from inside the call, once.
      guard !deleted, let first = paths.first else { return }
      deleted = true
      recorder.counts[0] -= 1
      table.deleteRows(at: [first], with: .automatic)
    }
    table.layoutIfNeeded()
    let row = { TableIndexPath(row: $0, section: 0) }
    // Rows 0-4 shown; 5-8 prefetched; row 5 deleted: 6-8 became 5-7, and the pass looks again
    // and prefetches the new row 8. Row 5 (the deleted one) is never cancelled.
    #expect(recorder.events == [.prefetch([row(5), row(6), row(7), row(8)]), .prefetch([row(8)])])
    #expect(table.numberOfRows(inSection: 0) == 29)
    recorder.reset()
    table.contentOffset = 200
    #expect(recorder.events.first == .cancel([row(5), row(6), row(7), row(8)]))
  }
}
