// Writes the test doubles that spell out the whole delegate surface from one table of its
// members, so that a new member of `CascadingTableDelegate` is one line here.
//
//   swift Scripts/GenerateSurface.swift            # rewrite the generated files
//   swift Scripts/GenerateSurface.swift --check    # exit 1 naming any stale file
//
// Each generated file starts with a do-not-edit line and is formatted by `swift format` with
// the repository's `.swift-format`, so what is committed is exactly what this script writes.
// Run it from the repository's root. See Scripts/README.md.

import Foundation

// MARK: - The surface: every member a node answers, as its protocol declares it

/// A member of the surface: its declaration in `TableDataSource`, `TableDelegate` or
/// `CascadingTableDelegate`, on one line; for a method, the `DelegateCall` case a recording
/// double records it as, and what ``CompleteDelegateStub`` answers (`nil`: nothing).
struct Member {
  var declaration: String
  var recorded: String?
  var answer: String?

  init(_ declaration: String, recorded: String? = nil, answer: String? = nil) {
    self.declaration = declaration
    self.recorded = recorded
    self.answer = answer
  }
}

let surface: [Member] = [
  Member("var span: Int"),
  Member(
    "func tableView(_ tableView: any TableHost, numberOfRowsInSection section: Int) -> Int",
    recorded: "numberOfRows", answer: "numberOfRows"),
  Member(
    "func tableView(_ tableView: any TableHost, cellForRowAt indexPath: TableIndexPath) -> TableCell",
    recorded: "cellForRow", answer: "cell"),
  Member(
    "func numberOfSections(in tableView: any TableHost) -> Int",
    recorded: "numberOfSections", answer: "numberOfSections"),
  Member(
    "func tableView(_ tableView: any TableHost, titleForHeaderInSection section: Int) -> String?",
    recorded: "titleForHeader", answer: "titleForHeader"),
  Member(
    "func tableView(_ tableView: any TableHost, titleForFooterInSection section: Int) -> String?",
    recorded: "titleForFooter", answer: "titleForFooter"),
  Member(
    "func tableView(_ tableView: any TableHost, canEditRowAt indexPath: TableIndexPath) -> Bool?",
    recorded: "canEdit", answer: "canEdit"),
  Member(
    "func tableView(_ tableView: any TableHost, canMoveRowAt indexPath: TableIndexPath) -> Bool?",
    recorded: "canMove", answer: "canMove"),
  Member(
    "func tableView(_ tableView: any TableHost, commit editingStyle: TableCellEditingStyle, forRowAt indexPath: TableIndexPath)",
    recorded: "commit"),
  Member(
    "func sectionIndexTitles(for tableView: any TableHost) -> [String]?",
    recorded: "sectionIndexTitles", answer: "sectionIndexTitles"),
  Member(
    "func tableView(_ tableView: any TableHost, sectionForSectionIndexTitle title: String, at index: Int) -> Int?",
    recorded: "sectionForSectionIndexTitle", answer: "sectionForSectionIndexTitle"),
  Member(
    "func tableView(_ tableView: any TableHost, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath)",
    recorded: "moveRow"),
  Member(
    "func tableView(_ tableView: any TableHost, willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath)",
    recorded: "willDisplayCell"),
  Member(
    "func tableView(_ tableView: any TableHost, willDisplayHeaderView view: TableHeaderFooterView, forSection section: Int)",
    recorded: "willDisplayHeaderView"),
  Member(
    "func tableView(_ tableView: any TableHost, willDisplayFooterView view: TableHeaderFooterView, forSection section: Int)",
    recorded: "willDisplayFooterView"),
  Member(
    "func tableView(_ tableView: any TableHost, didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath)",
    recorded: "didEndDisplayingCell"),
  Member(
    "func tableView(_ tableView: any TableHost, didEndDisplayingHeaderView view: TableHeaderFooterView, forSection section: Int)",
    recorded: "didEndDisplayingHeaderView"),
  Member(
    "func tableView(_ tableView: any TableHost, didEndDisplayingFooterView view: TableHeaderFooterView, forSection section: Int)",
    recorded: "didEndDisplayingFooterView"),
  Member(
    "func tableView(_ tableView: any TableHost, heightForRowAt indexPath: TableIndexPath) -> Double?",
    recorded: "heightForRow", answer: "heightForRow"),
  Member(
    "func tableView(_ tableView: any TableHost, heightForHeaderInSection section: Int) -> Double?",
    recorded: "heightForHeader", answer: "heightForHeader"),
  Member(
    "func tableView(_ tableView: any TableHost, heightForFooterInSection section: Int) -> Double?",
    recorded: "heightForFooter", answer: "heightForFooter"),
  Member(
    "func tableView(_ tableView: any TableHost, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double?",
    recorded: "estimatedHeightForRow", answer: "estimatedHeightForRow"),
  Member(
    "func tableView(_ tableView: any TableHost, estimatedHeightForHeaderInSection section: Int) -> Double?",
    recorded: "estimatedHeightForHeader", answer: "estimatedHeightForHeader"),
  Member(
    "func tableView(_ tableView: any TableHost, estimatedHeightForFooterInSection section: Int) -> Double?",
    recorded: "estimatedHeightForFooter", answer: "estimatedHeightForFooter"),
  Member(
    "func tableView(_ tableView: any TableHost, viewForHeaderInSection section: Int) -> TableHeaderFooterView?",
    recorded: "viewForHeader", answer: "headerView"),
  Member(
    "func tableView(_ tableView: any TableHost, viewForFooterInSection section: Int) -> TableHeaderFooterView?",
    recorded: "viewForFooter", answer: "footerView"),
  Member(
    "func tableView(_ tableView: any TableHost, accessoryButtonTappedForRowWith indexPath: TableIndexPath)",
    recorded: "accessoryButtonTapped"),
  Member(
    "func tableView(_ tableView: any TableHost, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool?",
    recorded: "shouldHighlight", answer: "shouldHighlight"),
  Member(
    "func tableView(_ tableView: any TableHost, didHighlightRowAt indexPath: TableIndexPath)",
    recorded: "didHighlight"),
  Member(
    "func tableView(_ tableView: any TableHost, didUnhighlightRowAt indexPath: TableIndexPath)",
    recorded: "didUnhighlight"),
  Member(
    "func tableView(_ tableView: any TableHost, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath?",
    recorded: "willSelect", answer: "willSelect"),
  Member(
    "func tableView(_ tableView: any TableHost, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath?",
    recorded: "willDeselect", answer: "willDeselect"),
  Member(
    "func tableView(_ tableView: any TableHost, didSelectRowAt indexPath: TableIndexPath)",
    recorded: "didSelect"),
  Member(
    "func tableView(_ tableView: any TableHost, didDeselectRowAt indexPath: TableIndexPath)",
    recorded: "didDeselect"),
  Member(
    "func tableView(_ tableView: any TableHost, editingStyleForRowAt indexPath: TableIndexPath) -> TableCellEditingStyle?",
    recorded: "editingStyle", answer: "editingStyle"),
  Member(
    "func tableView(_ tableView: any TableHost, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String?",
    recorded: "titleForDeleteConfirmation", answer: "titleForDeleteConfirmation"),
  Member(
    "func tableView(_ tableView: any TableHost, editActionsForRowAt indexPath: TableIndexPath) -> [TableRowAction]?",
    recorded: "editActions", answer: "editActions"),
  Member(
    "func tableView(_ tableView: any TableHost, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> TableSwipeActionsConfiguration?",
    recorded: "leadingSwipeActions", answer: "leadingSwipeActions"),
  Member(
    "func tableView(_ tableView: any TableHost, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> TableSwipeActionsConfiguration?",
    recorded: "trailingSwipeActions", answer: "trailingSwipeActions"),
  Member(
    "func tableView(_ tableView: any TableHost, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool?",
    recorded: "shouldIndentWhileEditing", answer: "shouldIndentWhileEditing"),
  Member(
    "func tableView(_ tableView: any TableHost, willBeginEditingRowAt indexPath: TableIndexPath)",
    recorded: "willBeginEditing"),
  Member(
    "func tableView(_ tableView: any TableHost, didEndEditingRowAt indexPath: TableIndexPath?)",
    recorded: "didEndEditing"),
  Member(
    "func tableView(_ tableView: any TableHost, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath, toProposedIndexPath proposedDestinationIndexPath: TableIndexPath) -> TableIndexPath",
    recorded: "targetIndexPathForMove", answer: "moveTarget ?? proposedDestinationIndexPath"),
  Member(
    "func tableView(_ tableView: any TableHost, indentationLevelForRowAt indexPath: TableIndexPath) -> Int?",
    recorded: "indentationLevel", answer: "indentationLevel"),
  Member(
    "func tableView(_ tableView: any TableHost, shouldShowMenuForRowAt indexPath: TableIndexPath) -> Bool?",
    recorded: "shouldShowMenu", answer: "shouldShowMenu"),
  Member(
    "func tableView(_ tableView: any TableHost, canPerformAction action: TableAction, forRowAt indexPath: TableIndexPath, withSender sender: Any?) -> Bool?",
    recorded: "canPerformAction", answer: "canPerformAction"),
  Member(
    "func tableView(_ tableView: any TableHost, performAction action: TableAction, forRowAt indexPath: TableIndexPath, withSender sender: Any?)",
    recorded: "performAction"),
  Member(
    "func tableView(_ tableView: any TableHost, canFocusRowAt indexPath: TableIndexPath) -> Bool?",
    recorded: "canFocus", answer: "canFocus"),
  Member(
    "func tableView(_ tableView: any TableHost, shouldUpdateFocusIn context: TableFocusUpdateContext) -> Bool?",
    recorded: "shouldUpdateFocus", answer: "shouldUpdateFocus"),
  Member(
    "func tableView(_ tableView: any TableHost, didUpdateFocusIn context: TableFocusUpdateContext)",
    recorded: "didUpdateFocus"),
  Member(
    "func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath?",
    recorded: "preferredFocusedIndexPath", answer: "preferredFocusedIndexPath"),
]

