import CascadingTableKit

/// A declaration of the promise suite's data sources: identified by `id`, with `version` as
/// its content. Its row's height follows its identity.
struct PromiseItem: Identifiable, Hashable, Sendable {
  var id: Int
  var version = 0

  /// What its cell shows.
  var text: String { "item \(id) v\(version)" }

  /// Its row's height: a function of its identity alone.
  var height: Double { 22 + Double(id % 9) }

  /// The binder of an item: a plain cell showing its text, at its height.
  @MainActor
  static func binder(for item: PromiseItem) -> CellBinder {
    CellBinder(
      cellType: TableCell.self, registrationMethod: .class(TableCell.self),
      reuseIdentifier: "promise item"
    ) { $0.text = item.text }
    .rowHeight(item.height)
  }
}
