import Testing

@Suite struct ReadmeTests {
  @Test func theQuickStartInTheReadmeIsTheQuickStartTestVerbatim() throws {
    let readme = try packageFile("README.md")
    let source = try packageFile("Tests/CascadingTableDemoTests/QuickStartTests.swift")
    let marker =
      "<!-- quick-start: Tests/CascadingTableDemoTests/QuickStartTests.swift -->\n```swift\n"
    let start = try #require(readme.range(of: marker), "The README lost its quick-start marker.")
    let rest = readme[start.upperBound...]
    let end = try #require(rest.range(of: "```\n"), "The README's quick start is not closed.")
    #expect(String(rest[..<end.lowerBound]) == source)
  }

  @Test func theReadmeGivesTheTwoCommands() throws {
    let readme = try packageFile("README.md")
    #expect(readme.contains("swift run CascadingTableDemo"))
    #expect(readme.contains("./run_tests.sh"))
  }
}
