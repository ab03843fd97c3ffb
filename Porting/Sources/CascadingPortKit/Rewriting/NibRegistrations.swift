/// The file the tool adds when the sources register nibs: on Linux a nib is "shipped" by
/// registering, once, the class it makes under its name (`TableNib.register(_:forNibName:)`).
/// The tool pairs each nib with the cell or header-footer class of the same name.
enum NibRegistrations {
  /// The added file's name.
  static let fileName = "TableNib+PortedNibs.swift"

  /// The function the added file declares.
  static let functionName = "registerPortedNibs"

  /// The file's text, registering each nib in name order.
  static func source(for names: Set<String>) -> String {
    let lines = names.sorted().map { name in
      "    TableNib.register(\(name).self, forNibName: \"\(name)\")"
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
