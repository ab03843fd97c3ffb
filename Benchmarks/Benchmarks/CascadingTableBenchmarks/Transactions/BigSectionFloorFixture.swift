import CascadingTableKit

/// The floor of issue 27's big-section target, written by hand: the work no implementation of
/// the library under today's API can skip when one row delegate is inserted into the middle of
/// a section of *n* (and removed), by ``TransactionFixture``'s edit
/// (`childDelegates.insert(_:at:)`, then `remove(at:)`).
///
/// On the same ``TransactionRow``s, in the same `[any CascadingTableDelegate]` the node stores:
/// 1. the in-place `insert(_:at:)` / `remove(at:)` of the array (the API's edit; it moves the
///    tail of 16-byte existentials);
/// 2. the original's rule (ORIGINAL.md: any change re-indexes and re-parents the children):
///    one write of `index` through the class's `open` setter for every child whose position
///    changed (`index` is `open var`, and an override observing it must see every write of a
///    changed index), read in place without a retain, with one type check per child (any
///    child may be of any class); the inserted child's `parentDelegate` written once (a kept
///    child's parent is the node already; a removed child keeps both, as in the original);
/// 3. the same `insertRows` / `deleteRows` batch on the table, whose data source this fixture
///    is (as ``FlatSectionFixture`` is: the row count and a dequeued cell, no routing).
///
/// Its ``Variant`` adds what a node pays beyond that under today's API and tests:
/// ``Variant/findingTheEdit``, what the in-place `_modify` accessor costs by hiding the edit
/// from the node (one pass finding the edited range by comparing the array with a column of
/// its children's identities kept since the last edit, from both ends, and the column's own
/// upkeep: the same insert or removal in it); ``Variant/writingEveryIndex``, the original's
/// `validateChildDelegates()` (every child's `index` written on every change, shifted or not),
/// which `IndexAndParentModelTests` counts for every override.
///
/// Not counted: anything the tree's diff, record or routing layout does; a node that knew the
/// edit (an API naming it) and computed nothing else would pay exactly this.
@MainActor
final class BigSectionFloorFixture: TableDataSource, TableDelegate {
  /// The table, loaded and laid out.
  let table = HeadlessTableView(viewportSize: TableSize(width: 375, height: 667))
  /// The children, in the storage type a node keeps them in.
  private var children: [any CascadingTableDelegate]
  /// The node the children's `parentDelegate` names: a section, as in ``TransactionFixture``.
  private let owner = CascadingSectionTableDelegate(childDelegates: [])
  /// The row inserted and removed.
  private let extraRow = TransactionRow()
  /// Where the row goes: the middle of the section.
  private let row: Int
  /// What a node must do beyond the minimum.
  enum Variant: Int {
    /// Only the minimum: the edit's position known, the shifted children's `index` written.
    case minimum
    /// The edited range found by comparing the array with a kept column of identities.
    case findingTheEdit
    /// Every child's `index` written, shifted or not, as `validateChildDelegates()` does.
    case writingEveryIndex
    /// No `index` written at all: not a valid implementation (the shifted children keep stale
    /// positions), only what the edit and the batch cost without the original's rule, so that
    /// the rule's share of the floor is measured.
    case editAndBatchAlone
  }

  /// What this fixture does beyond the minimum.
  let variant: Variant
  /// Whether the edited range is found by comparing with ``identities``.
  private var findsEdit: Bool { variant == .findingTheEdit }
  /// The children's addresses as of the last edit, for ``findsEdit``.
  private var identities: [UInt]
  /// The type metadata of ``TransactionRow``, for the check each child's write makes.
  private let rowMetadata: UnsafeRawPointer

  /// Builds and loads the table.
  /// - Parameters:
  ///   - rowCount: The number of rows of the section.
  ///   - variant: What it does beyond the minimum.
  init(rowCount: Int, variant: Variant) {
    self.variant = variant
    let rows = (0..<rowCount).map { _ in TransactionRow() }
    for (position, child) in rows.enumerated() {
      child.index = position
      child.parentDelegate = owner
    }
    children = rows
    identities =
      variant == .findingTheEdit ? rows.map { UInt(bitPattern: ObjectIdentifier($0)) } : []
    rowMetadata = UnsafeRawPointer(
      Unmanaged.passUnretained(extraRow).toOpaque()
    ).load(as: UnsafeRawPointer.self)
    row = rowCount / 2
    BigSectionTable.load(table, from: self)
  }

  func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int {
    children.count
  }

  func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell {
    BigSectionTable.cell(in: tableView, at: indexPath)
  }

  func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double? {
    44
  }

