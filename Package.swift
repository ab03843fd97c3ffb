// swift-tools-version: 6.0

import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "CascadingTableKit",
  // Tested on Linux only. The library uses no platform API; the floor is the demo's use of
  // Swift's `Clock` and `Duration`, which Apple's systems ship from these versions on.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "CascadingTableKit", targets: ["CascadingTableKit"])
  ],
  dependencies: [],
  targets: [
    .target(
      name: "CascadingTableKit",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CascadingTableKitTests",
      dependencies: ["CascadingTableKit"],
      swiftSettings: strictSettings
    ),
    // A second line of defence beside the promise suite: seeded random walks that see only the
    // public API (no `@testable`) and check the table against a model of their own.
    .testTarget(
      name: "CascadingTableKitBlackBoxTests",
      dependencies: ["CascadingTableKit"],
      swiftSettings: strictSettings
    ),
    // The sample page of the original library, as a delegate tree anyone can test.
    .target(
      name: "CascadingTableDemoKit",
      dependencies: ["CascadingTableKit"],
      swiftSettings: strictSettings
    ),
    // The terminal front end of the sample page: `swift run CascadingTableDemo`.
    .executableTarget(
      name: "CascadingTableDemo",
      dependencies: ["CascadingTableDemoKit", "CascadingTableKit"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CascadingTableDemoTests",
      dependencies: ["CascadingTableDemoKit", "CascadingTableKit"],
      exclude: ["Golden"],
      swiftSettings: strictSettings
    ),
  ]
)
