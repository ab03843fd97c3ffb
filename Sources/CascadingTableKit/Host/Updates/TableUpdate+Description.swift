extension TableUpdate: CustomStringConvertible {
  /// The change in words, as the documentation and the demo write it: its name, then the
  /// sections or index paths it names, for example `insertRows [0, 3] [0, 4]`,
  /// `deleteSections 2`, `moveRow [1, 0] → [0, 2]` or `reloadData`.
  ///
  /// The text is meant for people and logs, not parsers; it is not part of the stable API.
  public var description: String {
    func sections(_ sections: [Int]) -> String {
      sections.map(String.init).joined(separator: " ")
    }
    func rows(_ rows: [TableIndexPath]) -> String {
      rows.map(\.description).joined(separator: " ")
    }
    switch self {
    case .insertSections(let list): return "insertSections " + sections(list)
    case .deleteSections(let list): return "deleteSections " + sections(list)
    case .reloadSections(let list): return "reloadSections " + sections(list)
    case .moveSection(let source, let destination):
      return "moveSection \(source) → \(destination)"
    case .insertRows(let list): return "insertRows " + rows(list)
    case .deleteRows(let list): return "deleteRows " + rows(list)
    case .reloadRows(let list): return "reloadRows " + rows(list)
    case .reconfigureRows(let list): return "reconfigureRows " + rows(list)
    case .moveRow(let source, let destination): return "moveRow \(source) → \(destination)"
    case .reloadData: return "reloadData"
    }
  }
}
