import CascadingTableKit

extension PromiseExpectations {
  /// Whether the table shows the model's headers, footers and section index, on a table whose
  /// sections of rows answer titles (``CallbackHooks/answersHeadersAndIndex``): every visible
  /// header and footer shows the title of the section of rows that owns its section (a
  /// section of another kind, or one built as an exact library class, shows none: its height
  /// is 0), and the index is the titles of
  /// those sections in table order (`nil` when there is none). The owners come from the
  /// model's shape (``PromiseModelNode/sectionOwners``).
  ///
  /// Headers and footers the table made while the tree had been edited untold are checked
  /// too: the transaction that tells the table asks them again (`UntoldEditHeaderTests`).
  static func headersMismatch(_ table: HeadlessTableView, _ model: PromiseModelNode) -> String? {
    table.layoutIfNeeded()
    let owners = model.sectionOwners
    guard owners.count == table.numberOfSections else {
      return "the model has \(owners.count) section owners, the table \(table.numberOfSections)"
    }
    for (section, owner) in owners.enumerated() {
      let ownsTitles = owner.kind == .rowNode && owner.exactClass == nil
      let header = table.headerView(forSection: section)
      let expectedHeader = ownsTitles ? PromiseRowNode.headerTitle(id: owner.id) : nil
      if let header, header.text != expectedHeader {
        return
          "the header of section \(section) shows \(header.text ?? "nothing"), the model "
          + "\(expectedHeader ?? "no header")"
      }
      let footer = table.footerView(forSection: section)
      let expectedFooter = ownsTitles ? PromiseRowNode.footerTitle(id: owner.id) : nil
      if let footer, footer.text != expectedFooter {
        return
          "the footer of section \(section) shows \(footer.text ?? "nothing"), the model "
          + "\(expectedFooter ?? "no footer")"
      }
    }
    let titles = owners.filter { $0.kind == .rowNode && $0.exactClass == nil }.map {
      PromiseRowNode.indexTitle(id: $0.id)
    }
    let expectedIndex = titles.isEmpty ? nil : titles
    if table.sectionIndexTitles != expectedIndex {
      return
        "the section index is \(String(describing: table.sectionIndexTitles)), the model "
        + "\(String(describing: expectedIndex))"
    }
    return nil
  }
}
