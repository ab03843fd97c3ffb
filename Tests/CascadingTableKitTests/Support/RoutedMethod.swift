import CascadingTableKit
import Testing

/// One table method routed to a single child by position, described so that a test grid can
/// call it on any node and check both the answer and the call the child received.
///
/// Row-scoped methods take the position as an index path; section-scoped methods take its
/// `section`. Every call goes through `any TableDataSource` or `any TableDelegate`.
struct RoutedMethod: Sendable, CustomTestStringConvertible {
  /// Whether the method is about a row or a whole section.
  enum Scope: Sendable {
    case row
    case section
  }

  /// Calls the method on a node with a table, a position and the extra arguments.
  typealias Invoke =
    @MainActor @Sendable (
      any CascadingTableDelegate, any TableHost, TableIndexPath, CallArguments
    ) -> Answer
  /// The call a child should record for a table, a position and the extra arguments.
  typealias ExpectedCall =
    @MainActor @Sendable (
      DelegateCall.Table, TableIndexPath, CallArguments
    ) -> DelegateCall

  let name: String
  let scope: Scope
  /// What a propagating node answers when no child answers.
  let defaultAnswer: @Sendable (TableIndexPath) -> Answer
  /// What a ``CompleteDelegateStub`` answers.
  let childAnswer: @MainActor @Sendable (CompleteDelegateStub) -> Answer
  let invoke: Invoke
  let expectedCall: ExpectedCall

  var testDescription: String { name }

  init(
    _ name: String, _ scope: Scope, default defaultAnswer: Answer,
    child childAnswer: @escaping @MainActor @Sendable (CompleteDelegateStub) -> Answer,
    invoke: @escaping Invoke, call expectedCall: @escaping ExpectedCall
  ) {
    self.init(
      name, scope, defaultFor: { _ in defaultAnswer }, child: childAnswer, invoke: invoke,
      call: expectedCall)
  }

  init(
    _ name: String, _ scope: Scope,
    defaultFor defaultAnswer: @escaping @Sendable (TableIndexPath) -> Answer,
    child childAnswer: @escaping @MainActor @Sendable (CompleteDelegateStub) -> Answer,
    invoke: @escaping Invoke, call expectedCall: @escaping ExpectedCall
  ) {
    self.name = name
    self.scope = scope
    self.defaultAnswer = defaultAnswer
    self.childAnswer = childAnswer
    self.invoke = invoke
    self.expectedCall = expectedCall
  }
}

/// A focus context moving focus from nowhere to `indexPath`.
func focusContext(to indexPath: TableIndexPath) -> TableFocusUpdateContext {
  TableFocusUpdateContext(previouslyFocusedIndexPath: nil, nextFocusedIndexPath: indexPath)
}

// MARK: - The methods

extension RoutedMethod {
  /// The row-scoped methods of ``all``.
  static let rowScoped = all.filter { $0.scope == .row }
  /// The section-scoped methods of ``all``.
  static let sectionScoped = all.filter { $0.scope == .section }

  /// Every table method: ``all`` (generated with ``unrouted`` in `RoutedMethod+Grid.swift`
  /// from Scripts/GenerateSurface.swift's table) and ``unrouted``.
  static let everyMethod = all + unrouted
}
