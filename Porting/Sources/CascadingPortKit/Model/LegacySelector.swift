/// Swift 2 and 3-era spellings of table methods, which UIKit still called through their
/// Objective-C selectors but which match no requirement of a pure-Swift protocol, so a ported
/// method with such a name compiles and is never called.
enum LegacySelector {
  /// The current selector for each old one. Argument positions keep their order; a `nil`
  /// label would drop an argument the library has no counterpart for (none does since the
  /// library has UIKit's focus coordinator).
  static let renames: [Selector: [String?]] = {
    var table: [Selector: [String?]] = [:]
    func add(_ old: String, _ new: [String?]) { table[Selector(parsing: old)] = new }
    add("numberOfSectionsInTableView(_:)", ["in"])
    add("sectionIndexTitlesForTableView(_:)", ["for"])
    add("indexPathForPreferredFocusedViewInTableView(_:)", ["in"])
    for (old, new) in [
      ("cellForRowAtIndexPath", "cellForRowAt"),
      ("heightForRowAtIndexPath", "heightForRowAt"),
      ("estimatedHeightForRowAtIndexPath", "estimatedHeightForRowAt"),
      ("canEditRowAtIndexPath", "canEditRowAt"),
      ("canMoveRowAtIndexPath", "canMoveRowAt"),
      ("accessoryButtonTappedForRowWithIndexPath", "accessoryButtonTappedForRowWith"),
      ("shouldHighlightRowAtIndexPath", "shouldHighlightRowAt"),
      ("didHighlightRowAtIndexPath", "didHighlightRowAt"),
      ("didUnhighlightRowAtIndexPath", "didUnhighlightRowAt"),
      ("willSelectRowAtIndexPath", "willSelectRowAt"),
      ("willDeselectRowAtIndexPath", "willDeselectRowAt"),
      ("didSelectRowAtIndexPath", "didSelectRowAt"),
      ("didDeselectRowAtIndexPath", "didDeselectRowAt"),
      ("editingStyleForRowAtIndexPath", "editingStyleForRowAt"),
      (
        "titleForDeleteConfirmationButtonForRowAtIndexPath",
        "titleForDeleteConfirmationButtonForRowAt"
      ),
      ("editActionsForRowAtIndexPath", "editActionsForRowAt"),
      ("shouldIndentWhileEditingRowAtIndexPath", "shouldIndentWhileEditingRowAt"),
      ("willBeginEditingRowAtIndexPath", "willBeginEditingRowAt"),
      ("didEndEditingRowAtIndexPath", "didEndEditingRowAt"),
      ("indentationLevelForRowAtIndexPath", "indentationLevelForRowAt"),
      ("shouldShowMenuForRowAtIndexPath", "shouldShowMenuForRowAt"),
      ("canFocusRowAtIndexPath", "canFocusRowAt"),
      ("shouldUpdateFocusInContext", "shouldUpdateFocusIn"),
    ] {
      add("tableView(_:\(old):)", ["_", new])
    }
    add("tableView(_:willDisplayCell:forRowAtIndexPath:)", ["_", "willDisplay", "forRowAt"])
    add("tableView(_:willDisplay:forRowAtIndexPath:)", ["_", "willDisplay", "forRowAt"])
    add(
      "tableView(_:didEndDisplayingCell:forRowAtIndexPath:)",
      ["_", "didEndDisplaying", "forRowAt"])
    add(
      "tableView(_:commitEditingStyle:forRowAtIndexPath:)", ["_", "commit", "forRowAt"])
    add("tableView(_:commit:forRowAtIndexPath:)", ["_", "commit", "forRowAt"])
    add("tableView(_:moveRowAtIndexPath:toIndexPath:)", ["_", "moveRowAt", "to"])
    add(
      "tableView(_:sectionForSectionIndexTitle:atIndex:)",
      ["_", "sectionForSectionIndexTitle", "at"])
    add(
      "tableView(_:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:)",
      ["_", "targetIndexPathForMoveFromRowAt", "toProposedIndexPath"])
    add(
      "tableView(_:canPerformAction:forRowAtIndexPath:withSender:)",
      ["_", "canPerformAction", "forRowAt", "withSender"])
    add(
      "tableView(_:performAction:forRowAtIndexPath:withSender:)",
      ["_", "performAction", "forRowAt", "withSender"])
    add(
      "tableView(_:didUpdateFocusInContext:withAnimationCoordinator:)",
      ["_", "didUpdateFocusIn", "with"])
    return table
  }()

  /// The current selector for an old one, or `nil` if `selector` is not an old spelling.
  static func current(for selector: Selector) -> (selector: Selector, labels: [String?])? {
    guard let labels = renames[selector] else { return nil }
    let baseName = selector.baseName == "tableView" ? "tableView" : currentBaseName(selector)
    return (Selector(baseName: baseName, labels: labels.compactMap { $0 }), labels)
  }

  private static func currentBaseName(_ selector: Selector) -> String {
    switch selector.baseName {
    case "numberOfSectionsInTableView": "numberOfSections"
    case "sectionIndexTitlesForTableView": "sectionIndexTitles"
    case "indexPathForPreferredFocusedViewInTableView": "indexPathForPreferredFocusedView"
    default: selector.baseName
    }
  }
}
