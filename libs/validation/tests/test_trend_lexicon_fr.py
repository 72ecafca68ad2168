"""French level claims with a horizon of every quarter said between the verb and its comparison
or between the comparison and what it is compared with (`trend_lexicon_fr.level_order`), a
result "moins bon" or "meilleur" than before, a level "en dessous de son niveau", and a horizon
opened at the end of a year ("depuis la fin de 2022"), read as English longhand
(`english_reading`). Sentences written for this test."""

from __future__ import annotations

import pytest

from quantward_validation.trend_lexicon_eu import english_reading


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # the horizon between the comparison and its term
        (
            "La marge brute a été inférieure à chacun des quatre trimestres de 2024 à celle du "
            "trimestre correspondant de 2023 [1].",
            "was lower than the same quarter of 2023 in every quarter of 2024",
        ),
        (
            "Le bénéfice net a été moins bon à chacun des trimestres de 2024 qu'un an auparavant.",
            "was lower than a year earlier in every quarter of 2024",
        ),
        (
            "Les ventes ont été meilleures pour chaque trimestre de 2023 qu'un an auparavant.",
            "was higher than a year earlier in every quarter of 2023",
        ),
        # the horizon between the verb and the comparison
        (
            "Le carnet de commandes est resté à chacun des quatre trimestres de 2024 en dessous "
            "de son niveau du trimestre correspondant de 2023.",
            "was lower than the same quarter of 2023 in every quarter of 2024",
        ),
        # in its usual place, unchanged
        (
            "La marge brute a été inférieure à celle du trimestre correspondant de 2023 à "
            "chacun des quatre trimestres de 2024.",
            "was lower than the same quarter of 2023 in every quarter of 2024",
        ),
        # a horizon opened at the end of a year, not at its first quarter
        (
            "Le chiffre d'affaires a progressé de près de 45 % depuis la fin de 2022.",
            "rose by almost 45 % since the end of 2022",
        ),
        ("Les entrées de commandes ont reculé depuis fin 2023.", "fell since the end of 2023"),
        ("Le chiffre d'affaires a progressé depuis 2022.", "rose since 2022"),
    ],
)
def test_a_french_level_claim_reads_in_english_order(sentence: str, expected: str) -> None:
    assert expected in english_reading(sentence).lower()
