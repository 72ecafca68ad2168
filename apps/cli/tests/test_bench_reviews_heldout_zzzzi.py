"""Held-out batch ZZZZI: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Hungarian önkéntes nyugdíjpénztár's igazgatótanács, befektetési
bizottság, ügyvezető, befektetési vezető and kockázatkezelés do, with decimal commas, space or
dot thousands, "%" straight after the figure, "százalékpont" and "bázispont", Hungarian dates,
quarters and határozat numbers, limits in words in the nominative and as an adjective, and a
vagyonkezelő's English annex."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzi

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Hungarian number words the batch writes some limits in
_NUMBER_WORDS = (
    "három",
    "négy",
    "öt",
    "nyolc",
    "tíz",
    "tizenöt",
    "húsz",
    "harminc",
    "harmincöt",
    "negyven",
    "ötven",
    "hatvan",
    "százötven",
    "kétszáz",
    "kétszázötven",
)

_CASES = reviews_heldout_zzzzi.generate()


def _says_a_value(span: str) -> bool:
    """A figure, or a Hungarian number word opening the span ("harmincöt százalék")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzi"))


def test_batch_zzzzi_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        _CASES, seed=reviews_heldout_zzzzi.SEED, kinds=reviews_heldout_zzzzi.KINDS, tag="zzzzi"
    )


def test_batch_zzzzi_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(_CASES)


def test_batch_zzzzi_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(_CASES, reviews_heldout_zzzzi.KINDS)


def test_every_span_of_batch_zzzzi_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(_CASES, says_a_value=_says_a_value)


def test_every_cited_mandate_clause_of_batch_zzzzi_is_there() -> None:
    check_mandate_clauses_exist(_CASES)


def test_batch_zzzzi_has_336_bundles_half_of_them_flawed() -> None:
    assert len(_CASES) == 336
    assert sum(1 for case in _CASES if case.flawed) == 168


def test_batch_zzzzi_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzi.SEED == 20270182
    assert reviews_heldout_zzzzi.TAG == "zzzzi"
    assert len(reviews_heldout_zzzzi.KINDS) == 7


def test_every_function_batch_zzzzi_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in _CASES:
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzi_answers_invented_limits_in_three_kinds_before_and_after() -> None:
    twins = [c for c in _CASES if c.kind == "invented_limit" and not c.flawed]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    placed = set()
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        assert constraint.span is not None
        written = answer.text[constraint.span.start : constraint.span.end]
        if answer.kind == "clarification_answer":  # a reply, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
        elif answer.kind == "mandate":  # the befektetési politika's melléklet, given before
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("BEFEKTETÉSI POLITIKA")
            assert messages[0] is answer
            placed.add("politika")
        else:  # the letétkezelő's limitparaméterek, sent after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("LIMITPARAMÉTEREK")
            assert f"ertek = {written}\n" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{3}", written), written
            placed.add("file")
    assert placed == {"politika", "file"}


def test_batch_zzzzi_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in _CASES:
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        assert (_index(case.case_id.removesuffix("/twin")) % 5) == [
            "KIVONAT a(z) Dunakan",
            "Feladó: Fekete Judit",
            "Limittábla – kockáza",
            "BEFEKTETÉSI POLITIKA",
            "LIMITPARAMÉTEREK – L",
        ].index(head)
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 5
    assert all(modes == {"chat", "strategy"} for modes in seen.values())


def test_batch_zzzzi_misquotes_every_subject() -> None:
    names = set()
    for case in _CASES:
        if case.kind == "false_provenance" and case.flawed:
            (constraint,) = case.bundle.contract.constraints
            names.add(constraint.name.removesuffix("Max").removesuffix("Min")[:6])
    assert len({n.lower()[:4] for n in names}) >= 6


