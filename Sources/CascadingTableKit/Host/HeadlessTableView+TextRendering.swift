extension HeadlessTableView {
  /// What the viewport shows, as plain text: for golden tests and terminal front ends.
  ///
  /// The format is stable. Every visible header, row and footer, top to bottom, is one line;
  /// lines are joined by `"\n"` with no newline at the end, hold at most `width` characters,
  /// and have no trailing spaces.
  /// - A header reads `== ` and its view's text; a footer `-- ` and its view's text (`==` or
  ///   `--` alone when the view has no text).
  /// - A row reads, left to right: `* ` when selected, else two spaces; in editing mode its
  ///   editing control, `(-) ` for delete, `(+) ` for insert, four spaces for none; two spaces
  ///   per ``TableCell/indentationLevel``; the cell's ``TableCell/text``, then ` | ` and its
  ///   ``TableCell/detailText`` when it has one. Right-aligned at `width`: the open swipe's
  ///   action titles as `[Delete] [More]` when the row is swiped; else, when a context menu is
  ///   open over it, the menu's action titles as `{Copy} {Report}`; else, when a drag began
  ///   from it, `<dragging 2>` with the number of items dragged; else its accessory: `>`
  ///   (disclosure indicator), `(i) >` (detail disclosure button), `(i)` (detail button),
  ///   `[x]` (checkmark).
  /// - Text too long for the line is cut and ends with `~`.
  /// - An empty viewport renders as the empty string.
  /// - ``style`` ``TableViewStyle/plain`` draws the lines above as they are. The grouped
  ///   styles set sections apart: an empty line stands between two items of different
  ///   sections. ``TableViewStyle/insetGrouped`` also insets every other line by two spaces
  ///   on each side: it starts with two spaces and is drawn as above in `width - 4`
  ///   characters (at least 1).
  /// - Parameter width: The line width in characters; at least 1.
  /// - Returns: The rendered viewport.
  /// - Complexity: O(*v* × `width`) for *v* visible items, after laying out if needed.
  public func renderText(width: Int) -> String {
    layoutIfNeeded()
    let inset = style == .insetGrouped ? "  " : ""
    let width = max(1, style == .insetGrouped ? width - 4 : width)
    var lines: [String] = []
    var previousSection: Int?
    for item in window.items {
      let line: String
      let section: Int
      switch item {
      case .header(let header):
        section = header
        line = Self.line(prefix: "==", text: window.headers[header]?.text, width: width)
      case .footer(let footer):
        section = footer
        line = Self.line(prefix: "--", text: window.footers[footer]?.text, width: width)
      case .row(let indexPath):
        section = indexPath.section
        line = rowLine(indexPath, width: width)
      }
      if style != .plain, let previousSection, previousSection != section {
        lines.append("")
      }
      previousSection = section
      lines.append(line.isEmpty ? line : inset + line)
    }
    return lines.joined(separator: "\n")
  }

  private static func line(prefix: String, text: String?, width: Int) -> String {
    guard let text, !text.isEmpty else { return fit(prefix, width: width) }
    return fit(prefix + " " + text, width: width)
  }

  private func rowLine(_ indexPath: TableIndexPath, width: Int) -> String {
    guard let cell = window.cells[indexPath] else { return "" }
    var body = selection.selectedRows.contains(indexPath) ? "* " : "  "
    if editingState.isEditing {
      switch window.editingStyles[indexPath] ?? .none {
      case .delete: body += "(-) "
      case .insert: body += "(+) "
      case .none: body += "    "
      }
    }
    body += String(repeating: "  ", count: max(0, cell.indentationLevel))
    body += cell.text ?? ""
    if let detail = cell.detailText {
      body += " | " + detail
    }
    var trailing: String
    if indexPathForSwipedRow == indexPath, let titles = swipeActionTitles {
      trailing = ""
      for title in titles {
        trailing += (trailing.isEmpty ? "[" : " [") + title + "]"
      }
    } else if let menu = interactions.openMenu, menu.indexPath == indexPath {
      trailing = ""
      for action in menu.configuration.actions {
        trailing += (trailing.isEmpty ? "{" : " {") + action.title + "}"
      }
    } else if let drag = interactions.drag, drag.sourceIndexPath == indexPath {
      trailing = "<dragging \(drag.items.count)>"
    } else {
      trailing = Self.accessoryText(cell.accessoryType)
    }
    guard !trailing.isEmpty, trailing.count < width else { return Self.fit(body, width: width) }
    let room = width - trailing.count - 1
    var left = Self.fit(body, width: room)
    left += String(repeating: " ", count: room - left.count + 1)
    return left + trailing
  }

  private static func accessoryText(_ accessory: TableCellAccessoryType) -> String {
    switch accessory {
    case .none: return ""
    case .disclosureIndicator: return ">"
    case .detailDisclosureButton: return "(i) >"
    case .detailButton: return "(i)"
    case .checkmark: return "[x]"
    }
  }

  /// Cuts `text` to `width` characters (ending it with `~` when cut) and drops trailing
  /// spaces.
  private static func fit(_ text: String, width: Int) -> String {
    var result = text
    if result.count > width {
      result = width > 0 ? String(result.prefix(width - 1)) + "~" : ""
    }
    while result.last == " " {
      result.removeLast()
    }
    return result
  }
}
