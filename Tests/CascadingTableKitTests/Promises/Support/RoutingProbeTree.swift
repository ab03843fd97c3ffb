import CascadingTableKit

/// The real nodes of a promise tree built so that every call reaching a leaf is recorded: the
/// routing nodes are the library's (the root, sections and groups of rows, groups of sections,
/// data sources), and every leaf records what it receives. Built from a ``PromiseModelNode``,
/// for P1: which leaf a call must reach comes from ``RoutingProbeModel``, never from the tree.
///
/// Sections and groups alternate by id between the suite's subclasses and the library's
/// classes themselves, which routed calls pass through (issue 27). Leaves by kind: rows are
/// `CascadingBareTableDelegate` subclasses, hand-written rows and sections are protocol
/// conformers; blocks (of rows and of sections) alternate between the two by id, so that both
/// ways the library holds a child are routed to; a hand-written container is a conformer
/// holding rows it routes to itself, which the library never does.
@MainActor
final class RoutingProbeTree {
  /// Every routing node of the library's classes, and data source, by model id.
  private(set) var routingNodes: [Int: any CascadingTableDelegate] = [:]
  /// The recorder of every leaf, by model id.
  private(set) var recorders: [Int: CompleteDelegateStub] = [:]
  /// The root.
  private(set) var root: CascadingRootTableDelegate!
  /// Every node built and still current, by model id: the routing nodes, the leaves, and the
  /// nodes of empty states, shown or hidden (a hand-written container's rows excepted).
  private(set) var built: [Int: any CascadingTableDelegate] = [:]

  /// Whether a section or group's class is the model's (``PromiseModelNode/exactClass``, or
  /// the suite's subclass), as ``PromiseTree`` builds it, rather than chosen by id.
  let classesFromModel: Bool

  /// The probe of `model`; with `classesFromModel`, sections and groups are of the classes
  /// the model says, as ``PromiseTreeBuilder`` makes them.
  init(model: PromiseModelNode, classesFromModel: Bool = false) {
    self.classesFromModel = classesFromModel
    root = (build(model, underRowMode: false) as! CascadingRootTableDelegate)
  }

  /// Every call recorded since the last ``takeCalls()``, with the id of the leaf that received
  /// it, ordered by leaf id (leaves record separately, so the order across leaves is not kept).
  func takeCalls() -> [(id: Int, call: DelegateCall)] {
    var calls: [(id: Int, call: DelegateCall)] = []
    for (id, recorder) in recorders where !recorder.calls.isEmpty {
      calls.append(contentsOf: recorder.calls.map { (id, $0) })
      recorder.resetCalls()
    }
    return calls.sorted { $0.id < $1.id }
  }

  /// Builds a node; an empty state (issue 25) is built too, and its routing nodes listed only
  /// when it is shown: a hidden one's leaves record, so that a call reaching one shows.
  private func build(
    _ node: PromiseModelNode, underRowMode: Bool, listed: Bool = true
  ) -> any CascadingTableDelegate {
    let built = buildWithoutEmptyState(node, underRowMode: underRowMode, listed: listed)
    if let emptyState = node.emptyState.first, let holder = built as? PropagatingTableDelegate {
      let isShown = node.shownChildren.first?.id == emptyState.id
      holder.emptyStateDelegate = build(
        emptyState, underRowMode: node.kind == .rowNode, listed: listed && isShown)
    }
    return built
  }

  private func buildWithoutEmptyState(
    _ node: PromiseModelNode, underRowMode: Bool, listed: Bool
  ) -> any CascadingTableDelegate {
    let made = buildNode(node, underRowMode: underRowMode, listed: listed)
    built[node.id] = made
    return made
  }

