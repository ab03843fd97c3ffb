import CascadingTableKit
import Testing

/// A group that took in its former parent and then left the tree is freed (P9). Found by the
/// move-heavy black-box walk, seed 10300088 (`CTK_BLACKBOX_SEED_BASE=8300082`): the former
/// parent's record of what the table was told still held the group, the group held the former
/// parent as a child, and neither was ever recorded again.
@MainActor
@Suite struct RemovedGroupFreedTests {
  /// Where the transaction runs and what it does.
  enum Variant: CaseIterable, Sendable {
    /// On the section: a group takes in its former parent, then leaves.
    case onSection
    /// The same on the root.
    case onRoot
    /// On the section: the group leaves without taking its former parent in.
    case withoutCycle
    /// Outside a transaction, under the `.difference` reload mode: each edit is its own
    /// transaction.
    case outsideTransaction
  }

  private func row(_ name: String) -> BoxRow { BoxRow(name: name, content: 0) }

  private func group(
    _ name: String, _ children: [any CascadingTableDelegate],
    mode: CascadingSectionTableDelegate.ReloadMode
  ) -> BoxSection {
    let group = BoxSection(name: name, mode: mode)
    group.childDelegates = children
    return group
  }

  /// Builds root(section(outer(r3 r10 inner(r5 r6)) r7 other(r9))) on a table, moves `inner`
  /// out of `outer` into `other`, `outer` into `inner`, and removes `inner`; returns the
  /// tree, its table and weak references to `inner` and `outer`.
  private func run(_ variant: Variant) -> (BoxSectionGroup, HeadlessTableView, [BoxTree.Weak]) {
    let mode: CascadingSectionTableDelegate.ReloadMode =
      variant == .outsideTransaction ? .difference(animation: .fade) : .none
    let table = HeadlessTableView(viewportSize: TableSize(width: 320, height: 240))
    let inner = group("inner", [row("r5"), row("r6")], mode: mode)
    let outer = group("outer", [row("r3"), row("r10"), inner], mode: mode)
    let other = group("other", [row("r9")], mode: mode)
    let section = group("section", [outer, row("r7"), other], mode: mode)
    let root = BoxSectionGroup(name: "root", mode: .none)
    root.childDelegates = [section]
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    let edits = {
      let r3 = outer.childDelegates.remove(at: 0)
      inner.childDelegates.insert(r3, at: 1)
      _ = outer.childDelegates.remove(at: 1)
      other.childDelegates.insert(inner, at: 1)
      if variant != .withoutCycle {
        section.childDelegates.remove(at: 0)
        inner.childDelegates.insert(outer, at: 0)
      }
      other.childDelegates.remove(at: 1)
    }
    switch variant {
    case .onSection, .withoutCycle: section.performUpdates(edits)
    case .onRoot: root.performUpdates(edits)
    case .outsideTransaction: edits()
    }
    let expected: [String] = variant == .withoutCycle ? ["r10", "r7", "r9"] : ["r7", "r9"]
    let shown = (0..<table.numberOfRows(inSection: 0)).map {
      table.cellForRow(at: TableIndexPath(row: $0, section: 0))?.text ?? "?"
    }
    #expect(shown == expected)
    return (root, table, [BoxTree.Weak(node: inner), BoxTree.Weak(node: outer)])
  }

  @Test(arguments: Variant.allCases)
  func aGroupThatTookInItsFormerParentIsFreedOnceRemoved(variant: Variant) {
    let (root, table, references) = run(variant)
    if variant == .withoutCycle {
      #expect(references[0].node == nil)
    } else {
      #expect(references.allSatisfy { $0.node == nil })
    }
    #expect(table.problems.isEmpty)
    withExtendedLifetime((root, table)) {}
  }
}
