extension HeadlessTableView {
  // MARK: Loading

  /// How many times a load starts over because its data source asked for a reload while
  /// being asked for counts or estimates; the last attempt keeps what it reads, and if the
  /// data source changed again meanwhile, the table loads again at its next query or layout.
  static let maximumLoadAttempts = 8

  /// Asks the data source for every count (and the delegate for every estimate) and replaces
  /// the table's storage with what they say.
  ///
  /// Nothing is written to the table's storage until the whole load is read. A reload asked
  /// for during a count or an estimate call sets ``TableLifecycle/pendingReload``: the load
  /// stops asking and
  /// starts over, so what the table keeps is what the data source reports after its change.
  func loadAllSections() {
    if lifecycle.beginLoad(hasDataSource: dataSource != nil) {
      reportDiagnostic(.dataSourceReleased)
    }
    var attempt = 0
    repeat {
      attempt += 1
      _ = lifecycle.takePendingReload()
      lifecycle.beginLoadingAllSections()
      let loaded = readAllSections(canStartOver: attempt < Self.maximumLoadAttempts)
      lifecycle.setLoading(false)
      if let loaded {
        content.replaceSections(loaded.geometry, totals: loaded.totals)
        content.setIndexTitles(loaded.titles)
      }
    } while lifecycle.pendingReload && attempt < Self.maximumLoadAttempts
    // Still changing during the last attempt: what it read may already be stale, so the next
    // query or layout loads again.
    lifecycle.deferPendingReload()
    invalidateWorkInProgress()
  }

  /// Reads the sections' counts and starting geometry, or returns `nil` as soon as a call
  /// asks for a reload (when `canStartOver`).
  private func readAllSections(canStartOver: Bool)
    -> (geometry: [SectionGeometry], totals: [Double], titles: [String]?)?
  {
    let source = dataSource
    var sectionCount = 0
    if let source {
      sectionCount = self.sectionCount(from: source)
    }
    var geometry: [SectionGeometry] = []
    geometry.reserveCapacity(sectionCount)
    var totals: [Double] = []
    totals.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      if canStartOver && lifecycle.pendingReload {
        return nil
      }
      var rowCount = 0
      if let source {
        rowCount = self.rowCount(from: source, inSection: section)
      }
      let loaded = estimatedGeometry(ofSection: section, rowCount: rowCount)
      totals.append(loaded.totalHeight)
      geometry.append(loaded)
    }
    let titles = source?.sectionIndexTitles(for: self)
    if canStartOver && lifecycle.pendingReload {
      return nil
    }
    return (geometry, totals, titles)
  }

  func sectionCount(from source: any TableDataSource) -> Int {
    max(0, source.numberOfSections(in: self))
  }

  func rowCount(from source: any TableDataSource, inSection section: Int) -> Int {
    max(0, source.tableView(self, numberOfRowsInSection: section))
  }

  /// How many times ``refreshIndexTitles()`` asks again when the call changed the table.
  static let maximumIndexTitlePasses = 4

  /// Asks the data source for the section index and keeps its answer, unless the call changed
  /// the table (a batch applied from inside it): the answer was then read before that batch,
  /// so the index is asked again, up to ``maximumIndexTitlePasses`` times; when every call
  /// changed the table, the index the last batch left stays.
  func refreshIndexTitles() {
    for _ in 0..<Self.maximumIndexTitlePasses {
      let pass = lifecycle.generation
      let titles = dataSource?.sectionIndexTitles(for: self)
      if lifecycle.generation == pass {
        content.setIndexTitles(titles)
        return
      }
    }
  }

  /// Marks every piece of work in progress (a layout pass, a display pass, a user
  /// interaction's sequence of calls, a row being reconfigured) as stale, and returns the
  /// cells and views made for measuring, which were made for positions that may no longer mean
  /// the same rows. The cell of a row being reconfigured is no longer handed back for its
  /// index path: that path may now be another row's, and the cell may show elsewhere.
  func invalidateWorkInProgress() {
    lifecycle.invalidateWork()
    reusePool.endReconfiguring()
    recycleMeasuredViews()
  }
}
