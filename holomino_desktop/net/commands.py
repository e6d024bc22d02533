"""``holomino host``, ``holomino join`` and ``holomino tables``: a table without a window
(club nights, bots, tests).

Registered by ``cli.py`` as plugins (this package never imports the CLI). Errors are
:class:`~holomino_desktop.engine.base.GameError` (the CLI prints one line, status 2).
"""

from __future__ import annotations

import argparse
import asyncio
import socket
from pathlib import Path
from typing import Any

from ..ai.levels import canonical_level
from ..engine import GAME_IDS, get_game
from ..engine.base import GameError
from ..options import option_argument
from .guest import GuestEvent, GuestSession
from .lan import ANNOUNCE_EVERY, ANNOUNCE_PORT
from .protocol import terminal_text
from .reconnect import CLAIM_TRIES, CLAIM_WAIT, DEFAULT_PORT
from .relay import RelayAddress, free_code, invite_text, split_invite
from .table import DEFAULT_HOLD, HostTable, SeatSpec
from .tcp import direct, listen_for_tables, play_as_guest, relayed, serve
from .trust import BAD_HOST
from .words import CodeError, new_code, parse_code

#: what ``join`` says when the table turned it away, by the reason the core gives
REFUSALS = {
    "wrong_code": "wrong invite code",
    "busy": "the table is busy: try again in a moment",
    "no_answer": "no table answered (through the relay, something else took the call)",
    "refused": "the table refused the connection: try again in a moment",
    "full": "the table is full",
    "host_left": "the host closed the table",
    "unknown_token": "the table has no seat for this token",
    "lost": "the connection to the table was lost",
    "same_side": "the relay paired this guest with another guest: try again",
    BAD_HOST: "the host sent something this program cannot use",
}


def add_parsers(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    host = sub.add_parser("host", help="run a table for friends on other computers, headless")
    host.add_argument("--game", required=True, choices=GAME_IDS)
    host.add_argument("--option", "-o", action="append", type=option_argument, default=[])
    host.add_argument("--seats", required=True, help="SPEC,SPEC,...: guest or an AI level")
    host.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}")
    host.add_argument("--bind", default="0.0.0.0", help="address to listen on (default all)")
    host.add_argument("--out", help="write the final record here")
    host.add_argument("--hold", type=float, default=DEFAULT_HOLD, help="seconds an away seat waits")
    host.add_argument("--stand-in", default="intermediate", help="AI level for away seats")
    host.add_argument("--seed", type=int, help="fix the deal (tests)")
    host.add_argument("--budget", type=float, default=1.0, help="Expert think time (seconds)")
    host.add_argument("--name", default=socket.gethostname()[:40], help="the table's name")
    host.add_argument(
        "--relay", type=relay_argument, help="HOST:PORT of a transit relay guests may come through"
    )
    host.add_argument(
        "--announce", action=argparse.BooleanOptionalAction, default=None,
        help=f"announce the table on the LAN (UDP {ANNOUNCE_PORT}; default: unless bound to "
        "127.x)",
    )  # fmt: skip
    host.set_defaults(handler=host_command)

    tables = sub.add_parser("tables", help="list the tables announced on the local network")
    tables.add_argument("--seconds", type=float, default=ANNOUNCE_EVERY + 0.5)
    tables.add_argument("--port", type=int, default=ANNOUNCE_PORT, help=argparse.SUPPRESS)
    tables.set_defaults(handler=tables_command)

    join = sub.add_parser("join", help="join a table with an invite code; an AI plays the seat")
    join.add_argument("code")
    join.add_argument(
        "--address", help=f"HOST:PORT of the table (default 127.0.0.1:{DEFAULT_PORT} when the code "
        "names no relay)",
    )  # fmt: skip
    join.add_argument("--relay", type=relay_argument, help="HOST:PORT of the table's relay")
    join.add_argument("--as", dest="level", required=True, help="the AI level playing the seat")
    join.add_argument("--name", default="Guest")
    join.add_argument("--token-file", help="keep the seat's token here, to come back after a drop")
    join.add_argument("--budget", type=float, default=1.0, help="Expert think time (seconds)")
    join.set_defaults(handler=join_command)


def relay_argument(text: str) -> RelayAddress:
    try:
        return RelayAddress.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _say(line: str) -> None:
    """Print a line; what hosts and players chose in it (names, chat) cannot steer the
    terminal."""
    print(terminal_text(line), flush=True)


def _level(text: str) -> str:
    try:
        return canonical_level(text)
    except ValueError as exc:
        raise GameError(str(exc)) from None


