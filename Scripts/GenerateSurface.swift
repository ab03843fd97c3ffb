// Writes every file that spells out the delegate surface member by member from one table of
// its members, so that a new member of the table protocols is one entry here.
//
//   swift Scripts/GenerateSurface.swift            # rewrite the generated files and regions
//   swift Scripts/GenerateSurface.swift --check    # exit 1 naming any stale file
//   swift Scripts/GenerateSurface.swift --verify   # exit 1 naming any entry missing somewhere
//   swift Scripts/GenerateSurface.swift --verify --check   # both, as ./run_tests.sh runs it
//
// A generated file starts with a do-not-edit line; a generated region sits between a start and
// an end marker inside a hand-written file (a protocol body, a class body, an enum). Every
// output is formatted by `swift format` with the repository's `.swift-format`, so what is
// committed is exactly what this script writes. Run it from the repository's root. See
// Scripts/README.md.

import Foundation

// MARK: - The schema

/// The protocol declaring a member.
enum Owner: String {
  /// `TableDataSource` (UIKit's `UITableViewDataSource`).
  case dataSource = "TableDataSource"
  /// `TableDelegate` (UIKit's `UITableViewDelegate`).
  case delegate = "TableDelegate"
  /// `TableDataSourcePrefetching` (UIKit's `UITableViewDataSourcePrefetching`, API.md §10).
  case prefetching = "TableDataSourcePrefetching"
  /// `CascadingTableDelegate` itself: declared and implemented by hand, only copied here.
  case cascading = "CascadingTableDelegate"
}

/// What a protocol's default implementation (and ``CascadingBareTableDelegate``) answers.
enum Fallback {
  /// No default: every conformer implements it.
  case required
  /// Answers `expression`; `doc` says so in a sentence's words ("`nil`: not answered").
  case answer(String, doc: String)
  /// A notification: does nothing.
  case nothing

  /// `nil`: not answered, the default of most members.
  static let unanswered = Fallback.answer("nil", doc: "`nil`: not answered")
}

/// How a ``PropagatingTableDelegate`` answers a member: which child it asks, and what it
/// answers when no child does. `noChild`/`unanswered` are Swift expressions, `doc` their words.
enum Route {
  /// Asked of the child owning the row through `routeCachedRowCall` (the hot path), whose cold
  /// path is the member's generated out-of-line twin `routedOutOfLine` routing through
  /// `routeRowCall`: `noChild` when no child holds the row, the child's answer `?? unanswered`
  /// otherwise. `skip` is the `RoutedSkip` rule naming the nodes the call passes through
  /// without calling them: every node of exactly a library class, since this body is the
  /// routed call alone.
  case rowHot(
    noChild: String, unanswered: String? = nil, doc: String? = nil,
    skip: String = ".exactNodes")
  /// Asked of `routedChild(for: indexPath)`: `noChild` when there is none (`nil`: the optional
  /// chain), the child's answer `?? unanswered`.
  case row(noChild: String? = nil, unanswered: String? = nil, doc: String? = nil)
  /// Asked of `sectionChild(section)` (`.section` mode only), as `row`.
  case section(noChild: String? = nil, unanswered: String? = nil, doc: String? = nil)
  /// Asked of the child owning the row at `path`, an expression of type `TableIndexPath?` over
  /// the arguments (`coordinator.destinationIndexPath`), as `row`; a `nil` path reaches no
  /// child.
  case rowOf(
    _ path: String, noChild: String? = nil, unanswered: String? = nil, doc: String? = nil)
  /// By a list of index paths, split by owning child (API.md §10 prefetching): `body` calls
  /// the hand-written internal function.
  case paths(body: String, doc: String)
  /// By what a row returned (a configuration, a session; API.md §10): `body` calls the
  /// hand-written internal function.
  case returned(body: String, doc: String)
  /// Table-wide: passed to the children on screen (API.md §10 scroll view): `body` calls the
  /// hand-written internal function.
  case tableWide(body: String, doc: String)
  /// Anything else: `body` calls the hand-written concern function; `doc` describes it fully.
  case custom(body: String, doc: String)
  /// Written by hand in the class (span): nothing generated.
  case handWritten

  /// The kind's name, as `--verify` and the manifest report it.
  var kind: String {
    switch self {
    case .rowHot: "row (hot path)"
    case .row: "row"
    case .rowOf: "row (from an argument)"
    case .section: "section"
    case .paths: "paths"
    case .returned: "returned"
    case .tableWide: "table-wide"
    case .custom: "custom"
    case .handWritten: "hand-written"
    }
  }
}

/// How the routing test grid calls a member and reads its answers.
struct Grid {
  /// The grid's name for the member (its test argument's description).
  var name: String
  /// `.row` or `.section`: which of the position's parts the member takes.
  var scope: String
  /// What a propagating node answers when no child answers, as an `Answer`, written from
  /// Documentation/DefaultReturnValues.md (the independent model), never from the library.
  /// `nil`: the member is not routed to one child by position (see `RoutedMethod.unrouted`).
  var expected: String?
}

/// How the host tests' `HostRecordingDelegate` records a member and answers it.
struct Host {
  /// Its `HostRecordingDelegate.Call` case (arguments: the member's, without the table, cells,
  /// views and senders).
  var call: String
  /// What it answers: an expression over the delegate's hand-written answers (`nil`: nothing).
  var answer: String?

  init(_ call: String, _ answer: String? = nil) {
    self.call = call
    self.answer = answer
  }
}

/// One member of the surface, holding everything every output needs.
struct Member {
  /// The protocol declaring it.
  var owner: Owner
  /// Its group (a `MARK` in the protocol and the classes).
  var group: String
  /// Its Swift declaration, on one line, exactly as the protocol declares it (API.md).
  var declaration: String
  /// The first sentence of its doc comment.
  var summary: String
  /// What the protocol default and ``CascadingBareTableDelegate`` answer.
  var fallback: Fallback
  /// What ``CascadingBareTableDelegate`` answers instead, when it differs (`expression`, words).
  var bare: (expression: String, doc: String)?
  /// How a propagating node routes it.
  var route: Route
  /// The text of `- Returns:` in the protocol, when it says more than "The answer".
  var returns: String?
  /// The `DelegateCall` case a recording double records it as (`nil`: not recorded).
  var recorded: String?
  /// What ``CompleteDelegateStub`` answers: an expression over its answer properties.
  var answer: String?
  /// The routing test grid's description of it (`nil`: not in the grid).
  var grid: Grid?
  /// How the host tests' recording delegate records and answers it (`nil`: it leaves the member
  /// to the protocol default, and records nothing).
  var host: Host?
  /// The Default column of Documentation/DefaultReturnValues.md, when the grid's expectation
  /// is that default for the grid's table only (`!tableView.isEditing`: `true`, as the grid's
  /// table is not editing).
  var documentedDefault: String?
  /// Porting: the ported return type is an optional UIKit's was not (`-> CGFloat` becomes
  /// `Double?`).
  var portsToOptional: Bool

  init(
    _ owner: Owner, _ group: String, _ declaration: String, _ summary: String,
    fallback: Fallback = .unanswered, bare: (String, String)? = nil, route: Route,
    returns: String? = nil, recorded: String? = nil, answer: String? = nil, grid: Grid? = nil,
    portsToOptional: Bool = false, host: Host? = nil, documentedDefault: String? = nil
  ) {
    self.owner = owner
    self.group = group
    self.declaration = declaration
    self.summary = summary
    self.fallback = fallback
    self.bare = bare.map { (expression: $0.0, doc: $0.1) }
    self.route = route
    self.returns = returns
    self.recorded = recorded
    self.answer = answer
    self.grid = grid
    self.host = host
    self.documentedDefault = documentedDefault
    self.portsToOptional = portsToOptional
  }
}

/// The doc text of a parameter, by its local name (shared by every member).
let parameterDocs: [String: String] = [
  "tableView": "The table asking.",
  "section": "The section.",
  "indexPath": "The row.",
  "cell": "The row's cell.",
  "view": "The header or footer view.",
  "editingStyle": "`.delete` or `.insert`.",
  "title": "The title the user chose.",
  "index": "The title's position in the index.",
  "sourceIndexPath": "The row's position before the move.",
  "destinationIndexPath": "The row's position after the move.",
  "proposedDestinationIndexPath": "Where the user proposes to move the row.",
  "action": "The action.",
  "sender": "The object that asked for the action.",
  "context": "The focus move.",
  "context: any TableSpringLoadedInteractionContext": "The spring-loaded interaction.",
  "point": "Where in the table, in its content coordinates.",
  "session: any TableDragSession": "The drag in progress.",
  "session: any TableDropSession": "The drag over the table that may end in a drop.",
  "destinationIndexPath: TableIndexPath?": "Where the drop would land, or `nil` over no row.",
  "coordinator: TableFocusAnimationCoordinator": "Runs animations alongside the focus move.",
  "coordinator: any TableDropCoordinator": "Where the drop lands, and its session.",
  "configuration":
    "The menu's configuration, as a row's `contextMenuConfigurationForRowAt` returned it.",
  "animator": "Runs animations alongside the menu's.",
  "scrollView": "The table, as the scroll view that scrolled.",
  "velocity": "How fast the content moved when the finger lifted, in points per millisecond.",
  "targetContentOffset": "Where the content will stop; set it to stop elsewhere.",
  "decelerate": "Whether the content goes on moving after the finger lifted.",
  "view: AnyObject?": "The view being zoomed, or `nil`.",
  "scale": "The zoom scale the zoom ended at.",
  "indexPaths": "The rows, nearest to the viewport first.",
]

/// The doc text of `parameter`: by name and type when names are shared, else by name.
func parameterDoc(_ parameter: Parameter) -> String {
  let typed = "\(parameter.name): \(parameter.type)"
  guard let doc = parameterDocs[typed] ?? parameterDocs[parameter.name] else {
    fatalError("no doc for the parameter \(parameter.name)")
  }
  return doc
}

/// The parameter types a recording double records by identity: the objects of a call (a cell,
/// a view, a session, a coordinator).
let objectTypes: Set<String> = [
  "TableCell", "TableHeaderFooterView", "any TableSpringLoadedInteractionContext",
  "any TableDragSession", "any TableDropSession", "any TableDropCoordinator",
  "TableFocusAnimationCoordinator", "TableContextMenuConfiguration",
  "any TableContextMenuInteractionAnimating",
]

let tableViewParameter = "_ tableView: any TableHost"

/// `func tableView(_ tableView: any TableHost, <rest>`: most members' declaration.
func tv(_ rest: String) -> String { "func tableView(\(tableViewParameter), \(rest)" }

/// The route of a member keyed by what a row returned: `key` names the producing child from
/// the call's `configuration` or `session` (API.md §10), `call` is the member's call after
/// `tableView(tableView, `, `answer` the words of the answer when no child produced it (`nil`:
/// a notification).
func keyed(_ key: String, _ producedBy: String, _ call: String, _ answer: String?) -> Route {
  let none =
    answer.map { "answers \($0)" } ?? "calls nothing"
  return .returned(
    body: "\(key)?.tableView(tableView, \(call))",
    doc: "Routed to the child that produced it (\(producedBy)); \(none) when no child did, or "
      + "that child has left this node or was freed. Override to answer here; `super` routes. "
      + "See *How Calls Are Routed*.\n- Complexity: O(*k* + *c*) in the configurations and "
      + "sessions alive that this node remembers and its children.")
}

/// Keyed by a context menu's configuration.
func menuKeyed(_ call: String, _ answer: String?) -> Route {
  keyed(
    "producer(ofConfiguration: configuration)",
    "the child whose `contextMenuConfigurationForRowAt` returned `configuration`", call, answer)
}

/// Keyed by a drag session.
func dragKeyed(_ call: String, _ answer: String?) -> Route {
  keyed(
    "producer(ofDrag: session)", "the child whose `itemsForBeginning` began `session`", call,
    answer)
}

/// Keyed by a drop session: the producer of its local drag.
func dropKeyed(_ call: String, _ answer: String?) -> Route {
  keyed(
    "producer(ofDrop: session)",
    "for a drop of a drag begun in this table, the child whose `itemsForBeginning` began it",
    call, answer)
}
/// The cost of a table-wide call.
let tableWideComplexity =
  "- Complexity: O(*v* log *n*) for *v* visible rows and *n* children, allocating one array "
  + "of the children on screen per call, none per row."
/// The routing words of a table-wide notification (API.md §10), after its summary.
let tableWideNote =
  "Passed to the children on screen (with at least one visible row), in order; calls nothing "
  + "when none is. Override to answer here; `super` passes it on.\n" + tableWideComplexity
/// The routing words of a table-wide question, after its summary.
let tableWideFirstAnswer =
  "Asked of the children on screen (with at least one visible row), in order, until one "
  + "answers: its answer, or `nil` when none does. Override to answer here; `super` asks "
  + "them.\n" + tableWideComplexity
/// The routing words of `scrollViewWillEndDragging`, after its summary.
let tableWidePassing =
  "Passed to the children on screen (with at least one visible row), in order, each seeing "
  + "`targetContentOffset` as the one before it left it. Override to answer here; `super` "
  + "passes it on.\n" + tableWideComplexity

/// The routing words of a member taking a list of index paths (API.md §10 prefetching).
let splitNote =
  "The paths are split by owning child: each child that owns at least one and adopts "
  + "``TableDataSourcePrefetching`` is called once, with its own paths in the order given, "
  + "the children in the order of their first path; a path no child owns (out of range, "
  + "negative, or of another section than a `.row`-mode node's own) reaches nobody. Override "
  + "to answer here; `super` passes them on.\n- Complexity: O(*k* log *n*) for *k* paths "
  + "and *n* children (O(*k*) when each child fills one slot), allocating the children's "
  + "lists, none proportional to *n*."

// MARK: - The surface: every member a node answers

