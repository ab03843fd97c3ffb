import CascadingTableKit

/// A row declaration identified by `id`, whose `version` is its content: the declaration type
/// of the diffed-assignment tests.
struct DeclaredItem: Identifiable, Hashable, CustomStringConvertible {
  var id: Int
  var version = 0

  /// What its cell shows.
  var text: String { "item \(id) v\(version)" }

  var description: String { text }

  /// The binder of an item: a plain cell showing its text.
  @MainActor
  static func binder(for item: DeclaredItem) -> CellBinder {
    CellBinder(
      cellType: TableCell.self, registrationMethod: .class(TableCell.self),
      reuseIdentifier: "item"
    ) { $0.text = item.text }
  }

  /// Items with the given ids, at version 0.
  static func items(_ ids: [Int]) -> [DeclaredItem] {
    ids.map { DeclaredItem(id: $0) }
  }
}
