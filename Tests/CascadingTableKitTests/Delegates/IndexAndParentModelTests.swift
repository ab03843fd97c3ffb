import CascadingTableKit
import Testing

/// `index` and `parentDelegate` under random edits, checked after every step against a plain
/// model of the original's rule: every change of a syncing node's children makes each of its
/// children, in order, take its position as `index` and the node as `parentDelegate`; a removed
/// child keeps what it was last given; an explicit write holds until the next change of a node
/// holding the child; an assigned empty state takes index 0 and the node.
///
/// Children of exactly ``CascadingBareTableDelegate`` have their storage written directly by
/// their parent; subclasses (with and without overrides of the two accessors, generic ones, a
/// subclass of a subclass overriding them with `override weak var`), hand-written conformers
/// and section nodes go through the accessors, and every override sees every `index` write the
/// model counts and the last parent written.
@MainActor
struct IndexAndParentModelTests {
  /// A row delegate that overrides `index` and `parentDelegate` (calling `super`), reads both,
  /// and its siblings' positions, from inside the setters' observers, and counts the `index`
  /// writes it sees.
  final class ObservingRow: CascadingBareTableDelegate {
    /// Every read made inside an observer that disagreed with the value just written.
    var disagreements: [String] = []
    var indexWrites = 0
    var seenIndex = 0
    weak var seenParent: (any CascadingTableDelegate)?

    override var index: Int {
      didSet {
        indexWrites += 1
        seenIndex = index
        if index != super.index { disagreements.append("index \(index) vs \(super.index)") }
        // A read of the parent's children from inside the callback must not trap.
        _ = parentDelegate?.childDelegates.count
      }
    }

    override var parentDelegate: (any CascadingTableDelegate)? {
      didSet {
        seenParent = parentDelegate
        if parentDelegate !== super.parentDelegate { disagreements.append("parent") }
        _ = index
      }
    }
  }

  /// A bare subclass that overrides nothing.
  class PlainRow: CascadingBareTableDelegate {}

  /// A subclass of a subclass that overrides the accessors, the parent one as `weak`, as a
  /// port of the original would.
  final class ObservingPlainRow: PlainRow {
    var indexWrites = 0
    var seenIndex = 0
    weak var seenParent: (any CascadingTableDelegate)?

    override var index: Int {
      didSet {
        indexWrites += 1
        seenIndex = index
      }
    }

    override weak var parentDelegate: (any CascadingTableDelegate)? {
      didSet { seenParent = parentDelegate }
    }
  }

  /// A generic bare subclass overriding nothing: each specialisation is a class of its own.
  final class GenericRow<Value>: CascadingBareTableDelegate {}

  /// The model: each node's expected `index`, parent and count of `index` writes, and each
  /// syncing node's children.
  struct Model {
    var index: [ObjectIdentifier: Int] = [:]
    var parent: [ObjectIdentifier: ObjectIdentifier?] = [:]
    var indexWrites: [ObjectIdentifier: Int] = [:]
    var children: [[ObjectIdentifier]]

    /// The original's rule after a change of `node`'s children: each child, in order, takes
    /// its position and the node (one `index` write each).
    mutating func resync(_ node: Int, _ parentIdentity: ObjectIdentifier) {
      for (position, child) in children[node].enumerated() {
        index[child] = position
        parent[child] = parentIdentity
        indexWrites[child, default: 0] += 1
      }
    }

