extension TableTransaction {
  /// The identifiers of untouched sections and groups, remembered between transactions.
  static let identifierSets = IdentifierSetCache()

  /// The identifiers of every row of a node that can list them, remembered while its rows
  /// stay the same; `nil` for a node whose rows cannot be identified one by one.
  /// - Complexity: O(1) on average when remembered, else O(*r*) in the node's rows.
  static func rowIdentifiers(of node: any CascadingTableDelegate) -> Set<AnyHashable>? {
    guard let tracked = node as? any RowDifferencing, let rows = tracked.differenceRows,
      !rows.isStandIn
    else { return nil }
    return identifierSets.identifiers(of: tracked, version: tracked.rowsVersion) {
      rows.identifiers(in: 0..<rows.count)
    }
  }

  /// Adds a problem for each identifier that a changed section gained (or an inserted section
  /// holds) and another section holds too: every other section when every duplicate is looked for
  /// (``PropagatingTableDelegate/findsEveryDuplicateIdentifier``), else only the sections
  /// this transaction compared or reloaded.
  /// - Parameters:
  ///   - changed: The kept sections whose rows changed, before moves between them are paired.
  ///   - insertedSections: The positions of the sections inserted, after the transaction.
  ///   - sectionsAfter: The sections of the top, after the transaction.
  ///   - compared: The positions after the transaction of the sections it compared or
  ///     reloaded.
  ///   - problems: The problems met; an identifier already reported is not reported again.
  /// - Complexity: O(*i*) expected for *i* inserted rows, times the sections looked in, plus
  ///   O(*r*) for a section whose identifiers are not remembered (read once per change of it),
  ///   plus O(*r*) for each section found to share an identifier.
  func reportRowsSharedWithOtherSections(
    _ changed: [ChangedSection], insertedSections: [Int],
    sectionsAfter: [any CascadingTableDelegate],
    compared: Set<Int>, problems: inout [TableProblem]
  ) {
    var reported = Set<String>()
    for problem in problems {
      if let error = problem.differenceError, case .rowInSeveralSections = error.kind {
        reported.insert(error.identifier)
      }
    }
    let targets =
      PropagatingTableDelegate.findsEveryDuplicateIdentifier
      ? Array(sectionsAfter.indices) : compared.sorted()
    // Every identifier a changed section gained, with the rows it arrived at.
    var gained: [AnyHashable: [TableIndexPath]] = [:]
    var order: [AnyHashable] = []
    for section in changed {
      for insertion in section.changes.insertions {
        let indexPath = TableIndexPath(
          row: section.rowAfter(insertion.row), section: section.destination)
        if gained[insertion.identifier] == nil {
          order.append(insertion.identifier)
        }
        gained[insertion.identifier, default: []].append(indexPath)
      }
    }
    for position in insertedSections where sectionsAfter.indices.contains(position) {
      guard let tracked = sectionsAfter[position] as? any RowDifferencing,
        let rows = tracked.differenceRows, !rows.isStandIn
      else { continue }
      let identifiers = rows.identifiers(in: 0..<rows.count)
      for row in identifiers.indices {
        let identifier = identifiers[row]
        if gained[identifier] == nil {
          order.append(identifier)
        }
        gained[identifier, default: []].append(TableIndexPath(row: row, section: position))
      }
    }
    guard !gained.isEmpty else { return }
    var arrivalSections = Set<Int>()
    for arrivals in gained.values {
      for arrival in arrivals {
        arrivalSections.insert(arrival.section)
      }
    }
    var found: [AnyHashable: [TableIndexPath]] = [:]
    for target in targets where sectionsAfter.indices.contains(target) {
      // Rows that arrived in this section only: a repeat inside one section is the
      // section's own comparison's to find.
      if arrivalSections == [target] { continue }
      let section = sectionsAfter[target]
      guard let identifiers = Self.rowIdentifiers(of: section) else { continue }
      for identifier in order where identifiers.contains(identifier) {
        let arrivals = gained[identifier] ?? []
        guard arrivals.contains(where: { $0.section != target }) else { continue }
        guard let rows = (section as? any RowDifferencing)?.differenceRows else { continue }
        let all = rows.identifiers(in: 0..<rows.count)
        for row in all.indices where all[row] == identifier {
          let indexPath = TableIndexPath(row: row, section: target)
          if !arrivals.contains(indexPath) {
            found[identifier, default: arrivals].append(indexPath)
          }
        }
      }
    }
    for identifier in order {
      let text = String(describing: identifier.base)
      guard let rows = found[identifier], !reported.contains(text) else { continue }
      let sorted = Array(Set(rows)).sorted()
      let error = TableDifferenceError(
        kind: .rowInSeveralSections(rows: sorted),
        identifier: text,
        nodeType: String(describing: type(of: top)), nodeIndex: top.index,
        coordinates: .afterUpdate)
      problems.append(TableProblem(kind: .duplicateIdentifier(error), about: top, rows: sorted))
    }
  }
}
