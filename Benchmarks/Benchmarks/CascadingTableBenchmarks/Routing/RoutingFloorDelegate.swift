import CascadingTableKit

/// The floor of routing a row call through a tree of delegates, written by hand for the
/// routing benchmark's page: the least any router of the API's tree must do, and nothing more.
///
/// A tree's rows are delegate objects of their own (the API's point), and its sections are
/// objects of an `open` class that an app may subclass to answer a call itself. So a call must
/// find the section, test whether it is exactly the library's class (else call its member),
/// find the row, and call the row's member, which reads the row object: the flat baseline
/// (``HandWrittenPageDelegate``) does none of this, answering from one array of section kinds.
/// The floor keeps every row in one array of unretained class references (one load and one
/// virtual call, no retain, no frame: the call is the member's last instruction), the
/// sections' spans in another, and tests indices without trapping, as routing must. It keeps
/// no routing table, no groups, no empty states, no count of calls in progress (which a tree
/// needs for delegates that change it from inside a call) and no other rule of PROMISES.md:
/// not a valid implementation of the API, only the cost it cannot go below.
@MainActor
final class RoutingFloorDelegate: TableDataSource, TableDelegate {
  /// Where a section's rows are in ``rowList``, and whether the section only routes.
  private struct SectionSpan {
    /// The position of the section's first row in ``rowList``.
    var start: Int
    /// The number of rows.
    var count: Int
    /// Whether the section is exactly the library's class, which only routes.
    var isRouting: Bool
  }

  private let sections: [CascadingSectionTableDelegate]
  /// Every section, unretained (``sections`` keeps them).
  private let sectionList: [Unmanaged<CascadingSectionTableDelegate>]
  private let spans: [SectionSpan]
  /// Every row, unretained (``rows`` keeps them): a call neither retains nor releases.
  private let rowList: [Unmanaged<CascadingBareTableDelegate>]
  private let rows: [[CascadingBareTableDelegate]]

  /// Creates the floor over a tree's section and row delegates.
  /// - Parameters:
  ///   - sections: The section delegates, in order.
  ///   - rows: Each section's row delegates, in order.
  init(sections: [CascadingSectionTableDelegate], rows: [[CascadingBareTableDelegate]]) {
    precondition(sections.count == rows.count, "one array of rows a section")
    self.sections = sections
    sectionList = sections.map { Unmanaged.passUnretained($0) }
    self.rows = rows
    var start = 0
    spans = zip(sections, rows).map { section, rows in
      defer { start += rows.count }
      return SectionSpan(
        start: start, count: rows.count,
        isRouting: type(of: section) == CascadingSectionTableDelegate.self)
    }
    rowList = rows.joined().map { Unmanaged.passUnretained($0) }
  }

  func numberOfSections(in tableView: any TableHost) -> Int { sections.count }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    UInt(bitPattern: section) < UInt(bitPattern: spans.count) ? spans[section].count : 0
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath)
    -> TableCell
  {
    switch target(of: indexPath) {
    case .row(let row): borrow(row) { $0.tableView(tableView, cellForRowAt: indexPath) }
    case .section(let section):
      borrow(section) { $0.tableView(tableView, cellForRowAt: indexPath) }
    case .none: TableCell()
    }
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    switch target(of: indexPath) {
    case .row(let row): borrow(row) { $0.tableView(tableView, heightForRowAt: indexPath) }
    case .section(let section):
      borrow(section) { $0.tableView(tableView, heightForRowAt: indexPath) }
    case .none: nil
    }
  }

  func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath)
    -> Double?
  {
    switch target(of: indexPath) {
    case .row(let row):
      borrow(row) { $0.tableView(tableView, estimatedHeightForRowAt: indexPath) }
    case .section(let section):
      borrow(section) { $0.tableView(tableView, estimatedHeightForRowAt: indexPath) }
    case .none: nil
    }
  }

  func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath)
    -> TableIndexPath?
  {
    switch target(of: indexPath) {
    case .row(let row): borrow(row) { $0.tableView(tableView, willSelectRowAt: indexPath) }
    case .section(let section):
      borrow(section) { $0.tableView(tableView, willSelectRowAt: indexPath) }
    case .none: indexPath
    }
  }

  func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath) {
    switch target(of: indexPath) {
    case .row(let row): borrow(row) { $0.tableView(tableView, didSelectRowAt: indexPath) }
    case .section(let section):
      borrow(section) { $0.tableView(tableView, didSelectRowAt: indexPath) }
    case .none: break
    }
  }

  /// Who answers a row call.
  private enum Target {
    /// The row's delegate: the section is exactly the library's class, which only routes.
    case row(Unmanaged<CascadingBareTableDelegate>)
    /// The section's delegate, of a subclass that may answer the call itself.
    case section(Unmanaged<CascadingSectionTableDelegate>)
    /// Nobody: the index path is out of range.
    case none
  }

  /// Who answers a row call at `indexPath`. No closure is passed to the standard library (no
  /// `??`, no `withUnsafeBufferPointer`): in a main-actor context, its closures could check
  /// their executor, which is no part of routing.
  @inline(__always)
  private func target(of indexPath: TableIndexPath) -> Target {
    guard UInt(bitPattern: indexPath.section) < UInt(bitPattern: spans.count) else {
      return .none
    }
    let span = spans[indexPath.section]
    guard span.isRouting else { return .section(sectionList[indexPath.section]) }
    guard UInt(bitPattern: indexPath.row) < UInt(bitPattern: span.count) else { return .none }
    return .row(rowList[span.start &+ indexPath.row])
  }

  /// Calls `body` with the node, borrowed: no retain, no release (a generic function of this
  /// module, not a closure passed straight to the standard library, for the reason above).
  @inline(__always)
  private func borrow<Node: AnyObject, Result>(_ node: Unmanaged<Node>, _ body: (Node) -> Result)
    -> Result
  {
    node._withUnsafeGuaranteedRef(body)
  }
}
