import CascadingTableKit
import Testing

/// A routed method and the propagation mode it is called in.
struct RoutingCase: Sendable, CustomTestStringConvertible {
  let method: RoutedMethod
  let mode: PropagatingTableDelegate.PropagationMode

  var testDescription: String { "\(method.name) in .\(mode) mode" }

  /// Every row-scoped method in both modes, and every section-scoped method in `.section` mode
  /// (the only mode in which they reach a child).
  static let all: [RoutingCase] =
    RoutedMethod.rowScoped.flatMap { method in
      [RoutingCase(method: method, mode: .section), RoutingCase(method: method, mode: .row)]
    } + RoutedMethod.sectionScoped.map { RoutingCase(method: $0, mode: .section) }
}

/// The standard routing fixture: a propagating node whose children are a bare stub (position
/// 0, answers nothing optional) and a complete stub (position 1, answers everything).
@MainActor
struct RoutingFixture {
  let table = RecordingTableHost()
  let arguments = CallArguments()
  let bare = BareDelegateStub()
  let complete = CompleteDelegateStub()
  let node: PropagatingTableDelegate

  init(mode: PropagatingTableDelegate.PropagationMode) {
    node = PropagatingTableDelegate(childDelegates: [bare, complete], propagationMode: mode)
  }

  /// A path whose routing coordinate (the section in `.section` mode, the row in `.row` mode)
  /// is `position`, and whose other coordinate is 7, so a test sees it reach the child intact.
  func path(_ position: Int) -> TableIndexPath {
    node.propagationMode == .section
      ? TableIndexPath(row: 7, section: position) : TableIndexPath(row: position, section: 7)
  }

  /// Calls `method` on the node at `position`.
  func call(_ method: RoutedMethod, at position: Int) -> Answer {
    method.invoke(node, table, path(position), arguments)
  }

  /// The call `method` at `position` should make on a child.
  func expectedCall(_ method: RoutedMethod, at position: Int) -> DelegateCall {
    method.expectedCall(tableID(table), path(position), arguments)
  }

  /// Whether no child received any call.
  var noChildWasCalled: Bool { bare.calls.isEmpty && complete.calls.isEmpty }
}
