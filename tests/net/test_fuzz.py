"""The host's core under random and mutated input, before and after the handshake: it never
raises, never changes the game, and keeps serving the other seats."""

from __future__ import annotations

import json
import struct

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holomino_desktop.net import protocol
from holomino_desktop.net.channel import CONFIRM, HELLO, MAGIC, SEALED, Channel, Knocked, frame
from holomino_desktop.net.guest import GuestSession
from holomino_desktop.net.words import new_code

from .helpers import join, legal_text, pump, two_guest_table

_MESSAGES = [
    protocol.encode("move", move="draw", ply=0),
    protocol.encode("join", name="x", token=None),
    protocol.encode("chat", text="hi"),
    protocol.encode("leave"),
    b'{"v":1,"type":"move","move":"1@0,0/0","ply":-1}',
    b'{"v":1,"type":"move","move":"' + b"9" * 199 + b'","ply":0}',
    b'{"v":1,"type":"join","name":"a","token":"' + b"f" * 64 + b'"}',
]


def _mutate(data: bytes, flips: list[tuple[int, int]], cut: int | None) -> bytes:
    raw = bytearray(data)
    for where, value in flips:
        if raw:
            raw[where % len(raw)] = value
    return bytes(raw[:cut] if cut is not None else raw)


raw_frames = st.one_of(
    st.binary(max_size=300),
    st.builds(lambda kind, body: frame(kind, body), st.integers(0, 255), st.binary(max_size=200)),
    st.builds(lambda n: struct.pack(">I", n), st.integers(0, 2**32 - 1)),
    st.builds(lambda body: frame(HELLO, MAGIC + body), st.binary(min_size=0, max_size=40)),
    st.builds(lambda body: frame(CONFIRM, body), st.binary(max_size=40)),
)
payloads = st.one_of(
    st.binary(max_size=400),
    st.builds(
        _mutate,
        st.sampled_from(_MESSAGES),
        st.lists(st.tuples(st.integers(0, 400), st.integers(0, 255)), max_size=4),
        st.one_of(st.none(), st.integers(0, 200)),
    ),
    st.recursive(
        st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=20)),
        lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=12,
    ).map(lambda v: json.dumps(v).encode()),
)


def _others_still_served(table, links, stranger_conn) -> None:  # type: ignore[no-untyped-def]
    """The guest of seat 0 or 1 whose turn it is can still play a move."""
    while (turn := table.ai_turn()) is not None:
        table.play_ai(turn, legal_text(turn.view))
        pump(table, links)
    mover = next(link for link in links if link.session.my_turn)
    ply = table.ply
    mover.session.send_move(legal_text(mover.session.view))
    pump(table, links)
    assert table.ply == ply + 1


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(raw_frames, min_size=1, max_size=6))
def test_garbage_before_the_handshake_is_harmless(chunks: list[bytes]) -> None:
    table, links = two_guest_table()
    before = table.state.fingerprint()
    stranger = table.connect(0.0)
    for chunk in chunks:
        table.receive(stranger, chunk, 0.0)
        table.outgoing(stranger)
    table.disconnect(stranger, 0.0)
    assert table.state.fingerprint() == before
    _others_still_served(table, links, stranger)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(payloads, raw_frames.map(lambda b: b"\x00" + b)), min_size=1, max_size=8))
def test_garbage_after_the_handshake_is_harmless(items: list[bytes]) -> None:
    """A seated guest sends random and mutated messages (sealed properly, so they reach the
    table's parser) and raw frames: the game stays as it was for everyone else."""
    table, links = two_guest_table()
    before, ply = table.state.fingerprint(), table.ply
    rogue = links[0]
    for item in items:
        if item[:1] == b"\x00":
            table.receive(rogue.conn, item[1:], 0.0)
        elif rogue.session.channel.established and not rogue.session.channel.closed:
            rogue.session.channel.send(item)
            table.receive(rogue.conn, rogue.session.outgoing(), 0.0)
        table.outgoing(rogue.conn)
    if table.ply == ply:  # a well-formed legal move of the rogue's own turn may have been played
        assert table.state.fingerprint() == before
    others = [links[1]]
    pump(table, others)
    seat1 = links[1].session
    assert not seat1.closed and seat1.view is not None
    assert seat1.view.fingerprint() == table.state.view(1).fingerprint()


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(payloads, min_size=1, max_size=5))
def test_a_wrong_code_guest_sending_garbage_changes_nothing(items: list[bytes]) -> None:
    table, links = two_guest_table()
    before = table.state.fingerprint()
    code = links[0].session.channel_code
    wrong = type(code)(
        code.table, code.words[:-1] + ("moon" if code.words[-1] != "moon" else "star",)
    )
    eve = join(table, wrong, "Eve")
    pump(table, [eve])
    for item in items:
        table.receive(eve.conn, frame(SEALED, item), 0.0)
    assert eve.session.closed == "wrong_code"
    assert table.state.fingerprint() == before and table.wrong_codes == 1
    _others_still_served(table, links, eve.conn)


