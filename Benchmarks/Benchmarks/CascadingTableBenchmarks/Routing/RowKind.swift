/// The kinds of row on the routing benchmark's page; every row of a section has the section's
/// kind, as on a product page built from section types.
enum RowKind: CaseIterable {
  case title
  case detail
  case review
  case related

  /// The kind of every row of a section.
  /// - Parameter section: The section.
  /// - Returns: The kind; sections cycle through the kinds.
  static func ofSection(_ section: Int) -> RowKind {
    allCases[section % allCases.count]
  }

  /// The exact height of a row of this kind.
  var height: Double {
    switch self {
    case .title: 88
    case .detail: 44
    case .review: 120
    case .related: 60
    }
  }

  /// The estimated height of a row of this kind.
  var estimatedHeight: Double {
    switch self {
    case .title: 80
    case .detail: 44
    case .review: 100
    case .related: 60
    }
  }

  /// Whether a row of this kind may be selected; related rows veto selection.
  var isSelectable: Bool { self != .related }
}
