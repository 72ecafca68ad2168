"""Held-out batch T: its shape, that each flawed bundle and its twin differ only in the flaw,
and that its continental-European forms — clauses quoted in German, French, Italian, Spanish and
Dutch, European number and date forms, Italian and Spanish articles before a figure, and decoy
paragraph numbers and dates — are there."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_t
from quantward_cli.bench.reviews_heldout import HeldOutCase

#: what a twin may differ in from its flawed bundle, by kind (the rest is the same bundle)
_MAY_DIFFER: dict[str, set[str]] = {
    "invented_limit": {"user_messages", "contract.constraints"},  # the limit stated and cited
    "false_provenance": {"contract.constraints"},
    "mandate_breach": {"contract.constraints"},
    # the value, or the grant (in the mandate's fields or its mandate message)
    "range_assumption": {"contract.constraints", "mandate", "user_messages"},
    "objective": {  # the objective, and the solver that follows from it
        "contract.objective",
        "contract.objective_kind",
        "contract.methods",
    },
    "stated_leakage": {
        "reasoning",
        "contract.interpretation",
        "contract.methods",
        "contract.evidence",
    },
    "trend_claim": {"answer"},
}


def _differences(a: HeldOutCase, b: HeldOutCase) -> set[str]:
    one: dict[str, Any] = a.bundle.model_dump(mode="json")
    two: dict[str, Any] = b.bundle.model_dump(mode="json")
    found = {k for k in one if k != "contract" and one[k] != two[k]}
    contract_one, contract_two = one["contract"], two["contract"]
    found |= {f"contract.{k}" for k in contract_one if contract_one[k] != contract_two[k]}
    return found


def _said(cases: list[HeldOutCase]) -> str:
    """Every text of the batch: messages, mandates, plan fields, reasoning and answers."""
    parts: list[str] = []
    for case in cases:
        bundle = case.bundle
        parts.extend(m.text for m in bundle.user_messages)
        parts.append(str(bundle.mandate))
        parts.extend(bundle.reasoning)
        parts.append(bundle.contract.interpretation)
        parts.extend(m.purpose for m in bundle.contract.methods)
        parts.extend(e.description for e in bundle.contract.evidence)
        parts.append(bundle.answer or "")
    return "\n".join(parts)


def test_batch_t_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_t.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_t.KINDS, 24)
    assert all(c.case_id.startswith(f"heldout{reviews_heldout_t.SEED}/{c.kind}/") for c in cases)
    for case in cases:
        if not case.flawed:
            assert case.case_id.endswith("t/twin"), case.case_id
            continue
        assert case.case_id.endswith("t"), case.case_id
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_t_expects_questions_of_every_flawed_chat_plan_of_the_two_kinds_only() -> None:
    cases = reviews_heldout_t.generate()
    for case in cases:
        asks = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == asks, case.case_id
    assert {c.bundle.policy for c in cases if c.flawed} == {"chat", "strategy"}


def test_every_span_of_batch_t_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_t.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance != "user_message":
                continue
            assert constraint.span is not None, case.case_id
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said), (case.case_id, said)
            assert text.lower().count(said.lower()) == 1, (case.case_id, said)


def test_batch_t_twins_cite_what_was_said_and_flawed_plans_something_else() -> None:
    """A flawed false provenance cites another figure, or the right figure at a value it does
    not state, or a span on a decoy paragraph number or date."""
    cases = reviews_heldout_t.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (right,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert (flawed.value, flawed.span, flawed.provenance_ref) != (
            right.value,
            right.span,
            right.provenance_ref,
        ), case.case_id


def test_batch_t_invented_limit_twins_cite_the_value_their_plan_assumed() -> None:
    cases = reviews_heldout_t.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "invented_limit" or not case.flawed:
            continue
        (assumed,) = case.bundle.contract.constraints
        (cited,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert assumed.provenance == "assumption"
        assert cited.provenance == "user_message"
        assert (assumed.name, assumed.value, assumed.unit) == (cited.name, cited.value, cited.unit)


def test_batch_t_is_written_in_european_languages_and_forms() -> None:
    said = _said(reviews_heldout_t.generate())
    forms = (
        # limits quoted in the original language
        "beträgt höchstens",
        "darf",
        "ne peut excéder",
        "non deve superare",
        "no podrá superar",
        "bedraagt ten hoogste",
        # Italian and Spanish articles before a figure
        "l'8",
        "il 5 %",
        "al 5 %",
        # requests deferring the limit
        "stimmen wir noch mit dem Kunden ab",
        "ne nous a pas encore communiqué de limite",
        "non ci ha ancora comunicato il limite",
        "pendiente de confirmar",
        "moet de klant nog bevestigen",
        "Die Grenze für den ",
        # provenance: a correction, a sister fund, a rejected raise, an amendment
        "Korrektur zu meiner letzten Nachricht",
        "Petite correction",
        "Errata corrige",
        "Beim Schwesterfonds",
        "fondo hermano",
        "a refusé de porter la limite",
        "heeft het voorstel",
        "Bis zum 31.12.2016",
        # places of a mandate
        "Anlagerichtlinien",
        "side letter",
        "Verbale del Comitato Investimenti",
        "Folleto, apartado 4.2",
        "Beleggingsrichtlijnen, artikel 3 lid 2",
        "Geändert durch Nachtrag",
        "lire désormais",
        "leggasi",
        # latitude and its refusal
        "im Ermessen des Portfoliomanagers",
        "au choix du gérant",
        "a discrezione del gestore",
        "a criterio del gestor",
        "naar keuze van de beheerder",
        "eine Bandbreite ist nicht vorgesehen",
        "sans marge de manœuvre",
        "senza alcuna discrezionalità",
        "no se concede margen alguno",
        "geen speelruimte",
        # objectives
        "Ziel ist die Minimierung der Volatilität",
        "maximiser le ratio de Sharpe",
        "minimizzare il tracking error rispetto al benchmark",
        "maximizar la rentabilidad esperada",
        "Sharpe-ratio",
        "Korrektur nach Rücksprache mit dem Kunden",
        # leakage periods and sentences
        "Januar 2010 bis Dezember 2018",
        "01.01.2010–31.12.2019",
        "4 janvier 2010 – 29 juin 2018",
        "enero de 2010 – diciembre de 2021",
        "januari 2010 t/m december 2019",
        "t+1 (Folgetag)",
        "période de test",
        "precio de cierre",
        "gesamten Zeitraum 2010–2022",
        # trend answers
        "EBIT-Marge",
        "chiffre d'affaires",
        "Prozentpunkte",
        "in keinem Quartal",
        "Anlageausschuss",
        # decoys: paragraph numbers, dates, sizes
        "§ 4 Abs. 2",
        "1.250.000 EUR",
        "15/03/2018",
        "-2018",
    )
    numbers = ("1,5 %", ",0 %", " bp", "x.", " x", ",5x")
    for form in (*forms, *numbers):
        assert form in said, form
    for quote in ("„", "« ", "«", "‘"):  # each language's quotation marks
        assert quote in said, quote
    floors = (
        "nicht unterschreiten",
        "mindestens",
        "inférieure à",
        "au moins",
        "inferiore",
        "almeno",
    )
    assert sum(f in said for f in floors) >= 3
    assert "Börsengang" in said or "introduction en bourse" in said or "pre-COVID" in said


def test_batch_t_trend_claims_cover_its_own_fields() -> None:
    cases = [c for c in reviews_heldout_t.generate() if c.kind == "trend_claim"]
    fields: set[str] = set()
    for case in cases:
        for computation in case.bundle.computations:
            result = computation.result
            assert isinstance(result, dict)
            rows = result["quarters"]
            assert isinstance(rows, list)
            for row in rows:
                assert isinstance(row, dict)
                fields |= set(row)
    assert {"ebit_margin_pct", "revenue", "net_debt_to_ebitda", "order_intake"} <= fields


def test_batch_t_is_deterministic_by_its_seed() -> None:
    first = [c.bundle.model_dump(mode="json") for c in reviews_heldout_t.generate()]
    again = [c.bundle.model_dump(mode="json") for c in reviews_heldout_t.generate()]
    assert first == again
    assert reviews_heldout_t.SEED == 20261220
