"""Holomino Desktop: five domino-family tile games with AI players."""

from __future__ import annotations

from functools import cache


@cache
def app_version() -> str:
    """The installed version (pyproject.toml is the one source); read only when shown, because
    importlib.metadata costs ~25 ms of start-up."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("holomino-desktop")
    except PackageNotFoundError:  # running from a source tree that was not installed
        return "0.0.0+source"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return app_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