// MARK: - Calls

/// A parameter of a member: its label, its local name and its type.
func parameters(of member: String) -> [(label: String, name: String, type: String)] {
  guard let open = member.firstIndex(of: "("), let close = member.lastIndex(of: ")") else {
    return []
  }
  return member[member.index(after: open)..<close].split(separator: ",").map { parameter in
    let parts = parameter.split(separator: ":", maxSplits: 1)
    let names = parts[0].split(separator: " ")
    let type = parts[1].trimmingCharacters(in: .whitespaces)
    return (String(names[0]), String(names.count > 1 ? names[1] : names[0]), type)
  }
}

/// How a recording double records an argument: views and cells by identity.
func recordedValue(of parameter: (label: String, name: String, type: String)) -> String {
  switch parameter.type {
  case "TableCell", "TableHeaderFooterView": "ObjectIdentifier(\(parameter.name))"
  case "Any?": "senderID(\(parameter.name))"
  default: parameter.name
  }
}

/// The member as ``CompleteDelegateStub`` answers it: recorded, then answered.
func stubbed(_ member: Member) -> String? {
  guard let recorded = member.recorded else { return nil }
  let arguments = parameters(of: member.declaration).map { parameter in
    parameter.type == "any TableHost" ? "tableID(\(parameter.name))" : recordedValue(of: parameter)
  }
  var text =
    "  \(member.declaration) {\n    record(.\(recorded)(\(arguments.joined(separator: ", "))))\n"
  if let answer = member.answer {
    text += "    return \(answer)\n"
  }
  return text + "  }\n"
}

