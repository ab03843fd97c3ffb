import CascadingTableKit
import Testing

/// The bare delegate's own answers: the minimum a table needs, and "not answered" elsewhere.
@MainActor
struct CascadingBareTableDelegateTests {
  let table = RecordingTableHost()

  @Test func itHasNoRowsAndANewEmptyCellPerCall() {
    let bare = CascadingBareTableDelegate()
    let path = TableIndexPath(row: 0, section: 0)
    #expect(bare.tableView(table, numberOfRowsInSection: 0) == 0)
    let cell = bare.tableView(table, cellForRowAt: path)
    #expect(cell !== bare.tableView(table, cellForRowAt: path))
    #expect(cell.reuseIdentifier == nil)
  }

  @Test(arguments: RoutedMethod.all)
  func itAnswersNoOtherMethod(_ method: RoutedMethod) {
    let child = CompleteDelegateStub()
    let bare = CascadingBareTableDelegate(index: 0, childDelegates: [child])
    let path = TableIndexPath(row: 0, section: 0)
    let answer = method.invoke(bare, table, path, CallArguments())
    let notAnswered: Answer =
      switch method.defaultAnswer(path) {
      case .void: .void
      case .bool: .bool(nil)
      case .int: .int(nil)
      case .double: .double(nil)
      case .string: .string(nil)
      case .style: .style(nil)
      case .view: .view(nil)
      case .actionTitles: .actionTitles(nil)
      case .object: .object(nil)
      case .objects: .objects(nil)
      case .previewParameters: .previewParameters(nil)
      case .dropProposal: .dropProposal(nil)
      case .indexPath where method.name == "targetIndexPathForMove":
        .indexPath(CallArguments.proposedDestination)
      case .indexPath: .indexPath(path)
      case .cell, .strings: .void
      }
    #expect(answer == notAnswered)
    #expect(child.calls.isEmpty)
  }

  @Test func itAnswersOneSectionAndNoSectionIndexOrPreferredFocus() {
    let bare = CascadingBareTableDelegate()
    #expect(bare.numberOfSections(in: table) == 1)
    #expect(bare.sectionIndexTitles(for: table) == nil)
    #expect(bare.tableView(table, sectionForSectionIndexTitle: "A", at: 0) == nil)
    #expect(bare.indexPathForPreferredFocusedView(in: table) == nil)
  }
}
