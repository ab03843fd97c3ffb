/// Draws random edits a user could make to a model tree, within one subtree (a transaction's
/// node), never making a node a child of itself.
struct EditGenerator {
  var random: SeededGenerator
  /// Whether trees hold only sections, groups and hand-written rows (no blocks, data sources
  /// or empty states): every row of such a tree can be dragged anywhere.
  let movableOnly: Bool
  private var serial = 0

  init(random: SeededGenerator, movableOnly: Bool = false) {
    self.random = random
    self.movableOnly = movableOnly
  }

  /// A fresh name with this prefix.
  mutating func name(_ prefix: String) -> String {
    serial += 1
    return "\(prefix)\(serial)"
  }

  /// A new subtree that can go into `parent`.
  mutating func newNode(for parent: ModelNode, depth: Int = 0) -> ModelNode {
    if parent.kind == .sectionNode {
      switch random.below(depth > 1 ? 5 : 7) {
      case 0 where !movableOnly:
        return ModelNode(.declared, name("d"), rows: newRows(random.below(3)))
      case 5, 6:
        let group = ModelNode(.sectionNode, name("g"))
        group.children = (0..<random.below(3)).map { _ in newNode(for: group, depth: depth + 1) }
        return group
      default:
        let section = ModelNode(.rowNode, name("s"))
        section.children = (0..<random.below(4)).map { _ in
          newNode(for: section, depth: depth + 1)
        }
        return section
      }
    }
    switch random.below(depth > 2 ? 6 : 9) {
    case 0 where !movableOnly:
      return ModelNode(.block, name("b"), rows: newRows(random.below(3), block: true))
    case 1 where !movableOnly:
      return ModelNode(.declared, name("d"), rows: newRows(random.below(3)))
    case 6, 7, 8:
      let group = ModelNode(.rowNode, name("s"))
      group.children = (0..<random.below(3)).map { _ in newNode(for: group, depth: depth + 1) }
      return group
    default:
      let row = ModelNode(.row, name("r"))
      row.content = random.below(3)
      return row
    }
  }

  /// Fresh row names for a block ("y…") or a data source ("x…").
  mutating func newRows(_ count: Int, block: Bool = false) -> [String] {
    (0..<count).map { _ in name(block ? "y" : "x") }
  }

  /// A random edit inside `scope` (a container of the model), or nil when none fits.
  mutating func edit(in scope: ModelNode) -> BoxEdit? {
    let containers = scope.subtree.filter { $0.kind == .sectionNode || $0.kind == .rowNode }
      .filter { isInTree($0, scope) }
    guard !containers.isEmpty else { return nil }
    let parent = containers[random.below(containers.count)]
    switch random.below(12) {
    case 0, 1, 2:
      return .insert(
        parent: parent.name, at: random.below(parent.children.count + 1),
        node: newNode(for: parent))
    case 3, 4:
      guard !parent.children.isEmpty, parent !== scope || parent.children.count > 1 else {
        return nil
      }
      return .remove(parent: parent.name, at: random.below(parent.children.count))
    case 5, 6, 7:
      guard !parent.children.isEmpty else { return nil }
      let at = random.below(parent.children.count)
      let moved = parent.children[at]
      let movedNodes = Set(moved.subtree.map(\.name))
      let targets = containers.filter { $0.canHold(moved) && !movedNodes.contains($0.name) }
      guard !targets.isEmpty else { return nil }
      let target = targets[random.below(targets.count)]
      let count = target.children.count - (target === parent ? 1 : 0)
      return .move(
        from: parent.name, at: at, to: target.name, destination: random.below(count + 1))
    case 8:
      let rows = parent.children.indices.filter { parent.children[$0].kind == .row }
      guard !rows.isEmpty else { return nil }
      let at = rows[random.below(rows.count)]
      return .replaceRow(
        parent: parent.name, at: at, content: parent.children[at].content + 1 + random.below(2))
    case 9, 10:
      let holders = scope.subtree.filter { $0.kind == .block || $0.kind == .declared }
        .filter { isInTree($0, scope) }
      guard !holders.isEmpty else { return nil }
      let holder = holders[random.below(holders.count)]
      var rows = holder.rows
      switch random.below(3) {
      case 0: rows.insert(name(holder.kind == .block ? "y" : "x"), at: random.below(rows.count + 1))
      case 1: if !rows.isEmpty { rows.remove(at: random.below(rows.count)) }
      default: rows.shuffle(using: &random)
      }
      return .setRows(node: holder.name, rows: rows)
    default:
      guard !movableOnly else { return nil }
      if parent.emptyState != nil, random.chance(50) {
        return .setEmptyState(parent: parent.name, state: nil)
      }
      if parent.kind == .sectionNode {
        let state = ModelNode(.rowNode, name("es"))
        state.children = (0..<random.below(3)).map { _ in ModelNode(.row, name("e")) }
        return .setEmptyState(parent: parent.name, state: state)
      }
      return .setEmptyState(parent: parent.name, state: ModelNode(.row, name("e")))
    }
  }

  /// Whether `node` is reachable from `scope` through children (not through an empty state).
  private func isInTree(_ node: ModelNode, _ scope: ModelNode) -> Bool {
    if node === scope { return true }
    return scope.children.contains { isInTree(node, $0) }
  }
}
