// swift-tools-version: 6.2

import PackageDescription

// `cascading-port` rewrites UIKit table-delegate sources for CascadingTableKit. It is a package
// of its own so that the library keeps zero dependencies: only this tool needs swift-syntax.
// Run it with:
//   swift run --package-path Porting cascading-port <files or folders> --output <folder>
let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
]

// What the porting guide recommends for an app target: main-actor code by default, as UIKit
// code is, so the app's own view models and observers need no `@MainActor` of their own.
let appSettings: [SwiftSetting] = strictSettings + [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "CascadingPort",
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(name: "CascadingTableKit", path: ".."),
  ],
  targets: [
    .target(
      name: "CascadingPortKit",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "cascading-port",
      dependencies: ["CascadingPortKit"],
      swiftSettings: strictSettings
    ),
    // The golden outputs, compiled against the library: what the tool writes must build.
    .target(
      name: "PortedGolden",
      dependencies: [.product(name: "CascadingTableKit", package: "CascadingTableKit")],
      path: "Tests/Golden/Ported",
      swiftSettings: appSettings
    ),
    // A UIKit page of the porting measurement, ported by the tool and finished by hand; the
    // measurement test counts the lines a person changed.
    .target(
      name: "PortedCampsitePage",
      dependencies: [.product(name: "CascadingTableKit", package: "CascadingTableKit")],
      path: "Tests/Measurement/Finished",
      swiftSettings: appSettings
    ),
    .testTarget(
      name: "CascadingPortTests",
      dependencies: [
        "CascadingPortKit", "PortedGolden", "PortedCampsitePage",
        .product(name: "CascadingTableKit", package: "CascadingTableKit"),
      ],
      swiftSettings: strictSettings
    ),
  ]
)