def test_batch_zzzzi_breaches_its_limits_by_a_fifth() -> None:
    by_id = {c.case_id: c for c in _CASES}
    cited = assumed = 0
    assumed_modes = set()
    for case in _CASES:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        if over.provenance == "mandate_clause":
            cited += 1
            assert (i + i // 4) % 4 != 3
            wanted: tuple[float, ...] = (1.2, 0.8)
        else:
            assumed += 1
            assumed_modes.add(case.bundle.policy)
            assert (i + i // 4) % 4 == 3
            wanted = (1.2 / 0.85, 0.8 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6
    assert assumed_modes == {"chat", "strategy"}


def test_batch_zzzzi_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in _CASES:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = (_index(case.case_id) // 4) % 6
        modes.setdefault(shape, set()).add(case.bundle.policy)
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
            cited_shapes.add(shape)
        else:
            uncited_shapes.add(shape)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert {
        "befektetesi_politika_2025.melleklet_4_limitek[1].szoveg",
        "it_jegyzokonyv_2025_02_20.hatarozatok.14/2025",
        reviews_heldout_zzzzi.MANDATE_ID,
    } == refs
    assert heads == {"MAGYAR", "ASSET", "LIMITTÁBLA", "JEGYZŐKÖNYV"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 6


def test_batch_zzzzi_writes_the_annex_in_english_figures() -> None:
    said = texts_of(_CASES, "mandate_breach")
    assert re.search(r"not (more|less) than \d+(\.\d+)?(%| bps| issuers)\.", said)
    assert "remedied within ten business days." in said


def test_batch_zzzzi_grants_a_band_refused_at_its_strategic_level() -> None:
    by_id = {c.case_id: c for c in _CASES}
    refused = 0
    for case in _CASES:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        i = _index(case.case_id)
        (assumed,) = case.bundle.contract.constraints
        twin = by_id[f"{case.case_id}/twin"]
        if i % 6 in (1, 4):
            refused += 1
            assert case.bundle.policy == "strategy"
            assert twin.bundle.contract.constraints == case.bundle.contract.constraints
            said = str(case.bundle.mandate) + " ".join(m.text for m in case.bundle.user_messages)
            assert "stratégiai arány" in said
        else:
            (inside,) = twin.bundle.contract.constraints
            # 1.2 of the top against a quarter of the way up from six tenths of it
            ratio = float(str(assumed.value)) / float(str(inside.value))
            assert abs(ratio - 1.2 / 0.7) < 1e-3, (case.case_id, ratio)
    assert refused == 8


def test_batch_zzzzi_withdraws_objectives_in_both_modes() -> None:
    withdrawn: dict[str, set[str]] = {
        "módosító indítványa": set(),
        "HELYESBÍTÉS: célfüggvény": set(),
        "visszavonja, és helyette": set(),
        "Módosítás az IT 2025. május 22-i|felejtsétek el a reggeli": set(),
    }
    for case in _CASES:
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if any(part in said for part in marker.split("|")):
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzzi_quotes_the_withdrawn_wording_the_hungarian_way() -> None:
    said = texts_of(_CASES, "objective")
    assert re.search(r"módosító indítványa \(„[^”]+”\) nem kapott támogatást", said)
    assert re.search(r"határozatát \(„[^”]+”\) visszavonja", said)
    assert "«" not in said  # Hungarian quotes open low: „…”
    assert "“" not in said


def test_batch_zzzzi_tests_on_four_anchored_calendar_years_from_2018() -> None:
    for case in _CASES:
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 4
        assert {w.train_start.isoformat() for w in windows} == {"2011-01-03"}  # anchored
        assert [w.test_start.year for w in windows] == [2018, 2019, 2020, 2021]
        for window in windows:
            assert window.train_end < window.test_start
            assert window.test_end.year == window.test_start.year
            assert window.train_end.year == window.test_start.year - 1


def test_batch_zzzzi_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in _CASES:
        if case.kind != "stated_leakage" or not case.flawed:
            continue
        i = _index(case.case_id)
        said = " ".join(
            [
                *case.bundle.reasoning,
                case.bundle.contract.interpretation,
                case.bundle.contract.methods[0].purpose,
                case.bundle.contract.evidence[0].description,
            ]
        )
        whole = not any(
            form in said
            for form in ("ALM-elemzés 2025, 3. fejezet", "Kockázatkezelési jelentés", "Belső")
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzzi_compares_2024_with_2023_over_sixteen_quarters() -> None:
    grew = shrank = 0
    for case in _CASES:
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-05"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert result["currency"] == "HUF"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Kibocsátói elemzés – Alföldi Gyógyszergyár")
        if not case.flawed:
            if "kétszámjegyű ütemben nőtt" in case.bundle.answer:
                grew += 1
            if "kétszámjegyű ütemben csökkent" in case.bundle.answer:
                shrank += 1
    assert grew  # a double-digit compound rise, claimed true of the árbevétel
    assert shrank  # and a fall (`shrinking`), claimed true of the FÁK-export


def test_batch_zzzzi_writes_as_a_hungarian_pension_fund_does() -> None:
    forms = {
        "invented_limit": (
            "KIVONAT a(z) Dunakanyar Önkéntes Nyugdíjpénztár Igazgatótanácsának",
            "14/2025. (II. 20.) IT határozat",
            "öt igen szavazattal, egyhangúlag",
            "K.m.f.",
            "dr. Szalai Erzsébet s. k., elnök",
            "Feladó: Fekete Judit (befektetési vezető)",
            "Tárgy: VS: Újrasúlyozás 2025. I. negyedév",
            "| Limit | Tény | Korlát | Kihasználtság |",
            "LIMITPARAMÉTEREK – Lánchíd Bank Zrt. (letétkezelő)",
            "BEFEKTETÉSI POLITIKA (hatályos 2025. március 1-jétől)",
            "MEGHÍVÓ – a befektetési bizottság",
            "FELJEGYZÉS",
            "Feladatlista – kockázatkezelés",
            "H-PF-III-112/2025",
            "[IT dönt]",
            "186 412,5 millió Ft",
            "1.250 millió Ft",
            "25 bázispontos",
        ),
        "false_provenance": (
            "2023. december 14-én jóváhagyott befektetési politikában",
            "A tervezetben (3. változat, január)",
            "két igen és öt nem szavazattal elutasította",
            "levette a napirendről",
            "elnapolta",
            "visszavonták",
            "| Limit | Tény 2025.03.31. | Korlát | Kihasználtság |",
            "4. számú melléklet (kivonat)",
            "önkéntes pénztárak átlaga (MNB pénztárstatisztika",
            "ALM-elemzés 2025: a korlátozás nélküli optimális portfólióban",
        ),
        "mandate_breach": (
            "'melleklet_4_limitek'",
            "'pont': '4.2'",
            "MAGYAR NEMZETI BANK – Pénztárfelügyeleti Főosztály",
            "2025. április 30-ig",
            "'14/2025'",
            "Pannonvölgy Alapkezelő Zrt.",
            "LIMITTÁBLA",
            "BB 7/2025. (III. 12.) sz. határozat",
            "legfeljebb",
            "legalább",
            "duration-je 2–6 év",
            "BBB-",
            "2025. III. negyedévre",
        ),
        "range_assumption": (
            "| Eszközosztály | Stratégiai arány | Alsó korlát | Felső korlát |",
            "külön IT-döntés nélkül",
            "napi portfóliókezelés része",
            "sáv",
            "stratégiai arány",
            "'strategiai_eszkozallokacio'",
            "KIVONAT az Igazgatótanács 2025. február 20-i üléséről",
            "'vagyonkezelesi_szerzodes'",
        ),
        "objective": (
            "Befektetési politika 2025, 2. pont (célok)",
            "18/2025. (III. 20.) IT határozat",
            "A befektetési bizottság 2025. március 12-i jegyzőkönyve",
            "ALM-elemzés 2025, javaslat",
            "referenciaindex",
            "Tehát nem Sharpe",
            "nem a tracking error",
        ),
        "stated_leakage": (
            "ALM-elemzés 2025, 3. fejezet",
            "Kockázatkezelési jelentés (2025. április 8.)",
            "Belső ellenőrzési jelentés",
            "halandósági táblát",
            "kizárási listát",
            "2011.01.03.–2017.12.29.",
            "2011. január – 2017. november",
            "2011. I. – 2017. III. negyedév",
            "2017 51. hetéig",
            "BUX",
        ),
        "trend_claim": (
            "A befektetési bizottság 2025. március 26-i ülésére (4. napirendi pont",
            "### Kibocsátói elemzés – Alföldi Gyógyszergyár Nyrt. (BÉT: ALFGY)",
            "Mark Ellison (Pannonvölgy Alapkezelő), quarterly comment",
            "| Kibocsátó | Darabszám | Piaci érték | Megjegyzés |",
            "Vagyonkezelői negyedéves jelentés, 2024. IV. negyedév",
            "részvényenként 410 Ft",
            "százalékponttal",
            "2024-ben",
            "negyedév",
            "a tőzsdei bevezetés (1997) óta",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(_CASES, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzi_says_the_verbs_of_a_trend_and_their_negations() -> None:
    said = texts_of(_CASES, "trend_claim")
    verbs = ("nőtt", "csökkent", "javult", "romlott", "emelkedett")
    negations = ("nem nőtt", "nem csökkent", "nem romlott", "nem javult", "nem emelkedett")
    found = [v for v in (*verbs, *negations) if v in said]
    assert len(found) >= 6, found
    assert re.search(r"\d+%-kal", said)  # "mintegy 12%-kal"


def test_batch_zzzzi_writes_some_limits_in_words_and_as_adjectives() -> None:
    worded = 0
    for case in _CASES:
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            written = texts[str(constraint.provenance_ref)][
                constraint.span.start : constraint.span.end
            ]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                worded += 1
    assert worded
    said = texts_of(_CASES, "mandate_breach")
    words = "|".join(_NUMBER_WORDS)
    assert re.search(rf"\b({words}) (százalékos|bázispontos|darabos) (felső|alsó) korlát", said)
    assert re.search(r"\d+(,\d+)?(%-os| százalékos| bázispontos| bp-os| db-os) (felső|alsó)", said)
    everywhere = texts_of(_CASES)
    assert re.search(rf"(legfeljebb|legalább) ({words}) (százalék|bázispont|kibocsátó)", everywhere)


def test_batch_zzzzi_writes_its_figures_the_hungarian_way() -> None:
    said = texts_of(_CASES)
    for form in (
        "% (piaci értéken)",
        "bázispont",
        " bp",
        "százalékpont évente",
        "kibocsátó",
        "százalék",
        "milliárd forint",
        "214.380 tag",
        "412 500 db",
    ):
        assert form in said, form
    assert re.search(r"\d \d{3},\d millió Ft", said)  # space thousands, decimal comma
    assert re.search(r"\d\.\d{3}(,\d)? millió Ft", said)  # dot thousands too
    for case in _CASES:  # a Hungarian figure has a comma and "%" straight after it
        for m in case.bundle.user_messages:
            english = m.text.startswith("ASSET MANAGEMENT")
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert " %" not in written, (case.case_id, written)
                if not english:
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)


def test_batch_zzzzi_writes_hungarian_dates_and_periods() -> None:
    said = texts_of(_CASES)
    for form in (
        "2024. december 31-én",
        "2025. február 20.",
        "2025.03.31.",
        "2025. I. negyedév",
        "2024. IV. negyedév",
        "(II. 20.)",
        "(III. 12.)",
        "2024 második félévében",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)
    assert not re.search(r"\d %", said)  # never a space before "%"


def test_batch_zzzzi_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzi.generate(per_kind=6))
