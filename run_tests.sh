#!/usr/bin/env bash
# Runs every check a submission must pass, stopping at the first failure:
# formatting, the zero-dependency and no-Foundation rules, a warning-free build, the demo's
# snapshot, the DocC catalog, the porting tool and its tests, and the library tests.
set -euo pipefail
cd "$(dirname "$0")"

step() { printf '\n== %s\n' "$*"; }

step "swift format lint --strict"
swift format lint --strict --recursive --parallel Sources Tests Benchmarks/Benchmarks \
  Benchmarks/Package.swift Porting/Sources Porting/Tests/CascadingPortTests Porting/Package.swift

step "the library declares no package dependency and its core imports no Foundation"
if grep -n '\.package(' Package.swift; then
  echo "Package.swift must declare no dependency (dependencies: [])." >&2
  exit 1
fi
if grep -rnE '^\s*(@_exported\s+|@preconcurrency\s+)?(public\s+|internal\s+|package\s+)?import\s+(Foundation|FoundationEssentials|FoundationNetworking)\b' Sources/CascadingTableKit; then
  echo "Sources/CascadingTableKit must need only the standard library." >&2
  exit 1
fi

step "swift build --build-tests -warnings-as-errors"
swift build --build-tests -Xswiftc -warnings-as-errors

bin_path="$(swift build --show-bin-path)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

step "the demo prints the page and exits 0, also into a pipe closed early"
"$bin_path/CascadingTableDemo" --snapshot >"$scratch/page.txt"
diff -u Tests/CascadingTableDemoTests/Golden/DestinationPage.txt "$scratch/page.txt"
"$bin_path/CascadingTableDemo" --page venue --snapshot >"$scratch/venue.txt"
diff -u Tests/CascadingTableDemoTests/Golden/VenuePage.txt "$scratch/venue.txt"
"$bin_path/CascadingTableDemo" | head -n 2 >/dev/null

step "docc convert --warnings-as-errors (symbol graph from the build above, no plugin)"
mkdir -p "$scratch/symbol-graphs"
swift-symbolgraph-extract -module-name CascadingTableKit -I "$bin_path/Modules" \
  -target "$(basename "$(dirname "$bin_path")")" -minimum-access-level public \
  -output-dir "$scratch/symbol-graphs"
docc convert Sources/CascadingTableKit/CascadingTableKit.docc \
  --additional-symbol-graph-dir "$scratch/symbol-graphs" \
  --output-path "$scratch/CascadingTableKit.doccarchive" \
  --fallback-display-name CascadingTableKit \
  --fallback-bundle-identifier org.cascadingtablekit.CascadingTableKit \
  --warnings-as-errors
# The catalog's Swift examples must compile against the module just built.
for article in CascadingTableKit GettingStarted HowCallsAreRouted TestingWithHeadlessTableView \
  AnimatingChanges PortingFromUIKit DeclaringCells ReportingProblems; do
  {
    echo "import CascadingTableKit"
    awk '/^```swift$/ { inside = 1; block = ""; next }
      /^```$/ { if (inside && block !~ /Package\.swift/) printf "%s", block; inside = 0; next }
      inside { block = block $0 "\n" }' \
      "Sources/CascadingTableKit/CascadingTableKit.docc/$article.md"
  } >"$scratch/$article.swift"
  swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name Examples \
    -I "$bin_path/Modules" \
    "$scratch/$article.swift"
done
# Every top-level public symbol must be curated in a topic group of the landing page.
uncurated=""
for symbol in $(grep -o '"pathComponents":\["[A-Za-z0-9_]*"\]' \
  "$scratch/symbol-graphs/CascadingTableKit.symbols.json" | cut -d'"' -f4 | sort -u); do
  grep -q -- "- \`\`$symbol\`\`" Sources/CascadingTableKit/CascadingTableKit.docc/CascadingTableKit.md ||
    uncurated="$uncurated $symbol"
done
if [ -n "$uncurated" ]; then
  echo "Add these public symbols to a topic group of CascadingTableKit.md:$uncurated" >&2
  exit 1
fi

# The porting tool is a package of its own (it needs swift-syntax); its tests port golden UIKit
# sources, compile the outputs against the library, and measure the hand edits left.
step "cascading-port: build with warnings as errors, then its tests"
swift build --package-path Porting --build-tests -Xswiftc -warnings-as-errors
swift test --package-path Porting --skip-build --disable-xctest

# Last, so that the final lines printed are the test runner's own summary.
step "swift test"
swift test --skip-build --disable-xctest