    /// An explicit write of `value` as `node`'s index.
    mutating func write(index value: Int, of node: ObjectIdentifier) {
      index[node] = value
      indexWrites[node, default: 0] += 1
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

  /// Children of exactly `CascadingBareTableDelegate`, the most common and in runs, among
  /// every other class, so that the parent's reading of its children (one cast per class met)
  /// is exercised between them; the edits include `validateChildDelegates()` and a reversal.
  @Test func exactBareChildrenAmongOtherClassesFollowThePlainModel() {
    var failures = 0
    for seed in UInt64(1)...3_000 {
      if let failure = run(seed: seed, poolSize: 14, stepKinds: 15, node: Self.mixedNode) {
        failures += 1
        if failures <= 5 { Issue.record("seed \(seed): \(failure)") }
      }
    }
    #expect(failures == 0)
  }

  /// The first test's pool: one class after another by number.
  private static func classicNode(
    number: Int, random: inout HostSeededGenerator
  ) -> any CascadingTableDelegate {
    switch number % 5 {
    case 0: CascadingBareTableDelegate()
    case 1: ObservingRow()
    case 2: CompleteDelegateStub(name: "hand \(number)", index: 0)
    case 3: CascadingSectionTableDelegate(index: 0, childDelegates: [])
    default: PropagatingTableDelegate(index: 0, childDelegates: [], propagationMode: .section)
    }
  }

  /// The exact-class pool: a random class, exactly `CascadingBareTableDelegate` one time in four.
  private static func mixedNode(
    number: Int, random: inout HostSeededGenerator
  ) -> any CascadingTableDelegate {
    switch Int.random(in: 0..<8, using: &random) {
    case 0, 1: CascadingBareTableDelegate()
    case 2: ObservingRow()
    case 3: PlainRow()
    case 4: ObservingPlainRow()
    case 5: GenericRow<Int>()
    case 6: CompleteDelegateStub(name: "hand \(number)", index: 0)
    default: CascadingSectionTableDelegate(index: 0, childDelegates: [])
    }
  }

  /// Runs one seed's sequence over a pool of `poolSize` nodes made by `node`, drawing each step
  /// among the first `stepKinds` kinds of edit; returns the first disagreement with the model,
  /// or `nil`.
  private func run(
    seed: UInt64, poolSize: Int = 10, stepKinds: Int = 13,
    node: @MainActor (Int, inout HostSeededGenerator) -> any CascadingTableDelegate = Self
      .classicNode
  ) -> String? {
    var random = HostSeededGenerator(seed: seed)
    let parents: [PropagatingTableDelegate] = [
      CascadingSectionTableDelegate(index: 0, childDelegates: []),
      CascadingRootTableDelegate(index: 1, childDelegates: []),
      PropagatingTableDelegate(index: 2, childDelegates: [], propagationMode: .row),
    ]
    let pool = (0..<poolSize).map { node($0, &random) }
    var model = Model(children: parents.map { _ in [] })
    for node in pool {
      model.index[ObjectIdentifier(node)] = 0
      model.parent[ObjectIdentifier(node)] = .some(nil)
      model.indexWrites[ObjectIdentifier(node)] = Self.indexWrites(of: node) ?? 0
    }
    for step in 0..<40 {
      let action = apply(
        step: Int.random(in: 0..<stepKinds, using: &random), parents: parents, pool: pool,
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
      model.write(index: value, of: ObjectIdentifier(node))
      return "write index \(value)"
    case 9:
      let newParent: (any CascadingTableDelegate)? = Bool.random(using: &random) ? parent : nil
      node.parentDelegate = newParent
      model.parent[ObjectIdentifier(node)] = .some(newParent.map { ObjectIdentifier($0) })
      return "write parent"
    case 10:
      guard parent.emptyStateDelegate !== node else { return "same empty state" }
      parent.emptyStateDelegate = node
      model.write(index: 0, of: ObjectIdentifier(node))
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
    case 13:
      // The protocol's own re-synchronisation, through the accessors.
      parent.validateChildDelegates()
      name = "validate"
    case 14 where count > 1:
      parent.childDelegates.reverse()
      edited.reverse()
      name = "reverse"
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

  /// The `index` writes an overriding node saw, or `nil` for a node that does not count them.
  private static func indexWrites(of node: any CascadingTableDelegate) -> Int? {
    (node as? ObservingRow)?.indexWrites ?? (node as? ObservingPlainRow)?.indexWrites
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
      let kind = "child \(number) (\(type(of: node)))"
      if node.index != model.index[identity] {
        return "\(kind): index \(node.index), model \(model.index[identity] ?? -99)"
      }
      let parent = node.parentDelegate.map { ObjectIdentifier($0) }
      if parent != model.parent[identity] ?? nil {
        return "\(kind): another parent"
      }
      // Read through the class as well as through the protocol.
      if let bare = node as? CascadingBareTableDelegate,
        bare.index != node.index || bare.parentDelegate !== node.parentDelegate
      {
        return "\(kind): the class and the protocol disagree"
      }
      if let written = Self.indexWrites(of: node), written != model.indexWrites[identity] {
        return "\(kind): saw \(written) index writes, model \(model.indexWrites[identity] ?? -1)"
      }
      if let row = node as? ObservingRow {
        if !row.disagreements.isEmpty {
          return "\(kind) read inside a callback: \(row.disagreements)"
        }
        if row.seenIndex != row.index || row.seenParent !== row.parentDelegate {
          return "\(kind): its override missed a write"
        }
      }
      if let row = node as? ObservingPlainRow,
        row.seenIndex != row.index || row.seenParent !== row.parentDelegate
      {
        return "\(kind): its override missed a write"
      }
    }
    return nil
  }
}
