/// A child of a ``PropagatingTableDelegate`` as its routing table holds it: without a reference
/// count, so that routing a call to it costs no atomic retain and release.
///
/// An unretained child is valid only while an array that retains the child is alive. The node
/// guarantees that for the length of every routed call: its `children` array retains every
/// child, and an array replaced or edited during a routed call is kept (retired) until the
/// outermost routed call through the node returns.
///
/// `Unmanaged` needs a class type, so the library's own node classes are held unretained and
/// any other conformer is routed through the retained array.
enum UnretainedChild {
  /// A root, section or propagating node.
  case propagating(Unmanaged<PropagatingTableDelegate>)
  /// A bare node, the base class of hand-written row delegates.
  case bare(Unmanaged<CascadingBareTableDelegate>)
  /// A conformer of another class: routed through the retained `children` array.
  case other

  /// Classifies a child.
  /// - Parameter child: The child; it must stay retained elsewhere while this value is used.
  @MainActor
  init(_ child: any CascadingTableDelegate) {
    if let node = child as? PropagatingTableDelegate {
      self = .propagating(.passUnretained(node))
    } else if let node = child as? CascadingBareTableDelegate {
      self = .bare(.passUnretained(node))
    } else {
      self = .other
    }
  }

  /// Calls `body` with a borrowed reference to the node: no retain, no release.
  ///
  /// A generic function of this module rather than a closure passed straight to the standard
  /// library, which in `@MainActor` code would check its executor on every call.
  @inline(__always)
  static func borrow<Node: AnyObject, Result>(
    _ node: Unmanaged<Node>, _ body: (Node) -> Result
  ) -> Result {
    node._withUnsafeGuaranteedRef(body)
  }
}
