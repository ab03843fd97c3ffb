/// A problem the library met and worked around instead of trapping: the one value every
/// problem of a table and its tree is reported as.
///
/// Whoever finds a problem (the table, a transaction, the diff engine, a data source, a
/// driver such as ``HeadlessTableView/tapRow(at:)``) reports it through the table's one
/// channel, ``TableHost/reportProblem(_:)``, in the order met. ``HeadlessTableView`` keeps
/// every problem in ``HeadlessTableView/problems`` and passes each to
/// ``HeadlessTableView/problemHandler``; a table of your own receives them by implementing
/// ``TableHost/reportProblem(_:)``.
///
/// The older, narrower types are carried by a ``Kind``: a ``TableDiagnostic``, a
/// ``TableDifferenceError`` (identifiers a transaction could not diff) or a
/// ``TableUpdateError`` (a batch the table rejected). Besides the kind, a problem names where
/// it is, when that applies: the ``node`` of the tree it concerns (type and position), the
/// ``section`` and the ``rows`` in table coordinates.
public struct TableProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, by area.
  ///
  /// New cases may arrive in a minor release: switch over a kind with a `default:`.
  public enum Kind: Hashable, Sendable {
    /// Using the table or the tree: a row that does not exist, a released data source, an
    /// edit the table was never told about, a cell or binder that does not fit, a
    /// registration that is missing. New cases of ``TableDiagnostic`` arrive here.
    case diagnostic(TableDiagnostic)

    /// Identities that could not be diffed: equal identifiers among siblings, or a row
    /// identifier in two sections. What could not be diffed was reloaded.
    case duplicateIdentifier(TableDifferenceError)

    /// A batch that breaks UIKit's rules, rejected by the table, which reloaded instead.
    case rejectedUpdate(TableUpdateError)
  }

  /// A node of the tree, as a problem names it: its type and its position from the top.
  public struct Node: Hashable, Sendable, CustomStringConvertible {
    /// The node's type, as `String(describing: type(of: node))` prints it.
    public var typeName: String

    /// The node's position in its tree: the positions (``CascadingTableDelegate/index``) of
    /// the node and its ancestors below the top, from the top down; `[]` for the top itself.
    public var path: [Int]

    /// Creates the description of a node.
    /// - Parameters:
    ///   - typeName: The node's type name.
    ///   - path: Its positions from the top of the tree down.
    public init(typeName: String, path: [Int]) {
      self.typeName = typeName
      self.path = path
    }

    /// The type and the path, for example `ReviewGroup at [2, 1]`, or `Root at the top`.
    public var description: String {
      path.isEmpty ? "\(typeName) at the top" : "\(typeName) at \(path)"
    }
  }

  /// What went wrong.
  public var kind: Kind

  /// The node of the tree the problem concerns, or `nil` when it concerns the table alone
  /// (a registration, a row the table does not have).
  public var node: Node?

  /// The section the problem concerns, in table coordinates, or `nil` when it concerns no
  /// section or several.
  public var section: Int?

  /// The rows the problem concerns, in table coordinates (before or after an update, as the
  /// kind says), ascending; `[]` when it concerns no row.
  public var rows: [TableIndexPath]

  /// Creates a problem.
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - node: The node it concerns, if any.
  ///   - section: The section it concerns, if any.
  ///   - rows: The rows it concerns, ascending.
  public init(
    kind: Kind, node: Node? = nil, section: Int? = nil, rows: [TableIndexPath] = []
  ) {
    self.kind = kind
    self.node = node
    self.section = section
    self.rows = rows
  }

  /// The diagnostic, when the problem is of that kind.
  public var diagnostic: TableDiagnostic? {
    guard case .diagnostic(let diagnostic) = kind else { return nil }
    return diagnostic
  }

  /// The identifiers that could not be diffed, when the problem is of that kind.
  public var differenceError: TableDifferenceError? {
    guard case .duplicateIdentifier(let error) = kind else { return nil }
    return error
  }

  /// The rejected batch's error, when the problem is of that kind.
  public var updateError: TableUpdateError? {
    guard case .rejectedUpdate(let error) = kind else { return nil }
    return error
  }

  /// The problem in one sentence, then where it is: the node, the section and the rows.
  public var description: String {
    var text: String
    switch kind {
    case .diagnostic(let diagnostic): text = diagnostic.description
    case .duplicateIdentifier(let error): text = error.description
    case .rejectedUpdate(let error): text = error.description
    }
    var places: [String] = []
    if let node {
      places.append("node \(node)")
    }
    if let section {
      places.append("section \(section)")
    }
    if !rows.isEmpty {
      places.append("rows \(rows.map(\.description).joined(separator: ", "))")
    }
    if !places.isEmpty {
      text += " [" + places.joined(separator: "; ") + "]"
    }
    return text
  }
}