let surface: [Member] = [
  Member(
    .cascading, "Span", "var span: Int",
    "How many consecutive rows (or sections) of its parent the node fills.",
    route: .handWritten),
  // Data source
  Member(
    .dataSource, "Data source", tv("numberOfRowsInSection section: Int) -> Int"),
    "The number of rows in a section.", fallback: .required,
    bare: ("0", "Returns 0; override to report rows."),
    route: .custom(
      body: "rowCount(in: tableView, section: section)",
      doc: """
        The number of rows in a section.

        In `.section` mode, asks the first child whose `index` equals `section` (the original's
        rule: a match on the child's `index`, not its array position) and returns 0 when there
        is none. In `.row` mode, returns the number of children and calls no child.

        Asked by its table while it reads counts, the node also records the answer as what the
        table was told, the record transactions diff from.

        Override to answer here instead; calling `super` behaves as described (an override that
        does not call it answers for rows no transaction can diff).
        - Complexity: O(1) when children are indexed by position, as this class keeps them;
          otherwise O(*n*) in the number of children.
        """),
    returns: "The row count.", recorded: "numberOfRows", answer: "numberOfRows",
    grid: Grid(name: "numberOfRowsInSection", scope: "section"), host: Host("numberOfRows", "sections[section].count")),
  Member(
    .dataSource, "Data source", tv("cellForRowAt indexPath: TableIndexPath) -> TableCell"),
    "The cell for a row.", fallback: .required,
    bare: (
      "TableCell()",
      "Returns a new, empty ``TableCell`` on every call; override to dequeue and configure one."
    ),
    route: .custom(
      body: """
        if mayChangeSpansOutsideGroups {
          return cellAfterReportingUntoldSpanChange(tableView, at: indexPath)
        }
        return routeCachedRowCall(indexPath, skipping: .exactNodesCheckingNoSpans) { child in
          child.tableView(tableView, cellForRowAt: indexPath)
        } outOfLine: {
          routedOutOfLine(tableView, cellForRowAt: indexPath)
        }
        """,
      doc: """
        The cell for a row.

        Routed by row; returns a new, empty ``TableCell`` when that position holds no child.
        Override to answer here; call `super` to route.
        - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
        """),
    returns: "A configured cell, usually dequeued from `tableView`.", recorded: "cellForRow",
    answer: "cell", grid: Grid(name: "cellForRowAt", scope: "row"), host: Host("cellForRow", "cell(for: indexPath, in: tableView)")),
  Member(
    .dataSource, "Data source", "func numberOfSections(in tableView: any TableHost) -> Int",
    "The number of sections.", fallback: .answer("1", doc: "1, as UIKit assumes"),
    route: .custom(
      body: "sectionCount(in: tableView)",
      doc: """
        The number of sections: the number of children in `.section` mode, 0 in `.row` mode. No
        child is called. Asked by its table while it reads counts, the node records its children
        as what the table was told.

        Override to answer here instead; calling `super` behaves as described.
        - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
        """),
    returns: "The section count.", recorded: "numberOfSections", answer: "numberOfSections",
    grid: Grid(name: "numberOfSections", scope: "section"), host: Host("numberOfSections", "sections.count")),
  Member(
    .dataSource, "Data source", tv("titleForHeaderInSection section: Int) -> String?"),
    "The title of a section's header.", fallback: .answer("nil", doc: "`nil`: no header title"),
    route: .section(), recorded: "titleForHeader", answer: "titleForHeader",
    grid: Grid(name: "titleForHeaderInSection", scope: "section", expected: ".string(nil)"), host: Host("titleForHeader", "headerTitles[section]")),
  Member(
    .dataSource, "Data source", tv("titleForFooterInSection section: Int) -> String?"),
    "The title of a section's footer.", fallback: .answer("nil", doc: "`nil`: no footer title"),
    route: .section(), recorded: "titleForFooter", answer: "titleForFooter",
    grid: Grid(name: "titleForFooterInSection", scope: "section", expected: ".string(nil)"), host: Host("titleForFooter", "footerTitles[section]")),
  Member(
    .dataSource, "Data source", tv("canEditRowAt indexPath: TableIndexPath) -> Bool?"),
    "Whether a row can be edited.",
    route: .row(noChild: "false", unanswered: "false", doc: "`false`"),
    recorded: "canEdit", answer: "canEdit",
    grid: Grid(name: "canEditRowAt", scope: "row", expected: ".bool(false)"),
    portsToOptional: true, host: Host("canEdit", "canEdit")),
  Member(
    .dataSource, "Data source", tv("canMoveRowAt indexPath: TableIndexPath) -> Bool?"),
    "Whether a row can be moved.",
    route: .row(noChild: "false", unanswered: "false", doc: "`false`"),
    recorded: "canMove", answer: "canMove",
    grid: Grid(name: "canMoveRowAt", scope: "row", expected: ".bool(false)"),
    portsToOptional: true, host: Host("canMove", "canMove")),
  Member(
    .dataSource, "Data source",
    tv("commit editingStyle: TableCellEditingStyle, forRowAt indexPath: TableIndexPath)"),
    "Commits the insertion or deletion of a row the user asked for.", fallback: .nothing,
    route: .row(), recorded: "commit",
    grid: Grid(name: "commitEditingStyle", scope: "row", expected: ".void"), host: Host("commit", "commitEdit(editingStyle, at: indexPath, in: tableView)")),
  Member(
    .dataSource, "Data source", "func sectionIndexTitles(for tableView: any TableHost) -> [String]?",
    "The titles of the section index.", fallback: .answer("nil", doc: "`nil`: no section index"),
    route: .custom(
      body: "collectSectionIndexTitles(for: tableView)",
      doc: """
        The titles of the section index: in `.section` mode, every child's titles in child order
        (a child answering `nil` adds none), or `nil` when no child answers; `nil` in `.row` mode.

        Remembers which child owns each title, for ``tableView(_:sectionForSectionIndexTitle:at:)``.
        A child that changes this node's children from inside its answer makes the node ask the
        children again, as they are then (up to 4 passes).

        Override to answer here instead; calling `super` behaves as described.
        - Complexity: O(*n* + *t*) for *n* children and *t* titles, per pass.
        """),
    recorded: "sectionIndexTitles", answer: "sectionIndexTitles",
    grid: Grid(name: "sectionIndexTitles", scope: "section"), host: Host("sectionIndexTitles", "indexTitles")),
  Member(
    .dataSource, "Data source",
    tv("sectionForSectionIndexTitle title: String, at index: Int) -> Int?"),
    "The section a section-index title leads to.",
    route: .custom(
      body: "section(forSectionIndexTitle: title, at: index, in: tableView)",
      doc: """
        The section a section-index title leads to.

        In `.section` mode, asks the child that contributed the title at `index`, passing the
        title's position among *that child's own* titles, so each child reads the index it
        answered. When the child answers `nil`, returns the child's `index` (its section).
        Returns `nil` in `.row` mode and when no child owns the position.

        Override to answer here instead; calling `super` behaves as described.
        - Complexity: O(1) after ``sectionIndexTitles(for:)``; otherwise it asks for the titles
          first.
        """),
    recorded: "sectionForSectionIndexTitle", answer: "sectionForSectionIndexTitle",
    grid: Grid(name: "sectionForSectionIndexTitle", scope: "section"), portsToOptional: true, host: Host("sectionForSectionIndexTitle", "sectionForIndexTitle")),
  Member(
    .dataSource, "Data source",
    tv("moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath)"),
    "Tells the data source that the user moved a row.", fallback: .nothing,
    route: .custom(
      body: """
        if mode == .section {
          moveBetweenSections(tableView, from: sourceIndexPath, to: destinationIndexPath)
        } else {
          moveWithinSection(tableView, from: sourceIndexPath, to: destinationIndexPath)
        }
        """,
      doc: """
        Tells the tree that the user moved a row, and keeps the tree in step with the table.

        - In `.section` mode, a move within one section goes to that section's child. A move
          between sections takes the row child at `sourceIndexPath.row` out of the source
          section's child, inserts it into the destination section's child at
          `destinationIndexPath.row`, and then tells the moved row child. When the source section
          has no row child there (a hand-written section keeping rows of its own), the source
          section's child is told, then the destination's.
        - In `.row` mode, a move within the section reorders ``childDelegates`` (re-indexing
          them, without reloading the table) and then tells the moved child. A move out of the
          section (when `sourceIndexPath.section` is the node's section) is passed to the child
          at `sourceIndexPath.row`; a move into it from another section, or within another
          section, tells no child. The node's section is the one its place in the tree gives it;
          a node with no parent (or a parent not of this class) takes ``index`` as its section
          for a move between sections, and any section for a move within one.
        - A section is found through groups of sections. In a section holding groups or blocks,
          the row delegate leaves its group and joins the one the landing rule of
          <doc:ComposingSectionsFromGroups> chooses (its own group when that borders the place,
          else the group of the row above, else the group of the row below); a row of a block or
          of a data source's declarations is not moved: its node is told, and answers for it. A
          drop the tree cannot take is reported as ``TableDiagnostic/moveNotTaken(from:to:)``
          and the sections are reloaded.

        Out-of-range positions move nothing and call no child. Override to handle moves
        yourself; calling `super` behaves as described.
        - Complexity: O(*n*) in the number of children of the sections involved.
        """),
    recorded: "moveRow", grid: Grid(name: "moveRowAt", scope: "row", expected: ".void"), host: Host("moveRow", "moveModelRow(from: sourceIndexPath, to: destinationIndexPath)")),
  // Display
  Member(
    .delegate, "Display",
    tv("willDisplay cell: TableCell, forRowAt indexPath: TableIndexPath)"),
    "Tells that a row's cell is about to enter the viewport.", fallback: .nothing,
    route: .rowHot(noChild: "()"), recorded: "willDisplayCell",
    grid: Grid(name: "willDisplayCell", scope: "row", expected: ".void"), host: Host("willDisplay")),
  Member(
    .delegate, "Display",
    tv("willDisplayHeaderView view: TableHeaderFooterView, forSection section: Int)"),
    "Tells that a section's header view is about to enter the viewport.", fallback: .nothing,
    route: .section(), recorded: "willDisplayHeaderView",
    grid: Grid(name: "willDisplayHeaderView", scope: "section", expected: ".void"), host: Host("willDisplayHeader")),
  Member(
    .delegate, "Display",
    tv("willDisplayFooterView view: TableHeaderFooterView, forSection section: Int)"),
    "Tells that a section's footer view is about to enter the viewport.", fallback: .nothing,
    route: .section(), recorded: "willDisplayFooterView",
    grid: Grid(name: "willDisplayFooterView", scope: "section", expected: ".void"), host: Host("willDisplayFooter")),
  Member(
    .delegate, "Display",
    tv("didEndDisplaying cell: TableCell, forRowAt indexPath: TableIndexPath)"),
    "Tells that a row's cell left the viewport.", fallback: .nothing,
    route: .rowHot(noChild: "()"), recorded: "didEndDisplayingCell",
    grid: Grid(name: "didEndDisplayingCell", scope: "row", expected: ".void"), host: Host("didEndDisplaying")),
  Member(
    .delegate, "Display",
    tv("didEndDisplayingHeaderView view: TableHeaderFooterView, forSection section: Int)"),
    "Tells that a section's header view left the viewport.", fallback: .nothing,
    route: .section(), recorded: "didEndDisplayingHeaderView",
    grid: Grid(name: "didEndDisplayingHeaderView", scope: "section", expected: ".void"), host: Host("didEndDisplayingHeader")),
  Member(
    .delegate, "Display",
    tv("didEndDisplayingFooterView view: TableHeaderFooterView, forSection section: Int)"),
    "Tells that a section's footer view left the viewport.", fallback: .nothing,
    route: .section(), recorded: "didEndDisplayingFooterView",
    grid: Grid(name: "didEndDisplayingFooterView", scope: "section", expected: ".void"), host: Host("didEndDisplayingFooter")),
  // Heights
  Member(
    .delegate, "Heights", tv("heightForRowAt indexPath: TableIndexPath) -> Double?"),
    "The height of a row.",
    route: .rowHot(
      noChild: "nil", unanswered: "TableDimension.automatic", doc: "``TableDimension/automatic``"
    ),
    recorded: "heightForRow", answer: "heightForRow",
    grid: Grid(
      name: "heightForRowAt", scope: "row", expected: ".double(TableDimension.automatic)"),
    portsToOptional: true, host: Host("heightForRow", "rowHeights[indexPath] ?? rowHeight")),
  Member(
    .delegate, "Heights", tv("heightForHeaderInSection section: Int) -> Double?"),
    "The height of a section's header.",
    route: .section(noChild: "0", unanswered: "0", doc: "`0`"),
    recorded: "heightForHeader", answer: "heightForHeader",
    grid: Grid(name: "heightForHeaderInSection", scope: "section", expected: ".double(0)"),
    portsToOptional: true, host: Host("heightForHeader", "headerHeight")),
  Member(
    .delegate, "Heights", tv("heightForFooterInSection section: Int) -> Double?"),
    "The height of a section's footer.",
    route: .section(noChild: "0", unanswered: "0", doc: "`0`"),
    recorded: "heightForFooter", answer: "heightForFooter",
    grid: Grid(name: "heightForFooterInSection", scope: "section", expected: ".double(0)"),
    portsToOptional: true, host: Host("heightForFooter", "footerHeight")),
  Member(
    .delegate, "Heights", tv("estimatedHeightForRowAt indexPath: TableIndexPath) -> Double?"),
    "The estimated height of a row.",
    route: .custom(
      body: """
        routeRowCall(indexPath, else: TableDimension.automatic, skipping: .exactNodes) { child in
          child.tableView(tableView, estimatedHeightForRowAt: indexPath)
            ?? child.tableView(tableView, heightForRowAt: indexPath)
            ?? TableDimension.automatic
        }
        """,
      doc: """
        The estimated height of a row: the routed child's estimate, else the child's exact
        height, else ``TableDimension/automatic`` (which a table reads as "no estimate").

        The child is chosen as for every row call; every argument reaches it unchanged. Returns
        ``TableDimension/automatic`` when that position holds no child.

        Override to answer here instead; calling `super` behaves as described.
        - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
        """),
    recorded: "estimatedHeightForRow", answer: "estimatedHeightForRow",
    grid: Grid(
      name: "estimatedHeightForRowAt", scope: "row", expected: ".double(TableDimension.automatic)"),
    portsToOptional: true, host: Host("estimatedHeightForRow", "estimatedRowHeight")),
  Member(
    .delegate, "Heights", tv("estimatedHeightForHeaderInSection section: Int) -> Double?"),
    "The estimated height of a section's header.",
    route: .custom(
      body: "estimatedHeaderHeight(in: tableView, section: section)",
      doc: """
        The estimated height of a section's header: in `.section` mode, the child's estimate,
        else the child's exact header height, else 0. In `.row` mode no child owns the header, so
        the estimate is this node's own `heightForHeaderInSection` (0 unless a subclass overrides
        it), and no child is called.

        The original answered 0 in `.row` mode even when a section subclass gave its header a
        height, so an estimating table placed a tall header as if it were empty.

        Override to answer here instead; calling `super` behaves as described.
        - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
        """),
    recorded: "estimatedHeightForHeader", answer: "estimatedHeightForHeader",
    grid: Grid(name: "estimatedHeightForHeaderInSection", scope: "section", expected: ".double(0)"),
    portsToOptional: true, host: Host("estimatedHeightForHeader", "estimatedHeaderHeight")),
  Member(
    .delegate, "Heights", tv("estimatedHeightForFooterInSection section: Int) -> Double?"),
    "The estimated height of a section's footer.",
    route: .custom(
      body: "estimatedFooterHeight(in: tableView, section: section)",
      doc: """
        The estimated height of a section's footer: in `.section` mode, the child's estimate,
        else the child's exact footer height, else 0. In `.row` mode no child owns the footer, so
        the estimate is this node's own `heightForFooterInSection` (0 unless a subclass overrides
        it), and no child is called.

        The original answered 0 in `.row` mode even when a section subclass gave its footer a
        height, so an estimating table placed a tall footer as if it were empty.

        Override to answer here instead; calling `super` behaves as described.
        - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
        """),
    recorded: "estimatedHeightForFooter", answer: "estimatedHeightForFooter",
    grid: Grid(name: "estimatedHeightForFooterInSection", scope: "section", expected: ".double(0)"),
    portsToOptional: true, host: Host("estimatedHeightForFooter", "estimatedFooterHeight")),
  // Header and footer views
  Member(
    .delegate, "Header and footer views",
    tv("viewForHeaderInSection section: Int) -> TableHeaderFooterView?"),
    "The view of a section's header.", route: .section(),
    recorded: "viewForHeader", answer: "headerView",
    grid: Grid(name: "viewForHeaderInSection", scope: "section", expected: ".view(nil)"), host: Host("viewForHeader", "headerView(for: section, in: tableView)")),
  Member(
    .delegate, "Header and footer views",
    tv("viewForFooterInSection section: Int) -> TableHeaderFooterView?"),
    "The view of a section's footer.", route: .section(),
    recorded: "viewForFooter", answer: "footerView",
    grid: Grid(name: "viewForFooterInSection", scope: "section", expected: ".view(nil)"), host: Host("viewForFooter", "nil")),
  // Selection
  Member(
    .delegate, "Selection", tv("accessoryButtonTappedForRowWith indexPath: TableIndexPath)"),
    "Tells that the user tapped a row's accessory button.", fallback: .nothing, route: .row(),
    recorded: "accessoryButtonTapped",
    grid: Grid(name: "accessoryButtonTapped", scope: "row", expected: ".void"), host: Host("accessoryButtonTapped")),
  Member(
    .delegate, "Selection", tv("shouldHighlightRowAt indexPath: TableIndexPath) -> Bool?"),
    "Whether a row highlights when touched.",
    route: .row(noChild: "true", unanswered: "true", doc: "`true`"),
    recorded: "shouldHighlight", answer: "shouldHighlight",
    grid: Grid(name: "shouldHighlightRowAt", scope: "row", expected: ".bool(true)"),
    portsToOptional: true, host: Host("shouldHighlight", "shouldHighlight")),
  Member(
    .delegate, "Selection", tv("didHighlightRowAt indexPath: TableIndexPath)"),
    "Tells that a row was highlighted.", fallback: .nothing, route: .row(),
    recorded: "didHighlight", grid: Grid(name: "didHighlightRowAt", scope: "row", expected: ".void")
  , host: Host("didHighlight")),
  Member(
    .delegate, "Selection", tv("didUnhighlightRowAt indexPath: TableIndexPath)"),
    "Tells that a row lost its highlight.", fallback: .nothing, route: .row(),
    recorded: "didUnhighlight",
    grid: Grid(name: "didUnhighlightRowAt", scope: "row", expected: ".void"), host: Host("didUnhighlight")),
  Member(
    .delegate, "Selection", tv("willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath?"),
    "The row to select instead of the tapped one, or `nil` to veto.",
    fallback: .answer("indexPath", doc: "`indexPath`: no veto and no redirect"),
    route: .rowHot(noChild: "indexPath", doc: "`indexPath`"),
    recorded: "willSelect", answer: "willSelect",
    grid: Grid(name: "willSelectRowAt", scope: "row", expected: ".indexPath(p)"), host: Host("willSelect", "willSelectAnswer.map { $0(indexPath) } ?? indexPath")),
  Member(
    .delegate, "Selection", tv("willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath?"),
    "The row to deselect instead of the given one, or `nil` to veto.",
    fallback: .answer("indexPath", doc: "`indexPath`: no veto and no redirect"),
    route: .row(noChild: "indexPath", doc: "`indexPath`"),
    recorded: "willDeselect", answer: "willDeselect",
    grid: Grid(name: "willDeselectRowAt", scope: "row", expected: ".indexPath(p)"), host: Host("willDeselect", "willDeselectAnswer.map { $0(indexPath) } ?? indexPath")),
  Member(
    .delegate, "Selection", tv("didSelectRowAt indexPath: TableIndexPath)"),
    "Tells that a row was selected.", fallback: .nothing, route: .rowHot(noChild: "()"),
    recorded: "didSelect", grid: Grid(name: "didSelectRowAt", scope: "row", expected: ".void"), host: Host("didSelect")),
  Member(
    .delegate, "Selection", tv("didDeselectRowAt indexPath: TableIndexPath)"),
    "Tells that a row was deselected.", fallback: .nothing, route: .row(),
    recorded: "didDeselect", grid: Grid(name: "didDeselectRowAt", scope: "row", expected: ".void"), host: Host("didDeselect")),
  Member(
    .delegate, "Selection",
    tv("canPerformPrimaryActionForRowAt indexPath: TableIndexPath) -> Bool?"),
    "Whether selecting a row performs its primary action.",
    route: .row(
      noChild: "!tableView.isEditing", unanswered: "!tableView.isEditing",
      doc: "`!tableView.isEditing`"),
    recorded: "canPerformPrimaryAction", answer: "canPerformPrimaryAction",
    grid: Grid(name: "canPerformPrimaryActionForRowAt", scope: "row", expected: ".bool(true)"),
    portsToOptional: true, host: Host("canPerformPrimaryAction", "canPerformPrimaryAction"),
    documentedDefault: "`!tableView.isEditing`"),
  Member(
    .delegate, "Selection", tv("performPrimaryActionForRowAt indexPath: TableIndexPath)"),
    "Tells a row to perform its primary action.", fallback: .nothing, route: .row(),
    recorded: "performPrimaryAction",
    grid: Grid(name: "performPrimaryActionForRowAt", scope: "row", expected: ".void"),
    host: Host("performPrimaryAction")),
  // Editing
  Member(
    .delegate, "Editing",
    tv("editingStyleForRowAt indexPath: TableIndexPath) -> TableCellEditingStyle?"),
    "The editing control of a row.",
    route: .row(
      noChild: "TableCellEditingStyle.none", unanswered: "TableCellEditingStyle.none",
      doc: "`.none`"),
    recorded: "editingStyle", answer: "editingStyle",
    grid: Grid(
      name: "editingStyleForRowAt", scope: "row", expected: ".style(TableCellEditingStyle.none)"),
    portsToOptional: true, host: Host("editingStyle", "editingStyle")),
  Member(
    .delegate, "Editing",
    tv("titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String?"),
    "The title of a row's delete confirmation button.", route: .row(),
    recorded: "titleForDeleteConfirmation", answer: "titleForDeleteConfirmation",
    grid: Grid(name: "titleForDeleteConfirmationButton", scope: "row", expected: ".string(nil)"), host: Host("titleForDeleteConfirmation", "deleteConfirmationTitle")),
  Member(
    .delegate, "Editing", tv("editActionsForRowAt indexPath: TableIndexPath) -> [TableRowAction]?"),
    "The legacy swipe actions of a row.", route: .row(),
    recorded: "editActions", answer: "editActions",
    grid: Grid(name: "editActionsForRowAt", scope: "row", expected: ".actionTitles(nil)"), host: Host("editActions", "editActions")),
  Member(
    .delegate, "Editing",
    tv(
      "leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> TableSwipeActionsConfiguration?"
    ),
    "The actions shown when a row is swiped from its leading edge.", route: .row(),
    recorded: "leadingSwipeActions", answer: "leadingSwipeActions",
    grid: Grid(name: "leadingSwipeActionsConfiguration", scope: "row", expected: ".actionTitles(nil)")
  , host: Host("leadingSwipeConfiguration", "leadingConfiguration")),
  Member(
    .delegate, "Editing",
    tv(
      "trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> TableSwipeActionsConfiguration?"
    ),
    "The actions shown when a row is swiped from its trailing edge.", route: .row(),
    recorded: "trailingSwipeActions", answer: "trailingSwipeActions",
    grid: Grid(
      name: "trailingSwipeActionsConfiguration", scope: "row", expected: ".actionTitles(nil)"), host: Host("trailingSwipeConfiguration", "trailingConfiguration")),
  Member(
    .delegate, "Editing", tv("shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool?"),
    "Whether a row's content indents in editing mode.",
    route: .row(noChild: "false", unanswered: "false", doc: "`false`"),
    recorded: "shouldIndentWhileEditing", answer: "shouldIndentWhileEditing",
    grid: Grid(name: "shouldIndentWhileEditingRowAt", scope: "row", expected: ".bool(false)"),
    portsToOptional: true),
  Member(
    .delegate, "Editing", tv("willBeginEditingRowAt indexPath: TableIndexPath)"),
    "Tells that the user is about to edit a row by swiping it.", fallback: .nothing,
    route: .row(), recorded: "willBeginEditing",
    grid: Grid(name: "willBeginEditingRowAt", scope: "row", expected: ".void"), host: Host("willBeginEditing")),
  Member(
    .delegate, "Editing", tv("didEndEditingRowAt indexPath: TableIndexPath?)"),
    "Tells that swipe editing of a row ended.", fallback: .nothing,
    route: .custom(
      body: """
        guard let indexPath else { return }
        routedChild(for: indexPath)?.tableView(tableView, didEndEditingRowAt: indexPath)
        """,
      doc: """
        Tells that swipe editing of a row ended.

        Routes to the row's child, passing every argument unchanged. Calls nothing when
        `indexPath` is `nil` (the original trapped) or its position holds no child.

        Override to handle it here; calling `super` routes as described.
        - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
        """),
    recorded: "didEndEditing",
    grid: Grid(name: "didEndEditingRowAt", scope: "row", expected: ".void"), host: Host("didEndEditing")),
  // Moving and indentation
  Member(
    .delegate, "Moving and indentation",
    tv(
      "targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath, toProposedIndexPath proposedDestinationIndexPath: TableIndexPath) -> TableIndexPath"
    ),
    "Where a row being moved will go, given where the user proposes.",
    fallback: .answer(
      "proposedDestinationIndexPath",
      doc: "`proposedDestinationIndexPath`: the move goes where the user proposes"),
    route: .custom(
      body: """
        var target = proposedDestinationIndexPath
        if let child = ownerChild(for: sourceIndexPath) {
          target = child.tableView(
            tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
            toProposedIndexPath: proposedDestinationIndexPath)
        }
        guard !(parentDelegate is PropagatingTableDelegate) else { return target }
        return admissibleMoveDestination(from: sourceIndexPath, to: target)
        """,
      doc: """
        Where a row being moved will go.

        Routes to the child owning the source row (by `sourceIndexPath.section` in `.section`
        mode, `sourceIndexPath.row` in `.row` mode), passing every argument unchanged. Returns
        `proposedDestinationIndexPath` when that position holds no child, or, in `.row` mode,
        when the source row is in another section than the node's; a child that does not answer
        returns it too.

        The node the table asks (one without a ``PropagatingTableDelegate`` parent) then moves
        that answer to the nearest place the tree can take: never between two rows of a block
        or of a data source's declarations, and a row of those never out of them (see
        <doc:ComposingSectionsFromGroups>).

        Override to answer here instead; calling `super` behaves as described.
        - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each,
          and O(*d* log *n*) through *d* groups at the node the table asks.
        """),
    returns: "The answer.", recorded: "targetIndexPathForMove",
    answer: "moveTarget ?? proposedDestinationIndexPath",
    grid: Grid(
      name: "targetIndexPathForMove", scope: "row",
      expected: ".indexPath(CallArguments.proposedDestination)"), host: Host("targetIndexPathForMove", "moveTarget.map { $0(sourceIndexPath, proposedDestinationIndexPath) } ?? proposedDestinationIndexPath")),
  Member(
    .delegate, "Moving and indentation",
    tv("indentationLevelForRowAt indexPath: TableIndexPath) -> Int?"),
    "The indentation level of a row.",
    route: .row(noChild: "0", unanswered: "0", doc: "`0`"),
    recorded: "indentationLevel", answer: "indentationLevel",
    grid: Grid(name: "indentationLevelForRowAt", scope: "row", expected: ".int(0)"),
    portsToOptional: true),
  // Copy and paste
  Member(
    .delegate, "Copy and paste", tv("shouldShowMenuForRowAt indexPath: TableIndexPath) -> Bool?"),
    "Whether a row shows the edit menu.",
    route: .row(noChild: "false", unanswered: "false", doc: "`false`"),
    recorded: "shouldShowMenu", answer: "shouldShowMenu",
    grid: Grid(name: "shouldShowMenuForRowAt", scope: "row", expected: ".bool(false)"),
    portsToOptional: true, host: Host("shouldShowMenu", "shouldShowMenu")),
  Member(
    .delegate, "Copy and paste",
    tv(
      "canPerformAction action: TableAction, forRowAt indexPath: TableIndexPath, withSender sender: Any?) -> Bool?"
    ),
    "Whether a row can perform an edit-menu action.",
    route: .row(noChild: "false", unanswered: "false", doc: "`false`"),
    recorded: "canPerformAction", answer: "canPerformAction",
    grid: Grid(name: "canPerformAction", scope: "row", expected: ".bool(false)"),
    portsToOptional: true, host: Host("canPerformAction", "performableActions.contains(action)")),
  Member(
    .delegate, "Copy and paste",
    tv(
      "performAction action: TableAction, forRowAt indexPath: TableIndexPath, withSender sender: Any?)"
    ),
    "Tells a row to perform an edit-menu action.", fallback: .nothing, route: .row(),
    recorded: "performAction", grid: Grid(name: "performAction", scope: "row", expected: ".void"), host: Host("performAction")),
  // Focus
  Member(
    .delegate, "Focus", tv("canFocusRowAt indexPath: TableIndexPath) -> Bool?"),
    "Whether a row can take focus.",
    route: .row(noChild: "false", unanswered: "false", doc: "`false`"),
    recorded: "canFocus", answer: "canFocus",
    grid: Grid(name: "canFocusRowAt", scope: "row", expected: ".bool(false)"),
    portsToOptional: true, host: Host("canFocus", "canFocus")),
  Member(
    .delegate, "Focus", tv("shouldUpdateFocusIn context: TableFocusUpdateContext) -> Bool?"),
    "Whether focus may move as described.",
    route: .custom(
      body: "shouldUpdateFocus(in: tableView, context: context)",
      doc: """
        Whether focus may move as described.

        Routes to the child owning `context.nextFocusedIndexPath`, passing the context
        unchanged. Returns `true` when there is no next row, no child owns it (in `.row` mode,
        a row of another section than the node's is owned by none), or the child does not
        answer.

        Override to answer here instead; calling `super` behaves as described.
        - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
        """),
    recorded: "shouldUpdateFocus", answer: "shouldUpdateFocus",
    grid: Grid(name: "shouldUpdateFocusIn", scope: "row", expected: ".bool(true)"),
    portsToOptional: true, host: Host("shouldUpdateFocus", "shouldUpdateFocus")),
  Member(
    .delegate, "Focus", tv("didUpdateFocusIn context: TableFocusUpdateContext)"),
    "Tells that focus moved as described.", fallback: .nothing,
    route: .custom(
      body: "tellFocusUpdated(in: tableView, context: context)",
      doc: """
        Tells that focus moved as described.

        Tells the child owning the previously focused row, then the child owning the next one,
        each once (once in all when they are the same child), passing the context unchanged. In
        `.row` mode a row of another section than the node's is owned by none of its children,
        so focus moving between two sections reaches one row of each.

        Override to handle it here; calling `super` behaves as described.
        - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
        """),
    recorded: "didUpdateFocus",
    grid: Grid(name: "didUpdateFocusIn", scope: "row", expected: ".void"), host: Host("didUpdateFocus")),
  Member(
    .delegate, "Focus",
    tv(
      "didUpdateFocusIn context: TableFocusUpdateContext, with coordinator: TableFocusAnimationCoordinator)"
    ),
    "Tells that focus moved as described, with a coordinator to animate alongside the move.",
    fallback: .nothing,
    route: .custom(
      body: "tellFocusUpdated(in: tableView, context: context, coordinator: coordinator)",
      doc: """
        Tells that focus moved as described, with a coordinator to animate alongside the move
        (UIKit's signature; the one without a coordinator stays).

        Tells the child owning the previously focused row, then the child owning the next one,
        each once (once in all when they are the same child), passing the context and the
        coordinator unchanged, exactly as ``tableView(_:didUpdateFocusIn:)`` routes.

        Override to handle it here; calling `super` behaves as described.
        - Complexity: O(1); O(log *n*) in the children when they fill other than one slot each.
        """),
    recorded: "didUpdateFocusWithCoordinator",
    grid: Grid(name: "didUpdateFocusInWithCoordinator", scope: "row", expected: ".void"),
    host: Host("didUpdateFocusWithCoordinator")),
  Member(
    .delegate, "Focus",
    tv("selectionFollowsFocusForRowAt indexPath: TableIndexPath) -> Bool?"),
    "Whether moving focus to a row selects it.",
    route: .row(
      noChild: "tableView.selectionFollowsFocus", unanswered: "tableView.selectionFollowsFocus",
      doc: "the table's ``TableHost/selectionFollowsFocus``"),
    recorded: "selectionFollowsFocus", answer: "selectionFollowsFocus",
    grid: Grid(name: "selectionFollowsFocusForRowAt", scope: "row", expected: ".bool(false)"),
    portsToOptional: true, host: Host("selectionFollowsFocus", "selectionFollowsFocus"),
    documentedDefault: "the table's `selectionFollowsFocus`"),
  Member(
    .delegate, "Focus",
    "func indexPathForPreferredFocusedView(in tableView: any TableHost) -> TableIndexPath?",
    "The row that should take focus first.",
    route: .custom(
      body: "firstPreferredFocusedIndexPath(in: tableView)",
      doc: """
        The row that should take focus first: the first non-`nil` answer of the children, asked
        in order, or `nil`.

        Override to answer here instead; calling `super` behaves as described.
        - Complexity: O(*n*) in the number of children.
        """),
    recorded: "preferredFocusedIndexPath", answer: "preferredFocusedIndexPath",
    grid: Grid(name: "indexPathForPreferredFocusedView", scope: "row"), host: Host("preferredFocus", "preferredFocus")),
  // Spring loading
  Member(
    .delegate, "Spring loading",
    tv(
      "shouldSpringLoadRowAt indexPath: TableIndexPath, with context: any TableSpringLoadedInteractionContext) -> Bool?"
    ),
    "Whether a drag hovering over a row springs it open.",
    route: .row(noChild: "true", unanswered: "true", doc: "`true`"),
    recorded: "shouldSpringLoad", answer: "shouldSpringLoad",
    grid: Grid(name: "shouldSpringLoadRowAt", scope: "row", expected: ".bool(true)"),
    portsToOptional: true, host: Host("shouldSpringLoad", "shouldSpringLoad")),
  // Multiple selection
  Member(
    .delegate, "Multiple selection",
    tv("shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool?"),
    "Whether a two-finger pan starting at a row begins selecting several rows.",
    route: .row(noChild: "false", unanswered: "false", doc: "`false`"),
    recorded: "shouldBeginMultipleSelection", answer: "shouldBeginMultipleSelection",
    grid: Grid(
      name: "shouldBeginMultipleSelectionInteractionAt", scope: "row", expected: ".bool(false)"),
    portsToOptional: true,
    host: Host("shouldBeginMultipleSelection", "shouldBeginMultipleSelection")),
  Member(
    .delegate, "Multiple selection",
    tv("didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath)"),
    "Tells that selecting several rows began at a row.", fallback: .nothing, route: .row(),
    recorded: "didBeginMultipleSelection",
    grid: Grid(name: "didBeginMultipleSelectionInteractionAt", scope: "row", expected: ".void"),
    host: Host("didBeginMultipleSelection")),
  // Context menus
  Member(
    .delegate, "Context menus",
    tv(
      "contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: TablePoint) -> TableContextMenuConfiguration?"
    ),
    "The context menu of a row, asked when the user presses it long.",
    route: .custom(
      body: "routeContextMenuConfiguration(tableView, at: indexPath, point: point)",
      doc: "The context menu of a row, asked when the user presses it long. Routed by row; "
        + "`nil` (no menu) when no child holds the row or answers. A configuration answered "
        + "is remembered, weakly, with the child that answered it, so that the calls keyed by "
        + "it reach that child (see *How Calls Are Routed*). Override to answer here; `super` "
        + "routes.\n- Complexity: O(1); O(log *n*) when children fill several slots."),
    returns: "The menu, or `nil` for no menu.",
    recorded: "contextMenuConfiguration", answer: "contextMenuConfiguration",
    grid: Grid(name: "contextMenuConfigurationForRowAt", scope: "row", expected: ".menu(nil)"),
    host: Host("contextMenuConfiguration", "contextMenuConfiguration")),
  // Drag
  Member(
    .delegate, "Drag",
    tv(
      "itemsForBeginning session: any TableDragSession, at indexPath: TableIndexPath) -> [TableDragItem]?"
    ),
    "The items a drag starting at a row carries.",
    route: .custom(
      body: "routeItemsForBeginning(tableView, session: session, at: indexPath)",
      doc: "The items a drag starting at a row carries. Routed by row; `[]` (no drag) when no "
        + "child holds the row or answers. A child giving items is remembered, weakly, as the "
        + "session's producer, so that the calls keyed by the session reach it (see *How "
        + "Calls Are Routed*). Override to answer here; `super` routes.\n- Complexity: O(1); O(log *n*) when children fill several slots."),
    returns: "The items, or `nil`: not answered (a table reads it as `[]`, no drag).",
    recorded: "itemsForBeginning", answer: "itemsForBeginning",
    grid: Grid(name: "itemsForBeginning", scope: "row", expected: ".dragItems([])"),
    portsToOptional: true, host: Host("itemsForBeginning", "dragItems")),
  Member(
    .delegate, "Drag",
    tv(
      "itemsForAddingTo session: any TableDragSession, at indexPath: TableIndexPath, point: TablePoint) -> [TableDragItem]?"
    ),
    "The items a row adds to a drag in progress when the user taps it.",
    route: .row(noChild: "[]", unanswered: "[]", doc: "`[]` (nothing added)"),
    returns: "The items, or `nil`: not answered (a table reads it as `[]`).",
    recorded: "itemsForAddingTo", answer: "itemsForAddingTo",
    grid: Grid(name: "itemsForAddingTo", scope: "row", expected: ".dragItems([])"),
    portsToOptional: true, host: Host("itemsForAddingTo", "addedDragItems")),
  Member(
    .delegate, "Drag",
    tv(
      "dragPreviewParametersForRowAt indexPath: TableIndexPath) -> TableDragPreviewParameters?"
    ),
    "How the preview of a row being dragged is drawn.", route: .row(),
    returns: "The parameters, or `nil` for the whole cell.",
    recorded: "dragPreviewParameters", answer: "dragPreviewParameters",
    grid: Grid(
      name: "dragPreviewParametersForRowAt", scope: "row", expected: ".previewParameters(nil)"),
    host: Host("dragPreviewParameters", "dragPreviewParameters")),
  // Drop
  Member(
    .delegate, "Drop",
    tv(
      "dropPreviewParametersForRowAt indexPath: TableIndexPath) -> TableDragPreviewParameters?"
    ),
    "How the preview of items dropped into a row is drawn.", route: .row(),
    returns: "The parameters, or `nil` for the whole cell.",
    recorded: "dropPreviewParameters", answer: "dropPreviewParameters",
    grid: Grid(
      name: "dropPreviewParametersForRowAt", scope: "row", expected: ".previewParameters(nil)"),
    host: Host("dropPreviewParameters", "dropPreviewParameters")),
  Member(
    .delegate, "Drop",
    tv(
      "dropSessionDidUpdate session: any TableDropSession, withDestinationIndexPath destinationIndexPath: TableIndexPath?) -> TableDropProposal?"
    ),
    "What a drop at the place a drag moved to would do.",
    route: .rowOf("destinationIndexPath"),
    returns: "The proposal, or `nil`: not answered.",
    recorded: "dropSessionDidUpdate", answer: "dropProposal",
    grid: Grid(name: "dropSessionDidUpdate", scope: "row", expected: ".dropProposal(nil)"),
    portsToOptional: true, host: Host("dropSessionDidUpdate", "dropProposal")),
  Member(
    .delegate, "Drop", tv("performDropWith coordinator: any TableDropCoordinator)"),
    "Tells the delegate to incorporate the dropped items.", fallback: .nothing,
    route: .rowOf("coordinator.destinationIndexPath"),
    recorded: "performDrop",
    grid: Grid(name: "performDropWith", scope: "row", expected: ".void"),
    host: Host("performDrop")),
  // Keyed by what a row returned (API.md §10): the calls carrying a configuration or a session
  // go to the child that produced it (Delegates/PropagatingTableDelegate+Producers.swift).
  Member(
    .delegate, "Context menu interaction",
    tv(
      "previewForHighlightingContextMenuWithConfiguration configuration: TableContextMenuConfiguration) -> TableTargetedPreview?"
    ),
    "The preview a context menu opening highlights.",
    route: menuKeyed("previewForHighlightingContextMenuWithConfiguration: configuration", "`nil`"),
    returns: "The preview, or `nil` for the row's cell.",
    recorded: "previewForHighlighting", answer: "targetedPreview",
    grid: Grid(
      name: "previewForHighlightingContextMenuWithConfiguration", scope: "row", expected: nil)),
  Member(
    .delegate, "Context menu interaction",
    tv(
      "previewForDismissingContextMenuWithConfiguration configuration: TableContextMenuConfiguration) -> TableTargetedPreview?"
    ),
    "The preview a context menu closing returns to.",
    route: menuKeyed("previewForDismissingContextMenuWithConfiguration: configuration", "`nil`"),
    returns: "The preview, or `nil` for the row's cell.",
    recorded: "previewForDismissing", answer: "targetedPreview",
    grid: Grid(
      name: "previewForDismissingContextMenuWithConfiguration", scope: "row", expected: nil)),
  Member(
    .delegate, "Context menu interaction",
    tv(
      "willDisplayContextMenu configuration: TableContextMenuConfiguration, animator: (any TableContextMenuInteractionAnimating)?)"
    ),
    "Tells that a context menu is about to appear.", fallback: .nothing,
    route: menuKeyed("willDisplayContextMenu: configuration, animator: animator", nil),
    recorded: "willDisplayContextMenu",
    grid: Grid(name: "willDisplayContextMenu", scope: "row", expected: nil)),
  Member(
    .delegate, "Context menu interaction",
    tv(
      "willEndContextMenuInteraction configuration: TableContextMenuConfiguration, animator: (any TableContextMenuInteractionAnimating)?)"
    ),
    "Tells that a context menu is about to close.", fallback: .nothing,
    route: menuKeyed("willEndContextMenuInteraction: configuration, animator: animator", nil),
    recorded: "willEndContextMenu",
    grid: Grid(name: "willEndContextMenuInteraction", scope: "row", expected: nil)),
  Member(
    .delegate, "Context menu interaction",
    tv(
      "willPerformPreviewActionForMenuWith configuration: TableContextMenuConfiguration, animator: any TableContextMenuInteractionAnimating)"
    ),
    "Tells that the user committed a context menu's preview.", fallback: .nothing,
    route: menuKeyed("willPerformPreviewActionForMenuWith: configuration, animator: animator", nil),
    recorded: "willPerformPreviewAction",
    grid: Grid(name: "willPerformPreviewActionForMenuWith", scope: "row", expected: nil)),
  Member(
    .delegate, "Drag session", tv("dragSessionWillBegin session: any TableDragSession)"),
    "Tells that a drag is about to begin, its items given.", fallback: .nothing,
    route: dragKeyed("dragSessionWillBegin: session", nil),
    recorded: "dragSessionWillBegin",
    grid: Grid(name: "dragSessionWillBegin", scope: "row", expected: nil)),
  Member(
    .delegate, "Drag session", tv("dragSessionDidEnd session: any TableDragSession)"),
    "Tells that a drag ended, dropped or not.", fallback: .nothing,
    route: dragKeyed("dragSessionDidEnd: session", nil),
    recorded: "dragSessionDidEnd",
    grid: Grid(name: "dragSessionDidEnd", scope: "row", expected: nil)),
  Member(
    .delegate, "Drag session",
    tv("dragSessionAllowsMoveOperation session: any TableDragSession) -> Bool?"),
    "Whether a drop of the drag may move its rows.",
    route: dragKeyed("dragSessionAllowsMoveOperation: session", "`nil`"),
    returns: "Whether it may, or `nil`: not answered (a table reads it as `true`).",
    recorded: "dragSessionAllowsMove", answer: "dragSessionAllowsMove",
    grid: Grid(name: "dragSessionAllowsMoveOperation", scope: "row", expected: nil),
    portsToOptional: true),
  Member(
    .delegate, "Drag session",
    tv("dragSessionIsRestrictedToDraggingApplication session: any TableDragSession) -> Bool?"),
    "Whether the drag may only be dropped in this application.",
    route: dragKeyed("dragSessionIsRestrictedToDraggingApplication: session", "`nil`"),
    returns: "Whether it is, or `nil`: not answered (a table reads it as `false`).",
    recorded: "dragSessionRestricted", answer: "dragSessionRestricted",
    grid: Grid(
      name: "dragSessionIsRestrictedToDraggingApplication", scope: "row", expected: nil),
    portsToOptional: true),
  Member(
    .delegate, "Drop session", tv("canHandle session: any TableDropSession) -> Bool?"),
    "Whether the table can take the items of a drag over it.",
    route: dropKeyed("canHandle: session", "`nil`"),
    returns: "Whether it can, or `nil`: not answered (a table reads it as `true`).",
    recorded: "canHandleDrop", answer: "canHandleDrop",
    grid: Grid(name: "canHandle", scope: "row", expected: nil), portsToOptional: true),
  Member(
    .delegate, "Drop session", tv("dropSessionDidEnter session: any TableDropSession)"),
    "Tells that a drag entered the table.", fallback: .nothing,
    route: dropKeyed("dropSessionDidEnter: session", nil),
    recorded: "dropSessionDidEnter",
    grid: Grid(name: "dropSessionDidEnter", scope: "row", expected: nil)),
  Member(
    .delegate, "Drop session", tv("dropSessionDidExit session: any TableDropSession)"),
    "Tells that a drag left the table without a drop.", fallback: .nothing,
    route: dropKeyed("dropSessionDidExit: session", nil),
    recorded: "dropSessionDidExit",
    grid: Grid(name: "dropSessionDidExit", scope: "row", expected: nil)),
  Member(
    .delegate, "Drop session", tv("dropSessionDidEnd session: any TableDropSession)"),
    "Tells that a drag over the table ended, dropped or not.", fallback: .nothing,
    route: dropKeyed("dropSessionDidEnd: session", nil),
    recorded: "dropSessionDidEnd",
    grid: Grid(name: "dropSessionDidEnd", scope: "row", expected: nil)),
  // Table-wide (API.md §10): passed to the children on screen
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewDidScroll(_ scrollView: any TableHost)",
    "Tells that the content moved: a drag, a deceleration, an animation or a new `contentOffset`.",
    fallback: .nothing,
    route: .tableWide(
      body: "tableWide(scrollView) { $0.scrollViewDidScroll(scrollView) }",
      doc:
        "Tells that the content moved: a drag, a deceleration, an animation or a new `contentOffset`. "
        + tableWideNote),
    recorded: "didScroll",
    grid: Grid(name: "scrollViewDidScroll", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewDidZoom(_ scrollView: any TableHost)",
    "Tells that the zoom scale changed.",
    fallback: .nothing,
    route: .tableWide(
      body: "tableWide(scrollView) { $0.scrollViewDidZoom(scrollView) }",
      doc:
        "Tells that the zoom scale changed. " + tableWideNote),
    recorded: "didZoom",
    grid: Grid(name: "scrollViewDidZoom", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewWillBeginDragging(_ scrollView: any TableHost)",
    "Tells that the user began dragging the content.",
    fallback: .nothing,
    route: .tableWide(
      body: "tableWide(scrollView) { $0.scrollViewWillBeginDragging(scrollView) }",
      doc:
        "Tells that the user began dragging the content. " + tableWideNote),
    recorded: "willBeginDragging",
    grid: Grid(name: "scrollViewWillBeginDragging", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewWillEndDragging(_ scrollView: any TableHost, withVelocity velocity: TablePoint, targetContentOffset: inout TablePoint)",
    "Tells that the user lifted the finger, and lets the delegate choose where the content stops.",
    fallback: .nothing,
    route: .tableWide(
      body:
        "tableWide(scrollView) { $0.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset) }",
      doc:
        "Tells that the user lifted the finger, and lets the delegate choose where the content stops. "
        + tableWidePassing),
    recorded: "willEndDragging",
    grid: Grid(name: "scrollViewWillEndDragging", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewDidEndDragging(_ scrollView: any TableHost, willDecelerate decelerate: Bool)",
    "Tells that the user ended dragging the content.",
    fallback: .nothing,
    route: .tableWide(
      body:
        "tableWide(scrollView) { $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }",
      doc:
        "Tells that the user ended dragging the content. " + tableWideNote),
    recorded: "didEndDragging",
    grid: Grid(name: "scrollViewDidEndDragging", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewWillBeginDecelerating(_ scrollView: any TableHost)",
    "Tells that the content begins slowing down after a drag.",
    fallback: .nothing,
    route: .tableWide(
      body: "tableWide(scrollView) { $0.scrollViewWillBeginDecelerating(scrollView) }",
      doc:
        "Tells that the content begins slowing down after a drag. " + tableWideNote),
    recorded: "willBeginDecelerating",
    grid: Grid(name: "scrollViewWillBeginDecelerating", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewDidEndDecelerating(_ scrollView: any TableHost)",
    "Tells that the content stopped after slowing down.",
    fallback: .nothing,
    route: .tableWide(
      body: "tableWide(scrollView) { $0.scrollViewDidEndDecelerating(scrollView) }",
      doc:
        "Tells that the content stopped after slowing down. " + tableWideNote),
    recorded: "didEndDecelerating",
    grid: Grid(name: "scrollViewDidEndDecelerating", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewDidEndScrollingAnimation(_ scrollView: any TableHost)",
    "Tells that an animated scroll the program asked for ended.",
    fallback: .nothing,
    route: .tableWide(
      body: "tableWide(scrollView) { $0.scrollViewDidEndScrollingAnimation(scrollView) }",
      doc:
        "Tells that an animated scroll the program asked for ended. " + tableWideNote),
    recorded: "didEndScrollingAnimation",
    grid: Grid(name: "scrollViewDidEndScrollingAnimation", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func viewForZooming(in scrollView: any TableHost) -> AnyObject?",
    "The view to scale when the user zooms.",
    route: .tableWide(
      body: "firstTableWideAnswer(scrollView) { $0.viewForZooming(in: scrollView) }",
      doc:
        "The view to scale when the user zooms. " + tableWideFirstAnswer),
    returns: "The view, or `nil`: no zooming.",
    recorded: "viewForZooming", answer: "zoomView",
    grid: Grid(name: "viewForZooming", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewWillBeginZooming(_ scrollView: any TableHost, with view: AnyObject?)",
    "Tells that zooming the content is about to begin.",
    fallback: .nothing,
    route: .tableWide(
      body: "tableWide(scrollView) { $0.scrollViewWillBeginZooming(scrollView, with: view) }",
      doc:
        "Tells that zooming the content is about to begin. " + tableWideNote),
    recorded: "willBeginZooming",
    grid: Grid(name: "scrollViewWillBeginZooming", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewDidEndZooming(_ scrollView: any TableHost, with view: AnyObject?, atScale scale: Double)",
    "Tells that zooming the content ended.",
    fallback: .nothing,
    route: .tableWide(
      body:
        "tableWide(scrollView) { $0.scrollViewDidEndZooming(scrollView, with: view, atScale: scale) }",
      doc:
        "Tells that zooming the content ended. " + tableWideNote),
    recorded: "didEndZooming",
    grid: Grid(name: "scrollViewDidEndZooming", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewShouldScrollToTop(_ scrollView: any TableHost) -> Bool?",
    "Whether a tap on the status bar scrolls the content to the top.",
    route: .tableWide(
      body: "firstTableWideAnswer(scrollView) { $0.scrollViewShouldScrollToTop(scrollView) }",
      doc:
        "Whether a tap on the status bar scrolls the content to the top. " + tableWideFirstAnswer),
    returns: "The answer, or `nil`: not answered (a table reads it as `true`).",
    recorded: "shouldScrollToTop", answer: "shouldScrollToTop",
    grid: Grid(name: "scrollViewShouldScrollToTop", scope: "row"), portsToOptional: true),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewDidScrollToTop(_ scrollView: any TableHost)",
    "Tells that the content scrolled to the top after a tap on the status bar.",
    fallback: .nothing,
    route: .tableWide(
      body: "tableWide(scrollView) { $0.scrollViewDidScrollToTop(scrollView) }",
      doc:
        "Tells that the content scrolled to the top after a tap on the status bar. " + tableWideNote
    ),
    recorded: "didScrollToTop",
    grid: Grid(name: "scrollViewDidScrollToTop", scope: "row")),
  Member(
    .delegate, "Table-wide: scroll view",
    "func scrollViewDidChangeAdjustedContentInset(_ scrollView: any TableHost)",
    "Tells that the insets around the content changed.",
    fallback: .nothing,
    route: .tableWide(
      body: "tableWide(scrollView) { $0.scrollViewDidChangeAdjustedContentInset(scrollView) }",
      doc:
        "Tells that the insets around the content changed. " + tableWideNote),
    recorded: "didChangeAdjustedContentInset",
    grid: Grid(name: "scrollViewDidChangeAdjustedContentInset", scope: "row")),
  Member(
    .delegate, "Table-wide: multiple selection",
    "func tableViewDidEndMultipleSelectionInteraction(_ tableView: any TableHost)",
    "Tells that the user stopped selecting several rows with a two-finger pan.",
    fallback: .nothing,
    route: .tableWide(
      body: "tableWide(tableView) { $0.tableViewDidEndMultipleSelectionInteraction(tableView) }",
      doc:
        "Tells that the user stopped selecting several rows with a two-finger pan. " + tableWideNote
    ),
    recorded: "didEndMultipleSelection",
    grid: Grid(name: "tableViewDidEndMultipleSelectionInteraction", scope: "row")),
  // Prefetching (API.md §10): split by owning child
  Member(
    .prefetching, "Prefetching",
    tv("prefetchRowsAt indexPaths: [TableIndexPath])"),
    "Tells that the table expects to display these rows soon, so their data can start loading.",
    fallback: .required,
    bare: ("", "Does nothing. Override to load; calling `super` is not required."),
    route: .paths(
      body: "splitByOwner(indexPaths) { $0.tableView(tableView, prefetchRowsAt: $1) }",
      doc:
        "Tells that the table expects to display these rows soon, so their data can start "
        + "loading. " + splitNote),
    recorded: "prefetchRows",
    grid: Grid(name: "prefetchRowsAt", scope: "row", expected: nil)),
  Member(
    .prefetching, "Prefetching",
    tv("cancelPrefetchingForRowsAt indexPaths: [TableIndexPath])"),
    "Tells that the table no longer expects to display these rows soon, so loading their data "
      + "can stop.",
    fallback: .nothing,
    route: .paths(
      body: "splitByOwner(indexPaths) { $0.tableView(tableView, cancelPrefetchingForRowsAt: $1) }",
      doc:
        "Tells that the table no longer expects to display these rows soon, so loading their "
        + "data can stop. " + splitNote),
    recorded: "cancelPrefetching",
    grid: Grid(name: "cancelPrefetchingForRowsAt", scope: "row", expected: nil)),
]

/// Requirements of `CascadingTableDelegate` the porting tool knows besides the table members.
let portedCascadingRequirements = ["prepare(tableView:)"]

// MARK: - Reading a declaration

/// A parameter of a member: its label, its local name and its type.
struct Parameter {
  var label: String
  var name: String
  var type: String
}

extension Member {
  /// Whether the member is a method (not `span`).
  var isMethod: Bool { declaration.hasPrefix("func ") }

  /// The base name: `tableView`, `numberOfSections`, `span`.
  var baseName: String {
    let afterKeyword = declaration.drop { $0 != " " }.dropFirst()
    return String(afterKeyword.prefix { $0 != "(" && $0 != ":" })
  }

  /// The parameters, in order.
  var parameters: [Parameter] {
    guard isMethod, let open = declaration.firstIndex(of: "("),
      let close = declaration.lastIndex(of: ")")
    else { return [] }
    return declaration[declaration.index(after: open)..<close].split(separator: ",").map {
      parameter in
      let parts = parameter.split(separator: ":", maxSplits: 1)
      let names = parts[0].split(separator: " ")
      let type = parts[1].trimmingCharacters(in: .whitespaces)
      return Parameter(
        label: String(names[0]), name: String(names.count > 1 ? names[1] : names[0]), type: type)
    }
  }

  /// The answer type, or `nil` for a notification.
  var answerType: String? {
    if !isMethod {
      return declaration.split(separator: ":").last.map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    guard let arrow = declaration.range(of: "-> ", options: .backwards) else { return nil }
    return String(declaration[arrow.upperBound...])
  }

  /// The selector, as Swift spells it: `tableView(_:heightForRowAt:)`; `span` for a property.
  /// By API.md's rule 1 it is UIKit's Swift name of the member.
  var selector: String {
    guard isMethod else { return baseName }
    return baseName + "(" + parameters.map { "\($0.label):" }.joined() + ")"
  }

  /// The name `--verify` looks for in an output: the first label after the table, or the base
  /// name (`heightForRowAt`, `numberOfSections`).
  var keyLabel: String {
    let labels = parameters.dropFirst().map(\.label)
    return labels.first ?? baseName
  }

  /// Whether the porting tool replaces a `UIView` by `TableHeaderFooterView` in it.
  var isHeaderFooter: Bool { declaration.contains("TableHeaderFooterView") }

  /// Whether the member is declared and implemented from this table (not `span`).
  var isGenerated: Bool { owner != .cascading }
}

/// The call handing a member on to `receiver` with the same arguments:
/// `receiver.tableView(tableView, heightForRowAt: indexPath)`, or `receiver.span`.
func forwardingCall(of member: Member, to receiver: String) -> String {
  guard member.isMethod else { return "\(receiver).\(member.baseName)" }
  let arguments = member.parameters.map { parameter in
    let value = (parameter.type.hasPrefix("inout ") ? "&" : "") + parameter.name
    return parameter.label == "_" ? value : "\(parameter.label): \(value)"
  }
  return "\(receiver).\(member.baseName)(\(arguments.joined(separator: ", ")))"
}

/// `text` as `///` lines indented by `indent`, each at most 100 columns; a list item's
/// continuation lines are indented under its text.
func docComment(_ text: String, indent: String = "  ") -> String {
  var lines: [String] = []
  for raw in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
    let content = raw.drop { $0 == " " }
    if content.isEmpty {
      lines.append("\(indent)///")
      continue
    }
    let leading = String(repeating: " ", count: raw.count - content.count)
    let continuation = leading + (content.hasPrefix("- ") ? "  " : "")
    var line = "\(indent)/// \(leading)"
    var isFirstWord = true
    for word in content.split(separator: " ") {
      if !isFirstWord, line.count + 1 + word.count > 100 {
        lines.append(line)
        line = "\(indent)/// \(continuation)\(word)"
      } else {
        line += (isFirstWord ? "" : " ") + word
      }
      isFirstWord = false
    }
    lines.append(line)
  }
  return lines.joined(separator: "\n") + "\n"
}

/// The groups of `members`, in order of first appearance.
func grouped(_ members: [Member]) -> [(group: String, members: [Member])] {
  var result: [(group: String, members: [Member])] = []
  for member in members {
    if let last = result.indices.last, result[last].group == member.group {
      result[last].members.append(member)
    } else {
      result.append((member.group, [member]))
    }
  }
  return result
}

// MARK: - The protocols

/// The doc comment of a requirement: summary, what the default does, parameters, answer.
func requirementDoc(_ member: Member) -> String {
  var text = member.summary
  switch member.fallback {
  case .required: break
  case .answer(_, let doc): text += " The default implementation returns \(doc)."
  case .nothing: text += " The default implementation does nothing."
  }
  let parameters = member.parameters
  if parameters.count == 1 {
    text += "\n- Parameter \(parameters[0].name): \(parameterDoc(parameters[0]))"
  } else {
    text += "\n- Parameters:"
    for parameter in parameters {
      text += "\n  - \(parameter.name): \(parameterDoc(parameter))"
    }
  }
  if let answerType = member.answerType {
    let returns =
      member.returns ?? (answerType.hasSuffix("?") ? "The answer, or `nil`." : "The answer.")
    text += "\n- Returns: \(returns)"
  }
  return docComment(text)
}

/// The requirements of `owner`, for the generated region of its protocol body.
func requirements(of owner: Owner) -> String {
  let members = surface.filter { $0.owner == owner }
  return grouped(members).map { group in
    (owner == .delegate ? "  // MARK: \(group.group)\n\n" : "")
      + group.members.map { requirementDoc($0) + "  \($0.declaration)\n" }.joined(separator: "\n")
  }.joined(separator: "\n")
}

/// The protocol extension holding the default implementations of `owner`'s requirements.
func defaults(of owner: Owner) -> String {
  let members = surface.filter { $0.owner == owner }
  var text =
    header + """

      /// The default implementations of ``\(owner.rawValue)``'s requirements: each means *this
      /// object does not answer* (see the protocol). They are not dynamically dispatched: in a class
      /// hierarchy, implement the methods in the base class so that subclasses can override them.
      extension \(owner.rawValue) {

      """
  for member in members {
    switch member.fallback {
    case .required: continue
    case .answer(let expression, let doc):
      text += docComment("Returns \(doc).")
      text += "  public \(member.declaration) { \(expression) }\n\n"
    case .nothing:
      text += docComment("Does nothing.")
      text += "  public \(member.declaration) {}\n\n"
    }
  }
  return text + "}\n"
}

// MARK: - The open classes

let beginMembers = "  // MARK: - Table members (generated by Scripts/GenerateSurface.swift; do not edit)"
let endMembers = "  // End of the generated table members."

/// `CascadingBareTableDelegate`'s members: each answers its protocol's default.
func bareMembers() -> String {
  grouped(surface.filter(\.isGenerated)).map { group in
    "  // MARK: \(group.group)\n\n"
      + group.members.map { member in
        let (expression, doc): (String, String)
        switch (member.bare, member.fallback) {
        case (let bare?, _): (expression, doc) = (bare.expression, bare.doc)
        case (nil, .answer(let answer, let words)):
          (expression, doc) = (answer, "Returns \(words). Override to answer; calling `super` is not required.")
        case (nil, .nothing):
          (expression, doc) = ("", "Does nothing. Override to answer; calling `super` is not required.")
        case (nil, .required): fatalError("\(member.selector) needs a bare answer")
        }
        let body = expression.isEmpty ? "{}" : "{ \(expression) }"
        return docComment("\(member.summary) \(doc)") + "  open \(member.declaration) \(body)\n"
      }.joined(separator: "\n")
  }.joined(separator: "\n")
}

/// The words saying what a routed member answers when no child does.
func fallbackWords(_ member: Member, noChild: String?, unanswered: String?, doc: String?) -> String {
  guard member.answerType != nil else { return "calls nothing when no child holds the row" }
  let words = doc ?? "`nil`"
  if noChild != nil && unanswered == nil && doc != nil {
    return "\(words) when no child holds the row; a child's `nil` is a veto"
  }
  return "\(words) when no child holds the row or answers"
}

/// The body routing `member` to `child` (an optional expression) with fallbacks.
func routedBody(_ member: Member, child: String, noChild: String?, unanswered: String?) -> String {
  let call = forwardingCall(of: member, to: "child")
  guard member.answerType != nil, let noChild else {
    // Optional chain: nothing, or `nil`, when no child.
    let chained = forwardingCall(of: member, to: "\(child)?")
    return unanswered.map { "\(chained) ?? \($0)" } ?? chained
  }
  let answer = unanswered.map { "\(call) ?? \($0)" } ?? call
  return "guard let child = \(child) else { return \(noChild) }\nreturn \(answer)"
}

let routedComplexity = "- Complexity: O(1); O(log *n*) when children fill several slots."

/// One member of `PropagatingTableDelegate`: its doc comment, declaration and routing body.
func propagatingMember(_ member: Member) -> String? {
  let doc: String
  let body: String
  switch member.route {
  case .handWritten:
    return nil
  case .rowHot(let noChild, let unanswered, let words, let skip):
    let call = forwardingCall(of: member, to: "child")
    let outOfLine = forwardingCall(of: member, to: "self").replacingOccurrences(
      of: "self.\(member.baseName)(", with: "routedOutOfLine(")
    body =
      "routeCachedRowCall(indexPath, skipping: \(skip)) { child in\n  \(call)\n} outOfLine: {\n"
      + "  \(outOfLine)\n}" + (unanswered.map { " ?? \($0)" } ?? "")
    doc =
      "\(member.summary) Routed by row; "
      + fallbackWords(member, noChild: noChild, unanswered: unanswered, doc: words)
      + ". Override to answer here; `super` routes.\n\(routedComplexity)"
  case .row(let noChild, let unanswered, let words):
    body = routedBody(
      member, child: "routedChild(for: indexPath)", noChild: noChild, unanswered: unanswered)
    doc =
      "\(member.summary) Routed by row; "
      + fallbackWords(member, noChild: noChild, unanswered: unanswered, doc: words)
      + ". Override to answer here; `super` routes.\n\(routedComplexity)"
  case .rowOf(let path, let noChild, let unanswered, let words):
    body = routedBody(
      member, child: "\(path).flatMap(routedChild(for:))", noChild: noChild,
      unanswered: unanswered)
    let answers =
      member.answerType == nil
      ? "calls nothing when it is `nil` or no child holds its row"
      : "\(words ?? "`nil`") when it is `nil`, or no child holds its row or answers"
    doc =
      "\(member.summary) Routed by the row of `\(path)`; \(answers). Override to answer here; "
      + "`super` routes.\n\(routedComplexity)"
  case .section(let noChild, let unanswered, let words):
    body = routedBody(
      member, child: "sectionChild(section)", noChild: noChild, unanswered: unanswered)
    let answers =
      member.answerType == nil
      ? "calls nothing in `.row` mode or when no child holds the section"
      : "\(words ?? "`nil`") in `.row` mode or when no child holds the section or answers"
    doc =
      "\(member.summary) Routed by section; \(answers). Override to answer here; `super` routes."
      + "\n\(routedComplexity)"
  case .paths(let text, let words), .returned(let text, let words), .tableWide(let text, let words),
    .custom(let text, let words):
    body = text
    doc = words
  }
  let indentedBody = body.split(separator: "\n", omittingEmptySubsequences: false)
    .map { "    \($0)" }.joined(separator: "\n")
  return docComment(doc) + "  open \(member.declaration) {\n\(indentedBody)\n  }\n"
}

/// The out-of-line twin of each member routed on the hot path: the member's parameters and
/// answer, routing the call as its body did before it was split in two (see
/// `PropagatingTableDelegate.routeCachedRowCall`).
func routedOutOfLineTwins() -> String {
  var text =
    header + """

      extension PropagatingTableDelegate {
        // MARK: - The routed members' out-of-line twins


      """
  for member in surface.filter(\.isGenerated) {
    guard case .rowHot(let noChild, _, _, let skip) = member.route else { continue }
    let call = forwardingCall(of: member, to: "child")
    let declaration = member.declaration.replacingOccurrences(
      of: "func \(member.baseName)(", with: "func routedOutOfLine(")
    text += docComment(
      "The out-of-line twin of ``\(member.selector)``: routes the call "
        + "where a level is not cached or holds no child (see "
        + "``routeCachedRowCall(_:skipping:_:outOfLine:)``). Not inlined, so that the member's "
        + "inlined code is the cached path alone.\n"
        + "- Complexity: O(1) per level when the position is cached; O(log *n*) in the "
        + "children otherwise.")
    text += "  @inline(never)\n  \(declaration) {\n"
    text += "    routeRowCall(indexPath, else: \(noChild), skipping: \(skip)) { child in\n"
    text += "      \(call)\n    }\n  }\n\n"
  }
  return text + "}\n"
}

/// `PropagatingTableDelegate`'s members: each routes through the routing for its kind.
func propagatingMembers() -> String {
  grouped(surface.filter(\.isGenerated)).map { group in
    "  // MARK: \(group.group)\n\n"
      + group.members.compactMap(propagatingMember).joined(separator: "\n")
  }.joined(separator: "\n")
}

// MARK: - The test doubles

/// How a recording double records an argument: the table, views and cells by identity.
func recordedValue(of parameter: Parameter) -> String {
  switch parameter.type {
  case "any TableHost": "tableID(\(parameter.name))"
  case "Any?": "senderID(\(parameter.name))"
  case "(any TableContextMenuInteractionAnimating)?": "\(parameter.name).map(ObjectIdentifier.init)"
  case "AnyObject?": "\(parameter.name).map(ObjectIdentifier.init)"
  case let type where objectTypes.contains(type): "ObjectIdentifier(\(parameter.name))"
  default: parameter.name
  }
}

/// The type a `DelegateCall` case records an argument as.
func recordedType(of parameter: Parameter) -> String {
  switch parameter.type {
  case "any TableHost": "Table"
  case "Any?": "ObjectIdentifier?"
  case "(any TableContextMenuInteractionAnimating)?": "ObjectIdentifier?"
  case "AnyObject?": "ObjectIdentifier?"
  case "inout TablePoint": "TablePoint"
  case let type where objectTypes.contains(type): "ObjectIdentifier"
  default: parameter.type
  }
}

/// The `DelegateCall` cases, for the generated region of the hand-written enum.
func delegateCallCases() -> String {
  grouped(surface.filter { $0.recorded != nil }).map { group in
    "  // \(group.group)\n"
      + group.members.map { member in
        let types = member.parameters.map(recordedType(of:)).joined(separator: ", ")
        return "  case \(member.recorded!)(\(types))\n"
      }.joined()
  }.joined()
}

/// The member as ``CompleteDelegateStub`` answers it: recorded, then answered.
func stubbed(_ member: Member) -> String? {
  guard let recorded = member.recorded else { return nil }
  let arguments = member.parameters.map(recordedValue(of:))
  var text =
    "  \(member.declaration) {\n    record(.\(recorded)(\(arguments.joined(separator: ", "))))\n"
  if let answer = member.answer {
    text += "    return \(answer)\n"
  }
  return text + "  }\n"
}

/// The member overridden to hand its call to `receiver`.
func overriding(_ member: Member, to receiver: String) -> String {
  let call = forwardingCall(of: member, to: receiver)
  return "  override \(member.declaration) {\n    \(call)\n  }\n"
}

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
  guard member.isMethod else { return nil }
  let arguments = member.parameters.dropFirst()
  let label = arguments.first?.label ?? member.baseName
  let trace: String
  if case .returned = member.route, let key = arguments.first {
    // Keyed by what a row returned: the proxy names the row that produced the key.
    trace = "trace(\"\(label)\", keyedBy: \(key.name))"
  } else if let paths = arguments.first(where: { $0.type == "[TableIndexPath]" }) {
    trace = "for indexPath in \(paths.name) { trace(\"\(label)\", indexPath) }"
  } else if let path = arguments.first(where: { $0.type == "TableIndexPath" }) {
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
  // The root adopts `TableDataSourcePrefetching` when its class does (every open class does).
  let receiver =
    member.owner == .prefetching ? "(root as? any TableDataSourcePrefetching)?" : "root"
  var call = forwardingCall(of: member, to: receiver)
  var doc =
    arguments.isEmpty
    ? "Logs the call, then forwards it to the root."
    : "Logs the route of `\(label)`, then forwards the call to the root."
  // The producers of keys: the proxy remembers which row produced each, for the keyed calls.
  let path = arguments.first { $0.type == "TableIndexPath" }
  if let path, member.answerType == "TableContextMenuConfiguration?" {
    call = "remember(\(call), producedAt: \(path.name))"
    doc += "\n  /// Remembers the row that produced the configuration."
  } else if let path, label == "itemsForBeginning", let session = arguments.first {
    call = "remember(\(session.name), producedAt: \(path.name), items: \(call))"
    doc += "\n  /// Remembers the row that began the session, when it gives items."
  }
  return """
      /// \(doc)
      public \(member.declaration) {
        \(trace)
        \(member.answerType == nil ? "" : "return ")\(call)
      }

    """
}

/// The table methods of the demo's `TracingTableProxy`, in an extension of the hand-written
/// class (which holds the root and the tracing).
func tracingProxyMethods() -> String {
  let methods = surface.filter(\.isMethod)
  let wholeTable = methods.filter { $0.parameters.count == 1 }
  let others = methods.filter { $0.parameters.count > 1 }
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

// MARK: - The host tests' recording delegate

/// Whether the host tests' recording delegate leaves an argument out of its record.
func hostOmits(_ parameter: Parameter) -> Bool {
  ["any TableHost", "TableCell", "TableHeaderFooterView", "Any?"].contains(parameter.type)
}

/// How the host tests' recording delegate records a kept argument: a session, a context or a
/// coordinator by identity, a value as it is.
func hostRecorded(_ parameter: Parameter) -> (type: String, value: String) {
  if parameter.type == "AnyObject?" {
    return ("ObjectIdentifier?", "\(parameter.name).map(ObjectIdentifier.init)")
  }
  if parameter.type.hasPrefix("inout ") {
    return (String(parameter.type.dropFirst("inout ".count)), parameter.name)
  }
  return objectTypes.contains(parameter.type)
    ? ("ObjectIdentifier", "ObjectIdentifier(\(parameter.name))")
    : (parameter.type, parameter.name)
}

/// The `HostRecordingDelegate.Call` cases, for the generated region of the hand-written enum.
func hostCallCases() -> String {
  surface.compactMap { member in
    guard let host = member.host else { return nil }
    let types = member.parameters.filter { !hostOmits($0) }.map { hostRecorded($0).type }
    return "    case \(host.call)\(types.isEmpty ? "" : "(\(types.joined(separator: ", ")))")\n"
  }.joined()
}

/// `HostRecordingDelegate`'s table methods: each records its call, then answers what the
/// hand-written class holds; a display notification goes through `record(_:)`, which lets a
/// test react to it.
func hostMethods() -> String {
  var text =
    header + """
      import CascadingTableKit

      /// Every table method the recording delegate implements: records the call, then answers
      /// with the delegate's configured value (`nil` leaves the question unanswered).
      extension HostRecordingDelegate {

      """
  text += grouped(surface.filter { $0.host != nil }).map { group in
    "  // MARK: \(group.group)\n\n"
      + group.members.map { member in
        let host = member.host!
        let arguments = member.parameters.filter { !hostOmits($0) }.map { hostRecorded($0).value }
        let call = ".\(host.call)\(arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")"
        let recording = member.group == "Display" ? "record(\(call))" : "calls.append(\(call))"
        var body = "    \(recording)\n"
        if let answer = host.answer {
          body += member.answerType == nil ? "    \(answer)\n" : "    return \(answer)\n"
        }
        return "  \(member.declaration) {\n\(body)  }\n"
      }.joined(separator: "\n")
  }.joined(separator: "\n")
  return text + "}\n"
}

// MARK: - Manifests

/// The selectors of the table members, as the tests compare the real surface against them.
func testManifest() -> String {
  let methods = surface.filter(\.isMethod)
  let entries = methods.map { member in
    "    Entry(selector: \"\(member.selector)\", recorded: \"\(member.recorded ?? "")\", "
      + "route: \"\(member.route.kind)\"),\n"
  }.joined()
  return header + """
    /// Every table member of the surface, as Scripts/GenerateSurface.swift's table lists it: the
    /// tests compare what the protocols, the doubles and the grid really do against it.
    enum SurfaceManifest {
      /// One member: its selector, the `DelegateCall` case it is recorded as, how it routes.
      struct Entry: Sendable, Hashable {
        let selector: String
        let recorded: String
        let route: String
      }

      /// The table methods of `TableDataSource` and `TableDelegate`, in the table's order.
      static let methods: [Entry] = [
    \(entries)  ]
    }

    """
}

/// The porting tool's manifest: the selectors its requirement table must hold.
func portingManifest() -> String {
  let selectors = surface.filter(\.isMethod).map(\.selector) + portedCascadingRequirements
  return header + """
    /// Every requirement of the protocols a ported delegate implements, as
    /// Scripts/GenerateSurface.swift's table lists it.
    enum SurfaceManifest {
      /// The selectors, in the table's order.
      static let selectors: [String] = [
    \(selectors.map { "    \"\($0)\",\n" }.joined())  ]
    }

    """
}

/// The entries of the porting tool's `TableRequirement.all`.
func tableRequirements() -> String {
  grouped(surface.filter(\.isMethod)).map { group in
    "    // \(group.group)\n"
      + group.members.map { member in
        var arguments = ["\"\(member.selector)\""]
        if member.portsToOptional, let answerType = member.answerType {
          arguments.append("optionalReturn: \"\(answerType)\"")
        }
        if member.isHeaderFooter { arguments.append("isHeaderFooter: true") }
        return "    .init(\(arguments.joined(separator: ", "))),\n"
      }.joined()
  }.joined() + "    // CascadingTableDelegate\n"
    + portedCascadingRequirements.map { "    .init(\"\($0)\"),\n" }.joined()
}

// MARK: - The routing test grid

/// How the grid passes an argument: `t` the table, `p` the position, `a` the call's objects.
func gridArgument(_ parameter: Parameter) -> String {
  switch parameter.type {
  case "any TableSpringLoadedInteractionContext": return "a.springLoadedContext"
  case "any TableDragSession": return "a.dragSession"
  case "any TableDropSession": return "a.dropSession"
  case "any TableDropCoordinator": return "a.dropCoordinator(to: p)"
  case "TableFocusAnimationCoordinator": return "a.focusCoordinator"
  case "TablePoint": return "CallArguments.point"
  case "TableContextMenuConfiguration": return "a.contextMenuConfiguration"
  case "any TableContextMenuInteractionAnimating", "(any TableContextMenuInteractionAnimating)?":
    return "a.menuAnimator"
  case "inout TablePoint": return "&offset"
  case "AnyObject?": return "a.view"
  case "[TableIndexPath]": return "[p]"
  default: break
  }
  return switch parameter.name {
  case "tableView", "scrollView": "t"
  case "decelerate": "true"
  case "scale": "2.5"
  case "indexPath", "sourceIndexPath", "destinationIndexPath": "p"
  case "section": "p.section"
  case "cell": "a.cell"
  case "view": "a.view"
  case "sender": "a.sender"
  case "action": "CallArguments.action"
  case "editingStyle": ".delete"
  case "proposedDestinationIndexPath": "CallArguments.proposedDestination"
  case "context": "focusContext(to: p)"
  case "title": "\"K\""
  case "index": "p.row"
  default: fatalError("no grid argument for \(parameter.name)")
  }
}

/// How the grid expects a child to record an argument.
func gridRecorded(_ parameter: Parameter) -> String {
  switch parameter.type {
  case "Any?": "ObjectIdentifier(\(gridArgument(parameter)))"
  case "(any TableContextMenuInteractionAnimating)?": "ObjectIdentifier(\(gridArgument(parameter)))"
  case "AnyObject?": "ObjectIdentifier(\(gridArgument(parameter)))"
  case "inout TablePoint": "CallArguments.point"
  case let type where objectTypes.contains(type): "ObjectIdentifier(\(gridArgument(parameter)))"
  default: gridArgument(parameter)
  }
}

/// The `Answer` wrapping a value of `type`.
func answerWrapper(_ type: String, _ value: String) -> String {
  switch type {
  case "Bool?": ".bool(\(value))"
  case "Int", "Int?": ".int(\(value))"
  case "Double?": ".double(\(value))"
  case "String?": ".string(\(value))"
  case "TableIndexPath", "TableIndexPath?": ".indexPath(\(value))"
  case "TableCellEditingStyle?": ".style(\(value))"
  case "TableHeaderFooterView?": ".identity(of: \(value))"
  case "TableCell": ".cell(ObjectIdentifier(\(value)))"
  case "[String]?": ".strings(\(value))"
  case "[TableRowAction]?": ".actions(\(value))"
  case "TableSwipeActionsConfiguration?": ".swipe(\(value))"
  case "TableContextMenuConfiguration?": ".menu(\(value))"
  case "[TableDragItem]?": ".dragItems(\(value))"
  case "TableDragPreviewParameters?": ".previewParameters(\(value))"
  case "TableDropProposal?": ".dropProposal(\(value))"
  case "TableTargetedPreview?": ".preview(\(value))"
  case "AnyObject?": ".object(\(value).map(ObjectIdentifier.init))"
  default: fatalError("no Answer for \(type)")
  }
}

/// The stub's answer property a grid reads for a member (`moveTarget`, not its fallback).
func stubProperty(_ member: Member) -> String? {
  member.answer.map { String($0.prefix { $0 != " " }) }
}

/// One `RoutedMethod` of the grid.
func gridMethod(_ member: Member, defaultAnswer: String) -> String {
  let grid = member.grid!
  let owner = member.owner.rawValue
  let arguments = member.parameters.dropFirst().map { parameter in
    let value = gridArgument(parameter)
    return parameter.label == "_" ? value : "\(parameter.label): \(value)"
  }
  // A node adopts `TableDataSourcePrefetching` by choice: the grid calls it through a cast, so
  // a stub that does not adopt it records nothing and fails the grid.
  let receiver = member.owner == .prefetching ? "(d as? any \(owner))?" : "(d as any \(owner))"
  let call = "\(receiver).\(member.baseName)(t, \(arguments.joined(separator: ", ")))"
    .replacingOccurrences(of: "(t, )", with: "(t)")
  let only = member.parameters[0].label
  let fullCall =
    member.parameters.count == 1
    ? "(d as any \(owner)).\(member.baseName)(\(only == "_" ? "" : "\(only): ")t)" : call
  let invoke: String
  let child: String
  let offset = member.parameters.contains { $0.type.hasPrefix("inout ") }
  if offset {
    invoke = "var offset = CallArguments.point\n\(fullCall)\nreturn .void"
    child = "_ in .void"
  } else if let answerType = member.answerType {
    invoke = answerWrapper(answerType, fullCall)
    child = answerWrapper(answerType, "$0.\(stubProperty(member)!)")
  } else {
    invoke = "\(fullCall)\nreturn .void"
    child = "_ in .void"
  }
  let recorded = member.parameters.map(gridRecorded).map {
    $0 == "t" ? "t" : $0
  }.joined(separator: ", ")
  let usesArguments = member.parameters.contains { gridArgument($0).hasPrefix("a.") }
  let positional = [
    "p", "p.section", "p.row", "focusContext(to: p)", "a.dropCoordinator(to: p)", "[p]",
  ]
  let usesPosition = member.parameters.contains { positional.contains(gridArgument($0)) }
  let closure = "t, \(usesPosition ? "p" : "_"), \(usesArguments ? "a" : "_")"
  let defaultPart =
    defaultAnswer.contains("(p)")
    ? "defaultFor: { \(defaultAnswer.replacingOccurrences(of: "(p)", with: "($0)")) }"
    : "default: \(defaultAnswer)"
  return """
        RoutedMethod(
          "\(grid.name)", .\(grid.scope), \(defaultPart),
          child: { \(child) },
          invoke: { d, \(closure) in
            \(invoke)
          },
          call: { \(closure) in .\(member.recorded!)(\(recorded)) }),

    """
}

/// The grid: every member routed to one child by position, and the others.
func routedMethods() -> String {
  let inGrid = surface.filter { $0.grid != nil }
  let routed = inGrid.filter { $0.grid?.expected != nil }
  let unrouted = inGrid.filter { $0.grid?.expected == nil }
  var text =
    header + """
      import CascadingTableKit

      extension RoutedMethod {
        /// Every method routed to one child by position (\(routed.count) of the \(inGrid.count)).
        static let all: [RoutedMethod] = [

      """
  text += routed.map { gridMethod($0, defaultAnswer: $0.grid!.expected!) }.joined()
  text += """
      ]

      /// The methods not routed to one child by position (answered or matched differently,
      /// aggregated, or asking every child); with ``all``, every one of the \(inGrid.count).
      static let unrouted: [RoutedMethod] = [

    """
  text += unrouted.map { gridMethod($0, defaultAnswer: unroutedDefault($0)) }.joined()
  text += """
      ]
    }

    """
  return text
}

/// What the grid expects of an unrouted member with no child: only its type's "nothing" (the
/// grid reads these methods' answers from a stub, never from an empty node).
func unroutedDefault(_ member: Member) -> String {
  switch member.answerType {
  case "Int": ".int(0)"
  case "Int?": ".int(nil)"
  case "[String]?": ".strings(nil)"
  case "TableIndexPath?": ".indexPath(nil)"
  default: ".void"
  }
}

// MARK: - Files and regions

/// A whole generated file.
struct WholeFile {
  var path: String
  var text: String
}

/// A generated region of a hand-written file: the lines between `begin` and `end`.
struct Region {
  var path: String
  var begin: String
  var end: String
  var text: String
}

let support = "Tests/CascadingTableKitTests/Support"
let protocols = "Sources/CascadingTableKit/Protocols"
let delegates = "Sources/CascadingTableKit/Delegates"
let beginRequirements =
  "  // MARK: - Requirements (generated by Scripts/GenerateSurface.swift; do not edit)"
let endRequirements = "  // End of the generated requirements."

/// The protocols the table declares members of: each has a hand-written file holding its
/// generated requirements and a generated file of defaults.
let declaringOwners = [Owner.dataSource, .delegate, .prefetching].filter { owner in
  surface.contains { $0.owner == owner }
}

let wholeFiles: [WholeFile] = declaringOwners.map { owner in
  WholeFile(path: "\(protocols)/\(owner.rawValue)+Defaults.swift", text: defaults(of: owner))
} + [
  WholeFile(
    path: "\(delegates)/PropagatingTableDelegate+RoutedOutOfLine.swift",
    text: routedOutOfLineTwins()),
  WholeFile(path: "\(support)/CompleteDelegateStub+Surface.swift", text: completeStubMethods()),
  WholeFile(path: "\(support)/SurfaceManifest.swift", text: testManifest()),
  WholeFile(path: "\(support)/HostRecordingDelegate+Surface.swift", text: hostMethods()),
  WholeFile(path: "\(support)/RoutedMethod+Grid.swift", text: routedMethods()),
  WholeFile(
    path: "Porting/Tests/CascadingPortTests/SurfaceManifest.swift", text: portingManifest()),
  WholeFile(
    path: "Sources/CascadingTableDemoKit/Tracing/TracingTableProxy+Surface.swift",
    text: tracingProxyMethods()),
] + [
  ("PropagatingTableDelegate", "PropagatingTableDelegate", "A propagating delegate"),
  ("CascadingRootTableDelegate", "CascadingRootTableDelegate", "A root"),
  ("CascadingSectionTableDelegate", "CascadingSectionTableDelegate", "A section delegate"),
  ("CascadingBareTableDelegate", "CascadingBareTableDelegate", "A bare delegate"),
  ("TableViewController", "TableViewController", "A table view controller"),
  ("TableViewDataSource", "TableViewDataSource<Int>", "A data source"),
].map { name, superclass, noun in
  WholeFile(
    path: "\(support)/Overriding\(name).swift",
    text: overridingDouble(name: "Overriding\(name)", superclass: superclass, noun: noun))
}

let regions: [Region] = declaringOwners.map { owner in
  Region(
    path: "\(protocols)/\(owner.rawValue).swift", begin: beginRequirements, end: endRequirements,
    text: requirements(of: owner))
} + [
  Region(
    path: "\(delegates)/CascadingBareTableDelegate.swift", begin: beginMembers, end: endMembers,
    text: bareMembers()),
  Region(
    path: "\(delegates)/PropagatingTableDelegate.swift", begin: beginMembers, end: endMembers,
    text: propagatingMembers()),
  Region(
    path: "\(support)/DelegateCall.swift",
    begin: "  // MARK: - Table members (generated by Scripts/GenerateSurface.swift; do not edit)",
    end: "  // End of the generated table members.", text: delegateCallCases()),
  Region(
    path: "\(support)/HostRecordingDelegate.swift",
    begin: "    // MARK: - Table members (generated by Scripts/GenerateSurface.swift; do not edit)",
    end: "    // End of the generated table members.", text: hostCallCases()),
  Region(
    path: "Porting/Sources/CascadingPortKit/Model/TableRequirement.swift",
    begin: "    // MARK: - Table members (generated by Scripts/GenerateSurface.swift; do not edit)",
    end: "    // End of the generated table members.", text: tableRequirements()),
]

// MARK: - Writing, checking and verifying

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

/// The file at `region.path` with its region replaced by `region.text`, or `nil` (and a
/// message) when a marker is missing.
func withRegion(_ region: Region, in current: String) -> String? {
  let lines = current.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let begin = lines.firstIndex(of: region.begin),
    let end = lines[begin...].firstIndex(of: region.end)
  else {
    print("\(region.path): the markers of its generated region are missing")
    return nil
  }
  let replaced =
    lines[...begin].joined(separator: "\n") + "\n\n" + region.text + "\n"
    + lines[end...].joined(separator: "\n")
  return replaced
}

/// The generated text of every output, by path: whole files, and files holding a region.
func outputs() -> [(path: String, text: String?)] {
  wholeFiles.map { ($0.path, formatted($0.text)) }
    + regions.map { region in
      let current = (try? String(contentsOfFile: region.path, encoding: .utf8)) ?? ""
      return (region.path, withRegion(region, in: current).map(formatted))
    }
}

/// Proves that every entry reaches every output it belongs to: looks for each member's key in
/// the generated text of each output, and for the outputs' counts of members.
func verify() -> [String] {
  var problems: [String] = []
  let texts = Dictionary(
    uniqueKeysWithValues: (wholeFiles.map { ($0.path, $0.text) }
      + regions.map { ($0.path, $0.text) }))
  func expect(_ member: Member, in path: String, _ needle: String) {
    guard let text = texts[path] else { return problems.append("\(path): not generated") }
    if !text.contains(needle) {
      problems.append("\(path): misses \(member.selector) (\(needle))")
    }
  }
  for member in surface {
    let signature = member.declaration
    for double in wholeFiles where double.path.contains("/Overriding") {
      expect(member, in: double.path, "override \(signature)")
    }
    if member.isMethod {
      expect(member, in: "\(support)/CompleteDelegateStub+Surface.swift", signature)
      expect(
        member, in: "Sources/CascadingTableDemoKit/Tracing/TracingTableProxy+Surface.swift",
        "public \(signature)")
      expect(member, in: "\(support)/SurfaceManifest.swift", "\"\(member.selector)\"")
      expect(
        member, in: "Porting/Tests/CascadingPortTests/SurfaceManifest.swift",
        "\"\(member.selector)\"")
      expect(
        member, in: "Porting/Sources/CascadingPortKit/Model/TableRequirement.swift",
        ".init(\"\(member.selector)\"")
    }
    if let recorded = member.recorded {
      expect(member, in: "\(support)/DelegateCall.swift", "case \(recorded)(")
      expect(member, in: "\(support)/CompleteDelegateStub+Surface.swift", "record(.\(recorded)(")
    }
    if let grid = member.grid {
      expect(member, in: "\(support)/RoutedMethod+Grid.swift", "\"\(grid.name)\"")
    }
    if let host = member.host {
      expect(member, in: "\(support)/HostRecordingDelegate.swift", "case \(host.call)")
      expect(member, in: "\(support)/HostRecordingDelegate+Surface.swift", signature)
    }
    guard member.isGenerated else { continue }
    let file = member.owner.rawValue
    expect(member, in: "\(protocols)/\(file).swift", "  \(signature)\n")
    if case .required = member.fallback {
    } else {
      expect(member, in: "\(protocols)/\(file)+Defaults.swift", "public \(signature)")
    }
    expect(member, in: "\(delegates)/CascadingBareTableDelegate.swift", "open \(signature)")
    expect(member, in: "\(delegates)/PropagatingTableDelegate.swift", "open \(signature)")
  }
  let methods = surface.filter(\.isMethod).count
  let selectors = Set(surface.map(\.selector))
  if selectors.count != surface.count { problems.append("the table repeats a selector") }
  let recorded = surface.compactMap(\.recorded)
  if Set(recorded).count != recorded.count { problems.append("the table repeats a recorded call") }
  let grid = surface.compactMap(\.grid?.name)
  if grid.count != methods || Set(grid).count != grid.count {
    problems.append("the grid holds \(grid.count) distinct names for \(methods) methods")
  }
  return problems
}

/// The grid's expected defaults checked against the independent model,
/// Documentation/DefaultReturnValues.md: each routed entry's `expected` must say what the
/// Default column of its selector's row says.
func verifyDefaultsAgainstDocumentation() -> [String] {
  let path = "Documentation/DefaultReturnValues.md"
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    return ["\(path): missing"]
  }
  var documented: [String: String] = [:]
  for line in text.split(separator: "\n") where line.hasPrefix("| ") {
    let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard cells.count > 4, Int(cells[1]) != nil else { continue }
    documented[cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[4]
  }
  /// The words of the Default column for each expected answer.
  let words: [String: String] = [
    ".void": "(no answer",
    ".bool(false)": "`false`",
    ".bool(true)": "`true`",
    ".double(0)": "`0`",
    ".int(0)": "`0`",
    ".string(nil)": "`nil`",
    ".view(nil)": "`nil`",
    ".actionTitles(nil)": "`nil`",
    ".double(TableDimension.automatic)": "`TableDimension.automatic`",
    ".style(TableCellEditingStyle.none)": "`.none`",
    ".indexPath(p)": "the passed index path",
    ".indexPath(CallArguments.proposedDestination)": "the proposed index path",
    ".menu(nil)": "`nil`",
    ".dragItems([])": "`[]`",
    ".previewParameters(nil)": "`nil`",
    ".dropProposal(nil)": "`nil`",
  ]
  var problems: [String] = []
  for member in surface where member.isMethod {
    guard let row = documented[member.selector] else {
      problems.append("\(path): no row for \(member.selector)")
      continue
    }
    guard let expected = member.grid?.expected else { continue }
    if let exception = member.documentedDefault {
      if !row.hasPrefix(exception) {
        problems.append("\(member.selector): the grid expects \(expected), \(path) says \(row)")
      }
      continue
    }
    guard let said = words[expected] else {
      problems.append("\(member.selector): no words for the grid's \(expected)")
      continue
    }
    if !row.hasPrefix(said) {
      problems.append("\(member.selector): the grid expects \(expected), \(path) says \(row)")
    }
  }
  return problems
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--verify") {
  let problems = verify() + verifyDefaultsAgainstDocumentation()
  for problem in problems { print(problem) }
  if !problems.isEmpty { exit(1) }
  print("Every one of the \(surface.count) entries reaches every output.")
  guard arguments.contains("--check") else { exit(0) }
}
let checking = arguments.contains("--check")
var stale: [String] = []
for output in outputs() {
  guard let text = output.text else {
    stale.append(output.path)
    continue
  }
  let current = try? String(contentsOfFile: output.path, encoding: .utf8)
  guard current != text else { continue }
  if checking {
    stale.append(output.path)
  } else {
    try! text.write(toFile: output.path, atomically: true, encoding: .utf8)
    print("wrote \(output.path)")
  }
}
if !stale.isEmpty {
  print("Stale generated files (run `swift Scripts/GenerateSurface.swift`):")
  for path in stale {
    print("  \(path)")
  }
  exit(1)
}
