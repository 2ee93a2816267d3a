#!/usr/bin/env bash
# Builds the DocC documentation of the FrameKit module (Sources/FrameKit/FrameKit.docc and the doc comments) with
# swift-docc-plugin and fails on any warning DocC gives: a broken symbol link, an article link to nowhere, a
# malformed directive. Prints how much of the public API has a doc comment (DocC's coverage summary).
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift package generate-documentation --target FrameKit --warnings-as-errors \
    --experimental-documentation-coverage --coverage-summary-level brief >"$log" 2>&1; then
  grep -v "prohibited flag" "$log" | tail -40
  echo "docs: DocC failed (above)"
  exit 1
fi
# SwiftPM's own notes about pkg-config flags are not DocC's; anything else that says warning is.
if grep -v "prohibited flag" "$log" | grep -i "warning:"; then
  echo "docs: DocC warned (above)"
  exit 1
fi
sed -n '/Abstract/,/Globals/p' "$log"
echo "docs: FrameKit's documentation builds without warnings"
