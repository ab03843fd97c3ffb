import CascadingTableKit

/// A random tree of the promise suite, held twice: as a plain model, from which every
/// expectation is derived, and as real nodes, which the test drives. An edit applies to both.
///
/// The trees mix every node kind (see ``PromiseKind``): sections and groups of rows nested up
/// to `maximumDepth` deep, groups of sections, blocks of 0–5 rows, blocks of sections, data
/// sources as sections and as groups, and hand-written rows, sections and containers.
@MainActor
final class PromiseTree {
  /// The model; change it only through ``apply(_:)``.
  var model: PromiseModelNode
  private(set) var root: CascadingRootTableDelegate
  var random: HostSeededGenerator
  private var nextID: Int
  let maximumDepth: Int
  /// Whether ``randomEdit()`` also changes what empty states hold, shown or hidden (one edit
  /// in four when an empty state holds a node it can change; see
  /// ``randomEditInsideEmptyState()``). Off by default, so that a seed's random draws are
  /// those it always had.
  var editsInsideEmptyStates = false
  /// When set, every node an edit inserts or moves is prepared for this table before it joins
  /// its new parent, as the docs advise for added nodes.
  weak var preparesAddedNodesFor: (any TableHost)?
  /// How often (in percent) a new root, section node or group gets an empty state, and twice
  /// how often a random edit sets or clears one (empty states, issue 25); 0 for none.
  let emptyStatePercent: Int
  /// How often (in percent) a new section, group or row is built as exactly one of the
  /// library's classes (``PromiseExactClass``; issue 27, promise coverage); 0, the default,
  /// for never, which draws no random number, so that a seed's draws are those it always had.
  let exactClassPercent: Int

  /// A random tree; `emptyStatePercent` says how often a node gets an empty state,
  /// `exactClassPercent` how often a section, group or row is an exact library class.
  init(
    seed: UInt64, maximumDepth: Int = 5, sections: ClosedRange<Int> = 1...4,
    emptyStatePercent: Int = 20, exactClassPercent: Int = 0
  ) {
    self.emptyStatePercent = emptyStatePercent
    self.exactClassPercent = exactClassPercent
    random = HostSeededGenerator(seed: seed)
    nextID = 1
    self.maximumDepth = maximumDepth
    model = PromiseModelNode(kind: .root, id: 0)
    root = CascadingRootTableDelegate(index: 0, childDelegates: [])
    var children: [PromiseModelNode] = []
    for _ in 0..<Int.random(in: sections, using: &random) {
      children.append(randomNode(underRowMode: false, depth: 1))
    }
    model.children = children
    if roll(emptyStatePercent) {
      model.emptyState = [randomEmptyState(underRowMode: false, depth: 1)]
    }
    root = PromiseTreeBuilder.build(model) as! CascadingRootTableDelegate
  }

  /// A tree built from a model: the twin of another tree, with its own random numbers.
  init(
    model: PromiseModelNode, seed: UInt64, maximumDepth: Int = 5, emptyStatePercent: Int = 20,
    exactClassPercent: Int = 0
  ) {
    self.emptyStatePercent = emptyStatePercent
    self.exactClassPercent = exactClassPercent
    random = HostSeededGenerator(seed: seed)
    self.model = model
    self.maximumDepth = maximumDepth
    let nodes = model.allNodesWithEmptyStates
    nextID = (nodes.map(\.id) + nodes.flatMap { $0.items.map(\.id) }).max()! + 1
    root = PromiseTreeBuilder.build(model) as! CascadingRootTableDelegate
  }

  // MARK: Tables

  /// Attaches the tree to a table, as an app does: registers the cells, prepares the root,
  /// which becomes the table's data source and delegate.
  func attach(to table: HeadlessTableView) {
    table.register(TableCell.self, forCellReuseIdentifier: promiseCellIdentifier)
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    root.prepare(tableView: table)
  }

