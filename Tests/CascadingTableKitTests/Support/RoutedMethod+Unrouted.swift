import CascadingTableKit

extension RoutedMethod {
  /// The six methods not routed to one child by position; with ``all``, every one of the 50.
  static let unrouted: [RoutedMethod] = [
    RoutedMethod(
      "numberOfRowsInSection", .section, default: .int(0), child: { .int($0.numberOfRows) },
      invoke: { d, t, p, _ in
        .int((d as any TableDataSource).tableView(t, numberOfRowsInSection: p.section))
      },
      call: { t, p, _ in .numberOfRows(t, p.section) }),
    RoutedMethod(
      "cellForRowAt", .row, default: .void, child: { .cell(ObjectIdentifier($0.cell)) },
      invoke: { d, t, p, _ in
        .cell(ObjectIdentifier((d as any TableDataSource).tableView(t, cellForRowAt: p)))
      },
      call: { t, p, _ in .cellForRow(t, p) }),
    RoutedMethod(
      "numberOfSections", .section, default: .int(0), child: { .int($0.numberOfSections) },
      invoke: { d, t, _, _ in .int((d as any TableDataSource).numberOfSections(in: t)) },
      call: { t, _, _ in .numberOfSections(t) }),
    RoutedMethod(
      "sectionIndexTitles", .section, default: .strings(nil),
      child: { .strings($0.sectionIndexTitles) },
      invoke: { d, t, _, _ in .strings((d as any TableDataSource).sectionIndexTitles(for: t)) },
      call: { t, _, _ in .sectionIndexTitles(t) }),
    RoutedMethod(
      "sectionForSectionIndexTitle", .section, default: .int(nil),
      child: { .int($0.sectionForSectionIndexTitle) },
      invoke: { d, t, p, _ in
        .int((d as any TableDataSource).tableView(t, sectionForSectionIndexTitle: "K", at: p.row))
      },
      call: { t, p, _ in .sectionForSectionIndexTitle(t, "K", p.row) }),
    RoutedMethod(
      "indexPathForPreferredFocusedView", .row, default: .indexPath(nil),
      child: { .indexPath($0.preferredFocusedIndexPath) },
      invoke: { d, t, _, _ in
        .indexPath((d as any TableDelegate).indexPathForPreferredFocusedView(in: t))
      },
      call: { t, _, _ in .preferredFocusedIndexPath(t) }),
  ]

  /// Every one of the 50 table methods.
  static let everyMethod = all + unrouted
}
