"""The secure channel: SPAKE2 on the code, confirmation, sealed frames, the frame cap."""

from __future__ import annotations

import struct
import time

import pytest
from spake2 import SPAKE2_A, SPAKE2_B
from spake2.parameters.ed25519 import ParamsEd25519

from holomino_desktop.net.channel import (
    CONFIRM,
    HELLO,
    MAGIC,
    MAX_FRAME,
    MAX_HANDSHAKE_FRAME,
    REFUSE,
    SEALED,
    Channel,
    Closed,
    Established,
    Event,
    Knocked,
    Received,
    frame,
    ticket_key,
)
from holomino_desktop.net.gate import GUESS_RATE
from holomino_desktop.net.pake import PARAMS

CODE = b"7-plaid-orbit-maple-tiger"


def handshake(host_code: bytes = CODE, guest_code: bytes = CODE):
    """Both ends talk until nothing moves; the host lets the guest try at once."""
    host, guest = Channel("host", host_code), Channel("guest", guest_code)
    host_events: list[Event] = []
    guest_events: list[Event] = []
    for _ in range(4):
        guest_events += guest.receive(host.outgoing())
        for event in host.receive(guest.outgoing()):
            host_events += host.admit() if isinstance(event, Knocked) else [event]
    return host, guest, host_events, guest_events


def test_the_same_code_establishes_and_payloads_flow_both_ways() -> None:
    host, guest, host_events, guest_events = handshake()
    assert host_events == [Established()] and guest_events == [Established()]
    guest.send(b"hello host")
    host.send(b"hello guest")
    assert host.receive(guest.outgoing()) == [Received(b"hello host")]
    assert guest.receive(host.outgoing()) == [Received(b"hello guest")]


def test_the_payload_is_not_on_the_wire_in_clear() -> None:
    host, guest, *_ = handshake()
    guest.send(b"secret rack 12 34 56")
    wire = guest.outgoing()
    assert b"secret" not in wire and b"12 34" not in wire
    assert host.receive(wire) == [Received(b"secret rack 12 34 56")]


def test_a_wrong_code_fails_cleanly_on_both_sides() -> None:
    host, guest, host_events, guest_events = handshake(guest_code=b"7-plaid-orbit-maple-moon")
    assert host_events == [Closed("wrong_code")]
    assert guest_events == [Closed("wrong_code")]
    assert not host.established and not guest.established


def test_the_host_confirms_only_after_the_guest_proved_the_code() -> None:
    """A wrong guest gets a refusal, never the host's confirmation tag (nothing to test
    guesses against offline)."""
    host, guest = Channel("host", CODE), Channel("guest", b"7-plaid-orbit-maple-moon")
    assert host.receive(guest.outgoing()) == [Knocked(None)]
    assert host.admit() == []
    guest.receive(host.outgoing())
    host.receive(guest.outgoing())
    reply = host.outgoing()
    assert reply[4] == REFUSE and reply[5:] == b"wrong code"


def test_a_replayed_frame_closes_the_channel() -> None:
    host, guest, *_ = handshake()
    guest.send(b"move 1")
    wire = guest.outgoing()
    assert host.receive(wire) == [Received(b"move 1")]
    assert host.receive(wire) == [Closed("tampered")]
    assert host.receive(b"anything") == []


def test_reordered_frames_close_the_channel() -> None:
    host, guest, *_ = handshake()
    guest.send(b"first")
    first = guest.outgoing()
    guest.send(b"second")
    second = guest.outgoing()
    assert host.receive(second) == [Closed("tampered")]
    assert host.receive(first) == []


def test_a_tampered_frame_closes_the_channel() -> None:
    host, guest, *_ = handshake()
    guest.send(b"chat hi")
    wire = bytearray(guest.outgoing())
    wire[-1] ^= 1
    assert host.receive(bytes(wire)) == [Closed("tampered")]


def test_a_frame_from_the_other_direction_does_not_open() -> None:
    """Each direction has its own key: the host's own frame sent back to it fails."""
    host, guest, *_ = handshake()
    host.send(b"to guest")
    assert host.receive(host.outgoing()) == [Closed("tampered")]


def test_an_oversize_length_closes_before_any_body_is_read() -> None:
    host, guest, *_ = handshake()
    header = struct.pack(">I", MAX_FRAME + 1)
    assert host.receive(header) == [Closed("oversize")]


def test_a_frame_at_the_cap_is_accepted_until_it_is_whole() -> None:
    host, _guest, *_ = handshake()
    body = bytes((SEALED,)) + bytes(MAX_FRAME - 1)
    data = struct.pack(">I", MAX_FRAME) + body
    assert host.receive(data[:1000]) == []  # waits for the rest
    assert host.receive(data[1000:]) == [Closed("tampered")]  # whole, then fails to open


def test_a_truncated_frame_is_reported_at_the_end_of_the_stream() -> None:
    host, guest, *_ = handshake()
    guest.send(b"a move")
    wire = guest.outgoing()
    assert host.receive(wire[:-3]) == []
    assert host.receive_eof() == [Closed("truncated")]


def test_a_clean_end_of_stream_is_eof() -> None:
    host, *_ = handshake()
    assert host.receive_eof() == [Closed("eof")]


def test_frames_out_of_place_close_the_channel() -> None:
    host = Channel("host", b"1-a-b")
    assert host.receive(frame(SEALED, b"x" * 40)) == [Closed("bad_frame")]
    host = Channel("host", b"1-a-b")
    assert host.receive(frame(1, b"not the magic")) == [Closed("bad_frame")]
    host = Channel("host", b"1-a-b")
    assert host.receive(struct.pack(">I", 0)) == [Closed("bad_frame")]


