/// A row of a table: headless content and state (UIKit's `UITableViewCell`).
///
/// Subclass it to add content of your own; a table host creates registered subclasses through
/// ``init(reuseIdentifier:)``, so a subclass that adds a designated initialiser must also
/// implement that one.
@MainActor
open class TableCell {
  /// The identifier the cell was registered and dequeued with, or `nil` for a cell made by hand.
  public let reuseIdentifier: String?

  /// The main text of the cell (UIKit's `textLabel.text`).
  open var text: String?

  /// The secondary text of the cell (UIKit's `detailTextLabel.text`).
  open var detailText: String?

  /// The standard accessory the cell shows. Defaults to `.none`.
  open var accessoryType: TableCellAccessoryType = .none

  /// How far the content is indented, in levels. Defaults to 0.
  open var indentationLevel: Int = 0

  /// Whether the cell shows as selected. A table host sets it.
  open var isSelected: Bool = false

  /// Whether the cell shows as highlighted. A table host sets it.
  open var isHighlighted: Bool = false

  /// Whether the cell is in editing mode. A table host sets it.
  open var isEditing: Bool = false

  /// The height the cell needs for its content: what ``TableDimension/automatic`` resolves to.
  /// Defaults to 44, UIKit's standard row height.
  open var fittingHeight: Double = 44

  /// Creates a cell.
  /// - Parameter reuseIdentifier: The identifier the cell is reused under, or `nil`.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// Creates a cell that is not reused.
  public convenience init() {
    self.init(reuseIdentifier: nil)
  }

  /// Called by a table host just before the cell is handed out again by
  /// `dequeueReusableCell(withIdentifier:for:)`.
  ///
  /// The default implementation clears the state that belongs to the row the cell showed last
  /// (selection, highlight and editing), and keeps its content, as UIKit's does. Override it to
  /// reset content of your own; calling `super` is recommended.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
    isEditing = false
  }
}
