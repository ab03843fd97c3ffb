import SwiftSyntax

/// Behaviour that would change without a compile error: each listed with a `// PORT:` note.
extension PortRewriter {
  /// The second labels of the methods that decide a row's swipe: with one of them, the page
  /// chose its swipe itself.
  static let swipeLabels: Set<String> = [
    "commit", "commitEditingStyle", "trailingSwipeActionsConfigurationForRowAt",
    "editActionsForRowAt", "editActionsForRowAtIndexPath", "editingStyleForRowAt",
    "editingStyleForRowAtIndexPath",
  ]

  /// Reports a UIKit data source (a `UITableViewController` subclass or a hand conformer of
  /// `UITableViewDataSource`) that gives rows and never chose their swipe: UIKit offered no
  /// swipe to delete without `commit`, and the headless table offers "Delete" on every row
  /// whose editing style is not answered (the library's `commit` is a no-op that is always
  /// there).
  func reportDeleteSwipe(of node: ClassDeclSyntax) {
    let name = node.name.text
    guard
      index.isUIKitTableViewControllerSubclass(name) || index.uikitDataSources.contains(name),
      index.declaresTableMethod(name, withLabelIn: ["cellForRowAt", "cellForRowAtIndexPath"]),
      !index.declaresTableMethod(name, withLabelIn: Self.swipeLabels)
    else { return }
    report(
      node, .handEdit,
      "'\(name)' has no 'commit', so UIKit offered its rows no swipe; the headless table "
        + "offers a 'Delete' swipe on every row whose editing style is not answered",
      fix:
        "to keep no swipe, override 'tableView(_:trailingSwipeActionsConfigurationForRowAt:)' "
        + "to return 'TableSwipeActionsConfiguration(actions: [])'",
      fixed: false, note: true)
  }

  /// Reports a notification observer on the main operation queue: on Linux its block waits
  /// for a run loop the page does not run, so it never comes (or the wait hangs).
  func reportMainQueueObserver(_ node: FunctionCallExprSyntax) {
    guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.text == "addObserver",
      let queue = node.arguments.first(where: { $0.label?.text == "queue" })?.expression,
      [".main", "OperationQueue.main"].contains(queue.trimmedDescription)
    else { return }
    report(
      node, .handEdit,
      "an observer on 'OperationQueue.main' hangs on Linux: its block waits for the main "
        + "run loop, which a headless page does not run",
      fix:
        "pass 'queue: nil' (the block then runs where the notification is posted, the main "
        + "actor for the page's own) and wrap its body in 'MainActor.assumeIsolated { … }'",
      fixed: false, note: true)
  }
}
