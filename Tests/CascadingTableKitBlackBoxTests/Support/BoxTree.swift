import CascadingTableKit

/// A real delegate tree built from a model through the public API only, with a way to find a
/// node by name and to make a `BoxEdit` on it as a user would.
///
/// Invariants: every node it built is findable by name while alive (weakly: the tree itself
/// owns its nodes); `released` holds weak references to every node an edit took out, so that a
/// check can ask whether they were freed.
@MainActor
final class BoxTree {
  /// A weak reference to a node.
  struct Weak {
    weak var node: AnyObject?
  }

  let root: BoxSectionGroup
  let rowMode: CascadingSectionTableDelegate.ReloadMode
  let sectionMode: CascadingRootTableDelegate.ReloadMode
  private var byName: [String: Weak] = [:]
  private var names: [ObjectIdentifier: String] = [:]
  /// Nodes taken out of the tree by an edit, with their names.
  private(set) var released: [(name: String, reference: Weak)] = []

  init(
    model: ModelNode, rowMode: CascadingSectionTableDelegate.ReloadMode,
    sectionMode: CascadingRootTableDelegate.ReloadMode
  ) {
    self.rowMode = rowMode
    self.sectionMode = sectionMode
    root = BoxSectionGroup(name: model.name, mode: sectionMode)
    register(root, model.name)
    root.childDelegates = model.children.map(build)
    root.emptyStateDelegate = model.emptyState.map(build)
  }

  /// The name of a node this tree built.
  func name(of node: any CascadingTableDelegate) -> String? {
    names[ObjectIdentifier(node)]
  }

  /// The live node with this name.
  func node(_ name: String) -> (any CascadingTableDelegate)? {
    byName[name]?.node as? any CascadingTableDelegate
  }

  /// The live container with this name.
  func container(_ name: String) -> PropagatingTableDelegate {
    guard let node = node(name) as? PropagatingTableDelegate else {
      preconditionFailure("no live container named \(name)")
    }
    return node
  }

  /// Forgets the nodes found freed; returns the names of those still alive.
  func takeLiveReleased() -> [String] {
    let alive = released.filter { $0.reference.node != nil }.map(\.name)
    released.removeAll()
    return alive
  }

  /// Builds the real node (and its subtree) for a model node.
  func build(_ model: ModelNode) -> any CascadingTableDelegate {
    let node: any CascadingTableDelegate
    switch model.kind {
    case .sectionNode:
      let group = BoxSectionGroup(name: model.name, mode: sectionMode)
      group.childDelegates = model.children.map(build)
      group.emptyStateDelegate = model.emptyState.map(build)
      node = group
    case .rowNode:
      let section = BoxSection(name: model.name, mode: rowMode)
      section.childDelegates = model.children.map(build)
      section.emptyStateDelegate = model.emptyState.map(build)
      node = section
    case .row:
      node = BoxRow(name: model.name, content: model.content)
    case .block:
      node = BoxBlock(name: model.name, rows: model.rows)
    case .declared:
      let source = TableViewDataSource<CellBinder>()
      source.cellDeclarations = Self.binders(model.rows)
      node = source
    }
    register(node, model.name)
    return node
  }

  /// The declarations of a data source showing these rows, each identified by its name.
  static func binders(_ rows: [String]) -> [CellBinder] {
    rows.map { name in
      CellBinder(
        cellType: TableCell.self, registrationMethod: .class(TableCell.self),
        reuseIdentifier: "box", configureCell: { $0.text = name }
      ).identified(by: name)
    }
  }

  /// Makes the edit on the real tree: in place (`childDelegates.insert`…) or by assigning a
  /// new array, as `inPlace` says.
  func apply(_ edit: BoxEdit, inPlace: Bool) {
    switch edit {
    case .insert(let parent, let at, let model):
      let built = build(model)
      mutateChildren(container(parent), inPlace: inPlace) { $0.insert(built, at: at) }
    case .remove(let parent, let at):
      let node = container(parent)
      noteReleased(node.childDelegates[at])
      mutateChildren(node, inPlace: inPlace) { _ = $0.remove(at: at) }
    case .move(let from, let at, let to, let destination):
      let source = container(from)
      let moved = source.childDelegates[at]
      mutateChildren(source, inPlace: inPlace) { _ = $0.remove(at: at) }
      mutateChildren(container(to), inPlace: inPlace) { $0.insert(moved, at: destination) }
    case .replaceRow(let parent, let at, let content):
      let node = container(parent)
      let old = node.childDelegates[at]
      noteReleased(old)
      let row = BoxRow(name: name(of: old) ?? "?", content: content)
      register(row, row.name)
      mutateChildren(node, inPlace: inPlace) { $0[at] = row }
    case .setRows(let name, let rows):
      if let block = node(name) as? BoxBlock {
        block.rows = rows
        block.setNeedsUpdate()
      } else if let source = node(name) as? TableViewDataSource<CellBinder> {
        source.cellDeclarations = Self.binders(rows)
      }
    case .setEmptyState(let parent, let state):
      let node = container(parent)
      if let old = node.emptyStateDelegate { noteReleased(old) }
      node.emptyStateDelegate = state.map(build)
    }
  }

  private func mutateChildren(
    _ node: PropagatingTableDelegate, inPlace: Bool,
    _ change: (inout [any CascadingTableDelegate]) -> Void
  ) {
    if inPlace {
      change(&node.childDelegates)
    } else {
      var children = node.childDelegates
      change(&children)
      node.childDelegates = children
    }
  }

  /// Names a node built outside `build(_:)`.
  func register(_ node: any CascadingTableDelegate, _ name: String) {
    byName[name] = Weak(node: node)
    names[ObjectIdentifier(node)] = name
  }

  private func noteReleased(_ node: any CascadingTableDelegate) {
    released.append((name(of: node) ?? "?", Weak(node: node)))
    for child in node.childDelegates { noteReleased(child) }
    if let group = node as? PropagatingTableDelegate, let state = group.emptyStateDelegate {
      noteReleased(state)
    }
  }
}
