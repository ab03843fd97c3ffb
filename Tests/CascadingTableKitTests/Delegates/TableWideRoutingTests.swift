import CascadingTableKit
import Testing

/// The table-wide members (API.md §10: the scroll view's 14 and
/// `tableViewDidEndMultipleSelectionInteraction`) through ``MixedSectionFixture``'s tree: each
/// reaches the leaves owning a visible row, once each, in table order, with its arguments
/// unchanged; a question stops at the first non-`nil` answer.
@MainActor
struct TableWideRoutingTests {
  let fixture = MixedSectionFixture()

  /// The selectors' grid names of the 15 table-wide members, written from API.md §10.
  nonisolated static let names: Set<String> = [
    "scrollViewDidScroll", "scrollViewDidZoom", "scrollViewWillBeginDragging",
    "scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating",
    "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation", "viewForZooming",
    "scrollViewWillBeginZooming", "scrollViewDidEndZooming", "scrollViewShouldScrollToTop",
    "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset",
    "tableViewDidEndMultipleSelectionInteraction",
  ]

  /// The grid's entries for them.
  nonisolated static let methods = RoutedMethod.everyMethod.filter { names.contains($0.name) }

  /// Visible: the first section's row, then rows 3-7 of section 1 (the block's last row, the
  /// group's first row, the deep block's two rows, the group's last row).
  static let visible =
    [TableIndexPath(row: 0, section: 0)]
    + (3...7).map { TableIndexPath(row: $0, section: 1) }

  /// The owners of ``visible``, each once, in table order (from the fixture's drawing).
  static let onScreen = ["first", "block", "groupRow", "deep", "groupLast"]

  /// A path the grid passes; these members take none, so any will do.
  static let anyPath = TableIndexPath(row: 0, section: 0)

  @Test func everyTableWideMemberIsInTheGrid() {
    #expect(Set(Self.methods.map(\.name)) == Self.names)
  }

  @Test(arguments: methods)
  func aNotificationReachesEveryChildOnScreenOnceInOrder(_ method: RoutedMethod) {
    fixture.table.visibleRows = Self.visible
    let arguments = CallArguments()
    let answer = method.invoke(fixture.root, fixture.table, Self.anyPath, arguments)
    let expected = method.expectedCall(tableID(fixture.table), Self.anyPath, arguments)
    if answer == .void {
      #expect(fixture.journal.entries == Self.onScreen.map { .init(node: $0, call: expected) })
    } else {
      // Every stub answers, so the first child on screen answers and nobody else is asked.
      #expect(fixture.journal.entries == [.init(node: "first", call: expected)])
      #expect(answer == method.childAnswer(fixture.stubs["first"]!))
    }
  }

  @Test(arguments: methods)
  func nothingOnScreenReachesNobody(_ method: RoutedMethod) {
    for visible in [nil, []] as [[TableIndexPath]?] {
      fixture.table.visibleRows = visible
      let answer = method.invoke(fixture.root, fixture.table, Self.anyPath, CallArguments())
      // What a node answers with no child on screen (API.md §10; DefaultReturnValues.md).
      let none: [String: Answer] = [
        "scrollViewShouldScrollToTop": .bool(nil), "viewForZooming": .object(nil),
      ]
      #expect(answer == none[method.name, default: .void])
    }
    #expect(fixture.journal.entries.isEmpty)
  }

  @Test func onlyTheRowsOnScreenCount() {
    // Only row 8 of section 1 visible: only its owner hears, not the rest of the tree.
    fixture.table.visibleRows = [TableIndexPath(row: 8, section: 1)]
    fixture.root.scrollViewDidScroll(fixture.table)
    #expect(
      fixture.journal.entries == [.init(node: "row8", call: .didScroll(tableID(fixture.table)))])
  }

  @Test func aQuestionTakesTheFirstNonNilAnswerAndAsksNoFurther() {
    fixture.table.visibleRows = Self.visible
    fixture.stubs["first"]!.shouldScrollToTop = nil
    fixture.stubs["block"]!.shouldScrollToTop = nil
    fixture.stubs["groupRow"]!.shouldScrollToTop = true
    fixture.stubs["deep"]!.shouldScrollToTop = false
    #expect(fixture.root.scrollViewShouldScrollToTop(fixture.table) == true)
    let call = DelegateCall.shouldScrollToTop(tableID(fixture.table))
    #expect(
      fixture.journal.entries == ["first", "block", "groupRow"].map { .init(node: $0, call: call) })
  }

  @Test func aViewForZoomingIsTheFirstNonNilOne() {
    fixture.table.visibleRows = Self.visible
    fixture.stubs["first"]!.zoomView = nil
    let deepView = TableHeaderFooterView(reuseIdentifier: "deep-zoom")
    fixture.stubs["block"]!.zoomView = nil
    fixture.stubs["groupRow"]!.zoomView = nil
    fixture.stubs["deep"]!.zoomView = deepView
    #expect(fixture.root.viewForZooming(in: fixture.table) === deepView)
    #expect(fixture.journal.entries.map(\.node) == ["first", "block", "groupRow", "deep"])
  }

  @Test func noAnswerOnScreenIsNil() {
    fixture.table.visibleRows = Self.visible
    for name in Self.onScreen { fixture.stubs[name]!.shouldScrollToTop = nil }
    #expect(fixture.root.scrollViewShouldScrollToTop(fixture.table) == nil)
    #expect(fixture.journal.entries.map(\.node) == Self.onScreen)
  }

  @Test func theTargetOffsetPassesThroughEachChildInTurn() {
    let table = RecordingTableHost()
    let log = TargetLog()
    let leaves = (0..<4).map { number in
      let leaf = TargetNudgingLeaf()
      leaf.name = "leaf\(number)"
      leaf.log = log
      return leaf
    }
    let group = CascadingSectionTableDelegate(index: 0, childDelegates: [leaves[1], leaves[2]])
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [leaves[0], group, leaves[3]])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section])
    table.visibleRows = (0..<3).map { TableIndexPath(row: $0, section: 0) }
    var target = TablePoint(x: 0, y: 100)
    root.scrollViewWillEndDragging(
      table, withVelocity: TablePoint(x: 0, y: 2), targetContentOffset: &target)
    // Each leaf adds its number + 1 to y; leaf3 is off screen (row 3).
    #expect(log.seen.map(\.name) == ["leaf0", "leaf1", "leaf2"])
    #expect(log.seen.map(\.y) == [100, 101, 103])
    #expect(log.seen.allSatisfy { $0.velocity == TablePoint(x: 0, y: 2) })
    #expect(target == TablePoint(x: 0, y: 106))
  }
}
