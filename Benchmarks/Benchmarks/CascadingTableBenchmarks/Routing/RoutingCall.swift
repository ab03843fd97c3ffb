import CascadingTableKit

/// A table call the routing benchmark makes once for every row of the page.
enum RoutingCall: String, CaseIterable {
  case cellForRowAt
  case heightForRowAt
  case estimatedHeightForRowAt
  case willSelectRowAt
  case didSelectRowAt

  /// Makes the call once for every row, section by section, through the existential a table
  /// holds its data source and delegate in.
  /// - Parameters:
  ///   - delegate: The data source and delegate called.
  ///   - host: The table passed along.
  ///   - sectionCount: The number of sections.
  ///   - rowsPerSection: The number of rows in each.
  /// - Returns: A checksum of the answers, so that no call can be optimised away.
  @MainActor
  func callEveryRow(
    of delegate: any TableDataSource & TableDelegate, host: any TableHost, sectionCount: Int,
    rowsPerSection: Int
  ) -> Int {
    switch self {
    case .cellForRowAt:
      cellForEveryRow(delegate, host, sectionCount, rowsPerSection)
    case .heightForRowAt:
      heightForEveryRow(delegate, host, sectionCount, rowsPerSection)
    case .estimatedHeightForRowAt:
      estimatedHeightForEveryRow(delegate, host, sectionCount, rowsPerSection)
    case .willSelectRowAt:
      willSelectEveryRow(delegate, host, sectionCount, rowsPerSection)
    case .didSelectRowAt:
      didSelectEveryRow(delegate, host, sectionCount, rowsPerSection)
    }
  }
}

@MainActor @inline(never)
private func cellForEveryRow(
  _ delegate: any TableDataSource & TableDelegate, _ host: any TableHost, _ sections: Int,
  _ rows: Int
) -> Int {
  var checksum = 0
  for section in 0..<sections {
    for row in 0..<rows {
      let cell = delegate.tableView(host, cellForRowAt: TableIndexPath(row: row, section: section))
      checksum &+= ObjectIdentifier(cell).hashValue
    }
  }
  return checksum
}

@MainActor @inline(never)
private func heightForEveryRow(
  _ delegate: any TableDataSource & TableDelegate, _ host: any TableHost, _ sections: Int,
  _ rows: Int
) -> Int {
  var checksum = 0.0
  for section in 0..<sections {
    for row in 0..<rows {
      let path = TableIndexPath(row: row, section: section)
      checksum += delegate.tableView(host, heightForRowAt: path) ?? 0
    }
  }
  return Int(checksum)
}

@MainActor @inline(never)
private func estimatedHeightForEveryRow(
  _ delegate: any TableDataSource & TableDelegate, _ host: any TableHost, _ sections: Int,
  _ rows: Int
) -> Int {
  var checksum = 0.0
  for section in 0..<sections {
    for row in 0..<rows {
      let path = TableIndexPath(row: row, section: section)
      checksum += delegate.tableView(host, estimatedHeightForRowAt: path) ?? 0
    }
  }
  return Int(checksum)
}

@MainActor @inline(never)
private func willSelectEveryRow(
  _ delegate: any TableDataSource & TableDelegate, _ host: any TableHost, _ sections: Int,
  _ rows: Int
) -> Int {
  var checksum = 0
  for section in 0..<sections {
    for row in 0..<rows {
      let path = TableIndexPath(row: row, section: section)
      checksum &+= delegate.tableView(host, willSelectRowAt: path)?.row ?? -1
    }
  }
  return checksum
}

@MainActor @inline(never)
private func didSelectEveryRow(
  _ delegate: any TableDataSource & TableDelegate, _ host: any TableHost, _ sections: Int,
  _ rows: Int
) -> Int {
  for section in 0..<sections {
    for row in 0..<rows {
      delegate.tableView(host, didSelectRowAt: TableIndexPath(row: row, section: section))
    }
  }
  return sections &* rows
}
