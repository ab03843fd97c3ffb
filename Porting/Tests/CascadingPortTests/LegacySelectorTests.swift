import Testing

@testable import CascadingPortKit

/// The tables the rewrite relies on: every old spelling maps to a requirement, and no old
/// spelling is itself a requirement.
struct LegacySelectorTests {
  @Test func everyOldNameBecomesARequirement() {
    for old in LegacySelector.renames.keys {
      let current = LegacySelector.current(for: old)?.selector
      #expect(current.flatMap { TableRequirement.bySelector[$0] } != nil, "\(old)")
      #expect(TableRequirement.bySelector[old] == nil, "\(old)")
    }
  }

  /// The requirement table holds exactly the selectors of Scripts/GenerateSurface.swift's
  /// manifest (the protocols' table methods and `prepare(tableView:)`), each once.
  @Test func theRequirementsAreTheManifestsMethodsAndPrepare() {
    let manifest = SurfaceManifest.selectors.map { Selector(parsing: $0) }
    #expect(TableRequirement.all.count == manifest.count)
    #expect(Set(TableRequirement.all.map(\.selector)) == Set(manifest))
    #expect(manifest.contains(Selector(parsing: "prepare(tableView:)")))
  }
}