  private func buildNode(
    _ node: PromiseModelNode, underRowMode: Bool, listed: Bool
  ) -> any CascadingTableDelegate {
    let build = { (child: PromiseModelNode, rowMode: Bool) in
      self.build(child, underRowMode: rowMode, listed: listed)
    }
    let built: any CascadingTableDelegate
    switch node.kind {
    case .root:
      built = CascadingRootTableDelegate(
        index: 0, childDelegates: node.children.map { build($0, false) })
    case .rowNode:
      built = Self.routingNode(
        id: node.id, exactClass: node.exactClass, byModel: classesFromModel, mode: .row,
        children: node.children.map { build($0, true) })
    case .sectionNode:
      built = Self.routingNode(
        id: node.id, exactClass: node.exactClass, byModel: classesFromModel, mode: .section,
        children: node.children.map { build($0, false) })
    case .row where node.exactClass == .bare:
      // Exactly the library's bare class, as the model says: it records nothing and answers
      // its class's defaults (see `RoutingProbeModel.receiver`).
      return CascadingBareTableDelegate()
    case .dataSource:
      built = PromiseBinderDataSource.make(id: node.id, items: node.items)
    case .row:
      return bareLeaf(node.id, span: 1)
    case .handRow, .handSection:
      return handLeaf(node.id, span: 1)
    case .block, .sectionBlock:
      return node.id.isMultiple(of: 2)
        ? bareLeaf(node.id, span: node.count) : handLeaf(node.id, span: node.count)
    case .handContainer:
      let container = handLeaf(node.id, span: 1)
      // Its rows are its own business: the library routes to the container only.
      container.childDelegates = node.children.map { CompleteDelegateStub(name: "\($0.id)") }
      return container
    }
    if listed {
      routingNodes[node.id] = built
    }
    return built
  }

  /// A section or group node in `mode`, of a class chosen by id: a subclass (the suite's own,
  /// whose members a routed call must call), the locked class itself
  /// (`CascadingSectionTableDelegate` for `.row`, `CascadingRootTableDelegate` for `.section`),
  /// or `PropagatingTableDelegate` itself in that mode. A call passes through the last two without calling their members
  /// (issue 27), so the trees mix both ways of reaching a node. A model node built as an exact
  /// class (``PromiseExactClass``, a ``PromiseTree`` with `exactClassPercent`) is that class;
  /// `byModel`, any other is the suite's subclass, as ``PromiseTreeBuilder`` builds it.
  private static func routingNode(
    id: Int, exactClass: PromiseExactClass?, byModel: Bool,
    mode: PropagatingTableDelegate.PropagationMode, children: [any CascadingTableDelegate]
  ) -> PropagatingTableDelegate {
    switch exactClass {
    case .section, .root:
      return mode == .row
        ? CascadingSectionTableDelegate(index: 0, childDelegates: children)
        : CascadingRootTableDelegate(index: 0, childDelegates: children)
    case .propagatingRows, .propagatingSections:
      return PropagatingTableDelegate(childDelegates: children, propagationMode: mode)
    case .bare, nil:
      break
    }
    return switch (byModel ? 0 : id % 3, mode) {
    case (0, .row): PromiseRowNode(id: id, children: children)
    case (0, .section): PromiseSectionNode(id: id, children: children)
    case (1, .row): CascadingSectionTableDelegate(index: 0, childDelegates: children)
    case (1, .section): CascadingRootTableDelegate(index: 0, childDelegates: children)
    default: PropagatingTableDelegate(childDelegates: children, propagationMode: mode)
    }
  }

  private func bareLeaf(_ id: Int, span: Int) -> any CascadingTableDelegate {
    let leaf = OverridingCascadingBareTableDelegate(index: 0, childDelegates: [])
    leaf.stub.span = span
    recorders[id] = leaf.stub
    return leaf
  }

  private func handLeaf(_ id: Int, span: Int) -> CompleteDelegateStub {
    let leaf = CompleteDelegateStub(name: "\(id)")
    leaf.span = span
    recorders[id] = leaf
    return leaf
  }

  // MARK: Edits (P1 on changed trees)

