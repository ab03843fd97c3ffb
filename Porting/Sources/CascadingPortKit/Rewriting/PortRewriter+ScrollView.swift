import SwiftSyntax

/// What the rewriter knows of the `UIScrollViewDelegate` member of a table type it visits.
struct ScrollViewMember {
  /// The names of its `UIScrollView` parameters, `any TableHost` once ported.
  var scrollViews: Set<String>
  /// The names of its `UnsafeMutablePointer` parameters (`targetContentOffset`), `inout` once
  /// ported.
  var pointers: Set<String>
}

/// The scroll-view members of a table's delegate: UIKit calls them because a table delegate is
/// a `UIScrollViewDelegate`; in CascadingTableKit they are `TableDelegate`'s own (API.md §10),
/// with the scroll view as `any TableHost`, `targetContentOffset` as an `inout TablePoint` and
/// a zoom view as `AnyObject?`.
extension PortRewriter {
  /// The members of `TableHost` (and of `HeadlessTableView`, read through a cast): any other
  /// member used on a ported scroll-view parameter is `UIScrollView`'s and is listed.
  static let tableHostMembers: Set<String> = [
    "dataSource", "delegate", "isEditing", "numberOfSections", "indexPathsForVisibleRows",
    "indexPathForSelectedRow", "indexPathsForSelectedRows", "rowHeight", "estimatedRowHeight",
    "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
    "estimatedSectionFooterHeight", "selectionFollowsFocus", "reloadData", "reloadSections",
    "insertSections", "deleteSections", "moveSection", "reloadRows", "reconfigureRows",
    "insertRows", "deleteRows", "moveRow", "performBatchUpdates", "register",
    "reportDiagnostic", "reportProblem", "dequeueReusableCell", "dequeueReusableHeaderFooterView",
    "numberOfRows", "cellForRow", "selectRow", "deselectRow", "scrollToRow", "allowsSelection",
    "setEditing", "indexPath", "prefetchDataSource", "isPrefetchingEnabled",
  ]

  /// The scroll-view member that `node` declares in a table type, or `nil`.
  func scrollViewMemberDeclared(by node: FunctionDeclSyntax, selector: Selector)
    -> ScrollViewMember?
  {
    guard typeStack.last?.isTableType == true, TypeRenames.isScrollViewMember(selector),
      TableRequirement.bySelector[selector] != nil
    else { return nil }
    var member = ScrollViewMember(scrollViews: [], pointers: [])
    for parameter in node.signature.parameterClause.parameters {
      let name = (parameter.secondName ?? parameter.firstName).text
      let type = parameter.type.trimmedDescription
      if type.hasPrefix("UIScrollView") { member.scrollViews.insert(name) }
      if type.hasPrefix("UnsafeMutablePointer<") { member.pointers.insert(name) }
    }
    return member
  }

  /// The type a `UIScrollView` or zoom `UIView` in a scroll-view member's signature becomes,
  /// or `nil` where the name stays (elsewhere, or in the body).
  func scrollViewSignatureType(_ name: String, at node: IdentifierTypeSyntax) -> String? {
    guard scrollViewMember != nil, ["UIScrollView", "UIView"].contains(name) else { return nil }
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(CodeBlockSyntax.self) { return nil }
      if ancestor.is(FunctionSignatureSyntax.self) {
        return name == "UIScrollView" ? "any TableHost" : "AnyObject"
      }
      current = ancestor.parent
    }
    return nil
  }

  /// `targetContentOffset.pointee` → `targetContentOffset`, which is `inout` now.
  func pointeeOfInout(_ node: MemberAccessExprSyntax) -> ExprSyntax? {
    guard node.declName.baseName.text == "pointee",
      let base = node.base?.as(DeclReferenceExprSyntax.self),
      scrollViewMember?.pointers.contains(base.baseName.text) == true
    else { return nil }
    return ExprSyntax(base).with(\.leadingTrivia, node.leadingTrivia)
      .with(\.trailingTrivia, node.trailingTrivia)
  }

  /// Lists a member of a ported scroll-view parameter that `TableHost` does not have
  /// (`scrollView.contentOffset`), once per line.
  func reportScrollViewMemberUse(_ node: MemberAccessExprSyntax) {
    let member = node.declName.baseName.text
    guard let base = node.base?.as(DeclReferenceExprSyntax.self),
      scrollViewMember?.scrollViews.contains(base.baseName.text) == true,
      !Self.tableHostMembers.contains(member),
      reportedNames.insert("\(line(of: node)):\(base.baseName.text).").inserted
    else { return }
    let name = base.baseName.text
    let fix =
      ["contentOffset", "contentSize"].contains(member)
      ? "read it from the headless table: '(\(name) as? HeadlessTableView)?.\(member)' "
        + "(vertical, a Double)"
      : "keep what it told in your own front end, or read it from 'HeadlessTableView' "
        + "('contentOffset', 'contentSize', 'viewportSize')"
    report(
      node, .handEdit,
      "'\(name).\(member)' is UIScrollView's, and the scroll view is 'any TableHost' now",
      fix: fix, fixed: false)
  }

  /// A scroll-view member's signature after its visit: `UnsafeMutablePointer<TablePoint>` →
  /// `inout TablePoint`, listed as the change that makes it the requirement.
  func portingScrollViewSignature(_ node: FunctionDeclSyntax, original: FunctionDeclSyntax)
    -> FunctionDeclSyntax
  {
    var result = node
    var parameters = Array(result.signature.parameterClause.parameters)
    for position in parameters.indices {
      let type = parameters[position].type
      guard let pointer = type.as(IdentifierTypeSyntax.self),
        pointer.name.text == "UnsafeMutablePointer",
        let pointee = pointer.genericArgumentClause?.arguments.first
      else { continue }
      let ported = TypeSyntax(stringLiteral: "inout \(pointee.argument.trimmedDescription)")
        .with(\.leadingTrivia, type.leadingTrivia).with(\.trailingTrivia, type.trailingTrivia)
      parameters[position] = parameters[position].with(\.type, ported)
      let subclass = typeStack.last?.isLibrarySubclass == true
      report(
        original.signature.parameterClause.parameters[
          original.signature.parameterClause.parameters.index(
            original.signature.parameterClause.parameters.startIndex, offsetBy: position)],
        subclass ? .compileError : .neverCalled,
        "'\(pointer.trimmedDescription)' is UIKit's way to pass a value back; the requirement's "
          + "'\(parameters[position].firstName.text)' is 'inout \(pointee.argument.trimmedDescription)'"
          + (subclass ? "" : ", so the method only nearly matches it and is never called"),
        fix: "write 'inout \(pointee.argument.trimmedDescription)' and assign the value, "
          + "without '.pointee'", fixed: true)
    }
    result.signature.parameterClause.parameters = FunctionParameterListSyntax(parameters)
    return result
  }
}
