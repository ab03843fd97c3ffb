/// Which nodes of the tree a routed row call passes through without calling their member: a
/// parent routing the call reads such a node's routing table, counts the call in its
/// ``RoutedCalls``, and hands the call to the grandchild itself (see
/// `PropagatingTableDelegate.routeRowCall`), which saves the node's frame and the call through
/// its `open` member.
///
/// Only a node whose class is exactly one of the library's (``PropagatingTableDelegate``,
/// ``CascadingRootTableDelegate``, ``CascadingSectionTableDelegate``: see
/// `PropagatingTableDelegate.isLibraryClassExactly`) is ever passed through, since nobody
/// overrode its members; a subclass's node is always called. Each routed member names its rule,
/// generated with the member by `Scripts/GenerateSurface.swift`.
///
/// Invariant: a rule passes through a node only when that node's member, at that moment, would
/// do nothing but route the call to the same child with the same fallback, and when the
/// caller's answer does not change by folding the node's answer into its own: routed members
/// turn "no answer" into their default with `?? default`, which gives the same answer applied
/// once or twice, and the cell member answers a new empty cell for a row no child holds at any
/// level, as the node passed through would have.
enum RoutedSkip {
  /// Every node of exactly a library class: the member's body is the routed call alone.
  case exactNodes
  /// A node of exactly a library class that would not check its children's spans first:
  /// `cellForRowAt` checks whether a span changed without the table being told when a child
  /// that is not a group may change its span (`mayChangeSpansOutsideGroups`), and such a node is
  /// called.
  case exactNodesCheckingNoSpans
}
