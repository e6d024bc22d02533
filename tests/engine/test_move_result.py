"""engine.base.move_result: the quick constructor gives the very MoveResult the dataclass does."""

from __future__ import annotations

import dataclasses

import pytest

from holomino_desktop.engine.base import MoveResult, ScoreItem, move_result
from holomino_desktop.engine.holomino import ReturnTile


def test_move_result_equals_the_dataclass_and_stays_frozen() -> None:
    item = ScoreItem(1, 12, "holes", "hole 12")
    quick = move_result(1, ReturnTile(4), (item,), ("pass", "game_end"))
    assert type(quick) is MoveResult
    assert quick == MoveResult(1, ReturnTile(4), (item,), ("pass", "game_end"))
    assert hash(quick) == hash(MoveResult(1, ReturnTile(4), (item,), ("pass", "game_end")))
    assert (quick.player, quick.points, quick.describe()) == (1, 12, "hole 12")
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.player = 0  # type: ignore[misc]


def test_move_result_defaults_to_no_items_and_no_events() -> None:
    assert move_result(0, ReturnTile(2)) == MoveResult(0, ReturnTile(2))
