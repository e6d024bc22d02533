"""Invite codes: readable, and read back from what people type."""

import pytest

from holomino_desktop.net.words import WORDS, CodeError, new_code, parse_code


def test_the_word_list_is_long_plain_and_distinct() -> None:
    assert len(WORDS) >= 256
    assert len(set(WORDS)) == len(WORDS)
    assert all(word.isascii() and word.isalpha() and word.islower() for word in WORDS)


@pytest.mark.parametrize(
    "typed",
    ["7-plaid-orbit", " 7 Plaid ORBIT ", "7_plaid.orbit", "7 - plaid -- orbit", "007-plaid-orbit"],
)
def test_what_people_type_is_normalised(typed: str) -> None:
    code = parse_code(typed)
    assert str(code) == "7-plaid-orbit"
    assert code.table == 7
    assert code.password == b"7-plaid-orbit"


@pytest.mark.parametrize(
    "typed", ["", "7", "plaid-orbit", "7-plaid", "7-plaid-orbit-moon", "7-plaid-orbitt",
              "0-plaid-orbit", "1000-plaid-orbit", "x-plaid-orbit", "٧-plaid-orbit",
              "7-" + "a" * 200],
)  # fmt: skip
def test_what_is_not_a_code_is_refused_with_a_message(typed: str) -> None:
    with pytest.raises(CodeError) as caught:
        parse_code(typed)
    assert str(caught.value)


def test_new_codes_read_back_and_differ() -> None:
    codes = {str(new_code()) for _ in range(50)}
    assert len(codes) > 40
    assert all(str(parse_code(code)) == code for code in codes)
    assert new_code(12).table == 12