  /// Applies a random edit of the promise model to the real nodes, in place, as
  /// ``PromiseTree/apply(_:)`` does to its own: children inserted, removed or moved, an empty
  /// state set, and a node whose content changed (a block resized, declarations assigned, a
  /// hand-written container's rows changed) replaced by one built afresh. `before` and `after`
  /// are the model around the edit. New nodes are listed nowhere until ``relist(_:)``.
  func apply(_ edit: PromiseEdit, before: PromiseModelNode, after: PromiseModelNode) {
    switch edit {
    case .insert(let node, let container, let position):
      insert(node.id, into: container, at: position, after: after)
    case .remove(let id):
      remove(id, before: before, after: after)
    case .move(let id, let container, let position):
      remove(id, before: before, after: after)
      insert(id, into: container, at: position, after: after)
    case .newVersion(let id), .resize(let id, _), .assign(let id, _):
      if let parent = Self.parent(of: id, in: after), parent.kind == .handContainer {
        rebuild(parent.id, after: after)
      } else {
        rebuild(id, after: after)
      }
    case .setEmptyState(let id, let emptyState):
      guard let holder = built[id] as? PropagatingTableDelegate,
        let kind = after.reachableNode(id: id)?.kind
      else { return }
      holder.emptyStateDelegate = emptyState.map {
        build($0, underRowMode: kind == .rowNode, listed: false)
      }
    }
  }

  /// Lists the routing nodes the model places (shown, or hidden by a shown empty state), as a
  /// tree built afresh from the model lists them; returns the ids of the routing nodes in
  /// hidden empty states, which are not listed.
  func relist(_ model: RoutingProbeModel) -> [Int] {
    let routingKinds: Set<PromiseKind> = [.root, .rowNode, .sectionNode, .dataSource]
    routingNodes = [:]
    var hidden: [Int] = []
    for node in model.model.allNodesWithEmptyStates where routingKinds.contains(node.kind) {
      guard let real = built[node.id] else { continue }
      if model.nodes[node.id] != nil {
        routingNodes[node.id] = real
      } else {
        hidden.append(node.id)
      }
    }
    return hidden.sorted()
  }

  /// The parent of the node with `id` in `model` (its holder, for an empty state).
  private static func parent(of id: Int, in model: PromiseModelNode) -> PromiseModelNode? {
    guard let steps = model.reach(id), !steps.isEmpty else { return nil }
    return model[reach: steps.dropLast()]
  }

  /// Inserts a node built from `after` into a container, at its model position; a hand-written
  /// container is built afresh instead.
  private func insert(_ id: Int, into container: Int, at position: Int, after: PromiseModelNode) {
    guard let holder = after.reachableNode(id: container), let node = after.reachableNode(id: id),
      let real = built[container]
    else { return }
    if holder.kind == .handContainer {
      return rebuild(container, after: after)
    }
    let child = build(node, underRowMode: holder.kind == .rowNode, listed: false)
    real.childDelegates.insert(child, at: min(position, real.childDelegates.count))
  }

  /// Removes a node from its parent's children; a hand-written container it leaves is built
  /// afresh instead.
  private func remove(_ id: Int, before: PromiseModelNode, after: PromiseModelNode) {
    guard let parent = Self.parent(of: id, in: before) else { return }
    if parent.kind == .handContainer {
      return rebuild(parent.id, after: after)
    }
    guard let real = built[id], let holder = built[parent.id],
      let position = holder.childDelegates.firstIndex(where: { $0 === real })
    else { return }
    holder.childDelegates.remove(at: position)
    built[id] = nil
  }

  /// Replaces the node with `id` by one built afresh from `after`, where it is: among its
  /// parent's children, or as its parent's empty state.
  private func rebuild(_ id: Int, after: PromiseModelNode) {
    guard let old = built[id], let node = after.reachableNode(id: id),
      let parent = Self.parent(of: id, in: after), let holder = built[parent.id]
    else { return }
    let new = build(node, underRowMode: parent.kind == .rowNode, listed: false)
    if let propagating = holder as? PropagatingTableDelegate,
      propagating.emptyStateDelegate === old
    {
      propagating.emptyStateDelegate = new
    } else if let position = holder.childDelegates.firstIndex(where: { $0 === old }) {
      holder.childDelegates[position] = new
    }
  }
}
