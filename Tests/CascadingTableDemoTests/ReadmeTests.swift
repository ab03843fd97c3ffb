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

  @Test func theReadmeNamesEveryPlatformThePackageDeclares() throws {
    let manifest = try packageFile("Package.swift")
    let readme = try packageFile("README.md")
    let line = try #require(
      manifest.split(separator: "\n").first { $0.contains("platforms:") },
      "Package.swift declares no platforms.")
    let declared = line.matches(of: /\.(\w+)\(\.v(\d+)/).map { match in
      (String(match.output.1), String(match.output.2))
    }
    #expect(declared.count == 5)
    for (platform, version) in declared {
      #expect(readme.contains("\(platform) \(version)"), "\(platform) \(version)")
    }
    #expect(readme.contains("Linux"))
  }
}
