extension TableHost {
  /// Reloads the given sections, taken from any sequence of section numbers, so that code
  /// ported from UIKit passes Foundation's `IndexSet` unchanged.
  ///
  /// Calls ``reloadSections(_:with:)`` with the sections in the sequence's order.
  /// - Parameters:
  ///   - sections: The sections to reload, as they are before the update.
  ///   - animation: How the reload animates.
  /// - Complexity: O(*n*) in the number of sections, plus the cost of the reload.
  public func reloadSections(_ sections: some Sequence<Int>, with animation: TableRowAnimation) {
    reloadSections(Array(sections), with: animation)
  }

  /// Inserts the given sections, taken from any sequence of section numbers, so that code
  /// ported from UIKit passes Foundation's `IndexSet` unchanged.
  ///
  /// Calls ``insertSections(_:with:)`` with the sections in the sequence's order.
  /// - Parameters:
  ///   - sections: The positions of the new sections, as they are after the update.
  ///   - animation: How the insertion animates.
  /// - Complexity: O(*n*) in the number of sections, plus the cost of the insertion.
  public func insertSections(_ sections: some Sequence<Int>, with animation: TableRowAnimation) {
    insertSections(Array(sections), with: animation)
  }

  /// Deletes the given sections, taken from any sequence of section numbers, so that code
  /// ported from UIKit passes Foundation's `IndexSet` unchanged.
  ///
  /// Calls ``deleteSections(_:with:)`` with the sections in the sequence's order.
  /// - Parameters:
  ///   - sections: The sections to delete, as they are before the update.
  ///   - animation: How the deletion animates.
  /// - Complexity: O(*n*) in the number of sections, plus the cost of the deletion.
  public func deleteSections(_ sections: some Sequence<Int>, with animation: TableRowAnimation) {
    deleteSections(Array(sections), with: animation)
  }
}
