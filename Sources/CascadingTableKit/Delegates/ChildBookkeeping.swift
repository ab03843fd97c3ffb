/// What a ``CascadingBareTableDelegate`` remembers for the parent that re-synchronises it, in
/// eight bytes: the serial of that parent (see ``NodeSerial``), what the node said about a
/// change it made in place, whether a parent listed it, and whether its class's own `span`
/// answered.
///
/// Kept in eight bytes rather than eleven (a 64-bit serial and three one-byte fields) so that a
/// bare node's instance is 56 bytes, which the allocator serves from 64-byte blocks rather than
/// 80-byte ones: a parent re-synchronising 10⁵ kept children after an edit touches every
/// child, so the pass is bound by how many bytes of memory its children span.
///
/// Layout: the serial's low 32 bits and its next 16 (``NodeSerial`` counts one a node, so it
/// stays below 2⁴⁸), a byte holding the update mark and the listed flag, and a byte of its own
/// for the span flag. Each part is read and written as its own bytes: a 64-bit word written a
/// byte at a time and then read whole waits for the byte's store to reach the cache (a
/// transaction's pass over 10⁵ children went from 2.0 to 3.2 ms), and the span flag, which the
/// parent clears and the class's `span` sets for every child it re-synchronises with a table,
/// is a plain store rather than a read, a change and a store of a byte shared with other flags
/// (which took it from 2.05 to 2.2–2.3 ms).
///
/// Invariant: writing one part leaves the others unchanged.
struct ChildBookkeeping: Sendable {
  /// The largest serial kept: 48 bits.
  static let largestSerial: UInt64 = (1 << 48) - 1

  /// The bits of the update mark in ``markAndListed``.
  private static let markMask: UInt8 = 0b11

  /// The bit of ``isListedInParent`` in ``markAndListed``.
  private static let listedBit: UInt8 = 0b100

  /// The serial's low 32 bits.
  private var serialLow: UInt32 = 0

  /// The serial's bits 32–47.
  private var serialHigh: UInt16 = 0

  /// The update mark (bits 0–1) and ``isListedInParent`` (bit 2).
  private var markAndListed: UInt8 = 0

  /// Whether the class's own `span` answered since the flag was last cleared.
  var answeredDefaultSpan = false

  /// Creates the bookkeeping of a node no parent has stamped: serial 0, no mark, no flag.
  init() {}

  /// The serial of the parent that last stamped the node, or 0 (see ``NodeSerial``).
  /// - Complexity: O(1).
  var parentSerial: UInt64 {
    @inline(__always) get { UInt64(serialHigh) << 32 | UInt64(serialLow) }
    @inline(__always) set {
      assert(newValue <= Self.largestSerial, "a serial beyond 48 bits")
      serialLow = UInt32(truncatingIfNeeded: newValue)
      serialHigh = UInt16(truncatingIfNeeded: newValue >> 32)
    }
  }

  /// Whether the node was stamped with `serial`: ``parentSerial`` `== serial`, compared a part
  /// at a time.
  /// - Complexity: O(1).
  @inline(__always)
  func isStamped(with serial: UInt64) -> Bool {
    serialLow == UInt32(truncatingIfNeeded: serial)
      && serialHigh == UInt16(truncatingIfNeeded: serial >> 32)
  }

  /// What the node said about a change it made in place.
  /// - Complexity: O(1).
  var updateMark: UpdateMark {
    // Only the three marks' raw values (0–2) are ever stored.
    get { UpdateMark(rawValue: markAndListed & Self.markMask) ?? .none }
    set { markAndListed = (markAndListed & ~Self.markMask) | newValue.rawValue }
  }

  /// Whether a parent listed the node among its changed children.
  /// - Complexity: O(1).
  var isListedInParent: Bool {
    get { markAndListed & Self.listedBit != 0 }
    set {
      markAndListed = newValue ? markAndListed | Self.listedBit : markAndListed & ~Self.listedBit
    }
  }
}