  /// The nodes a move took out of the tree and has not put back yet, innermost last: an edit
  /// made from a callback while one is out (its removal applied a batch at once, under a
  /// `.difference` reload mode) still finds the nodes of its subtree.
  var nodesBeingMoved: [any CascadingTableDelegate] = []

  /// The real node built from model node `id`, in the tree or in a node being moved.
  func node(_ id: Int) -> (any CascadingTableDelegate)? {
    if let found = PromiseTreeBuilder.node(id: id, in: root, rootID: model.id) {
      return found
    }
    for moving in nodesBeingMoved.reversed() {
      let movingID = promiseModelID(moving) ?? -1
      if let found = PromiseTreeBuilder.node(id: id, in: moving, rootID: movingID) {
        return found
      }
    }
    return nil
  }

  // MARK: Random numbers

  func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  func roll(_ percent: Int) -> Bool { int(1...100) <= percent }

  func newID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// A random element of a non-empty array.
  func pick<Element>(_ elements: [Element]) -> Element { elements[int(0...(elements.count - 1))] }

  // MARK: Random nodes

  /// A random subtree for a parent of the given mode, `depth` levels below the root.
  func randomNode(underRowMode: Bool, depth: Int) -> PromiseModelNode {
    let kinds: [PromiseKind]
    if underRowMode {
      kinds =
        depth < maximumDepth
        ? [.row, .row, .row, .handRow, .rowNode, .rowNode, .block, .dataSource]
        : [.row, .handRow, .block, .dataSource]
    } else {
      kinds =
        depth < 3
        ? [
          .rowNode, .rowNode, .rowNode, .sectionNode, .dataSource, .sectionBlock, .handSection,
          .handContainer,
        ]
        : [.rowNode, .dataSource, .sectionBlock, .handSection, .handContainer]
    }
    return randomNode(of: pick(kinds), depth: depth)
  }

  /// A random node of a kind, with random children or data.
  func randomNode(of kind: PromiseKind, depth: Int) -> PromiseModelNode {
    var node = PromiseModelNode(kind: kind, id: newID())
    switch kind {
    case .rowNode:
      node.children = (0..<int(0...4)).map { _ in randomNode(underRowMode: true, depth: depth + 1) }
    case .sectionNode:
      node.children = (0..<int(0...3)).map { _ in randomNode(underRowMode: false, depth: depth + 1)
      }
    case .handContainer:
      node.children = (0..<int(0...3)).map { _ in
        randomNode(of: roll(50) ? .row : .handRow, depth: depth + 1)
      }
    case .dataSource:
      node.items = randomItems(int(0...4))
    case .block:
      node.count = int(0...5)
    case .sectionBlock:
      node.count = int(0...3)
    case .handSection:
      node.count = int(0...4)
    case .root, .row, .handRow:
      break
    }
    if (kind == .rowNode || kind == .sectionNode) && roll(emptyStatePercent) {
      node.emptyState = [randomEmptyState(underRowMode: kind == .rowNode, depth: depth + 1)]
    }
    let exactClasses = PromiseExactClass.choices(for: kind)
    if exactClassPercent > 0, !exactClasses.isEmpty, roll(exactClassPercent) {
      node.exactClass = pick(exactClasses)
    }
    return node
  }

  /// A random empty state for a node of the given mode (empty states, issue 25): any node
  /// that fits the mode, a block of 0 rows and a group included.
  func randomEmptyState(underRowMode: Bool, depth: Int) -> PromiseModelNode {
    let kinds: [PromiseKind]
    if underRowMode {
      kinds =
        depth < maximumDepth
        ? [.row, .row, .handRow, .block, .rowNode, .dataSource] : [.row, .block, .dataSource]
    } else {
      kinds =
        depth < 3
        ? [.rowNode, .rowNode, .sectionNode, .dataSource, .sectionBlock, .handSection]
        : [.rowNode, .dataSource, .sectionBlock, .handSection]
    }
    return randomNode(of: pick(kinds), depth: depth)
  }

  func randomItems(_ count: Int) -> [PromiseItem] {
    (0..<count).map { _ in PromiseItem(id: newID()) }
  }
}
