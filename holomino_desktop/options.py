"""Game options written as ``NAME=VALUE`` on a command line (``holomino selfplay``, ``arena``)."""

from __future__ import annotations

import argparse


def option_argument(text: str) -> tuple[str, object]:
    """argparse ``type=`` for ``-o NAME=VALUE``: integers and true/false become values."""
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"options are NAME=VALUE, not '{text}'")
    name, value = text.split("=", 1)
    parsed: object = value
    if value.lstrip("-").isdigit():
        parsed = int(value)
    elif value in ("true", "false"):
        parsed = value == "true"
    return name, parsed
