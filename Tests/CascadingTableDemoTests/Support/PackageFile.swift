import Foundation

/// Reads a file of this package, given its path from the package's root.
/// - Parameter path: The path from the package's root, such as `README.md`.
/// - Returns: The file's text.
func packageFile(_ path: String) throws -> String {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // CascadingTableDemoTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
  return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}