/// The call that hands a member on to `receiver` with the same arguments:
/// `receiver.tableView(tableView, heightForRowAt: indexPath)`, or `receiver.span`.
func forwardingCall(of member: String, to receiver: String) -> String {
  if member.hasPrefix("var ") {
    let name = member.dropFirst(4).prefix { $0 != ":" }
    return "\(receiver).\(name)"
  }
  let afterFunc = member.dropFirst(5)
  let name = afterFunc.prefix { $0 != "(" }
  let open = afterFunc.firstIndex(of: "(")!
  let close = afterFunc.lastIndex(of: ")")!
  let parameters = afterFunc[afterFunc.index(after: open)..<close]
    .split(separator: ",")
    .map { $0.trimmingCharacters(in: .whitespaces) }
  let arguments = parameters.map { parameter -> String in
    let names = parameter.prefix { $0 != ":" }.split(separator: " ")
    let label = names[0]
    let local = names.count > 1 ? names[1] : label
    return label == "_" ? String(local) : "\(label): \(local)"
  }
  return "\(receiver).\(name)(\(arguments.joined(separator: ", ")))"
}

/// The member overridden to hand its call to `receiver`.
func overriding(_ member: Member, to receiver: String) -> String {
  let call = forwardingCall(of: member.declaration, to: receiver)
  return "  override \(member.declaration) {\n    \(call)\n  }\n"
}

