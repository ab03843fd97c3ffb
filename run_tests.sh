#!/usr/bin/env bash
# Runs every check a submission must pass, stopping at the first failure: formatting, the
# zero-dependency and no-Foundation rules, a warning-free build, the demo's snapshots, the DocC
# catalog and its examples (compiled and run), the porting tool and its tests, and the library
# tests.
#
# It prints one line per step and the test runners' summaries, the last line being the library
# tests' own; every command's output goes to a log under .build/run_tests, and a failing step
# prints its failing part and the log's path. `VERBOSE=1 ./run_tests.sh` (or `--verbose`)
# shows everything as it runs.
set -euo pipefail
cd "$(dirname "$0")"

verbose="${VERBOSE:-0}"
for argument in "$@"; do
  case "$argument" in
    -v | --verbose) verbose=1 ;;
    *)
      echo "usage: $0 [--verbose]   (or VERBOSE=1 $0)" >&2
      exit 2
      ;;
  esac
done

log_dir=.build/run_tests
mkdir -p "$log_dir"
rm -f "$log_dir"/*.log
full_log="$log_dir/full.log"
step_number=0

# Runs a step: a title and a command (usually a function below) that stops at its first
# failing command. Its output goes to the step's log and to the full log.
step() {
  local title="$1" started status
  shift
  step_number=$((step_number + 1))
  step_log="$log_dir/$step_number.log"
  started=$SECONDS
  printf '\n### %s\n' "$title" >>"$full_log"
  if [ "$verbose" = 1 ]; then
    printf '\n▸ %s\n' "$title"
    set +e
    (set -euo pipefail; "$@") 2>&1 | tee "$step_log"
    status=${PIPESTATUS[0]}
    set -e
  else
    printf '▸ %s … ' "$title"
    set +e
    (set -euo pipefail; "$@") >"$step_log" 2>&1
    status=$?
    set -e
  fi
  cat "$step_log" >>"$full_log"
  if [ "$status" -ne 0 ]; then
    [ "$verbose" = 1 ] || printf 'FAILED\n'
    report_failure "$title"
    exit "$status"
  fi
  [ "$verbose" = 1 ] || printf 'ok (%d s)\n' $((SECONDS - started))
}

# Prints the failing part of the last step (its failing tests, else its errors, else the end
# of its log) and where its whole log is.
report_failure() {
  if [ "$verbose" != 1 ]; then
    echo
    if grep -q '✘' "$step_log"; then
      grep '✘' "$step_log" | head -n 40
    elif grep -qE 'error:|warning:' "$step_log"; then
      grep -E -A 3 'error:|warning:' "$step_log" | head -n 40
    else
      tail -n 40 "$step_log"
    fi | awk '{ print (length($0) > 400 ? substr($0, 1, 400) "…" : $0) }'
    echo
  fi
  echo "✘ run_tests.sh: \"$1\" failed. Its log: $step_log (every step's: $full_log)" >&2
}

# The test runner's closing line in the last step's log.
test_summary() {
  grep -E 'Test run with [0-9]+ tests? ' "$step_log" | tail -n 1
}

# Every file spelling out the delegate surface member by member (the protocols' requirements
# and defaults, the open classes' members, the test doubles, the routing grid, the porting
# table) is generated from one table of its members (Scripts/GenerateSurface.swift):
# --verify fails naming an entry that misses an output, --check naming a committed file that
# differs from what the script writes.
generated_files() {
  swift Scripts/GenerateSurface.swift --verify --check
}

lint() {
  swift format lint --strict --recursive --parallel Sources Tests Benchmarks/Benchmarks \
    Benchmarks/Package.swift Porting/Sources Porting/Tests/CascadingPortTests Porting/Package.swift
}

dependency_rules() {
  if grep -n '\.package(' Package.swift; then
    echo "Package.swift must declare no dependency (dependencies: [])."
    return 1
  fi
  if grep -rnE '^\s*(@_exported\s+|@preconcurrency\s+)?(public\s+|internal\s+|package\s+)?import\s+(Foundation|FoundationEssentials|FoundationNetworking)\b' Sources/CascadingTableKit; then
    echo "Sources/CascadingTableKit must need only the standard library."
    return 1
  fi
}

# Fails when a package's last build left a warning in one of its own files. The compiler keeps
# each file's diagnostics in a .dia file until it compiles that file again, so this finds a
# warning even when its file was not recompiled this time. It checks what -warnings-as-errors
# would, without that flag: a flag would make `swift run` rebuild every module afterwards.
no_warnings() {
  local bin="$1" dia source found=0
  while IFS= read -r dia; do
    # A clean file's .dia names no source file; a dependency's checkout is not ours to fix,
    # and a file deleted since has nothing left to fix.
    source="$(grep -aoE '/[[:print:]]*\.swift' "$dia" | head -n 1 || true)"
    if [ -n "$source" ] && [ -f "$source" ] && [[ "$source" != */checkouts/* ]]; then
      found=1
      grep -aoE '[[:print:]]{12,}' "$dia" | sed 's/^/warning: /'
    fi
  done < <(find "$bin" -maxdepth 2 -path '*.build/*.dia')
  if [ "$found" = 1 ]; then
    echo "error: the build has the warnings above; fix them (run_tests.sh allows none)."
    return 1
  fi
}

build() {
  swift build --build-tests
  no_warnings "$(swift build --show-bin-path)"
}

demo() {
  local bin scratch
  bin="$(swift build --show-bin-path)"
  scratch="$log_dir/demo"
  mkdir -p "$scratch"
  "$bin/CascadingTableDemo" --snapshot >"$scratch/page.txt"
  diff -u Tests/CascadingTableDemoTests/Golden/DestinationPage.txt "$scratch/page.txt"
  "$bin/CascadingTableDemo" --page venue --snapshot >"$scratch/venue.txt"
  diff -u Tests/CascadingTableDemoTests/Golden/VenuePage.txt "$scratch/venue.txt"
  "$bin/CascadingTableDemo" | head -n 2 >/dev/null
}

catalog=Sources/CascadingTableKit/CascadingTableKit.docc

documentation() {
  local bin scratch
  bin="$(swift build --show-bin-path)"
  scratch="$log_dir/documentation"
  rm -rf "$scratch"
  mkdir -p "$scratch/symbol-graphs"
  swift-symbolgraph-extract -module-name CascadingTableKit -I "$bin/Modules" \
    -target "$(basename "$(dirname "$bin")")" -minimum-access-level public \
    -output-dir "$scratch/symbol-graphs"
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$scratch/symbol-graphs" \
    --output-path "$scratch/CascadingTableKit.doccarchive" \
    --fallback-display-name CascadingTableKit \
    --fallback-bundle-identifier org.cascadingtablekit.CascadingTableKit \
    --warnings-as-errors
  # Every top-level public symbol must be curated in a topic group of the landing page.
  local uncurated="" symbol
  for symbol in $(grep -o '"pathComponents":\["[A-Za-z0-9_]*"\]' \
    "$scratch/symbol-graphs/CascadingTableKit.symbols.json" | cut -d'"' -f4 | sort -u); do
    grep -q -- "- \`\`$symbol\`\`" "$catalog/CascadingTableKit.md" ||
      uncurated="$uncurated $symbol"
  done
  if [ -n "$uncurated" ]; then
    echo "Add these public symbols to a topic group of CascadingTableKit.md:$uncurated"
    return 1
  fi
}

# The public API, one symbol a line, must match Documentation/PublicAPI.symbols: a symbol
# added, removed or changed without updating the list fails here, naming it (see
# Documentation/PublicAPI.md; `swift Scripts/PublicAPI.swift` rewrites the list).
public_api() {
  swift Scripts/PublicAPI.swift --check
}

# Each article's Swift examples, in order, become one program linked with the library just
# built: its top-level statements run (so an `assert` in an example is checked), then its
# `@Test` functions run under the testing library, as `swift test` runs them. A wrong example
# fails to compile or fails when it runs. The library is linked from the objects SwiftPM built
# for it above.
article_examples() {
  local bin scratch article
  bin="$(swift build --show-bin-path)"
  scratch="$log_dir/examples"
  rm -rf "$scratch"
  for article in "$catalog"/*.md; do
    article="$(basename "$article" .md)"
    grep -q '^```swift$' "$catalog/$article.md" || continue
    mkdir -p "$scratch/$article"
    {
      echo "import CascadingTableKit"
      echo "import Testing"
      awk '/^```swift$/ { inside = 1; block = ""; next }
        /^```$/ { if (inside && block !~ /Package\.swift/) printf "%s", block; inside = 0; next }
        inside { block = block $0 "\n" }' "$catalog/$article.md"
      # The entry point `swift test` itself calls: runs the tests, exits with their status
      # (and with 69 when there is no test, hence only for an article that has some).
      if grep -q '@Test' "$catalog/$article.md"; then
        echo "await Testing.__swiftPMEntryPoint() as Never"
      fi
    } >"$scratch/$article/$article.swift"
    echo "— $article"
    swiftc -swift-version 6 -warnings-as-errors -module-name "${article}Examples" \
      -I "$bin/Modules" "$scratch/$article/$article.swift" "$bin"/CascadingTableKit.build/*.o \
      -o "$scratch/$article/examples"
    "$scratch/$article/examples"
  done
}

# The porting tool is a package of its own (it needs swift-syntax, and tools version 6.2);
# its tests port golden UIKit sources, compile the outputs against the library, and measure
# the hand edits left.
porting() {
  swift build --package-path Porting --build-tests
  no_warnings "$(swift build --package-path Porting --show-bin-path)"
  swift test --package-path Porting --skip-build --disable-xctest
}

library_tests() {
  swift test --skip-build --disable-xctest
}

swift_version="$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\.[0-9]*\).*/\1/p' | head -n 1)"

step "generated surface matches Scripts/GenerateSurface.swift" generated_files
step "swift format lint --strict" lint
step "no package dependency, no Foundation in the library" dependency_rules
step "swift build --build-tests, no warning" build
step "the demo's snapshots match the golden files; a closed pipe exits 0" demo
step "docc convert --warnings-as-errors, every public symbol curated" documentation
step "the public API matches Documentation/PublicAPI.symbols" public_api
step "the articles' examples compile and run" article_examples
if [ -z "$swift_version" ] || [ "$(printf '%s\n' "$swift_version" 6.2 | sort -V | head -n 1)" = 6.2 ]; then
  step "cascading-port: build (fetches and builds swift-syntax once), no warning, test" porting
  [ "$verbose" = 1 ] || echo "  cascading-port: $(test_summary)"
else
  echo "▸ cascading-port: skipped, it needs Swift 6.2 or later and this is Swift $swift_version"
fi
# Last, so that the final line printed is the library test runner's own summary.
step "swift test (the library and the demo)" library_tests
[ "$verbose" = 1 ] || test_summary
