import CascadingTableKit

/// Compares a real tree with its model through the public API: every container's children
/// (by name, in order), each child's `index`, `parentDelegate` and `tableRange`, empty states,
/// and the counts each container answers.
@MainActor
enum StructureCheck {
  /// Every difference found, as sentences.
  static func issues(_ tree: BoxTree, _ model: ModelTree) -> [String] {
    var found: [String] = []
    if tree.root.tableRange != 0..<1 {
      found.append("root tableRange \(tree.root.tableRange), expected 0..<1")
    }
    check(tree.root, model.root, lower: 0, inSectionParent: true, tree, &found)
    return found
  }

  private static func check(
    _ real: any CascadingTableDelegate, _ model: ModelNode, lower: Int, inSectionParent: Bool,
    _ tree: BoxTree, _ found: inout [String]
  ) {
    guard model.kind == .sectionNode || model.kind == .rowNode else { return }
    let name = model.name
    let children = real.childDelegates
    let realNames = children.map { tree.name(of: $0) ?? "<unknown>" }
    let modelNames = model.children.map(\.name)
    guard realNames == modelNames else {
      found.append("\(name): children \(realNames), expected \(modelNames)")
      return
    }
    let childInSectionParent = model.kind == .sectionNode
    // A group's children start at its own lowerBound; a section's rows, or the root's
    // sections, start at 0.
    let isGroup = childInSectionParent == inSectionParent && model !== treeRoot(model, tree)
    var position = isGroup ? lower : 0
    var shown = zip(children, model.children).map { ($0, $1) }
    if model.shownChildren.first === model.emptyState, let state = model.emptyState {
      // The empty state fills the node's place as its only child (index 0).
      guard let real = (real as? PropagatingTableDelegate)?.emptyStateDelegate else {
        found.append("\(name): no empty state, expected \(state.name)")
        return
      }
      shown = [(real, state)]
    }
    for (offset, (child, childModel)) in shown.enumerated() {
      if child.index != offset {
        found.append("\(childModel.name): index \(child.index), expected \(offset)")
      }
      if child.parentDelegate !== real {
        found.append("\(childModel.name): parentDelegate is not \(name)")
      }
      let span = childModel.span(inSectionParent: childInSectionParent)
      if child.tableRange != position..<(position + span) {
        found.append(
          "\(childModel.name): tableRange \(child.tableRange), expected "
            + "\(position..<(position + span))")
      }
      check(
        child, childModel, lower: position, inSectionParent: childInSectionParent, tree, &found)
      position += span
    }
    if let group = real as? PropagatingTableDelegate {
      let stateName = group.emptyStateDelegate.flatMap { tree.name(of: $0) }
      if stateName != model.emptyState?.name {
        found.append(
          "\(name): empty state \(stateName ?? "nil"), expected \(model.emptyState?.name ?? "nil")")
      }
    }
  }

  private static func treeRoot(_ model: ModelNode, _ tree: BoxTree) -> ModelNode? {
    tree.name(of: tree.root) == model.name ? model : nil
  }
}