def parse_seats(text: str) -> list[SeatSpec]:
    """``guest,expert,guest`` → seats; GameError naming a bad one."""
    seats = []
    for part in text.split(","):
        spec = part.strip().lower()
        seats.append(SeatSpec("guest") if spec == "guest" else SeatSpec("ai", _level(spec)))
    return seats


def host_command(args: argparse.Namespace) -> int:
    seats = parse_seats(args.seats)
    options: dict[str, Any] = dict(args.option)
    options.setdefault("players", len(seats))
    game = get_game(args.game, **options)
    if not 0 <= args.port <= 65535:
        raise GameError(f"a port is 0 to 65535, not {args.port}")
    if args.out and not Path(args.out).parent.is_dir():
        raise GameError(f"the folder of {args.out!r} does not exist (it is not created)")
    _level(args.stand_in)
    code = new_code()
    if args.relay is not None:  # a code no live table holds there: tables never meet
        code = asyncio.run(free_code(args.relay, wait=CLAIM_WAIT, tries=CLAIM_TRIES))
    try:
        table = HostTable(
            game, seats, code=code, seed=args.seed, hold=args.hold, stand_in=args.stand_in
        )
    except ValueError as exc:
        raise GameError(str(exc)) from None

    def listening(host: str, port: int) -> None:
        _say(f"invite code: {invite_text(table.code, args.relay)}")
        _say(f"listening on {host}:{port}")

    announce = args.announce if args.announce is not None else not args.bind.startswith("127.")
    target = ("255.255.255.255", ANNOUNCE_PORT) if announce else None
    asyncio.run(serve(table, args.bind, args.port, budget=args.budget, on_listening=listening,
                      on_event=_say, announce_to=target, name=args.name,
                      relay=args.relay))  # fmt: skip
    if not table.finished:
        raise GameError("the table was closed before the end of the match (the guests were told)")
    if args.out:
        table.record.save(args.out)
    _say(f"finished: scores {table.state.scores()}")
    return 0


def join_command(args: argparse.Namespace) -> int:
    try:
        text, relay = split_invite(args.code)
        code = parse_code(text)
    except (CodeError, ValueError) as exc:
        raise GameError(str(exc)) from None
    relay = args.relay or relay
    level = _level(args.level)
    ways = []
    address = args.address or ("" if relay else f"127.0.0.1:{DEFAULT_PORT}")
    if address:  # the LAN first, the relay next
        host, _, port = address.rpartition(":")
        if not host or not port.isdigit():
            raise GameError(f"an address is HOST:PORT, not {address!r}")
        ways.append(direct(host, int(port)))
    if relay is not None:
        ways.append(relayed(relay, code))
    token_file = Path(args.token_file) if args.token_file else None
    session = GuestSession(code, args.name, _read_token(token_file))

    def event(ev: GuestEvent) -> None:
        if ev.kind == "welcome":
            token = ev.data.get("token")
            if token_file is not None and token:  # kept before anything is said
                token_file.write_text(token + "\n", encoding="ascii")
            _say(f"seated at seat {ev.data['seat'] + 1} of {ev.data['game']}")
        elif ev.kind == "end":
            _say(f"finished: {ev.data['record'].result}")

    try:
        playing = play_as_guest(session, ways, level, budget=args.budget, on_event=event)
        reason = asyncio.run(playing)
    except OSError as exc:
        where = [address] + ([f"the relay {relay}"] if relay else [])
        raise GameError(f"no table at {' or '.join(filter(None, where))} ({exc})") from None
    if reason != "end":
        raise GameError(_refusal(reason))
    return 0


def _refusal(reason: str) -> str:
    """Why ``join`` ended without the match: the core's reason in words (a host refused by
    the guest's checks: which part of its message, e.g. ``bad_host: view.hands[0]: ...``)."""
    code, _, detail = reason.partition(": ")
    words = REFUSALS.get(code, f"the table closed the connection ({code})")
    return f"{words} ({detail})" if detail else words


def tables_command(args: argparse.Namespace) -> int:
    heard = asyncio.run(listen_for_tables(args.seconds, args.port))
    for ad in heard:
        _say(f"{ad.name}  {ad.game}  {ad.free}/{ad.seats} seats free  {ad.address}:{ad.port}")
    if not heard:
        _say("no table announced on this network")
    return 0


def _read_token(path: Path | None) -> str | None:
    if path is None or not path.exists():
        return None
    text = path.read_text(encoding="ascii", errors="replace").strip()
    return text if len(text) == 64 and all(c in "0123456789abcdef" for c in text) else None