// MARK: - Files

let header = """
  // Generated by Scripts/GenerateSurface.swift from its table of the delegate surface; do not
  // edit. Add a member to that table and run `swift Scripts/GenerateSurface.swift`.

  """

/// A subclass of one of the library's open classes that overrides every member of the surface
/// by handing the call to a recording stub.
func overridingDouble(name: String, superclass: String, noun: String) -> String {
  var text =
    header + """
      import CascadingTableKit

      /// \(noun) that overrides every table method by handing the call to a recording stub, so a
      /// test can prove that each override is reached through the protocols.
      @MainActor
      final class \(name): \(superclass) {
        /// Records every overridden call and supplies its answer.
        let stub = CompleteDelegateStub(name: "override")

        override func prepare(tableView: any TableHost) {
          stub.prepare(tableView: tableView)
        }

        override var differenceIdentifier: AnyHashable { "overridden" }

        override func isContentEqual(to source: any CascadingTableDelegate) -> Bool {
          false
        }


      """
  text += surface.map { overriding($0, to: "stub") }.joined(separator: "\n")
  text += "}\n"
  return text
}

/// The table methods of ``CompleteDelegateStub``, in an extension of the hand-written class
/// (which holds the answers).
func completeStubMethods() -> String {
  var text =
    header + """
      import CascadingTableKit

      /// Every table method of the surface: records the call with its exact arguments, then
      /// answers with the stub's configured value.
      extension CompleteDelegateStub {

      """
  text += surface.compactMap(stubbed).joined(separator: "\n")
  text += "}\n"
  return text
}

/// The member as the demo's `TracingTableProxy` answers it: traced, then forwarded to the root.
func traced(_ member: Member) -> String? {
  guard member.declaration.hasPrefix("func ") else { return nil }
  let all = parameters(of: member.declaration)
  let arguments = all.dropFirst()
  let baseName = member.declaration.dropFirst(5).prefix { $0 != "(" }
  let label = arguments.first?.label ?? String(baseName)
  let trace: String
  if let path = arguments.first(where: { $0.type == "TableIndexPath" }) {
    trace = "trace(\"\(label)\", \(path.name))"
  } else if let path = arguments.first(where: { $0.type == "TableIndexPath?" }) {
    trace = "trace(\"\(label)\", optional: \(path.name))"
  } else if let context = arguments.first(where: { $0.type == "TableFocusUpdateContext" }) {
    trace = "trace(\"\(label)\", optional: \(context.name).nextFocusedIndexPath)"
  } else if let section = arguments.first(where: { $0.name == "section" }) {
    trace = "trace(\"\(label)\", section: \(section.name))"
  } else {
    trace = "trace(\"\(label)\")"
  }
  let isVoid = !member.declaration.contains("->")
  let call = forwardingCall(of: member.declaration, to: "root")
  let doc =
    arguments.isEmpty
    ? "Logs the call, then forwards it to the root."
    : "Logs the route of `\(label)`, then forwards the call to the root."
  return """
      /// \(doc)
      public \(member.declaration) {
        \(trace)
        \(isVoid ? "" : "return ")\(call)
      }

    """
}

