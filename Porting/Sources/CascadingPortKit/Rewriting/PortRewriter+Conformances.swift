import SwiftSyntax

/// UIKit's drag and drop delegates: CascadingTableKit sends their calls to the table's
/// delegate, so a type conforming to `UITableViewDragDelegate` or `UITableViewDropDelegate`
/// conforms to `TableDelegate`, once; and a library subclass conforms to every table protocol
/// through its superclass already.
extension PortRewriter {
  /// The inheritance clause of `typeName`'s declaration after its visit, without the
  /// conformances that the port made twice or that the type has elsewhere; `original` is the
  /// clause before the visit, in the same order.
  func portingDelegateConformances(
    _ clause: InheritanceClauseSyntax?, original: InheritanceClauseSyntax?, typeName: String,
    isClass: Bool
  ) -> InheritanceClauseSyntax? {
    guard let clause, let original, clause.inheritedTypes.count == original.inheritedTypes.count
    else { return clause }
    let isLibrarySubclass = index.isLibrarySubclass(typeName)
    // A type that is a delegate anyway (or a library subclass) needs none of the drag and drop
    // conformances; another keeps the first as its `TableDelegate` conformance.
    let isDelegate = isLibrarySubclass || index.delegateConformers.contains(typeName)
    var madeDelegate = false
    var kept: [InheritedTypeSyntax] = []
    for (ported, before) in zip(clause.inheritedTypes, original.inheritedTypes) {
      let name = before.type.trimmedDescription
      let portedName = ported.type.trimmedDescription
      if TypeRenames.conformancesOfTheDelegate.contains(name) {
        let removed = isDelegate || madeDelegate
        report(
          before, .compileError,
          "CascadingTableKit sends '\(name)''s calls to the table's delegate: they are "
            + "TableDelegate's members",
          fix: removed
            ? "remove '\(name)': '\(typeName)' is a TableDelegate already"
            : "conform to 'TableDelegate', and make '\(typeName)' the table's delegate or a node of its tree",
          fixed: true)
        if removed { continue }
        madeDelegate = true
      } else if name == "UIScrollViewDelegate", isDelegate {
        report(
          before, .compileError,
          "a table's delegate is its scroll view's delegate: the scroll-view methods are "
            + "TableDelegate's members in CascadingTableKit",
          fix: "remove 'UIScrollViewDelegate'", fixed: true)
        continue
      } else if isClass, isLibrarySubclass, !kept.isEmpty,
        TypeRenames.protocols.contains(portedName)
      {
        report(
          before, .compileError,
          "'\(typeName)' conforms to '\(portedName)' through its superclass already, so a "
            + "conformance of its own is redundant",
          fix: "remove '\(name)'", fixed: true)
        continue
      }
      kept.append(ported)
    }
    guard kept.count != clause.inheritedTypes.count else { return clause }
    guard !kept.isEmpty else { return nil }
    kept[kept.count - 1] = kept[kept.count - 1].with(\.trailingComma, nil)
    kept[0] = kept[0].with(\.leadingTrivia, clause.inheritedTypes.first?.leadingTrivia ?? [])
    var result = clause.with(\.inheritedTypes, InheritedTypeListSyntax(kept))
    result.inheritedTypes = result.inheritedTypes.with(
      \.trailingTrivia, clause.inheritedTypes.trailingTrivia)
    return result
  }
}
