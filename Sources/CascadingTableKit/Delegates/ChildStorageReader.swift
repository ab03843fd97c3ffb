/// Reads a node's children in place from the storage of the array holding them, each as an
/// ``UnretainedChild``: without retaining and releasing every child, and with one class cast
/// per class met in a row rather than one per child.
///
/// Re-synchronising the children after an edit visits every child (see
/// `PropagatingTableDelegate.synchronizeChildren(keptAtEnds:readingLayout:)`); reading each
/// from the array as an existential costs an atomic retain and release, and finding its class
/// a dynamic cast, more than the `index` write and the serial comparison the visit is for.
/// This reader loads the object reference a class existential stores first, and the type
/// metadata the object stores first, and casts only when the metadata is not the one it cast
/// last: children are usually all of one class.
///
/// Invariants: the reader is valid only inside the body of ``read(_:_:)``, while the array it
/// reads is alive and unchanged; every entry it hands out is valid only while that array
/// retains the child (see ``UnretainedChild``). The class remembered is the one of the last
/// child cast; an object of the same type metadata is of that class, so the cast is skipped
/// only where it would give the same answer, and ``isExactlyBare`` and ``mayBeRowGroup`` are
/// the answers for that class.
@MainActor
struct ChildStorageReader {
  /// What a cast of the remembered class found.
  private enum Kind {
    case propagating
    case bare
    case other
  }

  /// The children, as they are stored.
  private let storage: UnsafeRawBufferPointer

  /// The type metadata of the last child cast, or `nil` before the first cast.
  private var castMetadata: UnsafeRawPointer?

  /// What the last cast found.
  private var castKind = Kind.other

  /// Whether the child last handed out by ``child(at:of:)`` is of exactly the class
  /// ``CascadingBareTableDelegate``, not a subclass: no override of its `index` or
  /// `parentDelegate` can exist, so its storage may be written directly. Known from the same
  /// cast as its kind (the type metadata is the class's).
  private(set) var isExactlyBare = false

  /// Whether the child last handed out by ``child(at:of:)`` may be a group of rows: whether
  /// its class overrides `isRowGroup` (see ``RowGroupOverriding``); a class that does not
  /// answers `false` whatever its data. Known from the same cast as its kind.
  private(set) var mayBeRowGroup = false

  /// The type metadata of exactly the class ``CascadingBareTableDelegate``: the first word of
  /// every object of that class and of no other (a subclass has metadata of its own).
  private let exactlyBareMetadata: UnsafeRawPointer

  /// Creates a reader over the storage of the array the children are in.
  private init(storage: UnsafeRawBufferPointer) {
    self.storage = storage
    // A class's metatype is a pointer to its type metadata.
    exactlyBareMetadata = unsafeBitCast(CascadingBareTableDelegate.self, to: UnsafeRawPointer.self)
  }

  /// Calls `body` with a reader of `children`.
  /// - Parameters:
  ///   - children: The children; they stay retained by this array while `body` runs.
  ///   - body: What reads them.
  /// - Returns: What `body` returns.
  /// - Complexity: O(1), plus `body`.
  static func read<Result>(
    _ children: [any CascadingTableDelegate], _ body: (inout ChildStorageReader) -> Result
  ) -> Result {
    children.withUnsafeBufferPointer { buffer in
      var reader = ChildStorageReader(storage: UnsafeRawBufferPointer(buffer))
      return body(&reader)
    }
  }

  /// The address of the child at `position`: the object reference its class existential
  /// stores first.
  /// - Complexity: O(1): one load, no retain.
  @inline(__always)
  func objectAddress(at position: Int) -> UnsafeRawPointer {
    storage.load(
      fromByteOffset: position &* MemoryLayout<any CascadingTableDelegate>.stride,
      as: UnsafeRawPointer.self)
  }

  /// The child at `position` when it is of exactly the class ``CascadingBareTableDelegate``
  /// and stamped with `serial` as its parent's (see ``NodeSerial``), unretained; `nil`
  /// otherwise. It reads the child's type metadata and serial only: no cast, no call, and the
  /// class it remembers for ``child(at:of:)`` is left as it was.
  ///
  /// Such a child was already this node's child and no override can see a write into it, so
  /// re-synchronising it is writing its index (see
  /// `PropagatingTableDelegate.synchronizeChildren(keptAtEnds:readingLayout:)`).
  /// - Complexity: O(1): two loads and two comparisons.
  @inline(__always)
  func stampedExactlyBare(at position: Int, serial: UInt64)
    -> Unmanaged<CascadingBareTableDelegate>?
  {
    let address = objectAddress(at: position)
    // A Swift object starts with its type metadata.
    guard address.load(as: UnsafeRawPointer.self) == exactlyBareMetadata else { return nil }
    let node = Unmanaged<CascadingBareTableDelegate>.fromOpaque(address)
    guard UnretainedChild.borrow(node, { $0.bookkeeping.isStamped(with: serial) }) else {
      return nil
    }
    assert(
      UnretainedChild.borrow(node) { type(of: $0) == CascadingBareTableDelegate.self },
      "the metadata compared is not the class's")
    return node
  }

  /// The child at `position`, unretained.
  /// - Parameters:
  ///   - position: A position in `children`.
  ///   - children: The array this reader reads, to cast a child of a class not met last.
  /// - Complexity: O(1): two loads while the children's class stays the same; a cast when it
  ///   changes.
  @inline(__always)
  mutating func child(at position: Int, of children: [any CascadingTableDelegate])
    -> UnretainedChild
  {
    let address = objectAddress(at: position)
    // A Swift object starts with its type metadata.
    let metadata = address.load(as: UnsafeRawPointer.self)
    if metadata == castMetadata {
      switch castKind {
      case .bare: return .bare(Unmanaged.fromOpaque(address))
      case .propagating: return .propagating(Unmanaged.fromOpaque(address))
      case .other: return .other
      }
    }
    let child = children[position]
    assert(
      Unmanaged.passUnretained(child as AnyObject).toOpaque()
        == UnsafeMutableRawPointer(
          mutating: address), "a class existential stores its object reference first")
    let entry = UnretainedChild(child)
    castMetadata = metadata
    isExactlyBare = false
    mayBeRowGroup = false
    switch entry {
    case .bare:
      castKind = .bare
      isExactlyBare =
        ObjectIdentifier(type(of: child)) == ObjectIdentifier(CascadingBareTableDelegate.self)
      mayBeRowGroup = child is any RowGroupOverriding
    case .propagating: castKind = .propagating
    case .other: castKind = .other
    }
    return entry
  }
}
