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


def count_argument(text: str) -> int:
    """argparse ``type=`` for a count that must be 1 or more (``--jobs``, ``--games``)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"takes 1 or more, not {value}")
    return value


def seconds_argument(text: str) -> float:
    """argparse ``type=`` for a length of time that must be more than zero (``--seconds``)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number of seconds") from None
    if not 0 < value < float("inf"):  # also refuses nan: every comparison with it is false
        raise argparse.ArgumentTypeError(f"takes more than 0 seconds, not {text}")
    return value
