"""Lessons as data: ``resources/tutorials/<game>.json`` read into :class:`Lesson` objects.

A lesson file::

    {"game": "holomino", "options": {}, "title": "<string id>",
     "steps": [{"id": "hole", "title": id, "prompt": id, "hint": id, "done": id,
                "highlight": true, "options": {game options of this step, optional},
                "position": {constructor arguments},
                "expect": ["354@0,1", ...]},
               ...,
               {"id": "game", "title": id, "prompt": id, "done": id,
                "guided_game": {"level": "beginner", "seed": 11, "moves": 3, "hints": true}}]}

``position`` holds the keyword arguments of the game's set-up constructor (see
:mod:`.positions`); the learner is seat 0 and moves first. ``expect`` lists, in the game's
notation, every move that completes the step. Texts are string ids of :mod:`.strings`. Adding a
step is a data edit: no code.

This module is Qt-free: the window side lives in ``ui/tutorial_panel.py``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..engine import GAME_IDS
from ..engine.base import GameError, Move, MoveResult, State
from ..resources import resource_path
from . import positions


@dataclass(frozen=True)
class GuidedGame:
    """The last step: a real game against the AI, complete after ``moves`` moves of the learner."""

    level: str = "beginner"
    seed: int = 1
    moves: int = 3
    hints: bool = True
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Step:
    id: str
    title: str
    prompt: str
    hint: str = ""
    done: str = ""
    highlight: bool = False
    position: dict[str, Any] | None = None
    expect: tuple[str, ...] = ()
    guided: GuidedGame | None = None
    #: game options of this step on top of the lesson's (a variant, e.g. square domino's one set)
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Lesson:
    game_id: str
    title: str
    steps: tuple[Step, ...]
    options: dict[str, Any] = field(default_factory=dict)

    def state_for(self, step: Step) -> State:
        """A fresh copy of the position ``step`` starts from (built through the engine)."""
        if step.position is None:
            raise ValueError(f"step {step.id} has no position")
        return positions.build(self.game_id, self.options_for(step), step.position)

    def options_for(self, step: Step) -> dict[str, Any]:
        """The game options ``step`` is played with: the lesson's, then the step's own."""
        return {**self.options, **step.options}

    def step_index(self, step_id: str) -> int:
        for index, step in enumerate(self.steps):
            if step.id == step_id:
                return index
        raise KeyError(step_id)


def _step(data: dict[str, Any]) -> Step:
    guided = data.get("guided_game")
    return Step(
        id=str(data["id"]),
        title=str(data.get("title", "")),
        prompt=str(data.get("prompt", "")),
        hint=str(data.get("hint", "")),
        done=str(data.get("done", "")),
        highlight=bool(data.get("highlight", False)),
        position=data.get("position"),
        expect=tuple(str(m) for m in data.get("expect", ())),
        guided=GuidedGame(**guided) if guided is not None else None,
        options=dict(data.get("options", {})),
    )


def parse_lesson(data: dict[str, Any]) -> Lesson:
    game_id = str(data["game"])
    if game_id not in GAME_IDS:
        raise ValueError(f"unknown game '{game_id}' in a lesson")
    steps = tuple(_step(s) for s in data["steps"])
    return Lesson(game_id, str(data.get("title", "")), steps, dict(data.get("options", {})))


def lesson_path(game_id: str) -> str:
    return str(resource_path("tutorials", f"{game_id}.json"))


def load_lesson(game_id: str) -> Lesson:
    """The lesson of ``game_id`` from the package's resources."""
    with open(lesson_path(game_id), encoding="utf-8") as handle:
        return parse_lesson(json.load(handle))


def available_lessons() -> list[str]:
    """Ids of the games that have a lesson file, in menu order."""
    return [g for g in GAME_IDS if resource_path("tutorials", f"{g}.json").is_file()]


# -- judging the learner's move ------------------------------------------------------------------
@dataclass(frozen=True)
class Verdict:
    """What the tutorial makes of a move: ``ok`` completes the step. For a legal move that is not
    the one asked for, ``result`` is what it would have scored and ``wanted`` the result of the
    first expected move; for an illegal one ``error`` is the engine's refusal."""

    ok: bool
    result: MoveResult | None = None
    wanted: MoveResult | None = None
    error: GameError | None = None


def expected_moves(state: State, step: Step) -> list[Move]:
    """The moves that complete ``step`` in ``state`` (parsed from the step's notation)."""
    return [state.parse_move(text) for text in step.expect]


def judge(state: State, step: Step, move: Move) -> Verdict:
    """Whether ``move`` is what ``step`` asks for; the state is not changed."""
    wanted = expected_moves(state, step)
    if move in wanted:
        return Verdict(True)
    trial = state.clone()
    try:
        result = trial.apply(move)
    except GameError as error:
        return Verdict(False, error=error)
    best = None
    if wanted:
        best = state.clone().apply(wanted[0])
    return Verdict(False, result=result, wanted=best)
