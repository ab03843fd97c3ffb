import CascadingTableKit
import Testing

/// P1 for the section index asked while it changes (issue 27, promise coverage): random trees
/// whose sections of rows answer an index title each, asked by the root directly while one of
/// its sections — the first, or a later one — edits a group of sections from inside its
/// `sectionIndexTitles(for:)` answer (empties it, inserts a node into it, or removes it;
/// untold). The root's titles are those of the tree as it is after the edit, and every title
/// position from −1 to past the last leads to the section the model gives its owner (`nil`
/// past them), never a section of the tree before the edit; nothing traps.
@MainActor
struct PromiseP1SectionIndexEditedWhileAskedTests {
  @Test func theIndexAskedWhileASectionEditsAGroupOfSectionsIsTheTreeAsItIsAfter() {
    var edited = 0
    var later = 0
    let failure = PromiseRun.failures(count: 300) { seed in
      Self.walk(
        PromiseTree(seed: seed + 6_150_000, emptyStatePercent: 20, exactClassPercent: 20),
        edited: &edited, later: &later)
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Groups of sections were edited while asked, by a later section than the first too.
    #expect(edited >= 100 && later >= 30, "\(edited) edits, \(later) from a later section")
  }

  /// Six rounds on a tree: one section, drawn among those answering a title, edits a group of
  /// sections when asked; then the root's index is compared with the model's. The first
  /// failure, or `nil`.
  private static func walk(_ tree: PromiseTree, edited: inout Int, later: inout Int) -> String? {
    let host = RecordingTableHost()
    let hooks = CallbackHooks()
    hooks.answersHeadersAndIndex = true
    PromiseRow.hooks = hooks
    defer { PromiseRow.hooks = nil }
    var log: [String] = []
    for round in 0..<6 {
      let titled = titledOwners(tree.model).count
      let asker = titled > 0 ? tree.int(0...(titled - 1)) : 0
      var what = "no edit"
      var asked = 0
      func arm() {
        hooks.hook(.sectionIndexTitles) { _ in
          guard asked == asker else {
            asked += 1
            arm()
            return
          }
          guard let edits = tree.randomGroupOfSectionsEdits() else { return }
          edits.forEach(tree.apply)
          what = "section \(asker) asked: \(edits)"
        }
      }
      arm()
      let titles = tree.root.sectionIndexTitles(for: host)
      hooks.clear()
      if what != "no edit" {
        edited += 1
        later += asker > 0 ? 1 : 0
      }
      log.append(what)
      let context = "round \(round), after [\(log.joined(separator: "; "))], tree \(tree.model)"
      let owners = titledOwners(tree.model)
      let expected = owners.isEmpty ? nil : owners.map { PromiseRowNode.indexTitle(id: $0.id) }
      guard titles == expected else {
        return
          "\(context): titles \(String(describing: titles)), the model \(String(describing: expected))"
      }
      for position in -1...(owners.count + 1) {
        let title = owners.indices.contains(position) ? expected![position] : "?"
        let section = tree.root.tableView(host, sectionForSectionIndexTitle: title, at: position)
        let want = owners.indices.contains(position) ? owners[position].section : nil
        guard section == want else {
          return
            "\(context): title \(position) leads to \(String(describing: section)), the model "
            + "\(String(describing: want))"
        }
      }
    }
    return nil
  }

  /// The sections of the model that answer an index title (the suite's sections of rows, not
  /// those built as an exact class), with each one's section in the table, in table order.
  private static func titledOwners(_ model: PromiseModelNode) -> [(id: Int, section: Int)] {
    model.sectionOwners.enumerated().compactMap { section, owner in
      owner.kind == .rowNode && owner.exactClass == nil ? (owner.id, section) : nil
    }
  }
}
