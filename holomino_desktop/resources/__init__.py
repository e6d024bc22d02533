"""Runtime resources shipped inside the package (translations, rules pages, tutorials...).

Everything is found through :mod:`importlib.resources`, so a pip install, an editable install
and the PyInstaller bundle all work. Other modules may append helpers below.
"""

from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable
from pathlib import Path


def resource_root() -> Traversable:
    """The ``holomino_desktop/resources`` folder."""
    return resources.files(__name__)


def resource_path(*parts: str) -> Path:
    """A file or folder inside ``holomino_desktop/resources`` as a real path.

    The package is never zipped (setuptools and PyInstaller unpack it), so the traversable is a
    plain path; Qt's loaders (``QTranslator.load``, ``QTextBrowser``) need one.
    """
    node = resource_root()
    for part in parts:
        node = node.joinpath(part)
    return Path(str(node))


def read_text(*parts: str) -> str:
    """The UTF-8 text of a resource file."""
    return resource_path(*parts).read_text(encoding="utf-8")
