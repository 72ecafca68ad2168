"""Two look-ahead families read in every language of the suite, English included:

- a record dated later than a test period used in every test period or carried back to it
  (a list or table dated by its year before or after its noun, by the act that made it —
  "approved in", "aprobada en", "vedtatt i", "vuonna … hyväksytty" — or as the sentence's
  subject with no owner), with Finnish folds, retroactive adverbs and record nouns
  (`present_day_inputs`, `present_day_lexicon_fi`, `settled_records_lexicon`), and a
  Portuguese "no" read as "in the", not as a negator (`portuguese_contractions`);
- audited or appraised figures used from the end of the period they cover, before they were
  signed or published (`publication_lag` for English appraisals, `audited_at_period_end` for
  the other languages).

Each leaky sentence has a clean twin: the record of each fold's own time, or the figures used
once released. Written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.portuguese_contractions import is_contraction
from quantward_validation.sentence_language import PORTUGUESE

_FOLDS = [(date(2016, 1, 4), date(2016, 12, 30)), (date(2017, 1, 2), date(2017, 12, 29))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a later-dated record in every fold
        ("The 2024 sanctions list screens the universe in every test window.", True),
        ("The sanctions list in force at each window's start screens its universe.", False),
        ("The 2023 discount curve is applied back to 2015 for every valuation.", True),
        ("Kaikissa testi-ikkunoissa käytetään vuoden 2023 diskonttokorkoa.", True),
        ("Kaikissa testi-ikkunoissa käytetään ikkunan alussa voimassa ollutta korkoa.", False),
        (
            "Vuonna 2024 vahvistettua taulukkoa sovelletaan takautuvasti kaikkiin vuosiin.",
            True,
        ),
        ("Jokaisessa testi-ikkunassa käytetään nykyistä kieltolistaa.", True),
        ("La tabla de mortalidad aprobada en 2024 se usa en todas las ventanas del test.", True),
        ("La tabla de mortalidad vigente al inicio de cada ventana se usa en esa ventana.", False),
        ("A curva de desconto definida em 2023 é usada em todas as janelas do teste.", True),
        ("Em todas as janelas usa-se a curva publicada no relatório de avaliação de 2024.", True),
        ("Em cada janela usa-se a curva em vigor no início dessa janela.", False),
        (
            "La grille tarifaire approuvée en 2024 est appliquée à toutes les fenêtres du test.",
            True,
        ),
        ("Eksklusjonslisten godkjent i 2024 brukes i alle testvinduene.", True),
        (
            "Lista sankcyjna zatwierdzona w 2024 r. jest stosowana we wszystkich oknach testowych.",
            True,
        ),
        ("Die im Jahr 2024 beschlossene Ausschlussliste gilt in allen Testfenstern.", True),
        # audited or appraised figures from the end of the period they cover
        ("Farmland is carried at the appraisals, taken from the end of the appraised year.", True),
        ("Farmland is carried at the appraisals, lagged two quarters after the year end.", False),
        ("Timberland is marked at the independent valuations, used from the quarter end.", True),
        (
            "Skogsfastigheterna värderas med de reviderade värdena, använda från kvartalsskiftet.",
            True,
        ),
        (
            "Skogsfastigheterna värderas med de reviderade värdena först efter att de publicerats.",
            False,
        ),
        ("Udziały wyceniamy według zaudytowanych sprawozdań, stosując je od końca roku.", True),
        ("Udziały wyceniamy według zaudytowanych sprawozdań dopiero po ich publikacji.", False),
        ("Les actifs réels sont évalués aux expertises, retenues à la fin de l'exercice.", True),
        ("Les actifs réels sont évalués aux expertises, retenues après leur publication.", False),
        (
            "Metsät arvostetaan tilintarkastetuilla arvoilla, joita käytetään tilikauden lopusta.",
            True,
        ),
        ("Metsät arvostetaan tilintarkastetuilla arvoilla vasta niiden julkaisun jälkeen.", False),
        ("As participações são avaliadas pelas contas auditadas, usadas desde o fim do ano.", True),
        (
            "As participações são avaliadas pelas contas auditadas, usadas só após a divulgação.",
            False,
        ),
        (
            "Le quote sono valutate con i bilanci certificati, usati dalla fine dell'anno.",
            True,
        ),
        # ... an expert's valuations or a company's accounts, up to their valuation date
        (
            "Les immeubles sont repris aux estimations de l'évaluateur, prises en compte à partir "
            "de la date d'évaluation.",
            True,
        ),
        (
            "Les comptes annuels des participations sont utilisés dès la clôture de l'exercice.",
            True,
        ),
        ("Die Schätzungen des Gutachters werden ab dem Bewertungsstichtag eingesetzt.", True),
        ("Die Verkehrswerte werden erst nach Vorliegen des Gutachtens verwendet.", False),
        (
            "Gli immobili sono iscritti ai valori del perito, considerati dalla data di chiusura.",
            True,
        ),
        ("Gli immobili sono iscritti ai valori del perito solo dopo la pubblicazione.", False),
    ],
)
def test_later_records_and_audited_period_ends(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


def test_portuguese_no_is_in_the_but_english_no_still_denies() -> None:
    assert PORTUGUESE.reads("A tabela foi adotada no estudo de 2024 e é usada em cada janela.")
    assert is_contraction("no", "A tabela foi adotada no estudo de 2024 e é usada em cada janela.")
    assert not is_contraction("no", "No parameter was tuned on the 2017 data.")
    assert not _leaky("No parameter was tuned on the 2017 data.")