  /// Inserts the row in place and tells the table, then removes it the same way.
  func insertAndRemove() {
    let indexPath = TableIndexPath(row: row, section: 0)
    let table = self.table
    children.insert(extraRow, at: row)
    let inserted = editedRange()
    extraRow.parentDelegate = owner
    if variant != .editAndBatchAlone {
      writeIndices(from: variant == .writingEveryIndex ? 0 : inserted.lowerBound)
    }
    table.performBatchUpdates {
      table.insertRows(at: [indexPath], with: .automatic)
    }
    children.remove(at: row)
    let removed = editedRange()
    if variant != .editAndBatchAlone {
      writeIndices(from: variant == .writingEveryIndex ? 0 : removed.lowerBound)
    }
    table.performBatchUpdates {
      table.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  /// The range of positions the last edit changed, in the children as they are now: found by
  /// comparison with ``identities`` (then brought up to date) with ``findsEdit``, else known
  /// (the edit's own position), as an API naming the edit would know it.
  /// - Complexity: O(*n*) with ``findsEdit`` (the comparison and the column's tail move); O(1)
  ///   otherwise.
  private func editedRange() -> Range<Int> {
    guard findsEdit else { return row..<row }
    let count = children.count
    let (prefix, suffix) = children.withUnsafeBufferPointer { buffer in
      identities.withUnsafeBufferPointer { kept in
        let storage = UnsafeRawBufferPointer(buffer)
        let stride = MemoryLayout<any CascadingTableDelegate>.stride
        let shorter = min(kept.count, count)
        var prefix = 0
        while prefix < shorter,
          UInt(bitPattern: storage.load(fromByteOffset: prefix &* stride, as: Int.self))
            == kept[prefix]
        {
          prefix += 1
        }
        var suffix = 0
        while prefix + suffix < shorter,
          UInt(
            bitPattern: storage.load(fromByteOffset: (count - 1 - suffix) &* stride, as: Int.self))
            == kept[kept.count - 1 - suffix]
        {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
    let changed = prefix..<(count - suffix)
    identities.replaceSubrange(
      prefix..<(identities.count - suffix),
      with: children[changed].map { UInt(bitPattern: ObjectIdentifier($0)) })
    return changed
  }

  /// Writes `index` through its `open` setter into every child from `start` on (those whose
  /// position an insert or removal at `start` changed), each read in place without a retain.
  /// - Complexity: O(*n* − `start`).
  private func writeIndices(from start: Int) {
    let rowMetadata = self.rowMetadata
    children.withUnsafeBufferPointer { buffer in
      let storage = UnsafeRawBufferPointer(buffer)
      let stride = MemoryLayout<any CascadingTableDelegate>.stride
      for position in start..<buffer.count {
        let address = storage.load(fromByteOffset: position &* stride, as: UnsafeRawPointer.self)
        // Any child may be of any class: one check of its type per child.
        if address.load(as: UnsafeRawPointer.self) == rowMetadata {
          Self.borrow(Unmanaged<TransactionRow>.fromOpaque(address)) { $0.index = position }
        } else {
          buffer[position].index = position
        }
      }
    }
  }

  /// Calls `body` with the object, borrowed: no retain and release. A generic function of this
  /// module, as the library's `UnretainedChild.borrow` is, rather than a closure passed straight
  /// to the standard library, which in `@MainActor` code checks its executor on every call (a
  /// cost no implementation has to pay).
  @inline(__always)
  private static func borrow<Node: AnyObject, Result>(
    _ node: Unmanaged<Node>, _ body: (Node) -> Result
  ) -> Result {
    node._withUnsafeGuaranteedRef(body)
  }

  /// Stops the benchmark unless the table applied the last change cleanly and every child's
  /// `index` is its position.
  func checkApplied() {
    precondition(table.lastUpdateError == nil, "the table rejected an update")
    precondition(table.numberOfRows(inSection: 0) == children.count, "the table and rows disagree")
    precondition(
      variant == .editAndBatchAlone || children.indices.allSatisfy { children[$0].index == $0 },
      "an index is not its position")
    precondition(
      (variant == .editAndBatchAlone || extraRow.index == row) && extraRow.parentDelegate === owner,
      "the row was not set")
  }

  /// Fixtures already built in this process, by row count and kind.
  private static var built: [[Int]: BigSectionFloorFixture] = [:]

  /// The fixture of a size, built on first use.
  /// - Parameters:
  ///   - rowCount: The number of rows.
  ///   - variant: What it does beyond the minimum.
  /// - Returns: The fixture.
  static func shared(rowCount: Int, variant: Variant) -> BigSectionFloorFixture {
    let key = [rowCount, variant.rawValue]
    if let fixture = built[key] {
      return fixture
    }
    let fixture = BigSectionFloorFixture(rowCount: rowCount, variant: variant)
    built[key] = fixture
    return fixture
  }
}
