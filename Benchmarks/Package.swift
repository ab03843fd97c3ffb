// swift-tools-version: 6.1

import PackageDescription

// The benchmarks are a package of their own so that the library's users never resolve
// ordo-one/benchmark. Run them with:
//   swift package --package-path Benchmarks --disable-sandbox benchmark
let package = Package(
  name: "CascadingTableKitBenchmarks",
  dependencies: [
    .package(name: "CascadingTableKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "CascadingTableBenchmarks",
      dependencies: [
        .product(name: "CascadingTableKit", package: "CascadingTableKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/CascadingTableBenchmarks",
      swiftSettings: [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
      ],
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    )
  ]
)
