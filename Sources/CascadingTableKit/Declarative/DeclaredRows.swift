/// A node of declared rows, whatever its declaration type: lets the update machinery find the
/// table a ``TableViewDataSource`` serves, and moves count its rows, without knowing its
/// generic parameter.
@MainActor
protocol DeclaredRows: AnyObject {
  /// The table the node last served or was prepared for.
  var servedTable: (any TableHost)? { get }

  /// How many rows the node declares.
  var declaredRowCount: Int { get }
}