def test_sending_more_than_a_frame_holds_is_refused() -> None:
    _host, guest, *_ = handshake()
    try:
        guest.send(bytes(MAX_FRAME))
    except ValueError:
        pass
    else:
        raise AssertionError("an oversize payload was sealed")


def test_the_host_computes_nothing_before_it_lets_the_guest_try() -> None:
    """A connection the host turns away costs it no key exchange: it says nothing until the
    guest's HELLO, and runs its half only in ``admit``."""
    host, guest = Channel("host", CODE), Channel("guest", CODE)
    assert host.outgoing() == b""
    assert host.receive(guest.outgoing()) == [Knocked(None)]
    assert host.outgoing() == b"" and host._spake is None
    assert host.refuse("busy") == [Closed("busy")]
    assert guest.receive(host.outgoing()) == [Closed("busy")]


def test_a_guest_with_a_token_shows_a_ticket_only_its_key_opens() -> None:
    key, other = ticket_key("ab" * 32), ticket_key("cd" * 32)
    host, guest = Channel("host", CODE), Channel("guest", CODE, key)
    [knocked] = host.receive(guest.outgoing())
    assert isinstance(knocked, Knocked) and knocked.ticket is not None
    assert host.holds_ticket(key) and not host.holds_ticket(other)
    plain = Channel("host", CODE)
    plain.receive(Channel("guest", CODE).outgoing())
    assert plain.shown_ticket is None and not plain.holds_ticket(key)


def test_a_copied_ticket_does_not_fit_another_hello() -> None:
    """The ticket is bound to the guest's own key-exchange message: moved onto another one
    (a stranger's) it opens nothing."""
    key = ticket_key("ab" * 32)
    stolen = Channel("guest", CODE, key).outgoing()[-32:]  # the ticket ends the HELLO
    stranger = Channel("guest", b"7-moon-moon-moon-moon").outgoing()
    forged = frame(HELLO, stranger[5:] + stolen)  # the stranger's magic and message, the ticket
    host = Channel("host", CODE)
    [knocked] = host.receive(forged)
    assert isinstance(knocked, Knocked) and not host.holds_ticket(key)


def test_frames_before_the_host_answers_close_the_channel() -> None:
    host, guest = Channel("host", CODE), Channel("guest", CODE)
    hello = guest.outgoing()
    assert host.receive(hello + frame(CONFIRM, bytes(32))) == [Knocked(None), Closed("bad_frame")]
    host = Channel("host", CODE)
    assert host.receive(hello) == [Knocked(None)]
    assert host.receive(hello) == [Closed("bad_frame")]


def test_a_stranger_cannot_make_the_host_keep_a_large_frame() -> None:
    host = Channel("host", CODE)
    assert host.receive(struct.pack(">I", MAX_HANDSHAKE_FRAME + 1)) == [Closed("oversize")]
    host = Channel("host", CODE)
    assert host.receive(frame(HELLO, MAGIC + bytes(33) + bytes(5))) == [Closed("bad_frame")]


def test_the_key_exchange_speaks_python_spake2_with_libsodium_points() -> None:
    """The channel's SPAKE2 (python-spake2's protocol on libsodium's curve arithmetic) and
    python-spake2's own agree on the key with the right code and not with a wrong one, either
    side being either; a point off the group, the neutral point or a small-order point from
    the other side is refused."""
    ids = {"idA": b"holomino guest", "idB": b"holomino host"}
    for number in range(20):
        code = f"{number + 1}-plaid-orbit-maple-tiger".encode()
        for guest_params, host_params in ((PARAMS, ParamsEd25519), (ParamsEd25519, PARAMS)):
            guest, other = (SPAKE2_A(code, **ids, params=guest_params) for _ in range(2))
            host = SPAKE2_B(code, **ids, params=host_params)
            wrong = SPAKE2_B(code + b"x", **ids, params=host_params)
            to_host, to_guest = guest.start(), host.start()
            to_wrong, from_other = wrong.start(), other.start()
            assert guest.finish(to_guest) == host.finish(to_host)
            assert other.finish(to_wrong) != wrong.finish(from_other)
            assert from_other != to_host  # a new secret every time
    neutral, small_order = (1).to_bytes(32, "little"), bytes(32)
    for point in (neutral, small_order, b"\xff" * 32, b"\x01" * 31):
        host = SPAKE2_B(CODE, **ids, params=PARAMS)
        host.start()
        with pytest.raises(ValueError):
            host.finish(b"A" + point)


def test_a_second_of_guesses_costs_the_host_under_two_hundredths_of_a_core() -> None:
    """The table judges at most GUESS_RATE tries a second, each a key exchange of the host's:
    a second of them takes it some 5 ms of CPU, under 0.02 s (python-spake2's pure-Python
    curve arithmetic took 0.1-0.3 s, in slices of 10-30 ms, enough to keep a busy host's event
    loop from answering a friend in time)."""
    hellos = [Channel("guest", CODE).outgoing() for _ in range(int(GUESS_RATE))]
    hosts = [Channel("host", CODE) for _ in hellos]
    for host, hello in zip(hosts, hellos, strict=True):
        assert host.receive(hello) == [Knocked(None)]
    began = time.process_time()
    for host in hosts:
        host.admit()
    assert time.process_time() - began < 0.02
    answers = [host.outgoing() for host in hosts]
    assert all(answer[4:5] == bytes((HELLO,)) and MAGIC in answer for answer in answers)
