/// Swift 2's names of `UITableView`'s own methods, which Swift 3 renamed: a call of one does
/// not compile on the library's `TableHost` or `HeadlessTableView`.
enum HostCallRenames {
  /// The current selector's base name and labels for each old one.
  static let renames: [Selector: (baseName: String, labels: [String])] = {
    var table: [Selector: (baseName: String, labels: [String])] = [:]
    func add(_ old: String, _ new: String) {
      let current = Selector(parsing: new)
      table[Selector(parsing: old)] = (current.baseName, current.labels)
    }
    add("registerNib(_:forCellReuseIdentifier:)", "register(_:forCellReuseIdentifier:)")
    add("registerClass(_:forCellReuseIdentifier:)", "register(_:forCellReuseIdentifier:)")
    add(
      "registerNib(_:forHeaderFooterViewReuseIdentifier:)",
      "register(_:forHeaderFooterViewReuseIdentifier:)")
    add(
      "registerClass(_:forHeaderFooterViewReuseIdentifier:)",
      "register(_:forHeaderFooterViewReuseIdentifier:)")
    add(
      "dequeueReusableCellWithIdentifier(_:forIndexPath:)",
      "dequeueReusableCell(withIdentifier:for:)")
    add("dequeueReusableCellWithIdentifier(_:)", "dequeueReusableCell(withIdentifier:)")
    add(
      "dequeueReusableHeaderFooterViewWithIdentifier(_:)",
      "dequeueReusableHeaderFooterView(withIdentifier:)")
    for verb in ["reload", "insert", "delete"] {
      add("\(verb)Sections(_:withRowAnimation:)", "\(verb)Sections(_:with:)")
      add("\(verb)RowsAtIndexPaths(_:withRowAnimation:)", "\(verb)Rows(at:with:)")
    }
    add("moveRowAtIndexPath(_:toIndexPath:)", "moveRow(at:to:)")
    add("cellForRowAtIndexPath(_:)", "cellForRow(at:)")
    add("numberOfRowsInSection(_:)", "numberOfRows(inSection:)")
    add(
      "selectRowAtIndexPath(_:animated:scrollPosition:)", "selectRow(at:animated:scrollPosition:)")
    add("deselectRowAtIndexPath(_:animated:)", "deselectRow(at:animated:)")
    add("scrollToRowAtIndexPath(_:atScrollPosition:animated:)", "scrollToRow(at:at:animated:)")
    add("rectForRowAtIndexPath(_:)", "rect(forRow:)")
    return table
  }()

  /// The labels whose argument is an enum case Swift 3 lowercased (`.Automatic` → `.automatic`).
  static let enumArgumentLabels: Set<String> = ["with", "scrollPosition", "at"]
}
