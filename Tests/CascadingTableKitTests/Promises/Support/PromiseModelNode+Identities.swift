/// What the model says about identities, for the duplicate promise (P7): which node is each
/// section, and which identity each row has, derived from the tree's shape alone.
extension PromiseModelNode {
  /// A section of the table as the model places it: the node that is the section, its path
  /// of positions from the root, and the identity of each of its rows, `nil` for a row that
  /// is not identified one by one (a block's, a hand-written section's).
  struct IdentifiedSection: Hashable, Sendable {
    var owner: Int
    var ownerKind: PromiseKind
    var path: [Int]
    var rowIdentities: [Int?]
    /// The model id of each row identified one by one, an exact bare row's included (its
    /// identity is its instance, which the model id stands for), `nil` for any other row.
    var rowIDs: [Int?]

    /// Whether a transaction identifies this section's rows one by one: a section node or a
    /// data source, not a hand-written section or a block of sections.
    var identifiesRows: Bool { ownerKind == .rowNode || ownerKind == .dataSource }
  }

  /// Every section of the table, in order.
  var identifiedSections: [IdentifiedSection] {
    var sections: [IdentifiedSection] = []
    collectSections(path: [], into: &sections)
    return sections
  }

  private func collectSections(path: [Int], into sections: inout [IdentifiedSection]) {
    for (position, child) in shownChildren.enumerated() {
      let childPath = path + [position]
      switch child.kind {
      case .sectionNode:
        child.collectSections(path: childPath, into: &sections)
      case .rowNode, .handContainer:
        sections.append(
          IdentifiedSection(
            owner: child.id, ownerKind: child.kind, path: childPath,
            rowIdentities: child.shownChildren.flatMap(\.rowIdentities),
            rowIDs: child.shownChildren.flatMap(\.rowIDs)))
      case .dataSource:
        sections.append(
          IdentifiedSection(
            owner: child.id, ownerKind: child.kind, path: childPath,
            rowIdentities: child.items.map(\.id), rowIDs: child.items.map(\.id)))
      case .handSection:
        sections.append(
          IdentifiedSection(
            owner: child.id, ownerKind: child.kind, path: childPath,
            rowIdentities: [Int?](repeating: nil, count: child.count),
            rowIDs: [Int?](repeating: nil, count: child.count)))
      case .sectionBlock:
        for section in 0..<child.count {
          let unidentified = [Int?](
            repeating: nil, count: Self.sectionBlockRowCount(section: section))
          sections.append(
            IdentifiedSection(
              owner: child.id, ownerKind: child.kind, path: childPath,
              rowIdentities: unidentified, rowIDs: unidentified))
        }
      case .root, .row, .handRow, .block:
        break
      }
    }
  }

  /// The identity of each row this node fills under a `.row`-mode parent: `nil` also for an
  /// exact `CascadingBareTableDelegate` row, whose identity is its instance, not a model id.
  var rowIdentities: [Int?] {
    switch kind {
    case .row where exactClass != nil: [nil]
    case .row, .handRow: [id]
    case .block: [Int?](repeating: nil, count: count)
    case .dataSource: items.map(\.id)
    case .rowNode: shownChildren.flatMap(\.rowIdentities)
    default: []
    }
  }

  /// ``rowIdentities`` with an exact bare row's model id in place of `nil`: the rows a
  /// transaction identifies one by one, by the model id standing for each identity.
  var rowIDs: [Int?] {
    switch kind {
    case .row, .handRow: [id]
    case .block: [Int?](repeating: nil, count: count)
    case .dataSource: items.map(\.id)
    case .rowNode: shownChildren.flatMap(\.rowIDs)
    default: []
    }
  }
}
