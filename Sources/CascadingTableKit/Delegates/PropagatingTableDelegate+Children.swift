extension PropagatingTableDelegate {
  // MARK: - Keeping the children in step

  /// Makes every child's `index` its position and its `parentDelegate` this node, as
  /// ``CascadingTableDelegate/validateChildDelegates()`` does, writing less where it can.
  ///
  /// Every `index` is written, as the original does: a write costs what a comparison does, and
  /// an edit usually shifts the indices it touches. A weak reference costs more to assign than
  /// to compare, so the parent of a child that was already a child is compared first and
  /// written only if it differs (so one another node took over is still reclaimed). A new
  /// child's parent is written at once: comparing would only add a call.
  /// - Parameter keptAtEnds: How many children at the front and at the back were children
  ///   before the change.
  /// - Complexity: O(*n*) in the number of children.
  func synchronizeChildren(keptAtEnds: (prefix: Int, suffix: Int)) {
    let children = self.children
    let newStart = keptAtEnds.prefix
    let newEnd = children.count - keptAtEnds.suffix
    for position in children.indices {
      let child = children[position]
      child.index = position
      if newStart <= position && position < newEnd || child.parentDelegate !== self {
        child.parentDelegate = self
      }
    }
  }

  /// How many children two lists share at the front, and then at the back, by identity.
  /// - Complexity: O(*n*) in the length of the shorter list.
  static func keptAtEnds(
    from previous: [any CascadingTableDelegate], to current: [any CascadingTableDelegate]
  ) -> (prefix: Int, suffix: Int) {
    let shorter = min(previous.count, current.count)
    var prefix = 0
    while prefix < shorter && previous[prefix] === current[prefix] {
      prefix += 1
    }
    var suffix = 0
    while prefix + suffix < shorter
      && previous[previous.count - 1 - suffix] === current[current.count - 1 - suffix]
    {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// Keeps the children array alive while a routed call runs, when it is about to be replaced
  /// or edited.
  func retireIfRouting(_ array: [any CascadingTableDelegate]) {
    if routingDepth > 0 {
      retiredChildren.append(array)
      hasRetiredChildren = true
    }
  }

  /// Releases the retired children arrays, once no routed call through this node runs.
  @inline(never)
  func releaseRetiredChildren() {
    // Emptied before the arrays go, so that a child's deinit routing back in finds this node
    // consistent.
    let released = retiredChildren
    retiredChildren = []
    hasRetiredChildren = false
    withExtendedLifetime(released) {}
  }
}
