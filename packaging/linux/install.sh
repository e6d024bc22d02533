#!/bin/sh
# Install this Holomino Desktop bundle for the current user (no root needed):
# the bundle goes to ~/.local/opt/holomino-desktop, a launcher to ~/.local/bin, and the menu
# entry, metainfo and icons to ~/.local/share. Run uninstall.sh to remove everything again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
rm -rf "$prefix/opt/holomino-desktop"
mkdir -p "$prefix/opt" "$prefix/bin" "$prefix/share"
cp -R "$here" "$prefix/opt/holomino-desktop"
ln -sf "$prefix/opt/holomino-desktop/holomino-desktop" "$prefix/bin/holomino-desktop"
cp -R "$here/share/." "$prefix/share/"
command -v update-desktop-database >/dev/null && update-desktop-database "$prefix/share/applications" || true
echo "Installed. Start it from the menu or with: $prefix/bin/holomino-desktop"
echo "Qt needs: libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 (apt) if they are not installed."
