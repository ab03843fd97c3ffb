import CascadingTableKit
import Testing

/// `index` and `parentDelegate` under random edits, checked after every step against a plain
/// model of the original's rule: every change of a syncing node's children makes each of its
/// children, in order, take its position as `index` and the node as `parentDelegate`; a removed
/// child keeps what it was last given; an explicit write holds until the next change of a node
/// holding the child; an assigned empty state takes index 0 and the node.
@MainActor
struct IndexAndParentModelTests {
  /// A row delegate that overrides `index` and `parentDelegate` (calling `super`), and reads
  /// both, and its siblings' positions, from inside the setters' observers.
  final class ObservingRow: CascadingBareTableDelegate {
    /// Every read made inside an observer that disagreed with the value just written.
    var disagreements: [String] = []

    override var index: Int {
      didSet {
        if index != super.index { disagreements.append("index \(index) vs \(super.index)") }
        // A read of the parent's children from inside the callback must not trap.
        _ = parentDelegate?.childDelegates.count
      }
    }

    override var parentDelegate: (any CascadingTableDelegate)? {
      didSet {
        if parentDelegate !== super.parentDelegate { disagreements.append("parent") }
        _ = index
      }
    }
  }

  /// The model: each node's expected `index` and parent, and each syncing node's children.
  struct Model {
    var index: [ObjectIdentifier: Int] = [:]
    var parent: [ObjectIdentifier: ObjectIdentifier?] = [:]
    var children: [[ObjectIdentifier]]

    /// The original's rule after a change of `node`'s children.
    mutating func resync(_ node: Int, _ parentIdentity: ObjectIdentifier) {
      for (position, child) in children[node].enumerated() {
        index[child] = position
        parent[child] = parentIdentity
      }
    }
  }

  @Test func indexAndParentFollowThePlainModelUnderRandomEdits() {
    var failures = 0
    for seed in UInt64(1)...2_000 {
      if let failure = run(seed: seed) {
        failures += 1
        if failures <= 5 { Issue.record("seed \(seed): \(failure)") }
      }
    }
    #expect(failures == 0)
  }

  /// Runs one seed's sequence; returns the first disagreement with the model, or `nil`.
  private func run(seed: UInt64) -> String? {
    var random = HostSeededGenerator(seed: seed)
    let parents: [PropagatingTableDelegate] = [
      CascadingSectionTableDelegate(index: 0, childDelegates: []),
      CascadingRootTableDelegate(index: 1, childDelegates: []),
      PropagatingTableDelegate(index: 2, childDelegates: [], propagationMode: .row),
    ]
    let pool: [any CascadingTableDelegate] = (0..<10).map { number in
      switch number % 5 {
      case 0: CascadingBareTableDelegate()
      case 1: ObservingRow()
      case 2: CompleteDelegateStub(name: "hand \(number)", index: 0)
      case 3: CascadingSectionTableDelegate(index: 0, childDelegates: [])
      default: PropagatingTableDelegate(index: 0, childDelegates: [], propagationMode: .section)
      }
    }
    var model = Model(children: parents.map { _ in [] })
    for node in pool {
      model.index[ObjectIdentifier(node)] = 0
      model.parent[ObjectIdentifier(node)] = .some(nil)
    }
    for step in 0..<40 {
      let action = apply(
        step: Int.random(in: 0..<13, using: &random), parents: parents, pool: pool,
        model: &model, random: &random)
      if let failure = check(parents: parents, pool: pool, model: model) {
        return "step \(step) (\(action)): \(failure)"
      }
    }
    return nil
  }

