"""The objective read in Slovak (the "naj-" superlative, "-ť" infinitives, "odchýlka", its
negation by "nie", "nikto", "žiadny" and the "ne-" verb in "-ú"/"-ť"), the Czech particle "ne"
read only in a Czech or Slovak sentence, the Dutch verb on its long-vowel stem ("maximaliseer",
"gemaximaliseerd"), and the wordings Slovak and Dutch papers take back ("sa nahrádza textom",
"to neplatí", "lees «…» in plaats van «…»", a "doterajšie znenie" column). Sentences written
for these tests."""

from __future__ import annotations

from quantward_validation.intent import asked
from quantward_validation.withdrawn_quotes import withdrawn_quotes

_RETURN = {"maximise_expected_return", "maximise_return_under_drawdown_limit"}


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


def _quoted(text: str) -> list[str]:
    return [text[a:b] for a, b in withdrawn_quotes(text)]


# --- Slovak ------------------------------------------------------------------------------------


def test_slovak_superlatives_in_naj() -> None:
    assert _kinds("Správca má dosiahnuť najvyšší možný výnos v rámci limitov.") == _RETURN
    assert _kinds("Fond má mať čo najnižšiu volatilitu hodnoty jednotky.") == {"minimise_variance"}
    assert _kinds("Portfólio by malo kolísať čo najmenej.") == {"minimise_variance"}


def test_slovak_infinitive_and_verbs() -> None:
    assert _kinds("Úlohou správcu je znížiť rozptyl portfólia.") == {"minimise_variance"}
    assert _kinds("Chceme maximalizovať zhodnotenie úspor sporiteľov.") == _RETURN


def test_slovak_tracking_by_deviation_and_closeness() -> None:
    assert _kinds("Fond má sledovať referenčný index s čo najmenšou odchýlkou.") == {
        "minimise_tracking_error"
    }
    assert _kinds("Výkonnosť má byť čo najbližšie k strategickej alokácii.") == {
        "minimise_tracking_error"
    }


def test_slovak_risk_adjusted() -> None:
    assert _kinds("Rozhoduje výnos očistený o riziko.") == {"maximise_risk_adjusted_return"}


def test_slovak_negation_sets_a_target_aside() -> None:
    # "nie" (the particle), "žiadna" (no), a "ne-" verb in "-ú" (they do not enter)
    assert _kinds("Cieľom je maximálny výnos, nie Sharpeho pomer.") == _RETURN
    assert _kinds("Maximalizovať výnos; žiadna úprava o riziko v účelovej funkcii.") == _RETURN
    assert _kinds("Chceme čo najmenší rozptyl; výnosy do výpočtu nevstupujú.") == {
        "minimise_variance"
    }
    # a decoy: "nie" after the target it does not deny
    assert _kinds("Nikto nechce alfu; držte fond pri indexe s minimálnou odchýlkou.") == {
        "minimise_tracking_error"
    }


# --- the Czech particle by the sentence's language ---------------------------------------------


def test_czech_particle_in_a_czech_sentence() -> None:
    assert _kinds("Chceme minimalizovat rozptyl, ne maximalizovat výnos.") == {"minimise_variance"}


def test_french_ne_and_romanian_ne_are_no_czech_particle() -> None:
    assert _kinds("Nous ne cherchons pas le rendement, mais la variance la plus faible.") == {
        "minimise_variance"
    }
    assert _kinds("Ne propunem să minimizăm volatilitatea portofoliului.") == {"minimise_variance"}


# --- Dutch -------------------------------------------------------------------------------------


def test_dutch_verb_on_its_long_vowel_stem() -> None:
    assert _kinds("Maximaliseer het verwachte rendement binnen de limieten.") == _RETURN
    assert _kinds("Minimaliseer de variantie van de portefeuille.") == {"minimise_variance"}
    assert _kinds("Het verwachte rendement wordt gemaximaliseerd.") == _RETURN
    assert _kinds("Wij willen een zo klein mogelijke tracking error.") == {
        "minimise_tracking_error"
    }


# --- wordings taken back -----------------------------------------------------------------------


def test_slovak_replaced_text_and_its_agent() -> None:
    text = "V návrhu sa text „najvyšší výnos“ nahrádza textom „čo najnižší rozptyl“."
    assert _quoted(text) == ["„najvyšší výnos“"]


def test_slovak_wording_said_to_apply_no_more() -> None:
    text = "V mojom maile som napísala „najvyšší výnos“ – to neplatí. Správne je: nízky rozptyl."
    assert _quoted(text) == ["„najvyšší výnos“"]


def test_erratum_instead_of_names_the_old_wording() -> None:
    text = "In punt 2 lees «minimale variantie» in plaats van «het hoogste rendement»."
    assert _quoted(text) == ["«het hoogste rendement»"]
    text = "Au point 2, lire « variance minimale » au lieu de « rendement maximal »."
    assert _quoted(text) == ["« rendement maximal »"]


def test_slovak_synopsis_reads_the_new_column() -> None:
    text = (
        "| Časť | Doterajšie znenie | Nové znenie |\n|---|---|---|\n"
        "| 2 | Cieľom je maximálny výnos. | Cieľom je čo najnižší rozptyl. |"
    )
    assert _kinds(text) == {"minimise_variance"}
