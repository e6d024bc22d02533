"""Holomino Desktop: five domino-family tile games with AI players."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("holomino-desktop")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0+source"
