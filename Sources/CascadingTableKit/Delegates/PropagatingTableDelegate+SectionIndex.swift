extension PropagatingTableDelegate {
  // MARK: - The section index

  /// How many times ``collectSectionIndexTitles(for:)`` asks the children again when a child
  /// changed this node's children from inside its answer.
  static var sectionIndexPasses: Int { 4 }

  /// How many times the children of any node of this class were changed, in any tree:
  /// ``collectSectionIndexTitles(for:)`` compares it before and after a pass to learn that a
  /// child changed the children of a node below it (a group of sections emptied by a later
  /// section's answer), which its own children do not show. Wraps around; only compared.
  static var childListEdits: UInt64 = 0

  /// What ``sectionIndexTitles(for:)`` answers, as its documentation describes.
  ///
  /// A child may change this node's children from inside its answer (an edit made from the
  /// call): the titles gathered so far then belong to children that are gone (a child moved
  /// further on would be asked twice). The children are then asked again, as they are now, up
  /// to ``sectionIndexPasses`` times; the owners are remembered only from a pass the children
  /// did not change during. A change of any node's children during a pass counts too
  /// (``childListEdits``): the titles of a group of sections asked before it changed are
  /// gone as well.
  /// - Complexity: O(*n* + *t*) per pass for *n* children and *t* titles.
  func collectSectionIndexTitles(for tableView: any TableHost) -> [String]? {
    guard mode == .section else { return nil }
    var pass = 1
    while true {
      var titles: [String] = []
      var owners: [SectionIndexOwner] = []
      var anyChildAnswered = false
      let children = childDelegatesForDifference
      let editsBefore = Self.childListEdits
      for position in children.indices {
        guard let childTitles = children[position].sectionIndexTitles(for: tableView) else {
          continue
        }
        anyChildAnswered = true
        titles.append(contentsOf: childTitles)
        for localIndex in childTitles.indices {
          owners.append(SectionIndexOwner(position: position, localIndex: localIndex))
        }
      }
      let now = childDelegatesForDifference
      let unchanged =
        Self.childListEdits == editsBefore && now.count == children.count
        && zip(now, children).allSatisfy { $0 === $1 }
      if unchanged {
        routing.cacheSectionIndexOwners(owners)
      } else {
        routing.invalidate(.sectionIndexOwners)
      }
      if unchanged || pass == Self.sectionIndexPasses {
        return anyChildAnswered ? titles : nil
      }
      pass += 1
    }
  }

  /// What ``tableView(_:sectionForSectionIndexTitle:at:)`` answers, as its documentation describes.
  func section(forSectionIndexTitle title: String, at index: Int, in tableView: any TableHost)
    -> Int?
  {
    guard mode == .section else { return nil }
    ensureRoutingTable()
    if routing.sectionIndexOwners == nil {
      _ = sectionIndexTitles(for: tableView)
    }
    guard let owners = routing.sectionIndexOwners,
      UInt(bitPattern: index) < UInt(bitPattern: owners.count),
      let child = child(at: owners[index].position)
    else { return nil }
    let owner = owners[index]
    return child.tableView(tableView, sectionForSectionIndexTitle: title, at: owner.localIndex)
      ?? tableLowerBound(ofChildAt: owner.position)
  }
}
