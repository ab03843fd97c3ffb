#!/usr/bin/env bash
# Runs every check a submission must pass, stopping at the first failure:
# formatting, the zero-dependency and no-Foundation rules, a warning-free build, and the tests.
set -euo pipefail
cd "$(dirname "$0")"

step() { printf '\n== %s\n' "$*"; }

step "swift format lint --strict"
swift format lint --strict --recursive --parallel Sources Tests Benchmarks/Benchmarks Benchmarks/Package.swift

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

step "swift test"
swift test --skip-build --disable-xctest
