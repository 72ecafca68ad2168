"""Lithuanian records carried back over a test (`present_day_lexicon_lt`) and audited figures
used from the end of their period (`audited_at_period_end`), read by `leakage`; with the
decoys: the record in force at each time, and figures used once they are published."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_WINDOWS = [(date(2015, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    "text",
    [
        "Visuose testavimo metuose taikoma dabartinė fondų sandara.",
        "Kiekvienais testavimo metais naudojama naujausia mirtingumo lentelė.",
        "2025 m. atsakingo investavimo išimčių sąrašas taikomas visiems testavimo metams.",
        "Dabartinė indekso sudėtis pritaikyta atgaline data nuo 2015 m.",
        "Nekilnojamojo turto fondų vertės imamos iš metinių audituotų ataskaitų ir naudojamos "
        "nuo vertinamo ketvirčio pabaigos.",
    ],
)
def test_reads_a_record_from_the_future(text: str) -> None:
    assert leaks([("reasoning", text)], _WINDOWS)


@pytest.mark.parametrize(
    "text",
    [
        "Kiekvienais testavimo metais taikoma tuo metu galiojusi fondų sandara.",
        "Kiekvieniems testavimo metams taikomas tuo metu valdybos patvirtintas išimčių sąrašas.",
        "Nekilnojamojo turto fondų vertės naudojamos tik nuo jų paskelbimo dienos, su vieno "
        "ketvirčio vėlavimu.",
        "Audituotos vertės naudojamos nuo kito ketvirčio pabaigos.",
    ],
)
def test_reads_no_record_from_the_future(text: str) -> None:
    assert not leaks([("reasoning", text)], _WINDOWS)


def test_croatian_we_have_is_no_use_of_audited_figures() -> None:
    # "imamo" (we have) shares its first letters with Lithuanian "imamos" (taken)
    text = "Revidirane vrijednosti imamo tek nakon objave, a ne od kraja godine."
    assert not leaks([("reasoning", text)], _WINDOWS)
