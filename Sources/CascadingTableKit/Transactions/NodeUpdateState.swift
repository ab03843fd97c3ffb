/// What a node's table was last told about the node's children, and what changed since: the
/// record every transaction diffs the tree against.
///
/// The record is refreshed when the table reads the node's counts (a load, a reload, the
/// counts a batch is checked against) and when a transaction hands the table a batch, so it
/// never depends on seeing every way the tree can change: a transaction diffs the tree as it is
/// against what the table was told, whatever happened in between.
///
/// Invariants on what the record keeps alive:
/// - ``changedChildren`` lists a node until a transaction compared it, or the record is made
///   anew after the node left (a child that left keeps nothing to compare), or the node is the
///   empty state this record hides (recorded with it, below).
/// - A node inside an empty state its holder's record hides (``shownEmptyState`` `false`), at
///   any depth, is never told or compared; its record holds only the nodes it holds now once the
///   table is told anything: it is recorded anew after its children change (at a
///   transaction's end, or, for a change outside any, before the table is next told anything),
///   and with its holder when the holder's new record hides it (see
///   `PropagatingTableDelegate+HiddenRecords.swift`). Its rows reach the
///   table only as new ones, once the empty state fills its holder's place.
@MainActor
struct NodeUpdateState {
  /// Bumped on every change of the node's children (or a child saying it changed in place).
  var version = 0

  /// The ``version`` the table was last told, or `nil` when it was never told.
  var shownVersion: Int?

  /// The children the table was last told about, in order.
  var shownChildren: [any CascadingTableDelegate] = []

  /// In `.row` mode, for a section holding groups or blocks: its rows as told, the leaves of
  /// its groups; `nil` when its children were all single rows.
  var shownLeaves: [LeafRow]?

  /// In `.row` mode, for a section holding groups: its rows as told, one chunk per child of
  /// ``shownChildren``; `nil` when its children were all single rows.
  var shownChunks: [LeafChunk]?

  /// Whether the children told held groups or blocks.
  var shownHeldGroups = false

  /// Whether the empty state filled the node's place when the children were recorded: when
  /// not, the table was told nothing of the empty state, which no transaction then compares
  /// (see `PropagatingTableDelegate.recordHidesEmptyState(_:)`).
  var shownEmptyState = false

  /// Whether the record was made while the node was a group, which records no rows of its own
  /// (its section does): a group that becomes a section records its rows anew when told.
  var recordedAsGroup = false

  /// In `.section` mode: the row count each shown section last told the table, by its
  /// position in ``shownChildren``; -1 where it is not known.
  var shownRowCounts: [Int] = []

  /// Children whose own rows changed since the table was told, each listed once.
  var changedChildren: [any CascadingTableDelegate] = []

  /// Children that said they changed in place (``UpdateMark``), each listed once.
  var markedChildren: [any CascadingTableDelegate] = []

  /// Whether the node is listed in its parent's ``changedChildren``.
  var isListedInParent = false

  /// Whether the table knew the children just before their last change: a reload mode's
  /// transaction on the node then meets no earlier edit of the node the table was never told.
  var wasToldBeforeLastChange = true

  /// What the node said about itself with `setNeedsUpdate(identifierChanged:)`.
  var mark = UpdateMark.none

  /// Whether the node is listed in `PropagatingTableDelegate.hiddenRecordQueue`: hidden as
  /// told, changed outside any transaction, and recorded anew before the table is next told
  /// anything. It counts as told until then.
  var isQueuedForHiddenRecord = false

  /// Whether the children changed since the table was last told.
  var hasUnshownChanges: Bool { shownVersion != version }
}

/// What a node said about a change it made in place, without being replaced. Its raw value is
/// what ``ChildBookkeeping`` stores in two bits.
enum UpdateMark: UInt8 {
  /// Nothing: a node instance still in place is the same row with the same content.
  case none
  /// Its content changed: the row is reconfigured (the same cell, asked again).
  case content
  /// Its identity changed: the row is replaced (deleted and inserted).
  case identity
}
