#!/usr/bin/env bash
# Regenerates renderer/public/intro/brochure.pdf from brochure.html with Debian's Chromium (headless
# print to PDF; Korean glyphs from fonts-noto-cjk). Run after editing the brochure; commit both files.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../../../public/intro/brochure.pdf"
chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update \
  --disable-sync --no-pdf-header-footer --print-to-pdf="$out" "file://$here/brochure.html"
echo "wrote $out"