  /// Applies one random edit to the tree and the model; returns its name.
  private func apply(
    step kind: Int, parents: [PropagatingTableDelegate], pool: [any CascadingTableDelegate],
    model: inout Model, random: inout HostSeededGenerator
  ) -> String {
    let target = Int.random(in: 0..<parents.count, using: &random)
    let parent = parents[target]
    let node = pool[Int.random(in: 0..<pool.count, using: &random)]
    let count = parent.childDelegates.count
    var edited = parent.childDelegates
    var name = ""
    switch kind {
    case 0, 1:
      let position = Int.random(in: 0...count, using: &random)
      parent.childDelegates.insert(node, at: position)
      edited.insert(node, at: position)
      name = "insert at \(position)"
    case 2 where count > 0:
      let position = Int.random(in: 0..<count, using: &random)
      parent.childDelegates.remove(at: position)
      edited.remove(at: position)
      name = "remove at \(position)"
    case 3 where count > 1:
      let (first, second) = (
        Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random)
      )
      parent.childDelegates.swapAt(first, second)
      edited.swapAt(first, second)
      name = "swap \(first) \(second)"
    case 4 where count > 0:
      // A move within the node, in one in-place access.
      let (source, destination) = (
        Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random)
      )
      Self.move(&parent.childDelegates, from: source, to: destination)
      Self.move(&edited, from: source, to: destination)
      name = "move \(source) to \(destination)"
    case 5:
      edited = pool.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
      parent.childDelegates = edited
      name = "replace all with \(edited.count)"
    case 6 where count > 1:
      // Keep both ends, replace the middle.
      let middle = pool.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
      edited = [edited[0]] + middle + [edited[count - 1]]
      parent.childDelegates = edited
      name = "replace the middle with \(middle.count)"
    case 7 where count > 0:
      // Move a child to another node, removing it here first.
      let position = Int.random(in: 0..<count, using: &random)
      let other = (target + 1) % parents.count
      let moved = parent.childDelegates.remove(at: position)
      edited.remove(at: position)
      model.children[target] = edited.map { ObjectIdentifier($0) }
      model.resync(target, ObjectIdentifier(parent))
      parents[other].childDelegates.append(moved)
      model.children[other].append(ObjectIdentifier(moved))
      model.resync(other, ObjectIdentifier(parents[other]))
      return "move \(position) to node \(other)"
    case 8:
      let value = Int.random(in: -3...30, using: &random)
      node.index = value
      model.index[ObjectIdentifier(node)] = value
      return "write index \(value)"
    case 9:
      let newParent: (any CascadingTableDelegate)? = Bool.random(using: &random) ? parent : nil
      node.parentDelegate = newParent
      model.parent[ObjectIdentifier(node)] = .some(newParent.map { ObjectIdentifier($0) })
      return "write parent"
    case 10:
      guard parent.emptyStateDelegate !== node else { return "same empty state" }
      parent.emptyStateDelegate = node
      model.index[ObjectIdentifier(node)] = 0
      model.parent[ObjectIdentifier(node)] = ObjectIdentifier(parent)
      return "empty state"
    case 11:
      // Edits inside a transaction on a node without a table.
      let position = Int.random(in: 0...count, using: &random)
      parent.performUpdates(animation: .none) {
        parent.childDelegates.insert(node, at: position)
        if count > 0 { parent.childDelegates.removeLast() }
      }
      edited.insert(node, at: position)
      if count > 0 {
        // Two changes: the first re-synchronised every child, then the last one left.
        model.children[target] = edited.map { ObjectIdentifier($0) }
        model.resync(target, ObjectIdentifier(parent))
        edited.removeLast()
      }
      name = "transaction insert at \(position)"
    case 12:
      parent.childDelegates.removeAll()
      edited = []
      name = "remove all"
    default:
      return "nothing"
    }
    model.children[target] = edited.map { ObjectIdentifier($0) }
    model.resync(target, ObjectIdentifier(parent))
    return name
  }

  /// Moves one element, in one in-place access of the array.
  private static func move(
    _ array: inout [any CascadingTableDelegate], from source: Int, to destination: Int
  ) {
    let element = array.remove(at: source)
    array.insert(element, at: destination)
  }

  /// The first disagreement between the tree and the model, or `nil`.
  private func check(
    parents: [PropagatingTableDelegate], pool: [any CascadingTableDelegate], model: Model
  ) -> String? {
    for (number, parent) in parents.enumerated()
    where parent.childDelegates.map({ ObjectIdentifier($0) }) != model.children[number] {
      return "node \(number) holds other children"
    }
    for (number, node) in pool.enumerated() {
      let identity = ObjectIdentifier(node)
      if node.index != model.index[identity] {
        return "child \(number): index \(node.index), model \(model.index[identity] ?? -99)"
      }
      let parent = node.parentDelegate.map { ObjectIdentifier($0) }
      if parent != model.parent[identity] ?? nil {
        return "child \(number): another parent"
      }
      if let row = node as? ObservingRow, !row.disagreements.isEmpty {
        return "child \(number) read inside a callback: \(row.disagreements)"
      }
    }
    return nil
  }
}
