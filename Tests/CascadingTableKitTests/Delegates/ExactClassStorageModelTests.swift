import CascadingTableKit
import Testing

/// `index` and `parentDelegate` of children of exactly ``CascadingBareTableDelegate`` (whose
/// storage a parent writes directly), among subclasses with and without overrides of the two
/// accessors, a generic subclass, a subclass of a subclass overriding them with
/// `override weak var`, hand-written conformers and section nodes, under random edits: after
/// every step each node reads as a plain model of the original's rule says, and every override
/// has seen every `index` write the model counts and the last parent written.
@MainActor
struct ExactClassStorageModelTests {
  /// A bare subclass overriding both accessors (calling `super`), counting the `index` writes
  /// it sees and remembering the last values, and reading both from inside its observers.
  class RecordingRow: CascadingBareTableDelegate {
    var indexWrites = 0
    var seenIndex = 0
    weak var seenParent: (any CascadingTableDelegate)?
    var disagreements: [String] = []

    override var index: Int {
      didSet {
        indexWrites += 1
        seenIndex = index
        if index != super.index { disagreements.append("index \(index) vs \(super.index)") }
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
  final class RecordingPlainRow: PlainRow {
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

    /// The original's rule after a change of a node's children: each child, in order, takes
    /// its position and the node (one `index` write each).
    mutating func resync(_ node: Int, _ parentIdentity: ObjectIdentifier) {
      for (position, child) in children[node].enumerated() {
        index[child] = position
        parent[child] = parentIdentity
        indexWrites[child, default: 0] += 1
      }
    }
  }

  @Test func exactBareChildrenAmongOtherClassesFollowThePlainModel() {
    var failures = 0
    for seed in UInt64(1)...3_000 {
      if let failure = run(seed: seed) {
        failures += 1
        if failures <= 5 { Issue.record("seed \(seed): \(failure)") }
      }
    }
    #expect(failures == 0)
  }

  /// A node of kind `kind`.
  private static func node(ofKind kind: Int, number: Int) -> any CascadingTableDelegate {
    switch kind {
    case 0, 1: CascadingBareTableDelegate()
    case 2: RecordingRow()
    case 3: PlainRow()
    case 4: RecordingPlainRow()
    case 5: GenericRow<Int>()
    case 6: CompleteDelegateStub(name: "hand \(number)", index: 0)
    default: CascadingSectionTableDelegate(index: 0, childDelegates: [])
    }
  }

  /// Runs one seed's sequence; returns the first disagreement with the model, or `nil`.
  private func run(seed: UInt64) -> String? {
    var random = HostSeededGenerator(seed: seed)
    let parents: [PropagatingTableDelegate] = [
      CascadingSectionTableDelegate(index: 0, childDelegates: []),
      CascadingRootTableDelegate(index: 1, childDelegates: []),
      PropagatingTableDelegate(index: 2, childDelegates: [], propagationMode: .row),
    ]
    // Exact bare nodes are the most common, in runs, so that the reader's one cast per class
    // met is exercised between them and every other class.
    let pool: [any CascadingTableDelegate] = (0..<14).map { number in
      Self.node(ofKind: Int.random(in: 0..<8, using: &random), number: number)
    }
    var model = Model(children: parents.map { _ in [] })
    for node in pool {
      model.index[ObjectIdentifier(node)] = 0
      model.parent[ObjectIdentifier(node)] = .some(nil)
      model.indexWrites[ObjectIdentifier(node)] = Self.indexWrites(of: node) ?? 0
    }
    for step in 0..<40 {
      let action = apply(
        step: Int.random(in: 0..<11, using: &random), parents: parents, pool: pool,
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
    case 3:
      // Replace all, often with children another node holds.
      edited = pool.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
      parent.childDelegates = edited
      name = "replace all with \(edited.count)"
    case 4 where count > 1:
      parent.childDelegates.reverse()
      edited.reverse()
      name = "reverse"
    case 5 where count > 0:
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
    case 6:
      let value = Int.random(in: -3...30, using: &random)
      node.index = value
      model.index[ObjectIdentifier(node)] = value
      model.indexWrites[ObjectIdentifier(node), default: 0] += 1
      return "write index \(value)"
    case 7:
      let newParent: (any CascadingTableDelegate)? = Bool.random(using: &random) ? parent : nil
      node.parentDelegate = newParent
      model.parent[ObjectIdentifier(node)] = .some(newParent.map { ObjectIdentifier($0) })
      return "write parent"
    case 8:
      // The protocol's own re-synchronisation, through the accessors.
      parent.validateChildDelegates()
      name = "validate"
    case 9:
      // One insert inside a transaction on a node without a table.
      let position = Int.random(in: 0...count, using: &random)
      parent.performUpdates(animation: .none) {
        parent.childDelegates.insert(node, at: position)
      }
      edited.insert(node, at: position)
      name = "transaction insert at \(position)"
    case 10:
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

  /// The `index` writes an overriding node saw, or `nil` for a node that does not count them.
  private static func indexWrites(of node: any CascadingTableDelegate) -> Int? {
    (node as? RecordingRow)?.indexWrites ?? (node as? RecordingPlainRow)?.indexWrites
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
      if let row = node as? RecordingRow {
        if !row.disagreements.isEmpty { return "\(kind) read in a callback: \(row.disagreements)" }
        if row.seenIndex != row.index || row.seenParent !== row.parentDelegate {
          return "\(kind): its override missed a write"
        }
      }
      if let row = node as? RecordingPlainRow,
        row.seenIndex != row.index || row.seenParent !== row.parentDelegate
      {
        return "\(kind): its override missed a write"
      }
    }
    return nil
  }
}
