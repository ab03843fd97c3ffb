/// What a table last read of its sections: the geometry of each (header, row and footer
/// heights, exact or estimated), the running sums that place the sections in the content, and
/// the section index titles.
///
/// ``HeadlessTableView`` holds one inline and changes it only through these methods.
///
/// Invariants: ``heights`` has one value per section of ``sections``, each equal to that
/// section's ``SectionGeometry/totalHeight``; every method that changes a section's geometry
/// updates its running sum in the same call, so ``totalHeight`` and ``offset(ofSection:)``
/// always agree with ``sections``.
struct TableContent {
  /// The geometry of each section, as last loaded and measured since.
  private(set) var sections: [SectionGeometry] = []

  /// The full height of each section, for O(log *s*) section offsets.
  private(set) var heights = FenwickTree<Double>([])

  /// The section index titles the data source gave at the last load (or the last update that
  /// changed sections), or `nil` for no index.
  private(set) var indexTitles: [String]?

  // MARK: Reading

  /// The number of sections.
  @inline(__always)
  var sectionCount: Int { sections.count }

  /// The height of the whole content.
  /// - Complexity: O(log *s*) in the number of sections.
  @inline(__always)
  var totalHeight: Double { heights.total }

  /// Whether the content has the section.
  @inline(__always)
  func contains(section: Int) -> Bool {
    section >= 0 && section < sections.count
  }

  /// Whether the content has the row.
  @inline(__always)
  func contains(_ indexPath: TableIndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.section < sections.count && indexPath.row >= 0
      && indexPath.row < sections[indexPath.section].rowCount
  }

  /// The y at which a section starts.
  /// - Complexity: O(log *s*).
  @inline(__always)
  func offset(ofSection section: Int) -> Double {
    heights.prefixSum(section)
  }

  /// The full height of a section, read from the running sums.
  @inline(__always)
  func height(ofSection section: Int) -> Double {
    heights.values[section]
  }

  /// The section whose span contains `y`, or `nil` past the end.
  /// - Complexity: O(log *s*).
  @inline(__always)
  func section(containing y: Double) -> Int? {
    heights.position(containing: y)
  }

  // MARK: Changing

  /// Replaces every section, as a load or an applied update does.
  /// - Parameters:
  ///   - sections: The new geometry of each section.
  ///   - totals: Each section's ``SectionGeometry/totalHeight``, computed by the caller as it
  ///     built `sections`.
  /// - Complexity: O(*s*).
  mutating func replaceSections(_ sections: [SectionGeometry], totals: [Double]) {
    assert(sections.count == totals.count, "\(sections.count) sections, \(totals.count) totals")
    self.sections = sections
    heights = FenwickTree(totals)
  }

  /// Replaces the section index titles.
  mutating func setIndexTitles(_ titles: [String]?) {
    indexTitles = titles
  }

  /// Records a row's height.
  /// - Complexity: O(*b* + log *n*) for blocks of *b* rows.
  mutating func setRowHeight(_ height: Double, at indexPath: TableIndexPath, isExact: Bool) {
    sections[indexPath.section].rows.setHeight(height, isExact: isExact, at: indexPath.row)
    heights.setValue(sections[indexPath.section].totalHeight, at: indexPath.section)
  }

  /// Records a header's or footer's exact height.
  /// - Complexity: O(log *n*).
  mutating func setExactHeaderFooterHeight(_ height: Double, section: Int, isHeader: Bool) {
    if isHeader {
      sections[section].headerHeight = height
      sections[section].headerIsExact = true
    } else {
      sections[section].footerHeight = height
      sections[section].footerIsExact = true
    }
    heights.setValue(sections[section].totalHeight, at: section)
  }

  /// Moves one row's height from `source` to `destination`, as a user's reorder does. Both
  /// positions must be valid for the current counts.
  /// - Complexity: O(*b* + log *n*) for blocks of *b* rows.
  mutating func moveRow(from source: TableIndexPath, to destination: TableIndexPath) {
    let height = sections[source.section].rows.height(at: source.row)
    let isExact = sections[source.section].rows.isExact(at: source.row)
    sections[source.section].rows.remove(at: source.row)
    sections[destination.section].rows.insert(height, isExact: isExact, at: destination.row)
    heights.setValue(sections[source.section].totalHeight, at: source.section)
    heights.setValue(sections[destination.section].totalHeight, at: destination.section)
  }
}
