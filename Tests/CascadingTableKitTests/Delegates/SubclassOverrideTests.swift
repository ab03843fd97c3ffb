import CascadingTableKit
import Testing

/// Every open class, subclassed with every table method overridden.
enum OverridingClass: String, CaseIterable, Sendable {
  case propagating = "PropagatingTableDelegate"
  case root = "CascadingRootTableDelegate"
  case section = "CascadingSectionTableDelegate"
  case bare = "CascadingBareTableDelegate"

  /// An instance of the overriding subclass, seen only through the protocol, with the stub its
  /// overrides forward to.
  @MainActor
  func make() -> (node: any CascadingTableDelegate, stub: CompleteDelegateStub) {
    switch self {
    case .propagating:
      let node = OverridingPropagatingTableDelegate(index: 0, childDelegates: [])
      return (node, node.stub)
    case .root:
      let node = OverridingCascadingRootTableDelegate(index: 0, childDelegates: [])
      return (node, node.stub)
    case .section:
      let node = OverridingCascadingSectionTableDelegate(index: 0, childDelegates: [])
      return (node, node.stub)
    case .bare:
      let node = OverridingCascadingBareTableDelegate(index: 0, childDelegates: [])
      return (node, node.stub)
    }
  }
}

/// A subclass's override of any table method is what a caller reaches through the protocols
/// (API.md rule 1.4): none of them is a protocol-extension default in disguise.
@MainActor
struct SubclassOverrideTests {
  @Test func theMethodListCoversAllFiftyMethodsOnce() {
    let names = RoutedMethod.everyMethod.map(\.name)
    #expect(names.count == 50)
    #expect(Set(names).count == 50)
  }

  @Test(arguments: OverridingClass.allCases, RoutedMethod.everyMethod)
  func anOverrideIsReachedThroughTheProtocol(_ kind: OverridingClass, method: RoutedMethod) {
    let (node, stub) = kind.make()
    stub.sectionIndexTitles = ["K"]
    stub.sectionForSectionIndexTitle = 4
    stub.preferredFocusedIndexPath = TableIndexPath(row: 9, section: 9)
    let table = RecordingTableHost()
    let arguments = CallArguments()
    let path = TableIndexPath(row: 1, section: 2)
    let answer = method.invoke(node, table, path, arguments)
    #expect(answer == method.childAnswer(stub))
    #expect(stub.calls == [method.expectedCall(tableID(table), path, arguments)])
  }

  @Test(arguments: OverridingClass.allCases)
  func overridesAreReachedThroughTheCascadingProtocolToo(_ kind: OverridingClass) {
    let (node, stub) = kind.make()
    let table = RecordingTableHost()
    let path = TableIndexPath(row: 1, section: 0)
    #expect(node.tableView(table, numberOfRowsInSection: 0) == stub.numberOfRows)
    #expect(node.tableView(table, heightForRowAt: path) == stub.heightForRow)
    node.tableView(table, didSelectRowAt: path)
    let id = tableID(table)
    #expect(stub.calls == [.numberOfRows(id, 0), .heightForRow(id, path), .didSelect(id, path)])
  }

  @Test(arguments: OverridingClass.allCases)
  func aPrepareOverrideIsReachedThroughTheProtocol(_ kind: OverridingClass) {
    let (node, stub) = kind.make()
    let table = RecordingTableHost()
    node.prepare(tableView: table)
    #expect(stub.calls == [.prepare(tableID(table))])
  }
}
