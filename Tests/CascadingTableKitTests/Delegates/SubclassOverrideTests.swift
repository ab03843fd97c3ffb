import CascadingTableKit
import Testing

/// A subclass's override of any table method is what a caller reaches through the protocols
/// (API.md rule 1.4): none of them is a protocol-extension default in disguise.
@MainActor
struct SubclassOverrideTests {
  /// The grid holds one method per member of the generated manifest, and calling each of them
  /// through the protocols on a stub records exactly the member's own call: together they reach
  /// every member of Scripts/GenerateSurface.swift's table, each once.
  @Test func theMethodListCoversEveryMemberOfTheManifestOnce() {
    let names = RoutedMethod.everyMethod.map(\.name)
    let manifest = SurfaceManifest.methods
    #expect(names.count == manifest.count)
    #expect(Set(names).count == manifest.count)
    #expect(Set(manifest.map(\.selector)).count == manifest.count)
    var recorded: [String] = []
    for method in RoutedMethod.everyMethod {
      let stub = CompleteDelegateStub()
      stub.sectionIndexTitles = ["K"]
      _ = method.invoke(stub, RecordingTableHost(), TableIndexPath(row: 1, section: 2), .init())
      #expect(stub.calls.count == 1, "\(method.name)")
      recorded += stub.calls.map { String(String(describing: $0).prefix { $0 != "(" }) }
    }
    #expect(recorded.sorted() == manifest.map(\.recorded).sorted())
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

  @Test(arguments: OverridingClass.allCases)
  func identityOverridesAreReachedThroughTheProtocol(_ kind: OverridingClass) {
    let (node, _) = kind.make()
    #expect(node.differenceIdentifier == AnyHashable("overridden"))
    #expect(!node.isContentEqual(to: node))
  }
}