def _host_messages() -> list[bytes]:
    """Real messages of a host, from a short in-process game (welcome, seats, state, moved...)."""
    table, links = two_guest_table("triominos")
    welcome = protocol.encode(
        "welcome", seat=0, token=None, game="triominos", options=table.game.options,
        players=["Ana", "Bo", "AI"], hints=True,
    )  # fmt: skip
    heard: list[bytes] = [welcome]
    original = links[0].session.channel.receive

    def spy(data: bytes):  # type: ignore[no-untyped-def]
        events = original(data)
        heard.extend(e.payload for e in events if hasattr(e, "payload"))
        return events

    links[0].session.channel.receive = spy  # type: ignore[method-assign]
    while (turn := table.ai_turn()) is not None:
        table.play_ai(turn, legal_text(turn.view))
        pump(table, links)
    mover = next(link for link in links if link.session.my_turn)
    assert mover.session.view is not None
    mover.session.send_move(legal_text(mover.session.view))
    mover.session.send_chat("hi")
    pump(table, links)
    mover.session.ask_undo()
    pump(table, links)
    heard.extend(table.log_messages())  # what a seat taken back hears of the moves so far
    heard.append(table.record_messages("end")[0])
    heard.append(table.record_messages("unfinished")[0])
    return heard


HOST_MESSAGES = _host_messages()

json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(2**40), 2**40), st.text(max_size=30)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


def _graft(message: bytes, where: int, value: object) -> bytes:
    """``message`` with one of its JSON values (the ``where``-th met, depth first) replaced by
    ``value``: well-formed JSON of the wrong shape, which reaches the deeper checks."""
    data = json.loads(message)
    spots: list[tuple[object, object]] = []

    def walk(node: object) -> None:
        items = (
            node.items()
            if isinstance(node, dict)
            else enumerate(node)
            if isinstance(node, list)
            else ()
        )
        for key, child in list(items):
            spots.append((node, key))
            walk(child)

    walk(data)
    if spots:
        parent, key = spots[where % len(spots)]
        parent[key] = value  # type: ignore[index]
    return json.dumps(data).encode()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.one_of(
            st.binary(max_size=300),
            st.builds(
                _mutate,
                st.sampled_from(HOST_MESSAGES),
                st.lists(st.tuples(st.integers(0, 5000), st.integers(0, 255)), max_size=4),
                st.one_of(st.none(), st.integers(0, 3000)),
            ),
            st.builds(_graft, st.sampled_from(HOST_MESSAGES), st.integers(0, 10_000), json_values),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_a_guest_never_raises_on_what_a_host_sends(payloads: list[bytes]) -> None:
    """A hostile or broken host cannot crash a guest: it reads on or closes as ``bad_host``."""
    code = new_code()
    host, session = Channel("host", code.password), GuestSession(code, "Ana")
    for _ in range(3):
        session.receive(host.outgoing())
        if any(isinstance(event, Knocked) for event in host.receive(session.outgoing())):
            host.admit()
    assert host.established
    for payload in [HOST_MESSAGES[0], *payloads]:  # seated by a real welcome first
        if host.closed:
            break
        host.send(payload)
        for event in session.receive(host.outgoing()):
            if event.kind == "closed":
                assert event.reason.startswith("bad_host") or event.reason in ("host_left", "full")
    if session.view is not None:
        assert session.view.viewer == session.seat
