import CascadingTableKit

/// Edits of a group of sections made from inside another section's index titles (issue 27,
/// promise coverage): the section index of the tree changes a level below the root while the
/// root asks its sections for their titles (see `SectionIndexChangedWhileAskedTests`).
extension PromiseBatchWalk {
  /// Edits a random group of sections (``PromiseTree/randomGroupOfSectionsEdits()``) as
  /// ``edit(_:)`` does, the walk's bookkeeping of told and untold edits included; a random
  /// edit when the tree has no group of sections. Returns what each edit did.
  func groupOfSectionsEdits() -> [String] {
    guard let edits = tree.randomGroupOfSectionsEdits() else { return [edit()] }
    groupsOfSectionsEditedFromIndexTitles += 1
    return edits.map { edit($0) }
  }
}
