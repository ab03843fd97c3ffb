import CascadingTableKit
import Testing

/// The table-wide calls the headless table makes, in UIKit's orders, over 100 rows of 10
/// points in a 100-point viewport (content 1,000 points, offsets 0...900). Expected offsets
/// come from that arithmetic and UIKit's deceleration (a fling of *v* points per millisecond
/// travels *v* × 0.998 / 0.002 = 499 *v* points).
@MainActor
struct HeadlessTableViewScrollCallsTests {
  let model = HostRecordingDelegate(sectionCount: 1, rowsPerSection: 100)
  let recorder = ScrollCallRecorder()
  let table = HeadlessTableView(viewportSize: TableSize(width: 100, height: 100))

  init() {
    table.rowHeight = 10
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    model.attach(to: table)
    table.delegate = recorder
    table.layoutIfNeeded()
  }

  @Test func settingTheOffsetTellsDidScrollOnceAndOnlyWhenItMoves() {
    table.contentOffset = 120
    table.contentOffset = 120
    table.contentOffset = 5_000
    table.contentOffset = 2_000
    #expect(recorder.events == [.didScroll(at: 120), .didScroll(at: 900)])
  }

  @Test func aFlingDragsThenDecelerates() {
    table.dragContent(by: 50, velocity: 0.5)
    #expect(
      recorder.events == [
        .willBeginDragging(at: 0), .didScroll(at: 50),
        .willEndDragging(velocity: 0.5, target: 299.5, at: 50),
        .didEndDragging(decelerate: true, at: 50), .willBeginDecelerating(at: 50),
        .didScroll(at: 299.5), .didEndDecelerating(at: 299.5),
      ])
    #expect(table.contentOffset == 299.5)
  }

  @Test func aDragWithoutVelocityStopsWhereTheFingerLifts() {
    table.dragContent(by: 30)
    #expect(
      recorder.events == [
        .willBeginDragging(at: 0), .didScroll(at: 30),
        .willEndDragging(velocity: 0, target: 30, at: 30),
        .didEndDragging(decelerate: false, at: 30),
      ])
  }

  @Test func theTableHonoursAChangedTargetClampedToTheContent() {
    recorder.newTarget = 700
    table.dragContent(by: 10, velocity: 0.1)
    #expect(table.contentOffset == 700)
    #expect(recorder.events.suffix(2) == [.didScroll(at: 700), .didEndDecelerating(at: 700)])
    recorder.events = []
    recorder.newTarget = 4_000
    table.dragContent(by: 0, velocity: -1)
    #expect(table.contentOffset == 900)
    // The finger did not move: no didScroll before the target; the fling target is clamped.
    #expect(
      recorder.events == [
        .willBeginDragging(at: 700), .willEndDragging(velocity: -1, target: 201, at: 700),
        .didEndDragging(decelerate: true, at: 700), .willBeginDecelerating(at: 700),
        .didScroll(at: 900), .didEndDecelerating(at: 900),
      ])
  }

  @Test func tappingTheStatusBarScrollsToTheTopUnlessRefused() {
    table.contentOffset = 300
    recorder.events = []
    recorder.shouldScrollToTop = false
    #expect(!table.tapStatusBar())
    #expect(recorder.events == [.shouldScrollToTop(at: 300)])
    #expect(table.contentOffset == 300)
    recorder.events = []
    recorder.shouldScrollToTop = nil
    #expect(table.tapStatusBar())
    #expect(
      recorder.events == [.shouldScrollToTop(at: 300), .didScroll(at: 0), .didScrollToTop(at: 0)])
  }

  @Test func anAnimatedScrollToARowEndsItsAnimation() {
    table.scrollToRow(at: TableIndexPath(row: 40, section: 0), at: .top, animated: true)
    #expect(recorder.events == [.didScroll(at: 400), .didEndScrollingAnimation(at: 400)])
    recorder.events = []
    table.scrollToRow(at: TableIndexPath(row: 20, section: 0), at: .top, animated: false)
    #expect(recorder.events == [.didScroll(at: 200)])
    recorder.events = []
    // Already there: no move, no animation to end.
    table.scrollToRow(at: TableIndexPath(row: 20, section: 0), at: .top, animated: true)
    #expect(recorder.events.isEmpty)
  }

  @Test func aPanToSelectEndsItsInteraction() {
    table.allowsMultipleSelectionDuringEditing = true
    recorder.beginsMultipleSelection = true
    let selected = table.panToSelectRows(
      from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 2, section: 0))
    #expect(selected.count == 3)
    #expect(recorder.events == [.didBeginMultipleSelection, .didEndMultipleSelection])
    recorder.events = []
    recorder.beginsMultipleSelection = nil
    // Unanswered: no interaction begins, so none ends.
    table.panToSelectRows(
      from: TableIndexPath(row: 3, section: 0), to: TableIndexPath(row: 4, section: 0))
    #expect(recorder.events.isEmpty)
  }
}
