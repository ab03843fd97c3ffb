/// Finding and changing nodes through empty states too (P10, whose moves can take rows in and
/// out of an empty state's group): ``path(to:)`` and its kin see the children only.
extension PromiseModelNode {
  /// A step from a node to one it holds: a child by position, or its empty state.
  enum Step: Hashable, Sendable {
    case child(Int)
    case emptyState
  }

  /// The steps leading from this node to the node with `id`, through children first, then the
  /// empty state; `nil` when it is in neither.
  func reach(_ id: Int) -> [Step]? {
    if self.id == id { return [] }
    for (position, child) in children.enumerated() {
      if let rest = child.reach(id) { return [.child(position)] + rest }
    }
    if let emptyState = emptyState.first, let rest = emptyState.reach(id) {
      return [.emptyState] + rest
    }
    return nil
  }

  /// The node at the end of some steps.
  subscript(reach steps: ArraySlice<Step>) -> PromiseModelNode {
    get {
      switch steps.first {
      case nil: return self
      case .child(let position): return children[position][reach: steps.dropFirst()]
      case .emptyState: return emptyState[0][reach: steps.dropFirst()]
      }
    }
    set {
      switch steps.first {
      case nil: self = newValue
      case .child(let position): children[position][reach: steps.dropFirst()] = newValue
      case .emptyState: emptyState[0][reach: steps.dropFirst()] = newValue
      }
    }
  }

  /// The node with `id`, among the children or in an empty state, at any depth.
  func reachableNode(id: Int) -> PromiseModelNode? {
    reach(id).map { self[reach: $0[...]] }
  }

  /// Every node of the subtree with its depth below this node (0 for this one), depth first,
  /// with the empty states and their subtrees.
  var allNodesWithEmptyStatesAndDepths: [(node: PromiseModelNode, depth: Int)] {
    var result: [(node: PromiseModelNode, depth: Int)] = []
    func visit(_ node: PromiseModelNode, _ depth: Int) {
      result.append((node, depth))
      for child in node.children + node.emptyState {
        visit(child, depth + 1)
      }
    }
    visit(self, 0)
    return result
  }

  /// Whether the node fills its place with its empty state: it has one and its children fill
  /// no slot (see ``shownChildren``).
  var showsEmptyState: Bool {
    guard let emptyState = emptyState.first else { return false }
    return shownChildren.first?.id == emptyState.id
  }

  /// Where the node with `id` is with respect to empty states: `nil` when it is reached
  /// through children alone (or not at all), `true` when it is an empty state or inside one
  /// and every empty state on its way from this node is shown, `false` when one is hidden.
  func isInsideShownEmptyState(_ id: Int) -> Bool? {
    guard let steps = reach(id), steps.contains(.emptyState) else { return nil }
    var node = self
    for step in steps {
      if step == .emptyState && !node.showsEmptyState {
        return false
      }
      node = node[reach: [step][...]]
    }
    return true
  }

  /// Changes the node with `id`, wherever it is; returns whether it was found.
  @discardableResult
  mutating func changeReachable(id: Int, _ body: (inout PromiseModelNode) -> Void) -> Bool {
    guard let steps = reach(id) else { return false }
    body(&self[reach: steps[...]])
    return true
  }

  /// Removes the node with `id` from its parent's children (not an empty state), wherever the
  /// parent is, and returns it.
  mutating func detachReachable(_ id: Int) -> PromiseModelNode? {
    guard let steps = reach(id), case .child(let position) = steps.last else { return nil }
    return self[reach: steps.dropLast()].children.remove(at: position)
  }
}
