import CascadingTableKit
import Testing

/// Rows whose trailing swipe offers an action that keeps its completion for later ("Ask", a
/// swipe confirmed by an alert) and one that completes at once ("Now"), recording the
/// completions it kept and the swipes that ended.
@MainActor
private final class ConfirmingRows: CascadingBareTableDelegate {
  var rowCount = 0
  var kept: [TableContextualAction.Completion] = []
  var ended: [TableIndexPath?] = []
  var performed: [String] = []

  override func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    rowCount
  }

  override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
  }

  override func tableView(
    _ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath
  ) -> TableSwipeActionsConfiguration? {
    let ask = TableContextualAction(style: .destructive, title: "Ask") {
      [weak self] action, completion in
      self?.performed.append(action.title ?? "")
      self?.kept.append(completion)
    }
    let now = TableContextualAction(style: .normal, title: "Now") { [weak self] action, done in
      self?.performed.append(action.title ?? "")
      done(true)
    }
    return TableSwipeActionsConfiguration(actions: [ask, now])
  }

  override func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?)
  {
    ended.append(indexPath)
  }
}

/// A plain model of the swipe UIKit keeps open while an action waits for its completion.
private struct SwipeModel {
  /// The open swipe's row and number, and whether an action of it waits.
  var open: (row: Int, number: Int, pending: Bool)?
  /// The number of the swipe each kept completion belongs to, and whether it was called.
  var kept: [(number: Int, called: Bool)] = []
  var ended: [Int] = []
  var performed: [String] = []
  var swipes = 0
  var editing = false

  mutating func close() {
    if let open { ended.append(open.row) }
    open = nil
  }
}

@MainActor
struct HeadlessTableViewPendingSwipeTests {
  private func makeTable(rows: Int) -> (HeadlessTableView, ConfirmingRows) {
    let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))
    table.rowHeight = 20
    table.register(TableCell.self, forCellReuseIdentifier: "Row")
    let rowsDelegate = ConfirmingRows()
    rowsDelegate.rowCount = rows
    table.dataSource = rowsDelegate
    table.delegate = rowsDelegate
    table.reloadData()
    return (table, rowsDelegate)
  }

  @Test func aSwipeStaysOpenUntilItsActionCallsItsCompletionLater() throws {
    let (table, rows) = makeTable(rows: 3)
    let row = TableIndexPath(row: 1, section: 0)
    #expect(table.swipeRow(at: row) == ["Ask", "Now"])
    #expect(table.tapSwipeAction(at: 0))
    #expect(table.indexPathForSwipedRow == row)
    #expect(table.renderText(width: 20) == "\n         [Ask] [Now]\n")
    #expect(!table.tapSwipeAction(at: 1))
    #expect(rows.performed == ["Ask"])
    #expect(rows.ended.isEmpty)
    let completion = try #require(rows.kept.first)
    completion(true)
    #expect(table.indexPathForSwipedRow == nil)
    #expect(rows.ended == [row])
    completion(false)
    #expect(rows.ended == [row])
  }

  @Test func aCompletionCalledAfterTheSwipeClosedOtherwiseDoesNothing() throws {
    let (table, rows) = makeTable(rows: 3)
    table.swipeRow(at: TableIndexPath(row: 0, section: 0))
    table.tapSwipeAction(at: 0)
    table.swipeRow(at: TableIndexPath(row: 2, section: 0))
    let late = try #require(rows.kept.first)
    late(false)
    #expect(table.indexPathForSwipedRow == TableIndexPath(row: 2, section: 0))
    #expect(rows.ended == [TableIndexPath(row: 0, section: 0)])
  }

  @Test func anActionThatCompletesAtOnceClosesTheSwipeAtOnce() {
    let (table, rows) = makeTable(rows: 3)
    table.swipeRow(at: TableIndexPath(row: 2, section: 0))
    #expect(table.tapSwipeAction(at: 1))
    #expect(table.indexPathForSwipedRow == nil)
    #expect(rows.ended == [TableIndexPath(row: 2, section: 0)])
  }

  @Test func anActionCarriesItsImageAndBackgroundColourNames() {
    var action = TableContextualAction(style: .normal, title: "Pin") { _, done in done(true) }
    #expect(action.image == nil)
    #expect(action.backgroundColor == nil)
    action.image = "pin.fill"
    action.backgroundColor = "systemOrange"
    #expect(action.image == "pin.fill")
    #expect(action.backgroundColor == "systemOrange")
  }

  /// Random swipes, taps, completions (kept ones, in any order, again and late), scrolls,
  /// reloads, editing and closing, against `SwipeModel`.
  @Test func randomSequencesMatchThePlainModel() {
    for seed in UInt64(1)...2_000 {
      var random = HostSeededGenerator(seed: seed)
      let rowCount = Int.random(in: 1...12, using: &random)
      let (table, rows) = makeTable(rows: rowCount)
      var model = SwipeModel()
      var steps: [String] = []
      for _ in 0..<24 {
        let choice = Int.random(in: 0..<8, using: &random)
        switch choice {
        case 0, 1:
          let row = Int.random(in: 0..<rowCount, using: &random)
          steps.append("swipe \(row)")
          table.swipeRow(at: TableIndexPath(row: row, section: 0))
          if !model.editing {
            model.close()
            model.swipes += 1
            model.open = (row, model.swipes, false)
          }
        case 2, 3:
          let position = Int.random(in: 0..<3, using: &random)
          steps.append("tap \(position)")
          let ran = table.tapSwipeAction(at: position)
          var expected = false
          if let open = model.open, !open.pending, position < 2 {
            expected = true
            if position == 0 {
              model.performed.append("Ask")
              model.open?.pending = true
              model.kept.append((open.number, false))
            } else {
              model.performed.append("Now")
              model.close()
            }
          }
          #expect(ran == expected, "seed \(seed): \(steps)")
        case 4:
          guard !model.kept.isEmpty else { continue }
          let index = Int.random(in: 0..<model.kept.count, using: &random)
          steps.append("complete \(index)")
          rows.kept[index](Bool.random(using: &random))
          if !model.kept[index].called, model.open?.number == model.kept[index].number {
            model.close()
          }
          model.kept[index].called = true
        case 5:
          let offset = Double(Int.random(in: 0...(rowCount * 20), using: &random))
          steps.append("scroll \(offset)")
          table.contentOffset = offset
        case 6:
          steps.append("reload")
          table.reloadData()
          model.close()
        default:
          let editing = Bool.random(using: &random)
          steps.append(editing ? "edit" : "end swipe")
          if editing {
            table.setEditing(!table.isEditing, animated: false)
            model.editing.toggle()
          } else {
            table.endSwipe()
          }
          model.close()
        }
        #expect(
          table.indexPathForSwipedRow?.row == model.open?.row, "seed \(seed): \(steps)")
        #expect(rows.ended.map { $0?.row } == model.ended, "seed \(seed): \(steps)")
        #expect(rows.performed == model.performed, "seed \(seed): \(steps)")
        if table.indexPathForSwipedRow?.row != model.open?.row { return }
      }
    }
  }
}
