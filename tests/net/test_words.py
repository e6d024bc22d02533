"""Invite codes: readable, and read back from what people type."""

import re

import pytest

from holomino_desktop.net.words import (
    CODE_SPACE,
    EXAMPLE,
    SECRET_WORDS,
    WORDS,
    CodeError,
    example_in_digits,
    new_code,
    parse_code,
)


def test_the_word_list_is_long_plain_and_distinct() -> None:
    assert len(WORDS) == 1000 and SECRET_WORDS == 4
    assert CODE_SPACE == 10**12
    assert len(set(WORDS)) == len(WORDS)
    assert all(word.isascii() and word.isalpha() and word.islower() for word in WORDS)
    assert all(3 <= len(word) <= 9 for word in WORDS)


def test_no_word_sounds_like_another_common_word_or_has_two_spellings() -> None:
    """Read aloud, a code is typed back as heard: a few well-known traps stay out."""
    traps = {"bear", "pear", "sun", "rose", "rain", "berry", "whale", "horse", "harbor",
             "board", "bread", "beach", "desert", "carrot", "coral", "seed", "story", "jewel",
             "teapot", "popcorn", "grey", "gray", "color", "yogurt"}  # fmt: skip
    assert traps.isdisjoint(WORDS)


@pytest.mark.parametrize(
    "typed",
    [
        "7-plaid-orbit-maple-tiger",
        " 7 Plaid ORBIT maple  Tiger ",
        "7_plaid.orbit,maple/tiger",
        "7 - plaid -- orbit - maple - tiger",
        "007-plaid-orbit-maple-tiger",
        "7\tplaid\norbit maple tiger",
        "7-658-596-523-906",  # the same code in digits, as a window in another language shows it
        "7 658 orbit 523-906",
    ],
)
def test_what_people_type_is_normalised(typed: str) -> None:
    code = parse_code(typed)
    assert str(code) == EXAMPLE == "7-plaid-orbit-maple-tiger"
    assert code.table == 7 and code.words == ("plaid", "orbit", "maple", "tiger")
    assert code.password == b"7-plaid-orbit-maple-tiger"


@pytest.mark.parametrize(
    "typed", ["", "7", "plaid-orbit-maple-tiger", "7-plaid-orbit", "7-plaid-orbit-maple",
              "7-plaid-orbit-maple-tiger-moon", "7-plaid-orbit-maple-tigerr",
              "0-plaid-orbit-maple-tiger", "1000-plaid-orbit-maple-tiger",
              "x-plaid-orbit-maple-tiger", "٧-plaid-orbit-maple-tiger", "7-" + "a" * 200,
              "7-658-596-523-1906", "7-658-596-523", "7-658-596-523-٩٠٦", "7-658-596-523-9o6"],
)  # fmt: skip
def test_what_is_not_a_code_is_refused_with_a_message(typed: str) -> None:
    with pytest.raises(CodeError) as caught:
        parse_code(typed)
    assert str(caught.value)


def test_every_code_reads_back_from_its_digits() -> None:
    """Each word is its place in the list as three digits: the digits name the same code (the
    same password), and no two words share digits."""
    codes = [new_code() for _ in range(200)]
    for code in codes:
        digits = code.in_digits()
        assert re.fullmatch(r"\d{1,3}(-\d{3}){4}", digits), digits
        assert parse_code(digits) == code and parse_code(digits).password == code.password
    assert example_in_digits() == "7-658-596-523-906" == parse_code(EXAMPLE).in_digits()
    assert {parse_code(f"7-{n:03d}-000-000-000").words[0] for n in range(1000)} == set(WORDS)


def test_new_codes_read_back_and_differ() -> None:
    codes = {str(new_code()) for _ in range(50)}
    assert len(codes) == 50
    assert all(str(parse_code(code)) == code for code in codes)
    assert all(len(code.split("-")) == 1 + SECRET_WORDS for code in codes)
    assert new_code(12).table == 12
