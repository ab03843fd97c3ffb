/// A node of declared rows, whatever its declaration type: lets the update machinery find the
/// table a ``TableViewDataSource`` serves without knowing its generic parameter.
@MainActor
protocol DeclaredRows: AnyObject {
  /// The table the node last served or was prepared for.
  var servedTable: (any TableHost)? { get }
}
