"""A guest's end of a table. Sans-I/O, like :class:`~.table.HostTable`.

``GuestSession(code, name, token)``: write :meth:`~GuestSession.outgoing` to the socket, give
it what arrives (:meth:`~GuestSession.receive`, :meth:`~GuestSession.receive_eof`), and read
the events it returns. It holds the seat's view as a real engine State (:attr:`view`), so a
guest lists its own legal moves and draws the table at once; the host still decides. It also
keeps every move played with its score lines (:attr:`results`: the move log and the round's
points), whole again after a reconnect (the host's ``log``) and cut back after an undo.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.base import Game, MoveResult, ScoreItem, State
from ..engine.record import GameRecord
from . import protocol
from .channel import Channel, Closed, Established, Received, ticket_key
from .codec import decode_move
from .schema import Untrusted
from .trust import (
    BAD_HOST,
    check_message,
    check_record_parts,
    check_welcome,
    trusted_move,
    trusted_record,
    trusted_view,
)
from .words import InviteCode


@dataclass(frozen=True, slots=True)
class GuestEvent:
    """``kind``: ``welcome`` (seated; ``data`` the message), ``state`` (the view changed),
    ``moved``, ``chat``, ``seats``, ``error`` (the host refused something: ``data["code"]``),
    ``end`` (``data["record"]`` is the checked :class:`GameRecord`), ``unfinished`` (the host
    is leaving: ``data["record"]`` the record as it stood, also kept in
    :attr:`GuestSession.unfinished`), ``undo_asked`` (``data["seat"]`` asks to take back its
    last move), ``undo_result`` (``data["result"]``), ``closed`` (``reason``:
    ``wrong_code``, ``busy`` (the host let nobody try just now: knock again), ``full``,
    ``host_left``, ``unknown_token``, ``lost``, ``finished`` (the connection ended after the
    end of the match: the table closed as it should), ``bad_host`` ...)."""

    kind: str
    data: dict[str, Any]
    reason: str = ""


class GuestSession:
    """One guest's connection to a table."""

    def __init__(self, code: InviteCode, name: str, token: str | None = None) -> None:
        self.channel_code = code
        # with a token, the HELLO carries the seat's ticket: the host lets it straight in
        self.channel = Channel("guest", code.password, ticket_key(token) if token else None)
        self.name, self.token = protocol.plain_text(name, protocol.MAX_NAME), token
        self.seat: int | None = None
        self.game: Game | None = None
        self.view: State | None = None
        self.ply = 0
        #: the host has given Start: the seat to move may play
        self.started = False
        #: every move played so far, with its score lines (as the host's window has them)
        self.results: list[MoveResult] = []
        self.record: GameRecord | None = None
        #: the record as it stood when the host left an unfinished game (theirs to keep)
        self.unfinished: GameRecord | None = None
        #: whether the host's table allows the Hint (told in the welcome)
        self.hints = True
        #: the seat whose undo request waits for this seat's answer (None: nothing asked)
        self.undo_question: int | None = None
        self._end_parts: list[str] = []
        self.closed: str | None = None

    def outgoing(self) -> bytes:
        return self.channel.outgoing()

    def receive(self, data: bytes) -> list[GuestEvent]:
        events: list[GuestEvent] = []
        for event in self.channel.receive(data):
            if isinstance(event, Established):
                self._send("join", name=self.name, token=self.token)
            elif isinstance(event, Received):
                events.extend(self._message(event.payload))
            elif isinstance(event, Closed):
                events.extend(self._closed(event.reason))
            if self.closed:
                break
        return events

    def receive_eof(self) -> list[GuestEvent]:
        """The connection ended. After the end of the match (the full record came) that is
        the table closing as it should (``finished``), not a connection lost."""
        why = "finished" if self.record is not None else "lost"
        events = [GuestEvent("closed", {}, why)] if not self.closed else []
        self.channel.close()
        self.closed = self.closed or why
        return events

    # -- what the guest does ----------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        return self.started and self.view is not None and self.view.current_player == self.seat

    def send_move(self, move: str) -> None:
        self._send("move", move=move, ply=self.ply)

    def send_chat(self, text: str) -> None:
        self._send("chat", text=protocol.plain_text(text, protocol.MAX_CHAT))

    def ask_undo(self) -> None:
        """Ask the table to take back this seat's last move (every other human must accept)."""
        self._send("undo_ask")

    def answer_undo(self, accept: bool) -> None:
        self.undo_question = None
        self._send("undo_answer", accept=accept)

    def leave(self) -> None:
        self._send("leave")
        self.closed = "left"

    def _send(self, kind: str, **fields: Any) -> None:
        if self.channel.established and not self.channel.closed:
            self.channel.send(protocol.encode(kind, **fields))

    # -- what the host says ---------------------------------------------------------------
    def _message(self, payload: bytes) -> list[GuestEvent]:
        """What one message from the host means; a message that is not one of the protocol's,
        or that :mod:`.trust` refuses, closes the connection (``bad_host: where``)."""
        try:
            message = protocol.decode(payload, protocol.HOST)
            return self._handle(message)
        except (protocol.ProtocolError, Untrusted) as exc:
            self.channel.close()
            return self._closed(f"{BAD_HOST}: {exc}"[:80])

    def _handle(self, message: dict[str, Any]) -> list[GuestEvent]:
        kind = message["type"]
        if kind == "welcome":
            self.game = check_welcome(message, seated=self.game is not None)
            self.seat = message["seat"]
            self.token = message["token"] or self.token
            self.hints = message["hints"]
            return [GuestEvent(kind, message)]
        check_message(message, self.game)
        if kind == "state":
            assert self.game is not None and self.seat is not None  # check_message: seated
            self.view = trusted_view(message["view"], self.game, self.seat, message["turn"])
            self.ply, self.started = message["ply"], message["started"]
            del self.results[self.ply :]  # moves taken back (an undo)
        elif kind == "moved":
            self._moved(message)
        elif kind == "log":
            self._log(message)
            return []
        elif kind in ("end_part", "unfinished_part"):
            return self._record_part(message, kind.removesuffix("_part"))
        elif kind in ("end", "unfinished"):
            return [self._record(kind, message["record"])]
        elif kind == "undo_asked":
            self.undo_question = message["seat"] if message["seat"] != self.seat else None
        elif kind == "undo_result":
            self.undo_question = None
        elif kind == "bye":
            self.channel.close()
            return self._closed(message["reason"])
        return [GuestEvent(kind, message)]

    def _moved(self, message: dict[str, Any]) -> None:
        """A move just played: read on the view before it (the state after it follows)."""
        if self.view is None or message["ply"] != len(self.results):
            raise protocol.ProtocolError("bad_message", "a move out of order")
        self.results.append(_result(message, trusted_move(message["move"], self.view)))

    def _log(self, message: dict[str, Any]) -> None:
        """The moves so far (from number ``first`` on), sent when the seat is taken."""
        assert self.game is not None  # check_message: seated, each entry checked
        if message["first"] not in (0, len(self.results)):
            raise protocol.ProtocolError("bad_message", "a move log out of order")
        del self.results[message["first"] :]
        for entry in message["moves"]:
            self.results.append(_result(entry, decode_move(entry["play"], self.game)))

    def _record(self, kind: str, data: Any) -> GuestEvent:
        assert self.game is not None  # check_message: seated
        record = trusted_record(data, self.game, finished=kind == "end")
        if kind == "end":
            self.record = record
        else:
            self.unfinished = record
        return GuestEvent(kind, {"type": kind, "record": record})

    def _record_part(self, message: dict[str, Any], kind: str) -> list[GuestEvent]:
        """One slice of a large record; the last one makes the ``end`` (``unfinished``) event."""
        parts = message["parts"]
        if not 0 < parts <= protocol.MAX_END_PARTS or message["part"] != len(self._end_parts):
            raise protocol.ProtocolError("bad_message", "record parts out of order")
        self._end_parts.append(message["text"])
        check_record_parts(self._end_parts)
        if len(self._end_parts) < parts:
            return []
        text, self._end_parts = "".join(self._end_parts), []
        return [self._record(kind, text)]

    def _closed(self, reason: str) -> list[GuestEvent]:
        if self.closed:
            return []
        self.closed = reason
        return [GuestEvent("closed", {}, reason)]


def _result(entry: dict[str, Any], move: Any) -> MoveResult:
    """A move as the host's engine scored it, from what the host told (``moved``, ``log``:
    checked by :mod:`.trust`, each field of its kind)."""
    items = tuple(
        ScoreItem(i["player"], i["points"], i["kind"], i["text"],
                  tuple((k, v) for k, v in i["params"]))
        for i in entry["items"]
    )  # fmt: skip
    return MoveResult(entry["seat"], move, items, tuple(entry["events"]))
