"""Stated-leakage causes of issue 18 seen in the ZZZB–ZZZG round, each tested as a family on
constructions in no batch (a shipping bank, a hospital foundation, a water utility's pension
scheme):

- a negator inside a relative clause on a noun ("the haircut for vessels that do not carry a
  class certificate was calibrated on …") is the relative clause's: the main clause's own
  finite verb closes it, so the fitting it reaches is affirmed (`leakage._relative_closed`);
- a half or quarter written number first with its year spaced off ("1H 2008", "3Q FY16") is a
  period like "H1 2008" (`timespans`);
- a figure said to become known after the time it is used for, whatever makes it known (a
  statement paid out, accounts signed off, a survey that comes out, a rate quoted, figures
  reported in the following returns): "each month's occupancy is the figure on the audit,
  signed off ten weeks after the month ends" (`publication_lag.KNOWN_AFTER`); a release said
  before the time, or waited for, states none;
- a record or figure stamped with a date after a test's start used in every fold or as a
  model's inputs' source ("every fold prices berths at the harbour board's 2017 tariff",
  "ward risk grades are taken from the 2018 inspection survey") (`present_day_inputs`), and a
  model input said to *use* a period ("bed weights use each ward's 2015–2019 average
  occupancy") (`leakage._INPUT_USES`); "before each fold's first test date" is each fold's own
  cut-off (`leakage._CONFINED`);
- a standing given from an earlier date on a condition met later ("a vessel counts as impaired
  from its purchase date whenever it was later scrapped"), amounts booked back into the
  periods they concern (`period_outcomes.APPLIED_BACK`), and an act aimed at what turned out
  ("cash moves into whichever deposit proved to pay most") (`leakage._CHOSEN_ON_OUTCOME`).

Each has a clean twin that stays as it was. The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_FOLDS = [(date(2015, 1, 2), date(2016, 12, 30)), (date(2017, 1, 3), date(2018, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("reasoning[0]", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a negator in a relative clause on the subject does not deny the main verb
        (
            "Credit manual, part 3: the freight-rate haircut for vessels that do not carry a "
            "class certificate was calibrated on charter fixtures, FY2006-FY2019.",
            True,
        ),
        (
            "The readmission score for wards whose patients have never been audited was "
            "estimated over 2009 to 2018.",
            True,
        ),
        (
            "The freight-rate haircut for vessels that do not carry a class certificate was "
            "calibrated on charter fixtures, FY2006-FY2013.",
            False,
        ),
        # ... while a negator on the verb itself still denies it
        ("The haircut, which was not calibrated on 2015-2018 fixtures, is fixed.", False),
        ("The haircut that we did not calibrate on 2015-2018 data is the desk's.", False),
        # a half or quarter, number first, year spaced off
        (
            "The bed-occupancy model was estimated on admissions from 1H 2008 through 2H 2017.",
            True,
        ),
        ("The contribution-gap regression was fitted on 1Q 2006 to 4Q FY16 valuations.", True),
        (
            "The bed-occupancy model was estimated on admissions from 1H 2008 through 2H 2014.",
            False,
        ),
        # a figure known only after the time it is used for
        (
            "Each month's bed occupancy is the figure on that month's audit, which the trust "
            "signs off ten to twelve weeks after the month ends.",
            True,
        ),
        (
            "Each voyage's freight income is the figure in the owner's settlement, paid out "
            "some three months after it.",
            True,
        ),
        (
            "A charter fixed at a mid-year date is priced from the broker's annual survey, which "
            "comes out the following March.",
            True,
        ),
        (
            "Pension deficits are taken from the contribution ratios employers reported in "
            "their following annual returns.",
            True,
        ),
        (
            "Vessel values in the test years are marked at the year-end valuations issued after "
            "each year closed.",
            True,
        ),
        # ... and the clean forms: known before, or waited for
        (
            "Each month's bed occupancy is the figure on the latest audit signed off before the "
            "month begins.",
            False,
        ),
        (
            "A charter fixed at a mid-year date is priced from the broker's most recent survey "
            "published before that date.",
            False,
        ),
        (
            "Each month's occupancy audit is signed off ten weeks after the month ends, so the "
            "model lags it by a quarter.",
            False,
        ),
        (
            "Vessel values use the prior year's valuations, issued after each year closed.",
            False,
        ),
        # ... and a sentence that says only when a figure is reported uses nothing
        ("Each month's bed occupancy is reported in the following month's board pack.", False),
        # a dated record or figure carried over the folds, or the source of a model's inputs
        ("Every fold prices berths at the harbour board's 2017 tariff.", True),
        ("Ward risk grades are taken from the 2018 inspection survey.", True),
        ("Every fold prices berths at the tariff in force at the fold's start.", False),
        ("Ward risk grades are taken from the 2013 inspection survey.", False),
        # a model input that uses a period
        ("Bed weights use each ward's 2015-2019 average occupancy.", True),
        ("Bed weights use each ward's 2009-2013 average occupancy.", False),
        (
            "Bed weights use the occupancy figures published before each fold's first test date.",
            False,
        ),
        # a standing from an earlier date on a later condition; amounts booked back
        (
            "A vessel counts as impaired from its purchase date whenever it was later scrapped.",
            True,
        ),
        (
            "Back-pay from the 2018 pay award is booked back into the months it covers.",
            True,
        ),
        ("A vessel counts as impaired only from the date its class was suspended.", False),
        ("Back-pay is booked in the month it is paid.", False),
        # an act aimed at what turned out
        (
            "The foundation moves its cash into whichever deposit proved, with hindsight, to "
            "pay the most that year.",
            True,
        ),
        (
            "The foundation moves its cash into the deposit paying most at each month's start.",
            False,
        ),
    ],
)
def test_s28_leakage_causes(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
