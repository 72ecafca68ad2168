"""The provenance causes found in held-out batch N's first run (mail between asset managers),
each tested on constructions written here, in no batch.

* a later mail that says an earlier one was wrong and restates the limit takes the earlier value
  back, though it never repeats it;
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, UserMessage
from quantward_validation.mail_chains import corrects_earlier_mail, older_mail_starts
from quantward_validation.provenance import corrected_later, stated_of

FIRST = "msg_01hzzzzzzzzzzzzzzzzzzzzzw1"
LATER = "msg_01hzzzzzzzzzzzzzzzzzzzzzw2"


def _cap(name: str, value: float, unit: str, ref: str) -> Constraint:
    return Constraint(
        name=name, value=value, unit=unit, provenance="user_message", provenance_ref=ref
    )


# --- a later mail's notice of error, without the wrong value ------------------------------------


@pytest.mark.parametrize(
    "notice",
    [
        "Hello, the figure in my previous e-mail was wrong; the cap per counterparty is 4 %.",
        "Please disregard my earlier message. Counterparty exposure: at most 4 %.",
        "Correction to my mail of yesterday: for one counterparty the ceiling is 4 %.",
        "Apologies, I mixed up the funds in my first reply. Max per counterparty = 4 %.",
        "Unfortunately the value I sent you this morning was not correct. Each counterparty "
        "may be held up to 4 %.",
    ],
)
def test_a_later_notice_of_error_takes_the_earlier_value_back(notice: str) -> None:
    messages = [
        UserMessage(message_id=FIRST, text="Counterparty exposure: up to 8 % each."),
        UserMessage(message_id=LATER, text=notice),
    ]
    cited = _cap("max_counterparty_weight", 0.08, "fraction", FIRST)
    assert corrected_later(cited, FIRST, messages) == LATER
    assert corrects_earlier_mail(notice)


@pytest.mark.parametrize(
    "later",
    [
        # no notice of error: another remark that happens to say sorry
        "Sorry for the delay. The duration of the bond sleeve is 5 years.",
        # a notice of error about another limit
        "In my last mail there was a mistake: the sector cap is 30 %.",
        # an error named, but not of an earlier mail
        "The error in the backtest is fixed; counterparty exposure stays at 8 %.",
    ],
)
def test_a_later_mail_without_a_notice_about_this_limit_corrects_nothing(later: str) -> None:
    messages = [
        UserMessage(message_id=FIRST, text="Counterparty exposure: up to 8 % each."),
        UserMessage(message_id=LATER, text=later),
    ]
    cited = _cap("max_counterparty_weight", 0.08, "fraction", FIRST)
    assert corrected_later(cited, FIRST, messages) is None


def test_the_notice_itself_states_the_value_in_force() -> None:
    notice = "Please ignore my former note: the tracking error budget is 120 bp a year."
    messages = [
        UserMessage(message_id=FIRST, text="TE budget 300bp p.a."),
        UserMessage(message_id=LATER, text=notice),
    ]
    cited = _cap("max_tracking_error_bps", 120.0, "bps", LATER)
    assert corrected_later(cited, LATER, messages) is None


# --- a value of a time that is over: an expired exception, an ended phase -----------------------


@pytest.mark.parametrize(
    ("text", "old"),
    [
        (
            "Gross exposure: up to 2x†\n\n† Only during the ramp-up period in 2019 the ceiling was "
            "4x; that derogation has lapsed.",
            "4x",
        ),
        ("Cash floor 3 %. At inception it was 1 %, which no longer applies.", "1 %"),
        ("Transitional single-issuer cap of 12 % (expired on 31.12.2020).", "12 %"),
    ],
)
def test_a_value_of_an_ended_time_is_not_in_force(text: str, old: str) -> None:
    start = text.index(old)
    name = {"4x": "max_gross_leverage", "1 %": "min_cash_weight", "12 %": "max_issuer_weight"}
    unit = "multiple" if old.endswith("x") else "fraction"
    value = 4.0 if old == "4x" else float(old.split()[0]) / 100
    constraint = _cap(name[old], value, unit, FIRST)
    assert stated_of(text, start, start + len(old), constraint) is not None


@pytest.mark.parametrize(
    ("text", "current", "name", "value", "unit"),
    [
        (
            "Gross exposure: up to 2x†\n\n† Only during the ramp-up period in 2019 the ceiling was "
            "4x; that derogation has lapsed.",
            "2x",
            "max_gross_leverage",
            2.0,
            "multiple",
        ),
        (
            "Cash: at least 3 %¹\n¹ solely for the first quarter after the merger it was 1 %; "
            "this is no longer valid.",
            "3 %",
            "min_cash_weight",
            0.03,
            "fraction",
        ),
        (
            "Issuer cap 6 %**\n** only until the end of the wind-down period",
            "6 %",
            "max_issuer_weight",
            0.06,
            "fraction",
        ),
    ],
)
def test_a_footnote_of_another_time_narrows_no_part_of_the_subject(
    text: str, current: str, name: str, value: float, unit: str
) -> None:
    start = text.index(current)
    constraint = _cap(name, value, unit, FIRST)
    assert stated_of(text, start, start + len(current), constraint) is None


def test_a_footnote_that_narrows_a_part_still_narrows() -> None:
    text = "Issuer cap 30 %*\n* applies only to covered bonds of one issuer"
    start = text.index("30 %")
    constraint = _cap("max_issuer_weight", 0.3, "fraction", FIRST)
    assert stated_of(text, start, start + 4, constraint) is not None


def test_the_value_in_force_beside_an_ended_one_stays_in_force() -> None:
    text = "The issuer cap remains 5 %; the old 10 % exception has expired."
    start = text.index("5 %")
    constraint = _cap("max_issuer_weight", 0.05, "fraction", FIRST)
    assert stated_of(text, start, start + 3, constraint) is None


# --- a pasted table that gives a limit for several funds: only this fund's row counts ----------

_ROWS_PIPE = (
    "Limits per fund as of today:\n"
    "| Vehicle | Max single issuer |\n"
    "|---|---|\n"
    "| Nordic Small Caps | 9 % |\n"
    "| Global Dividend (our fund) | 4 % |\n"
)
_ROWS_LEADERS = (
    "Copied from the sheet:\n"
    "Alpine Balanced ........ max. 6 %\n"
    "Danube Income .......... max. 3 %   <- this one\n"
)
_ROWS_NAMED = (
    "Issuer caps:\n"
    "Alpine Balanced\t6 %\n"
    "Danube Income\t3 %\n"
    "\n"
    "Please use the Danube Income figures, the other fund is managed elsewhere."
)
_COLUMNS = (
    "Limit           Alpine Balanced   Danube Income (this mandate)\n"
    "Single issuer   6 %               3 %\n"
    "Cash minimum    1 %               2 %\n"
)


@pytest.mark.parametrize(
    ("text", "other", "own"),
    [
        (_ROWS_PIPE, "9 %", "4 %"),
        (_ROWS_LEADERS, "6 %", "3 %"),
        (_ROWS_NAMED, "6 %", "3 %"),
        (_COLUMNS, "6 %", "3 %"),
    ],
)
def test_another_funds_row_of_a_table_states_no_limit_of_this_fund(
    text: str, other: str, own: str
) -> None:
    theirs, ours = text.index(other), text.index(own)
    wrong = _cap("max_issuer_weight", float(other.split()[0]) / 100, "fraction", FIRST)
    right = _cap("max_issuer_weight", float(own.split()[0]) / 100, "fraction", FIRST)
    assert stated_of(text, theirs, theirs + len(other), wrong) is not None
    assert stated_of(text, ours, ours + len(own), right) is None


def test_a_table_of_limits_that_marks_no_fund_is_read_row_by_row() -> None:
    text = "Limit           Value\nSingle issuer   6 %\nSector          25 %\n"
    at = text.index("6 %")
    assert stated_of(text, at, at + 3, _cap("max_issuer_weight", 0.06, "fraction", FIRST)) is None


# --- a chain pasted without ">": the mails above an older one replace what it said -------------

_OUTLOOK_DE = (
    "Hallo zusammen,\n\nthe sector ceiling is 18 % from now on.\n\nViele Grüße\nJonas\n\n"
    "-----Ursprüngliche Nachricht-----\nVon: Jonas Krämer\nGesendet: Montag, 3. Juni 2024 "
    "08:10\nAn: Quant Research\nBetreff: Sektorgrenze\n\nSector weight: max. 35 %"
)
_UNDERSCORES_FR = (
    "Bonjour,\n\nsector limit: 18 % (new value)\n\nCordialement\nAmélie\n\n"
    "________________________________\nDe : Amélie Roux\nEnvoyé : lundi 3 juin 2024 08:10\n"
    "À : Quant Research\nObjet : Limite\n\nOne sector may weigh at most 35 %."
)
_ATTRIBUTION_ONLY = (
    "Team, please work with a sector cap of 18 %.\n\n"
    "On Mon, 3 Jun 2024 at 08:10, Jonas Krämer <jk@example.org> wrote:\n"
    "Sector weight: max. 35 %"
)


@pytest.mark.parametrize("text", [_OUTLOOK_DE, _UNDERSCORES_FR, _ATTRIBUTION_ONLY])
def test_an_older_mail_below_a_separator_is_replaced_by_the_newer_one(text: str) -> None:
    old, new = text.index("35 %"), text.index("18 %")
    assert stated_of(text, old, old + 4, _cap("max_sector_weight", 0.35, "fraction", FIRST))
    assert stated_of(text, new, new + 4, _cap("max_sector_weight", 0.18, "fraction", FIRST)) is None


def test_a_forwarded_mail_below_a_note_that_restates_nothing_keeps_its_value() -> None:
    text = (
        "From: Jonas Krämer\nSent: 04.06.2024 09:00\nSubject: FW: Limits\n\n"
        "Please see below what the client wrote.\n\nJonas\n\n"
        "-------- Forwarded message --------\nFrom: Client\nDate: 03.06.2024\n\n"
        "Sector weight: max. 35 %"
    )
    old = text.index("35 %")
    assert stated_of(text, old, old + 4, _cap("max_sector_weight", 0.35, "fraction", FIRST)) is None


def test_a_sentence_that_names_a_fund_without_saying_it_counts_marks_no_row() -> None:
    text = (
        "Issuer caps:\nAlpine Balanced\t6 %\nDanube Income\t3 %\n\nAlpine Balanced had a good year."
    )
    at = text.index("3 %")
    assert stated_of(text, at, at + 3, _cap("max_issuer_weight", 0.03, "fraction", FIRST)) is None


def test_an_apple_mail_forward_is_an_older_mail() -> None:
    text = (
        "Sector cap for the rebalancing: 18 %.\n\nBegin forwarded message:\n\n"
        "From: Jonas Krämer <jk@example.org>\nDate: 3 June 2024 at 08:10\n\n"
        "Sector weight: max. 35 %"
    )
    old = text.index("35 %")
    assert stated_of(text, old, old + 4, _cap("max_sector_weight", 0.35, "fraction", FIRST))


def test_a_period_written_from_to_opens_no_older_mail() -> None:
    text = "Sector cap: 18 %.\n\nBacktest window\nFrom: 2011-01-03\nTo: 2019-12-31\nSector cap 35 %"
    assert older_mail_starts(text) == []


@pytest.mark.parametrize("mark", ["(dieses Mandat)", "(ce fonds)", "(questo mandato)"])
def test_this_funds_row_marked_in_the_writers_language(mark: str) -> None:
    text = f"Fonds / fund     Issuer cap\nNordic Growth    8 %\nEuro Value {mark}  4 %\n"
    theirs = text.index("8 %")
    wrong = _cap("max_issuer_weight", 0.08, "fraction", FIRST)
    assert stated_of(text, theirs, theirs + 3, wrong) is not None
