import CascadingTableKit
import Testing

/// Children of many classes in one node, in runs and alternating: a node re-synchronising them
/// finds each child's class once per class met in a row (not once per child), so every switch
/// of class between neighbours, and every class coming back after another, must still write
/// each child's `index` and `parentDelegate` through the right class.
@MainActor
struct MixedClassChildrenTests {
  /// A second bare subclass, so that two classes of one kind meet.
  final class OtherRow: CascadingBareTableDelegate {}

  /// A generic bare subclass: each specialisation is a class of its own.
  final class GenericRow<Value>: CascadingBareTableDelegate {}

  /// A node of class number `kind`.
  private static func node(ofKind kind: Int) -> any CascadingTableDelegate {
    switch kind % 7 {
    case 0: CascadingBareTableDelegate()
    case 1: IndexWriteCountingRow()
    case 2: OtherRow()
    case 3: GenericRow<Int>()
    case 4: GenericRow<String>()
    case 5: CompleteDelegateStub(name: "hand", index: -1)
    default: CascadingSectionTableDelegate(index: -1, childDelegates: [])
    }
  }

  /// Expects every child of `parent` to know its position and `parent`.
  private static func expectInStep(_ parent: CascadingSectionTableDelegate) {
    for (position, child) in parent.childDelegates.enumerated() {
      #expect(child.index == position, "child \(position) (\(type(of: child)))")
      #expect(child.parentDelegate === parent, "child \(position) (\(type(of: child)))")
    }
  }

  @Test(arguments: [1, 2, 3, 7])
  func everyChildOfEveryClassIsIndexedAndParented(runLength: Int) {
    // Runs of `runLength` children of one class, the classes in turn: a run length of 1
    // alternates the class at every child.
    let children = (0..<70).map { Self.node(ofKind: $0 / runLength) }
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: children)
    Self.expectInStep(section)

    section.childDelegates.insert(Self.node(ofKind: 5), at: 0)
    Self.expectInStep(section)
    section.childDelegates.insert(Self.node(ofKind: 6), at: 35)
    Self.expectInStep(section)
    section.childDelegates.remove(at: 10)
    Self.expectInStep(section)
    section.childDelegates.swapAt(3, 60)
    Self.expectInStep(section)
    section.childDelegates.reverse()
    Self.expectInStep(section)
    section.childDelegates = section.childDelegates.shuffled() + [Self.node(ofKind: 1)]
    Self.expectInStep(section)
  }

  @Test func aCountingRowAmongOtherClassesSeesEveryShiftOfItsIndex() {
    let counting = IndexWriteCountingRow()
    let section = CascadingSectionTableDelegate(
      index: 0, childDelegates: [OtherRow(), counting, Self.node(ofKind: 5)])
    counting.indexWrites = 0
    // Each insert in front of it shifts it once; an edit behind it still writes its index, as
    // every change re-indexes every child.
    section.childDelegates.insert(GenericRow<Int>(), at: 0)
    section.childDelegates.insert(Self.node(ofKind: 6), at: 0)
    section.childDelegates.append(OtherRow())
    #expect(counting.index == 3)
    #expect(counting.indexWrites == 3)
  }
}
