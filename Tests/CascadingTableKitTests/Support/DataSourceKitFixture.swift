import CascadingTableKit

/// DataSourceKit's own test fixture: three cell types with a label, two made from nibs and
/// one from its class, and a declaration per type carrying an id.
enum DataSourceKitFixture {
  /// A cell with a label, as DataSourceKit's test cells have.
  class LabelCell: TableCell {
    var label: String?
  }

  final class ATableViewCell: LabelCell {}
  final class BTableViewCell: LabelCell {}
  final class CTableViewCell: LabelCell {}

  /// A declaration of one of the three cells.
  enum CellDeclaration: Hashable {
    case a(Int)
    case b(Int)
    case c(Int)
  }

  /// Registers the classes the two nibs make (process-wide, idempotent).
  @MainActor
  static func registerNibs() {
    TableNib.register(ATableViewCell.self, forNibName: "ATableViewCell")
    TableNib.register(BTableViewCell.self, forNibName: "BTableViewCell")
  }

  /// The binder of a declaration: A and B from nibs, C from its class; the label shows the id.
  @MainActor
  static func binder(for declaration: CellDeclaration) -> CellBinder {
    switch declaration {
    case .a(let id):
      CellBinder(
        cellType: ATableViewCell.self,
        nib: TableNib(nibName: "ATableViewCell", bundle: nil),
        reuseIdentifier: "ATableViewCell"
      ) { $0.label = String(id) }
    case .b(let id):
      CellBinder(
        cellType: BTableViewCell.self,
        registrationMethod: .nib(TableNib(nibName: "BTableViewCell", bundle: nil)),
        reuseIdentifier: "BTableViewCell"
      ) { $0.label = String(id) }
    case .c(let id):
      CellBinder(
        cellType: CTableViewCell.self, registrationMethod: .class(CTableViewCell.self),
        reuseIdentifier: "CTableViewCell"
      ) { $0.label = String(id) }
    }
  }
}