/// The table methods of the demo's `TracingTableProxy`, in an extension of the hand-written
/// class (which holds the root and the tracing).
func tracingProxyMethods() -> String {
  let methods = surface.filter { $0.declaration.hasPrefix("func ") }
  let wholeTable = methods.filter { parameters(of: $0.declaration).count == 1 }
  let others = methods.filter { parameters(of: $0.declaration).count > 1 }
  var text = header + """
    import CascadingTableKit

    extension TracingTableProxy {
      // MARK: - Calls about the whole table


    """
  text += wholeTable.compactMap(traced).joined(separator: "\n")
  text += "\n  // MARK: - Calls about a section or a row\n\n"
  text += others.compactMap(traced).joined(separator: "\n")
  text += "}\n"
  return text
}

let support = "Tests/CascadingTableKitTests/Support"
let files: [(path: String, text: String)] = [
  ("\(support)/CompleteDelegateStub+Surface.swift", completeStubMethods()),
  ("Sources/CascadingTableDemoKit/Tracing/TracingTableProxy+Surface.swift", tracingProxyMethods()),
  (
    "\(support)/OverridingPropagatingTableDelegate.swift",
    overridingDouble(
      name: "OverridingPropagatingTableDelegate", superclass: "PropagatingTableDelegate",
      noun: "A propagating delegate")
  ),
  (
    "\(support)/OverridingCascadingRootTableDelegate.swift",
    overridingDouble(
      name: "OverridingCascadingRootTableDelegate", superclass: "CascadingRootTableDelegate",
      noun: "A root")
  ),
  (
    "\(support)/OverridingCascadingSectionTableDelegate.swift",
    overridingDouble(
      name: "OverridingCascadingSectionTableDelegate", superclass: "CascadingSectionTableDelegate",
      noun: "A section delegate")
  ),
  (
    "\(support)/OverridingCascadingBareTableDelegate.swift",
    overridingDouble(
      name: "OverridingCascadingBareTableDelegate", superclass: "CascadingBareTableDelegate",
      noun: "A bare delegate")
  ),
  (
    "\(support)/OverridingTableViewController.swift",
    overridingDouble(
      name: "OverridingTableViewController", superclass: "TableViewController",
      noun: "A table view controller")
  ),
  (
    "\(support)/OverridingTableViewDataSource.swift",
    overridingDouble(
      name: "OverridingTableViewDataSource", superclass: "TableViewDataSource<Int>",
      noun: "A data source")
  ),
]

// MARK: - Writing and checking

/// `text` as `swift format` lays it out with the repository's configuration.
func formatted(_ text: String) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swift", "format", "--configuration", ".swift-format", "-"]
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  do {
    try process.run()
  } catch {
    fatalError("could not run swift format: \(error)")
  }
  input.fileHandleForWriting.write(Data(text.utf8))
  try? input.fileHandleForWriting.close()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { fatalError("swift format failed") }
  return String(decoding: data, as: UTF8.self)
}

let checking = CommandLine.arguments.dropFirst().contains("--check")
var stale: [String] = []
for file in files {
  let text = formatted(file.text)
  let current = try? String(contentsOfFile: file.path, encoding: .utf8)
  guard current != text else { continue }
  if checking {
    stale.append(file.path)
  } else {
    try! text.write(toFile: file.path, atomically: true, encoding: .utf8)
    print("wrote \(file.path)")
  }
}
if !stale.isEmpty {
  print("Stale generated files (run `swift Scripts/GenerateSurface.swift`):")
  for path in stale {
    print("  \(path)")
  }
  exit(1)
}
