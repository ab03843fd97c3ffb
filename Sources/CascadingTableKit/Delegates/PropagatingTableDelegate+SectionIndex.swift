extension PropagatingTableDelegate {
  // MARK: - The section index

  /// What ``sectionIndexTitles(for:)`` answers, as its documentation describes.
  func collectSectionIndexTitles(for tableView: any TableHost) -> [String]? {
    guard mode == .section else { return nil }
    var titles: [String] = []
    var owners: [SectionIndexOwner] = []
    var anyChildAnswered = false
    let children = childDelegatesForDifference
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
    routing.cacheSectionIndexOwners(owners)
    return anyChildAnswered ? titles : nil
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
