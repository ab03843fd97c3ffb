/// The file the tool adds when the sources register nibs: on Linux a nib is "shipped" by
/// registering, once, the class it makes under its name (`TableNib.register(_:forNibName:)`).
/// The tool pairs each nib with the cell or header-footer class of the same name.
enum NibRegistrations {
  /// The added file's name.
  static let fileName = "TableNib+PortedNibs.swift"

  /// The function the added file declares.
  static let functionName = "registerPortedNibs"

  /// The file's text, registering each nib's class in the nibs' name order.
  static func source(for nibs: [String: String]) -> String {
    let lines = nibs.sorted { $0.key < $1.key }.map { name, type in
      "    TableNib.register(\(type).self, forNibName: \"\(name)\")"
    }
    return """
      import CascadingTableKit

      extension TableNib {
        /// Registers what each nib of the ported sources makes, as UIKit loaded it from the nib
        /// file. Call it once at start-up, before a table loads. Written by cascading-port.
        @MainActor static func \(functionName)() {
      \(lines.joined(separator: "\n"))
        }
      }

      """
  }
}
