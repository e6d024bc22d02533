#!/bin/sh
# Installs what benchmarks/blind_player.py needs on Debian/Ubuntu: a virtual X display,
# key presses, the AT-SPI bus and its Python client for the system python, a D-Bus
# session, a small window manager (openbox: it gives each new window the focus), the xcb
# libraries Qt's X11 plugin loads, and Orca with speech-dispatcher for the screen-reader trial (docs/accessibility.md, "Under Xvfb through AT-SPI and Orca").
set -eu
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends \
    xvfb xdotool x11-utils dbus dbus-x11 \
    at-spi2-core python3-pyatspi gir1.2-atspi-2.0 python3-gi \
    libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 \
    libxcb-xinerama0 libxcb-xkb1 libxkbcommon-x11-0 libxcb-randr0 libxcb-shape0 \
    libegl1 libgl1 libfontconfig1 libdbus-1-3 \
    openbox orca speech-dispatcher
