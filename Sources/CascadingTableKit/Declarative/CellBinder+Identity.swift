extension CellBinder {
  /// A copy of the binder with an identity, so that assigning new declarations animates the
  /// difference: a kept row (same identity) is reconfigured in place, the others are
  /// inserted, deleted or moved.
  ///
  /// With no content value to compare, a kept row is reconfigured at every assignment; use
  /// ``identified(by:content:)`` to reconfigure only rows whose content changed.
  /// - Parameter id: The row's identity, unique among the rows of its data source.
  /// - Returns: The identified binder.
  public func identified(by id: some Hashable) -> CellBinder {
    var binder = self
    binder.identity = BinderValue(id)
    binder.contentValue = nil
    return binder
  }

  /// A copy of the binder with an identity and a content value: a kept row is reconfigured
  /// only when its content value differs from the old one.
  /// - Parameters:
  ///   - id: The row's identity, unique among the rows of its data source.
  ///   - content: A value equal to the old one exactly when the row shows the same content.
  /// - Returns: The identified binder.
  public func identified(by id: some Hashable, content: some Hashable) -> CellBinder {
    var binder = self
    binder.identity = BinderValue(id)
    binder.contentValue = BinderValue(content)
    return binder
  }
}
