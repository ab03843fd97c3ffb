import CascadingTableKit

/// Steps that change the tree from inside a call the table makes (issue 27, promise coverage):
/// a call keyed by a row, made by one of the table's user drivers (a tap's highlight,
/// `willSelectRowAt` and `didSelectRowAt`, a primary action, an accessory button, an editing
/// commit), or a table-wide one not keyed by a row (a section's header height asked while the
/// table reloads, `scrollViewDidScroll`; in a walk whose sections answer titles, a header's
/// view, a footer's title, the section index's titles and the section a tapped index title
/// leads to). From inside it, the hooked row or section changes
/// `childDelegates` untold, runs a transaction (nested at times), changes an empty state, or
/// changes the tree and reloads the table.
extension PromiseBatchWalk {
  /// The calls keyed by a row that a step may hook.
  static let keyedCalls: [CallbackHooks.Callback] = [
    .didHighlight, .willSelect, .didSelect, .primaryAction, .accessoryButton, .commit,
  ]

  /// The table-wide calls a step may hook.
  static let tableWideCalls: [CallbackHooks.Callback] = [.heightForHeader, .didScroll]

  /// The table-wide calls about headers, footers and the section index a step may hook, in a
  /// walk whose sections answer titles (`headersAndIndex`): a header's view and a footer's
  /// title (asked while the table lays out their automatic heights after a reload), the section
  /// index's titles (asked while the table loads, or applies a batch that changes sections),
  /// and the section a tapped index title leads to.
  static let headerAndIndexCalls: [CallbackHooks.Callback] = [
    .viewForHeader, .titleForFooter, .sectionIndexTitles, .sectionForIndexTitle,
  ]

  /// The calls the table makes while it loads, lays out or applies a batch: a change from
  /// inside one is checked as one from a row's callback.
  private static let callsWhileLoading: Set<CallbackHooks.Callback> = [
    .heightForHeader, .viewForHeader, .titleForFooter, .sectionIndexTitles,
  ]

  /// Hooks one of ``callsThatEdit``, then drives the table so that it makes that call; the
  /// hook changes the tree from inside it. Returns what the step did.
  func stepEditingFromACall() -> String {
    let callback = tree.pick(callsThatEdit)
    var what = "not reached"
    hooks.hook(callback) { [unowned self] _ in
      callsThatEdited[callback.rawValue, default: 0] += 1
      what = changeTree(from: callback)
    }
    let driven = drive(callback)
    hooks.clear()
    return "\(driven) (\(callback.rawValue) hook): \(what)"
  }

  /// Makes the table call `callback`: a driver on a random row (one a `PromiseRow` fills, when
  /// the model has any), a reload, or a scroll.
  private func drive(_ callback: CallbackHooks.Callback) -> String {
    switch callback {
    case .heightForHeader:
      let untoldBefore = untoldEdits
      table.reloadData()
      markToldUnlessEditedUntold(since: untoldBefore)
      return "reloadData"
    case .viewForHeader, .titleForFooter:
      let untoldBefore = untoldEdits
      table.reloadData()
      table.layoutIfNeeded()
      markToldUnlessEditedUntold(since: untoldBefore)
      return "reloadData and layout"
    case .sectionIndexTitles:
      if tree.roll(50) {
        let untoldBefore = untoldEdits
        table.reloadData()
        markToldUnlessEditedUntold(since: untoldBefore)
        return "reloadData"
      }
      var what: [String] = []
      transact(on: tree.root, checked: false, label: "root transaction") {
        for _ in 0..<tree.int(1...2) {
          what.append(edit())
        }
      }
      return "root transaction: " + what.joined(separator: ", ")
    case .sectionForIndexTitle:
      let count = table.sectionIndexTitles?.count ?? 0
      guard count > 0 else { return "none: no index" }
      let position = tree.int(0...(count - 1))
      let section = table.tapSectionIndexTitle(at: position)
      return "index title \(position) tapped, to section \(String(describing: section))"
    case .didScroll:
      let height = table.contentSize.height
      let offset = height > 0 ? Double(tree.int(0...Int(height))) : 0
      table.contentOffset = offset
      table.layoutIfNeeded()
      return "scroll to \(offset)"
    default:
      break
    }
    guard let row = randomRow() else { return "none: no rows" }
    switch callback {
    case .primaryAction:
      table.performPrimaryAction(forRowAt: row)
      return "primary action at \(row)"
    case .accessoryButton:
      table.tapAccessoryButton(forRowAt: row)
      return "accessory button at \(row)"
    case .commit:
      table.setEditing(true, animated: false)
      table.tapEditingControl(forRowAt: row)
      table.setEditing(false, animated: false)
      return "editing control at \(row)"
    default:
      table.tapRow(at: row)
      return "tap at \(row)"
    }
  }

