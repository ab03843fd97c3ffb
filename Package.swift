// swift-tools-version: 6.0

import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "CascadingTableKit",
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
  ]
)
