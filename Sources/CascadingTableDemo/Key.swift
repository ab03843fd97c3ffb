/// A key the interactive page understands.
enum Key: Equatable {
  case up
  case down
  case pageUp
  case pageDown
  case enter
  case reorder
  /// Long-press: open the focused row's context menu.
  case menu
  case quit
  case escape
  /// A digit key, 0 to 9.
  case digit(Int)
  case other

  /// The key a single byte stands for.
  init(byte: UInt8) {
    switch byte {
    case UInt8(ascii: "k"): self = .up
    case UInt8(ascii: "j"): self = .down
    case UInt8(ascii: " "): self = .pageDown
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"): self = .enter
    case UInt8(ascii: "r"): self = .reorder
    case UInt8(ascii: "m"): self = .menu
    case UInt8(ascii: "q"), 0x03, 0x04: self = .quit
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit(Int(byte - UInt8(ascii: "0")))
    default: self = .other
    }
  }
}
