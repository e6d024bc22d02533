"""The table's messages: exact types, fields and sizes, or a ProtocolError with a stable code."""

from __future__ import annotations

import enum

import pytest

from holomino_desktop.net.protocol import (
    GUEST,
    HOST,
    MAX_CHAT,
    MAX_NAME,
    ProtocolError,
    decode,
    encode,
    plain_text,
)


def test_every_guest_message_reads_back() -> None:
    for message in (
        encode("join", name="Ana", token=None),
        encode("join", name="Ana", token="0f" * 32),
        encode("move", move="12@0,1/2", ply=7),
        encode("chat", text="gg"),
        encode("leave"),
    ):
        assert decode(message, GUEST)["v"] == 1


@pytest.mark.parametrize(
    ("payload", "code"),
    [
        (b'{"v":2,"type":"leave"}', "version"),
        (b'{"v":true,"type":"leave"}', "version"),
        (b'{"type":"leave"}', "version"),
        (b'{"v":1,"type":"teleport"}', "bad_message"),
        (b'{"v":1,"type":"leave","x":1}', "bad_message"),
        (b'{"v":1,"type":"move","move":"draw"}', "bad_message"),
        (b'{"v":1,"type":"move","move":"draw","ply":true}', "bad_message"),
        (b'{"v":1,"type":"move","move":"draw","ply":1.0}', "bad_message"),
        (b'{"v":1,"type":"move","move":"draw","ply":99999999999}', "bad_message"),
        (b'{"v":1,"type":"move","move":7,"ply":1}', "bad_message"),
        (b'{"v":1,"type":"join","name":"' + b"a" * (MAX_NAME + 1) + b'","token":null}',
         "bad_message"),
        (b'{"v":1,"type":"join","name":"a","token":"XYZ"}', "bad_message"),
        (b'{"v":1,"type":"chat","text":"' + b"a" * (MAX_CHAT + 1) + b'"}', "bad_message"),
        (b'{"v":1,"type":"leave","type":"leave"}', "bad_message"),
        (b'{"v":NaN,"type":"leave"}', "bad_message"),
        (b"[" * 100_000, "bad_message"),
        (b"\xff\xfe", "bad_message"),
        (b'"leave"', "bad_message"),
        (b'{"v":1,"type":"welcome","seat":0,"token":null,"game":"x","options":{},"players":[]}',
         "bad_message"),  # a host's message is not a guest's
    ],
)  # fmt: skip
def test_anything_else_is_refused_with_its_code(payload: bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        decode(payload, GUEST)
    assert caught.value.code == code


def test_the_same_message_is_always_the_same_bytes() -> None:
    assert encode("chat", text="a", seat=1, name="b") == encode("chat", name="b", seat=1, text="a")
    assert decode(encode("chat", seat=1, name="b", text="a"), HOST)["text"] == "a"


def test_a_value_json_has_no_form_for_goes_as_text() -> None:
    class Side(enum.Enum):
        LEFT = 1

    assert encode("moved", items=[["side", Side.LEFT]]).count(b'"Side.LEFT"') == 1


def test_plain_text_is_one_printable_line_within_its_limit() -> None:
    assert plain_text("  a\tb\n\x1bc\u200b  ", 10) == "a b c"
    assert plain_text("x" * 50, 10) == "x" * 10
