import Testing

@testable import CascadingTableKit

/// Re-synchronising a node's children writes a run of kept children of exactly the class
/// ``CascadingBareTableDelegate`` that the node already stamped (see ``NodeSerial``) in a
/// loop of its own: their index, and with a table, the routing layout's entry. These tests
/// break such runs in every way the loop must notice (a child of another class, one moved in
/// from another parent, one given another parent or index by hand, a new child) and check the
/// node against a plain model after every step: each child's `index` and `parentDelegate`, and
/// that every row routes to the child at its position, by the layout read in the same pass
/// when the node has a table.
@MainActor
struct KeptBareRunModelTests {
  /// A bare subclass overriding nothing: never written by the run's loop.
  final class SubclassRow: CascadingBareTableDelegate {}

  /// What a seed's run found wrong, or `nil`.
  private func run(seed: UInt64, withTable: Bool) -> String? {
    var random = HostSeededGenerator(seed: seed)
    let section = CascadingSectionTableDelegate(index: 0, childDelegates: [])
    let other = CascadingSectionTableDelegate(index: 1, childDelegates: [])
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [section, other])
    let table = HeadlessTableView()
    if withTable {
      root.prepare(tableView: table)
    }
    func newRow() -> any CascadingTableDelegate {
      Int.random(in: 0..<5, using: &random) == 0 ? SubclassRow() : CascadingBareTableDelegate()
    }
    section.childDelegates = (0..<Int.random(in: 0..<40, using: &random)).map { _ in newRow() }
    other.childDelegates = (0..<8).map { _ in newRow() }
    // The model: the section's children, by identity.
    var model = section.childDelegates.map(ObjectIdentifier.init)

    for step in 0..<60 {
      let count = section.childDelegates.count
      let kind = Int.random(in: 0..<9, using: &random)
      switch kind {
      case 0:
        let position = Int.random(in: 0...count, using: &random)
        let row = newRow()
        section.childDelegates.insert(row, at: position)
        model.insert(ObjectIdentifier(row), at: position)
      case 1 where count > 0:
        let position = Int.random(in: 0..<count, using: &random)
        section.childDelegates.remove(at: position)
        model.remove(at: position)
      case 2 where count > 1:
        let first = Int.random(in: 0..<count, using: &random)
        let second = Int.random(in: 0..<count, using: &random)
        section.childDelegates.swapAt(first, second)
        model.swapAt(first, second)
      case 3 where !other.childDelegates.isEmpty:
        // From another parent, which stamped it: its serial is not this node's.
        let row = other.childDelegates.removeLast()
        let position = Int.random(in: 0...count, using: &random)
        section.childDelegates.insert(row, at: position)
        model.insert(ObjectIdentifier(row), at: position)
        other.childDelegates.append(newRow())
      case 4 where count > 0:
        // Another parent written by hand resets the serial: the next edit takes it back.
        let position = Int.random(in: 0..<count, using: &random)
        let child = section.childDelegates[position]
        child.parentDelegate = other
        section.childDelegates.append(newRow())
        model.append(ObjectIdentifier(section.childDelegates[count]))
      case 5 where count > 0:
        // An index written by hand keeps the serial: the next edit writes it again.
        let position = Int.random(in: 0..<count, using: &random)
        let child = section.childDelegates[position]
        child.index = -7
        section.childDelegates.insert(newRow(), at: 0)
        model.insert(ObjectIdentifier(section.childDelegates[0]), at: 0)
      case 6:
        // An assignment keeping children at both ends, with new ones between.
        let children = section.childDelegates
        let prefix = Int.random(in: 0...count, using: &random)
        let suffix = Int.random(in: 0...(count - prefix), using: &random)
        let middle = (0..<Int.random(in: 0..<4, using: &random)).map { _ in newRow() }
        let assigned = Array(children[..<prefix]) + middle + Array(children[(count - suffix)...])
        section.childDelegates = assigned
        model = assigned.map(ObjectIdentifier.init)
      case 7:
        section.childDelegates.reverse()
        model.reverse()
      default:
        // Routed calls between edits build the table where nothing read the layout.
        for row in 0..<count {
          _ = section.routedChild(for: TableIndexPath(row: row, section: 0))
        }
      }
      if let problem = check(section, against: model, withTable: withTable) {
        return "step \(step) (kind \(kind)): \(problem)"
      }
    }
    return nil
  }

  /// What is wrong with `section`'s children against `model`, or `nil`.
  private func check(
    _ section: CascadingSectionTableDelegate, against model: [ObjectIdentifier], withTable: Bool
  ) -> String? {
    let children = section.childDelegates
    guard children.map(ObjectIdentifier.init) == model else { return "children differ" }
    if withTable, section.routing.childRouting == .unbuilt, !children.isEmpty,
      children.allSatisfy({ type(of: $0) == CascadingBareTableDelegate.self })
    {
      // Every child fills one row by its class's own span: the pass read the layout.
      return "no layout read in the pass"
    }
    for (position, child) in children.enumerated() {
      if child.index != position { return "child \(position) has index \(child.index)" }
      if child.parentDelegate !== section { return "child \(position) has another parent" }
      let routed = section.routedChild(for: TableIndexPath(row: position, section: 0))
      if routed !== child { return "row \(position) routes to another child" }
    }
    if section.routedChild(for: TableIndexPath(row: children.count, section: 0)) != nil {
      return "the row after the last routes to a child"
    }
    return nil
  }

  @Test(arguments: [false, true])
  func runsOfKeptBareChildrenStayInStepWithTheModel(withTable: Bool) {
    var failures = 0
    for seed in UInt64(1)...1_500 {
      if let failure = run(seed: seed, withTable: withTable) {
        failures += 1
        if failures <= 5 { Issue.record("seed \(seed): \(failure)") }
      }
    }
    #expect(failures == 0)
  }
}
