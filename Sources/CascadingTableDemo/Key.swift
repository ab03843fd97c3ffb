/// A key the interactive page understands.
enum Key: Equatable {
  case up
  case down
  case pageUp
  case pageDown
  case enter
  case reorder
  case quit
  case escape
  case other

  /// The key a single byte stands for.
  init(byte: UInt8) {
    switch byte {
    case UInt8(ascii: "k"): self = .up
    case UInt8(ascii: "j"): self = .down
    case UInt8(ascii: " "): self = .pageDown
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"): self = .enter
    case UInt8(ascii: "r"): self = .reorder
    case UInt8(ascii: "q"), 0x03, 0x04: self = .quit
    default: self = .other
    }
  }
}
