import Foundation
import Testing

/// The porting guide's table of UIKit counterparts (PortingFromUIKit.md, "Data source and
/// delegate methods") against the surface generator's member table (``SurfaceManifest``) and
/// the independent model of routing and defaults, `Documentation/DefaultReturnValues.md`: a
/// member added to the library and missing from the guide, or a guide row whose routing or
/// default differs from the model, fails here.
struct GuideCounterpartTableTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The library's own members, which no UIKit protocol has.
  static let libraryOnly: Set<String> = ["prepare(tableView:)", "tableView(_:didUpdateFocusIn:)"]

  /// One row of the guide's table: its cells, trimmed.
  struct Row {
    var cells: [String]
  }

  /// The guide's counterpart table: its group titles with their rows, in order.
  static func guideTable() throws -> [(title: String, rows: [Row])] {
    let guide = try String(
      contentsOf: repository.appendingPathComponent(
        "Sources/CascadingTableKit/CascadingTableKit.docc/PortingFromUIKit.md"),
      encoding: .utf8)
    let lines = guide.components(separatedBy: "\n")
    guard let heading = lines.firstIndex(of: "### Data source and delegate methods") else {
      return []
    }
    var groups: [(title: String, rows: [Row])] = []
    var inTable = false
    for line in lines[(heading + 1)...] {
      if line.hasPrefix("|") {
        inTable = true
      } else if inTable {
        break
      } else {
        continue
      }
      let cells = cells(of: line)
      if let first = cells.first, first.hasPrefix("**"), first.hasSuffix("**") {
        groups.append((String(first.dropFirst(2).dropLast(2)), []))
      } else if cells.first?.hasPrefix("`") == true, !groups.isEmpty {
        groups[groups.count - 1].rows.append(Row(cells: cells))
      }
    }
    return groups
  }

  /// The cells of a Markdown table line, trimmed (empty cells of a group title dropped).
  static func cells(of line: String) -> [String] {
    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The selector of the first code span of a cell: `tableView(_: T, cellForRowAt: I) -> C`
  /// → `tableView(_:cellForRowAt:)`, parameters split at the commas outside brackets; a span
  /// that is a selector already is itself.
  static func selector(of cell: String) -> String? {
    guard let open = cell.firstIndex(of: "`"),
      let close = cell[cell.index(after: open)...].firstIndex(of: "`")
    else { return nil }
    let code = cell[cell.index(after: open)..<close]
    // Already a selector, as the model writes one: `tableView(_:cellForRowAt:)`.
    if !code.contains(" "), code.hasSuffix(":)") { return String(code) }
    guard let paren = code.firstIndex(of: "(") else { return nil }
    let base = code[..<paren]
    var depth = 0
    var labels: [String] = []
    var current = ""
    for character in code[code.index(after: paren)...] {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) {
        if depth == 0 { break }
        depth -= 1
      }
      if character == ",", depth == 0 {
        labels.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    labels.append(current)
    let names = labels.compactMap { label -> String? in
      let name = label.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) ?? ""
      return name.isEmpty ? nil : name + ":"
    }
    return "\(base)(\(names.joined()))"
  }

  /// The model's routes and default for each selector: `Documentation/DefaultReturnValues.md`.
  static func model() throws -> [String: (routes: String, defaultAnswer: String)] {
    let text = try String(
      contentsOf: repository.appendingPathComponent("Documentation/DefaultReturnValues.md"),
      encoding: .utf8)
    var model: [String: (routes: String, defaultAnswer: String)] = [:]
    var routesByNumber: [Int: String] = [:]
    for line in text.components(separatedBy: "\n") {
      let cells = cells(of: line)
      guard cells.count == 6, let number = Int(cells[0]), let selector = selector(of: cells[1])
      else { continue }
      // A row routed "as #N" routes as row N does.
      var routes = cells[2]
      if routes.hasPrefix("as #"), let other = Int(routes.dropFirst(4).prefix { $0.isNumber }),
        let referenced = routesByNumber[other]
      {
        routes = referenced
      }
      routesByNumber[number] = routes
      model[selector] = (routes, cells[3])
    }
    return model
  }

  /// A route's kind: its words before the first `;` or `:` (`special`, `by the configuration`,
  /// `row, by the **source** index path`).
  static func kind(of routes: String) -> String {
    let end = routes.firstIndex(where: { $0 == ";" || $0 == ":" }) ?? routes.endIndex
    return routes[..<end].trimmingCharacters(in: .whitespaces)
  }

  @Test func theGuideNamesEveryMemberOfUIKitsTableOnce() throws {
    let rows = try Self.guideTable().flatMap(\.rows)
    let selectors = rows.compactMap { Self.selector(of: $0.cells[1]) }
    let expected = Set(SurfaceManifest.selectors).subtracting(Self.libraryOnly)
    #expect(expected.count == 93)
    #expect(selectors.count == rows.count)
    #expect(selectors.count == Set(selectors).count, "a member is listed twice")
    #expect(
      expected.subtracting(selectors).isEmpty,
      "missing from the guide: \(expected.subtracting(selectors).sorted())")
    #expect(
      Set(selectors).subtracting(expected).isEmpty,
      "not a member: \(Set(selectors).subtracting(expected).sorted())")
  }

  @Test func eachRowKeepsUIKitsNameAndHasFourCells() throws {
    for row in try Self.guideTable().flatMap(\.rows) {
      #expect(row.cells.count == 4, "\(row.cells)")
      #expect(
        Self.selector(of: row.cells[0]) == Self.selector(of: row.cells[1]), "\(row.cells[0])")
      #expect(!row.cells[0].contains("TableHost"), "\(row.cells[0])")
      #expect(!row.cells[1].contains("UITableView"), "\(row.cells[1])")
    }
  }

  @Test func eachGroupHasTheCountItsTitleGives() throws {
    let groups = try Self.guideTable()
    #expect(groups.count == 6)
    for group in groups {
      let count = group.title.split(separator: "(").dropFirst().first
        .flatMap { Int($0.prefix { $0.isNumber }) }
      #expect(count == group.rows.count, "\(group.title)")
    }
    #expect(groups.map(\.rows.count).reduce(0, +) == 93)
  }

  @Test func eachRoutingAndDefaultIsTheModels() throws {
    let model = try Self.model()
    #expect(model.count >= 94)
    for row in try Self.guideTable().flatMap(\.rows) {
      guard let selector = Self.selector(of: row.cells[1]), row.cells.count == 4 else { continue }
      guard let entry = model[selector] else {
        Issue.record("\(selector) is not in Documentation/DefaultReturnValues.md")
        continue
      }
      #expect(row.cells[2].hasPrefix(Self.kind(of: entry.routes)), "\(selector): \(row.cells[2])")
      #expect(row.cells[3] == entry.defaultAnswer, "\(selector): \(row.cells[3])")
    }
  }
}
