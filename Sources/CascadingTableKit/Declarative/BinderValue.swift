/// A ``CellBinder``'s identity or content value, kept as typed as
/// ``CellBinder/identified(by:content:)`` received it: an `Int` or a `String` unboxed, any other
/// `Hashable` boxed in `AnyHashable`.
///
/// Keeping the two common identity types unboxed lets a data source diff binders as typed
/// values (see ``BinderRowList``) instead of hashing and comparing `AnyHashable`s, which costs
/// a dynamic cast per comparison.
///
/// Cost: an `Int` or `String` value is stored inline; any other value costs one heap box
/// (the indirect case) besides what `AnyHashable` allocates for a large value.
///
/// Invariants: a value compares exactly as its ``boxed`` form does (``isSame(as:)``), whatever
/// cases the two values are; `.other` never holds an `Int` or a `String` put there by
/// ``init(_:)`` (an `AnyHashable` given as the value stays `.other`, and still compares as its
/// base does).
enum BinderValue {
  /// An `Int`.
  case int(Int)
  /// A `String`.
  case string(String)
  /// Any other value, boxed. Indirect, so that the enum holds a reference rather than an
  /// `AnyHashable` container: a value of the enum is then copied and switched over inline,
  /// without the value witnesses an existential payload needs.
  indirect case other(AnyHashable)

  /// Keeps a value: unboxed when it is an `Int` or a `String`.
  /// - Parameter value: The value.
  /// - Complexity: O(1): a comparison of metatypes, no dynamic cast.
  @inline(__always)
  init<Value: Hashable>(_ value: Value) {
    if Value.self == Int.self {
      self = .int(unsafeBitCast(value, to: Int.self))
    } else if Value.self == String.self {
      self = .string(unsafeBitCast(value, to: String.self))
    } else {
      self = .other(AnyHashable(value))
    }
  }

  /// The value boxed, as ``CellBinder/id`` and ``CellBinder/content`` answer it.
  /// - Complexity: O(1).
  var boxed: AnyHashable {
    switch self {
    case .int(let value): AnyHashable(value)
    case .string(let value): AnyHashable(value)
    case .other(let value): value
    }
  }

  /// Whether two values are equal as their boxed forms are: compared unboxed when both are
  /// `Int`s or both `String`s, else as `AnyHashable`s (so an `Int` and an `Int8` of the same
  /// value are equal, as `AnyHashable` makes them).
  /// - Parameter other: The other value.
  /// - Returns: `boxed == other.boxed`.
  /// - Complexity: O(1) for `Int`s; O(*m*) for `String`s of length *m*.
  @inline(__always)
  func isSame(as other: BinderValue) -> Bool {
    switch (self, other) {
    case (.int(let value), .int(let otherValue)): value == otherValue
    case (.string(let value), .string(let otherValue)): value == otherValue
    default: boxed == other.boxed
    }
  }
}
