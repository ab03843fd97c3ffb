import CascadingTableKit
import Testing

/// A cell a binder configures.
private final class TitleCell: TableCell {}

@MainActor
struct CellBinderTests {
  private func makeBinder() -> CellBinder {
    CellBinder(
      cellType: TitleCell.self, registrationMethod: .class(TitleCell.self),
      reuseIdentifier: "Title"
    ) { $0.text = "configured" }
  }

  @Test func aBinderKeepsItsRegistrationIdentifierAndCellType() {
    let binder = makeBinder()
    #expect(binder.reuseIdentifier == "Title")
    #expect(binder.cellType == TitleCell.self)
    guard case .class(let cellClass) = binder.registrationMethod else {
      Issue.record("expected a class registration, got \(binder.registrationMethod)")
      return
    }
    #expect(cellClass == TitleCell.self)
  }

  @Test func theNibInitialiserRegistersTheNib() {
    let nib = TableNib(nibName: "Title", bundle: nil)
    let binder = CellBinder(cellType: TitleCell.self, nib: nib, reuseIdentifier: "Title") { _ in }
    guard case .nib(let registered) = binder.registrationMethod else {
      Issue.record("expected a nib registration, got \(binder.registrationMethod)")
      return
    }
    #expect(registered == nib)
  }

  @Test func aBinderHasNoIdentityOrRowAnswersByDefault() {
    let binder = makeBinder()
    #expect(binder.id == nil)
    #expect(binder.content == nil)
    #expect(binder.rowHeight == nil)
    #expect(binder.isSelectable)
    #expect(binder.didSelect == nil)
    #expect(binder.leadingSwipeActions == nil)
    #expect(binder.trailingSwipeActions == nil)
  }

  @Test func identifyingSetsTheIdentityAndTheContent() {
    let identified = makeBinder().identified(by: 7)
    #expect(identified.id == AnyHashable(7))
    #expect(identified.content == nil)
    let withContent = identified.identified(by: "seven", content: 3)
    #expect(withContent.id == AnyHashable("seven"))
    #expect(withContent.content == AnyHashable(3))
    #expect(withContent.identified(by: 8).content == nil)
  }

  @Test func rowModifiersSetWhatTheRowAnswers() {
    var selected = 0
    let binder = makeBinder()
      .rowHeight(80)
      .onSelect { selected += 1 }
      .swipeActions(
        .trailing,
        [TableContextualAction(style: .destructive, title: "Delete") { _, done in done(true) }]
      )
      .swipeActions(
        .leading, [TableContextualAction(style: .normal, title: "Pin") { _, done in done(true) }])
    #expect(binder.rowHeight == 80)
    binder.didSelect?()
    #expect(selected == 1)
    #expect(binder.trailingSwipeActions?.actions.map(\.title) == ["Delete"])
    #expect(binder.leadingSwipeActions?.actions.map(\.title) == ["Pin"])
    #expect(!binder.unselectable().isSelectable)
  }
}
