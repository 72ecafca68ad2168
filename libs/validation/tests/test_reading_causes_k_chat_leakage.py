"""Stated leakage: the causes of held-out batch K's misses (backtests described in team chat),
each tested on constructions no review batch writes. Causes, by family:

- a config mapping's key names what its dates are for (`"calib_start": …, "calib_end": …`),
  whatever the prose around the mapping says ("Harness settings …" is no test);
- a pasted table (tab-separated, as a sheet copies, or Markdown) says what a cell is in its
  column's header ("tuned over", "calibrated on"): each row is read with its headers;
- labels or targets whose forward horizon runs into the test, with the test named through a
  possessive ("its test start", "the split's test window") or said as where they end or spill
  ("end inside", "spill into");
- a range written with dots, as a run's log or a shell writes it ("2013-01-01 .. 2018-09-28",
  "2011…2017").

Each is tested both ways: the same shape that keeps out of the test stays clean.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.tables import rows_as_sentences

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a config's key owns its dates
        (
            'Harness settings pasted by Ana: `{"calib_start": "2012-01-02", '
            '"calib_end": "2019-06-28", "n_folds": 2}`; the calibrated knobs then stay put.',
            True,
        ),
        (
            'Harness settings pasted by Ana: `{"calib_start": "2012-01-02", '
            '"calib_end": "2015-10-30", "n_folds": 2}`; the calibrated knobs then stay put.',
            False,
        ),
        # a pasted sheet: the header says what each cell's period is for
        ("knob\tsetting\ttuned over\nentry_z\t2.0\t2011–2018\nexit_z\t0.5\t2011–2018", True),
        ("knob\tsetting\ttuned over\nentry_z\t2.0\t2011–2015\nexit_z\t0.5\t2011–2015", False),
        (
            "Knobs, from the wiki:\n| knob | setting | calibrated on |\n|---|---|---|\n"
            "| lookback | 126d | 2011-2017 |",
            True,
        ),
        (
            "Knobs, from the wiki:\n| knob | setting | calibrated on |\n|---|---|---|\n"
            "| lookback | 126d | 2011-2015 |",
            False,
        ),
        # forward-horizon targets that reach the test, through a possessive or where they end
        (
            "The 10-day forward-return targets of every split spill into the split's test window.",
            True,
        ),
        (
            "The 10-day forward-return targets of every split are purged, so none spill into "
            "the split's test window.",
            False,
        ),
        ("Each window's 20-day labels are built right up to its test start.", False),
        ("Each window keeps 20-day labels that extend right up to its test start.", True),
        # a run's log writes a range with dots, spaced or not
        ("Runner log :robot_face: tuning_window: 2013-01-01 .. 2018-09-28, then frozen", True),
        ("Runner log :robot_face: tuning_window: 2013-01-01 .. 2015-09-30, then frozen", False),
        ("Grid search ran over 2011…2017 closes.", True),
    ],
)
def test_stated_leakage_in_chat_forms(text: str, leaky: bool) -> None:
    assert bool(leaks([("purpose", text)], _FOLDS)) is leaky, text


def test_a_table_row_is_read_with_its_headers() -> None:
    pasted = "Params from the sheet: knob\tfit window\nentry_z\t2011-2015\n\nSome prose."
    assert rows_as_sentences(pasted) == (
        "Params from the sheet: knob\tfit window\nknob entry_z, fit window 2011-2015.\n\n"
        "Some prose."
    )
    # text that is no table is left as it is
    assert rows_as_sentences("one line\nanother | with a bar") == "one line\nanother | with a bar"
