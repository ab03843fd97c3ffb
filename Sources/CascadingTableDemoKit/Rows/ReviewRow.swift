import CascadingTableKit

/// A row of the review list: a visitor's review, which can be marked helpful by selecting it,
/// and which has a context menu, as a review in a real app does: "Copy" puts the review's text on
/// the ``Pasteboard``, "Report" marks it reported (and is disabled once it is).
///
/// The menu's follow-up calls (`willDisplayContextMenu`, `willEndContextMenuInteraction`) carry
/// the configuration, not a row: the tree routes them back to this row because it returned that
/// configuration, which ``isShowingContextMenu`` follows.
///
/// A ``CascadingBareTableDelegate`` subclass used as a row delegate. It hides its cell's bottom
/// border when it is the last row of its section, which it finds out from its ``index`` and its
/// ``parentDelegate``: the showcase of the tree's links.
///
/// Its identity is a token it hands on to its ``renewed()`` copies (reviews may repeat, so the
/// review cannot be it), so that a transaction recognises it in a new instance; its content is
/// what its cell shows: the review, the helpful mark and the border.
@MainActor
public final class ReviewRow: CascadingBareTableDelegate {
  /// The review shown.
  public let review: Review

  /// Whether the visitor marked the review helpful. Selecting the row toggles it.
  public private(set) var isMarkedHelpful = false

  /// Whether the visitor reported the review, from its context menu.
  public private(set) var isReported = false

  /// Whether this row's context menu is open: set by `willDisplayContextMenu`, cleared by
  /// `willEndContextMenuInteraction`, which reach this row only because it returned the menu.
  public private(set) var isShowingContextMenu = false

  /// Where "Copy" puts the review's text.
  public var pasteboard = Pasteboard.general

  private let metrics: PageMetrics

  /// The row's identity, shared with its renewed copies.
  private let identity: Identity

  /// Whether the cell last configured showed the row as the last of its section.
  private var wasShownAsLast: Bool?

  /// Creates the row for a review.
  /// - Parameters:
  ///   - review: The review to show.
  ///   - metrics: The sizes to lay it out with.
  public convenience init(review: Review, metrics: PageMetrics) {
    self.init(review: review, metrics: metrics, identity: Identity())
  }

  private init(review: Review, metrics: PageMetrics, identity: Identity) {
    self.review = review
    self.metrics = metrics
    self.identity = identity
    super.init(index: 0, childDelegates: [])
  }

  /// Creates a row with an empty review; a row delegate takes no children.
  /// - Parameters:
  ///   - index: The row's position in its section.
  ///   - childDelegates: Ignored.
  public required convenience init(index: Int, childDelegates: [any CascadingTableDelegate]) {
    self.init(review: Review(author: "", rating: 0, text: ""), metrics: .phone)
    self.index = index
  }

  /// Whether this row is the last of its section: its ``index`` is the last position of its
  /// parent's children.
  public var isLastInSection: Bool {
    index + 1 == parentDelegate?.childDelegates.count
  }

  /// The row's identity token: a ``renewed()`` copy is the same row.
  public override var differenceIdentifier: AnyHashable { ObjectIdentifier(identity) }

  /// Whether `source`, the row this one replaces, showed what this one would: the same
  /// review, helpful mark and bottom border.
  /// - Parameter source: The row this one replaces.
  /// - Returns: Whether the cell can stay as it is.
  public override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
    guard let source = source as? ReviewRow else { return false }
    return source.review == review && source.isMarkedHelpful == isMarkedHelpful
      && source.isReported == isReported && source.wasShownAsLast == isLastInSection
  }

  /// A new row for the same review, marked helpful or reported if this one is: put in this
  /// row's place,
  /// it makes a transaction compare the two and reconfigure the cell if it must change.
  /// - Returns: The new row.
  public func renewed() -> ReviewRow {
    let row = ReviewRow(review: review, metrics: metrics, identity: identity)
    row.isMarkedHelpful = isMarkedHelpful
    row.isReported = isReported
    row.pasteboard = pasteboard
    return row
  }

  /// The row's cell: the author and stars, then the text.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  public override func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: PageIdentifiers.review, for: indexPath)
    let helpful = isMarkedHelpful ? "  (helpful)" : ""
    let reported = isReported ? "  (reported)" : ""
    cell.text = "\(review.author)  \(Stars.text(review.rating))\(helpful)\(reported)"
    cell.detailText = review.text
    cell.fittingHeight = metrics.reviewHeight(review.text)
    showBorder(in: cell)
    return cell
  }

  /// Hides the cell's bottom border when this is the last review.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - cell: The row's cell.
  ///   - indexPath: The row.
  public override func tableView(
    _ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath
  ) {
    showBorder(in: cell)
  }

  /// Hides the cell's bottom border when this is the last review, and remembers what it
  /// showed.
  private func showBorder(in cell: TableCell) {
    wasShownAsLast = isLastInSection
    (cell as? PageCell)?.showsBottomBorder = !isLastInSection
  }

  /// The author line, the wrapped text and padding.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The row's height.
  public override func tableView(
    _ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath
  )
    -> Double?
  { metrics.reviewHeight(review.text) }

  /// The height of a review with no text, as the original sample estimated it.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row.
  /// - Returns: The estimate.
  public override func tableView(
    _ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath
  ) -> Double? { metrics.reviewHeight("") }

  /// Marks or unmarks the review as helpful, and reloads the row to show it.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row, as the table knows it.
  public override func tableView(
    _ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath
  ) {
    isMarkedHelpful.toggle()
    tableView.reloadRows(at: [indexPath], with: .fade)
  }

  /// Marks the review reported, as the menu's "Report" does, and tells the tree that the row
  /// changed in place: its parent reconfigures it to show "(reported)". Does nothing when it is
  /// reported already.
  public func report() {
    guard !isReported else { return }
    isReported = true
    setNeedsUpdate()
  }

  /// The review's menu: "Copy" and "Report" (disabled once reported).
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPath: The row pressed.
  ///   - point: Where it was pressed.
  /// - Returns: The menu's configuration.
  public override func tableView(
    _ tableView: any TableHost, contextMenuConfigurationForRowAt indexPath: TableIndexPath,
    point: TablePoint
  ) -> TableContextMenuConfiguration? {
    reviewMenu()
  }

  /// Notes that the menu this row returned is open.
  /// - Parameters:
  ///   - tableView: The table showing it.
  ///   - configuration: The menu, as this row returned it.
  ///   - animator: The menu's animator.
  public override func tableView(
    _ tableView: any TableHost, willDisplayContextMenu configuration: TableContextMenuConfiguration,
    animator: (any TableContextMenuInteractionAnimating)?
  ) {
    isShowingContextMenu = true
  }

  /// Notes that the menu this row returned is closing.
  /// - Parameters:
  ///   - tableView: The table showing it.
  ///   - configuration: The menu, as this row returned it.
  ///   - animator: The menu's animator.
  public override func tableView(
    _ tableView: any TableHost,
    willEndContextMenuInteraction configuration: TableContextMenuConfiguration,
    animator: (any TableContextMenuInteractionAnimating)?
  ) {
    isShowingContextMenu = false
  }
}

/// What makes a review row the same row across its renewed copies.
private final class Identity {}
