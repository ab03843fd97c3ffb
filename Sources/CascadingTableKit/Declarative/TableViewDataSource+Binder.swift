extension TableViewDataSource where CellDeclaration == CellBinder {
  /// Creates a data source whose declarations are binders, mapped through a closure: the
  /// identity by default, so `TableViewDataSource<CellBinder>()` works.
  /// - Parameter binderFromBinder: Maps each declared binder to the one used.
  public convenience init(binderFromBinder: @escaping (CellBinder) -> CellBinder = { $0 }) {
    self.init(binderFromDeclaration: binderFromBinder)
  }
}
