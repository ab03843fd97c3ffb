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

  @Test func theRequirementsAreTheProtocolsFiftyMethodsAndPrepare() {
    #expect(TableRequirement.all.count == 51)
    #expect(Set(TableRequirement.all.map(\.selector)).count == 51)
  }
}