  /// A row the table has: most often one the model says a `PromiseRow` fills (the hooked
  /// rows; not an exact `CascadingBareTableDelegate`), else any.
  private func randomRow() -> TableIndexPath? {
    var rows: [TableIndexPath] = []
    var hooked: [TableIndexPath] = []
    let sections = tree.model.expectedSections
    for section in 0..<table.numberOfSections {
      for row in 0..<table.numberOfRows(inSection: section) {
        let path = TableIndexPath(row: row, section: section)
        rows.append(path)
        if sections.indices.contains(section), sections[section].indices.contains(row),
          let owner = tree.model.reachableNode(id: sections[section][row].owner),
          owner.kind == .row, owner.exactClass == nil
        {
          hooked.append(path)
        }
      }
    }
    guard !rows.isEmpty else { return nil }
    return !hooked.isEmpty && tree.roll(85) ? tree.pick(hooked) : tree.pick(rows)
  }

  /// Changes the tree from inside `callback`; returns how.
  private func changeTree(from callback: CallbackHooks.Callback) -> String {
    // A header height is asked while the table loads (a header's view and a footer's title
    // while it lays out, the index titles while it loads or applies a batch): what a load may
    // meet is what a row's height may (issue 25), a transaction or an untold edit, checked as
    // from any callback (an untold edit there made the next batch be rejected until the load
    // started over: walk seed 4,700,053, `PromiseP3UntoldEditWhileReloadingTests`).
    if callback == .sectionIndexTitles && indexTitlesEditGroupsOfSections && tree.roll(70) {
      startTransactionFromCallback(callback.rawValue) { [unowned self] in groupOfSectionsEdits() }
      return "as from a row callback, on a group of sections"
    }
    if Self.callsWhileLoading.contains(callback) {
      startTransactionFromCallback(callback.rawValue)
      return "as from a row callback"
    }
    // The other calls come from a driver or a scroll, outside any batch: a transaction there is
    // a transaction like any other, and what it returns is checked (P4).
    switch tree.int(1...100) {
    case 1...35:
      let node = tree.pick(transactionNodes)
      var what: [String] = []
      transact(on: node, checked: tree.roll(30), label: "transaction from \(callback)") {
        for _ in 0..<tree.int(1...2) {
          what.append(edit())
        }
      }
      return "transaction on \(type(of: node)): " + what.joined(separator: ", ")
    case 36...50:
      let node = tree.pick(transactionNodes)
      var what: [String] = []
      transact(on: tree.root, checked: false, label: "root transaction from \(callback)") {
        what.append(edit())
        transact(on: node, checked: tree.roll(30), label: "nested transaction") {
          what.append("nested on \(type(of: node)): \(edit())")
        }
      }
      return "root transaction: " + what.joined(separator: ", ")
    case 51...65:
      let change = emptyStateChange()
      var what = ""
      transact(on: tree.root, checked: false, label: "empty state change from \(callback)") {
        what = edit(change)
      }
      return "transaction changing an empty state: \(what)"
    case 66...80:
      return "untold \(edit())"
    default:
      let what = edit()
      let untoldBefore = untoldEdits
      table.reloadData()
      markToldUnlessEditedUntold(since: untoldBefore)
      return "\(what), then reloadData"
    }
  }

  /// An edit of an empty state: one set, replaced or cleared on a root, section or group, or
  /// a change of what one holds, shown or hidden.
  private func emptyStateChange() -> PromiseEdit {
    if tree.roll(50), let inside = tree.randomEditInsideEmptyState() {
      return inside
    }
    let holders = tree.model.allNodes.filter { [.root, .rowNode, .sectionNode].contains($0.kind) }
    let holder = tree.pick(holders)
    let depth = tree.model.path(to: holder.id)!.count
    let emptyState =
      tree.roll(25) ? nil : tree.randomEmptyState(underRowMode: holder.isRowMode, depth: depth + 1)
    return .setEmptyState(id: holder.id, to: emptyState)
  }
}
