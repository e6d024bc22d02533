#!/bin/sh
# Remove what install.sh put in place. Saved games and settings stay in your data folder.
set -eu
prefix=${PREFIX:-$HOME/.local}
id=io.github.holomino.HolominoDesktop
rm -rf "$prefix/opt/holomino-desktop"
rm -f "$prefix/bin/holomino-desktop" "$prefix/share/applications/$id.desktop" \
      "$prefix/share/metainfo/$id.metainfo.xml"
find "$prefix/share/icons/hicolor" -name "$id.png" -delete 2>/dev/null || true
echo "Holomino Desktop removed."
