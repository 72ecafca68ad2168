"""A parameter-change table and the vote under it: which column is in force.

Governance posts (a DAO's proposal, a foundation's or a board's change paper) set a limit's old
and new values side by side:

    | Parameter | Current | Proposed |
    |---|---|---|
    | Max per-asset weight | 12.5% | 10% |

    Snapshot closed 71% For with quorum, so Proposed is live.

Once the vote passes ("passed", "approved", "ratified", "executed", "is live", "proposed values
apply", "the new settings apply from today"), the old column ("Current", "Existing", "Old",
"Before", "Was", "Before KYC update") no longer holds; when it fails, is withdrawn or is still
open ("failed", "rejected", "did not reach quorum", "voting open", "nothing changed"), the new
column ("Proposed", "New", "After", "After KYC update", "Amended") never held.
A table with no verdict beside it leaves both columns as written.

Pure: text in, (start, end, reason) spans out; `record_marks` reads them as its own marks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final, Literal, NamedTuple

#: the noun a synopsis's column header may name its side by: "Current text", "neue Fassung",
#: "texte actuel", "testo vigente", "redação atual", "nuvarande lydelse"
_WORDING: Final = (
    r"(?:value|text|wording|version|fassung|wortlaut|texte|rédaction|testo|redazione|texto|"
    r"redacción|tekst|versie|reda[çc][ãa]o|vers[ãa]o|lydelsen?|texten?|formulering(?:en)?|"
    r"teksten|ordlyd(?:en)?|"
    # Polish "brzmienie", "tekst"; Finnish "muotoilu", "sanamuoto", "teksti"
    r"brzmieni[ea]|muotoilu|sanamuoto|teksti|"
    # Czech "znění", Slovak "znenie"
    r"znění|znenie)"
)
#: "old" and "current" in the languages a European mandate is written in (a header's word)
_OLD_EU: Final = (
    r"bisherig\w*|bisher|alt(?:e|er|es)?|geltend\w*|aktuell\w*|ancien(?:ne)?|actuel(?:le)?|"
    r"en\s+vigueur|attuale|vecchi[oa]|vigente|anterior|huidige?|oude?|bestaande?|"
    # the text before the amendment, in Italian ("testo previgente", "testo precedente"), in
    # Portuguese ("redação atual", "texto antigo") and in Swedish ("nuvarande lydelse",
    # "gällande lydelse", "tidigare lydelse")
    r"previgente|precedente|atual|antig[oa]|nuvarande|gällande|tidigare|befintlig[a]?|gamla|"
    # Danish and Norwegian: "hidtidig formulering", "gældende tekst", "nuværende ordlyd",
    # "tidligere formulering", "gamle tekst"
    r"hidtidig[e]?|gældende|gjeldende|nuværende|nåværende|tidligere|gamle|eksisterende|"
    # Polish: "dotychczasowe brzmienie", "obecne brzmienie", "poprzedni tekst", "stary tekst";
    # Finnish: "nykyinen muotoilu", "vanha sanamuoto", "aiempi teksti", "voimassa oleva"
    r"dotychczasow[eya]|obecn[eya]|poprzedni[ea]?|star[ye]|stara|"
    r"nykyinen|vanha|aiempi|entinen|voimassa\s+oleva|"
    # Czech and Slovak: "dosavadní znění", "doterajšie znenie", "původní text", "pôvodné
    # znenie", "současné znění", "súčasné znenie", "platné znění"
    r"dosavadní|doterajš(?:ie|í|ia)|původní|pôvodn[éáý]|současn[éáý]|súčasn[éáý]|platn[éáý]"
)
#: "new" and "proposed" in the same languages
_NEW_EU: Final = (
    r"neu(?:e|er|es)?|vorgeschlagen\w*|nouveau|nouvelle|propos[ée]e?|nuov[oa]|propost[oa]|"
    r"nuev[oa]|propuest[oa]|nieuwe?|voorgestelde?|"
    # the amended side: "testo modificato", "texto modificado", "redação alterada", "nova
    # redação", "föreslagen lydelse", "ny lydelse", "ändrad lydelse"
    r"modificat[oa]|modificad[oa]|alterad[oa]|nov[oa]|föreslag(?:en|na|et)|ny[a]?|ändrad[e]?|"
    # Danish and Norwegian: "ny formulering", "nye tekst", "foreslået ordlyd", "ændret tekst"
    r"nye|foreslå(?:et|ede)|foreslått|ændret|ændrede|endrede?|endret|"
    # Polish: "nowe brzmienie", "proponowane brzmienie", "zmienione brzmienie"; Finnish: "uusi
    # muotoilu", "ehdotettu sanamuoto", "muutettu teksti"
    r"now[eya]|proponowan[eya]|zmienion[eya]|uusi|ehdotettu|muutettu|"
    # Czech and Slovak: "nové znění", "nové znenie", "navrhované znění", "změněné znění",
    # "zmenené znenie"
    r"nov[éáý]|navrhovan[éáý]|změněn[éáý]|zmenen[éáý]"
)
#: a voted table's header cell naming the value before the change
#: (or the state before the event the change follows: "Before KYC update", "Prior to the review")
_OLD_HEADER: Final = re.compile(
    r"^\s*(?:current(?:\s+value)?|existing|old|before|was|previous|prior|status\s+quo|"
    r"today|present|in\s+force|(?:before|prior\s+to|pre)[\s-]+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3})"
    r"\s*$",
    re.IGNORECASE,
)
#: a voted table's header cell naming the value the change asks for
#: (or the state after that event: "After KYC update", "Post-review")
_NEW_HEADER: Final = re.compile(
    r"^\s*(?:proposed(?:\s+value)?|new(?:\s+value)?|after|amended|requested|revised|"
    r"change\s+to|to\s+be|(?:after|post)[\s-]+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3})\s*$",
    re.IGNORECASE,
)
#: a note in brackets after a synopsis's header word says more of that side ("Oude tekst
#: (vervalt)", "Current text (to be deleted)", "New wording (from 1 April)"): the header is
#: the words before it
_HEADER_NOTE: Final = r"(?:\s*[(（][^()（）\n]{1,40}[)）])?"
#: a synopsis's side named in the languages written without spaces (a Japanese or Chinese
#: 新旧対照表): before or after the amendment, change or revision ("改正前", "変更後",
#: "修订前"), the old and the new ("旧", "新"), the text in force and the draft ("現行",
#: "改正案")
_CHANGE_CJK: Final = r"(?:改正|変更|改定|改訂|修正|訂正|修订|修改|变更|更改)"
_OLD_CJK: Final = rf"(?:{_CHANGE_CJK}前|旧|舊|現行|现行|原文|旧規定|旧条文)"
_NEW_CJK: Final = rf"(?:{_CHANGE_CJK}(?:後|后|案)|新|新規定|新条文)"
#: a synopsis's header cell naming the old side, with its wording noun and in the European
#: languages ("Current text", "bisherige Fassung", "texte actuel"); read for synopses only so
#: far (the voted tables' readers were not measured with it)
_SYNOPSIS_OLD: Final = re.compile(
    rf"^\s*(?:{_WORDING}\s+)?(?:current|existing|old|previous|prior|{_OLD_EU})(?:\s+{_WORDING})?"
    rf"{_HEADER_NOTE}\s*$|"
    r"^\s*(?:before|was|status\s+quo|today|present|in\s+force|"
    r"(?:before|prior\s+to|pre)[\s-]+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3})"
    rf"{_HEADER_NOTE}\s*$|"
    rf"^\s*{_OLD_CJK}{_HEADER_NOTE}\s*$",
    re.IGNORECASE,
)
#: a synopsis's header cell naming the new side, in the same forms
_SYNOPSIS_NEW: Final = re.compile(
    rf"^\s*(?:{_WORDING}\s+)?(?:proposed|new|amended|requested|revised|{_NEW_EU})"
    rf"(?:\s+{_WORDING})?{_HEADER_NOTE}\s*$|"
    r"^\s*(?:after|change\s+to|to\s+be|(?:after|post)[\s-]+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3})"
    rf"{_HEADER_NOTE}\s*$|"
    rf"^\s*{_NEW_CJK}{_HEADER_NOTE}\s*$",
    re.IGNORECASE,
)
#: the vote carried: the change holds
_CARRIED: Final = re.compile(
    r"\b(?:passed|passes|carried|approved|ratified|adopted|executed|enacted|succeeded|"
    r"(?:is|are|went|now)\s+live|(?:proposed|new|revised|amended|updated|changed)\s+(?:values?\s+|parameters?\s+|column\s+|"
    # ... or the new settings said to apply: "The new settings apply from today.", "the
    # amended limits hold"
    r"settings?\s+|limits?\s+|levels?\s+|figures?\s+|terms?\s+)?"
    r"(?:appl(?:y|ies)|holds?|(?:is|are)\s+(?:in\s+force|live|effective))|quorum\s+(?:reached|met))\b",
    re.IGNORECASE,
)
#: the vote did not carry, or has not yet: the change never held
_NOT_CARRIED: Final = re.compile(
    r"\b(?:failed|fails|rejected|defeated|voted\s+down|withdrawn|cancell?ed|vetoed|"
    r"did\s*n[o'’]t\s+(?:pass|carry|reach\s+quorum)|not\s+(?:passed|approved|ratified|adopted)|"
    r"(?:no|without|missed)\s+quorum|quorum\s+(?:not\s+(?:reached|met)|failed)|"
    r"(?:voting|vote|poll)\s+(?:is\s+)?(?:open|ongoing|pending|live\s+until)|pending|"
    r"nothing\s+changed|(?:current|existing)\s+(?:values?\s+)?(?:stays?|stands?|remains?|holds?))\b",
    re.IGNORECASE,
)
#: a table row: cells between pipes
_ROW: Final = re.compile(r"(?m)^[ \t]*\|(?P<cells>.*)\|[ \t]*$")
_RULE: Final = re.compile(r"^[\s|:-]+$")
_OLD_WHY: Final = "is the old value of a parameter table whose change the vote beside it carried"
_NEW_WHY: Final = "is the new value a parameter table proposed, and the vote has not carried it"
#: how far after (or before) a table its verdict may stand
_VERDICT_REACH: Final = 400


def _cells(line_start: int, cells: str) -> list[tuple[int, int, str]]:
    """The cells of a row as (start, end, text), offsets in the whole text."""
    found: list[tuple[int, int, str]] = []
    at = line_start
    for part in cells.split("|"):
        found.append((at, at + len(part), part))
        at += len(part) + 1
    return found


def _verdict(text: str, start: int, end: int) -> Literal["carried", "not carried"] | None:
    """What the text around a table (after it first, else the lines before it) says of its
    vote; a verdict that says both (a defeat beside an approval) decides nothing."""
    for region in (text[end : end + _VERDICT_REACH], text[max(0, start - _VERDICT_REACH) : start]):
        carried, not_carried = _CARRIED.search(region), _NOT_CARRIED.search(region)
        if carried and not not_carried:
            return "carried"
        if not_carried and not carried:
            return "not carried"
        if carried and not_carried:
            return None
    return None


class _Table(NamedTuple):
    """A table whose header names an old and a new column: the header's cells, the indices of
    each column, the body's rows and what the text beside it says of its vote."""

    cells: list[tuple[int, int, str]]
    old: list[int]
    new: list[int]
    body: list[re.Match[str]]
    verdict: Literal["carried", "not carried"] | None


def _change_tables(
    text: str, old_header: re.Pattern[str] = _OLD_HEADER, new_header: re.Pattern[str] = _NEW_HEADER
) -> Iterator[_Table]:
    """Each table of `text` with an old and a new column (headers read by `old_header` and
    `new_header`) and at least one row under them."""
    rows = list(_ROW.finditer(text))
    i = 0
    while i < len(rows):
        header = rows[i]
        cells = _cells(header.start("cells"), header.group("cells"))
        old = [k for k, (_, _, c) in enumerate(cells) if old_header.match(c)]
        new = [k for k, (_, _, c) in enumerate(cells) if new_header.match(c)]
        # the table's body: the rows right after the header, one line each
        body = []
        j = i + 1
        while j < len(rows) and text.count("\n", rows[j - 1].end(), rows[j].start()) <= 1:
            body.append(rows[j])
            j += 1
        i = max(j, i + 1)
        if old and new and body:
            yield _Table(cells, old, new, body, _verdict(text, header.start(), body[-1].end()))


def _column_cells(table: _Table, column: list[int]) -> Iterator[tuple[int, int]]:
    """The body's cells in `column` (start, end), rows that line up with the header only."""
    for row in table.body:
        if _RULE.match(row.group(0)):
            continue
        row_cells = _cells(row.start("cells"), row.group("cells"))
        if len(row_cells) != len(table.cells):
            continue  # a row that does not line up with the header (one already blanked)
        for k in column:
            if k < len(row_cells):
                yield row_cells[k][0], row_cells[k][1]


def changed_by_vote(text: str) -> Iterator[tuple[int, int, str]]:
    """The cells of a parameter-change table the vote beside it leaves out of force, with why:
    the old column once the vote carried, the new column while it has not."""
    for table in _change_tables(text):
        if table.verdict == "carried":
            # the cell with the wall it shares with its neighbour, so that a reader that
            # blanks it still sees the row as its label and the value in force
            # ("| Max weight | 10 % |")
            for start, end in _column_cells(table, table.old):
                yield start, end + 1, _OLD_WHY
        elif table.verdict == "not carried":
            for start, end in _column_cells(table, table.new):
                yield start - 1, end, _NEW_WHY


def replaced_wording(text: str) -> Iterator[tuple[int, int]]:
    """The old column's cells of a synopsis that sets an old wording beside its new one with
    no vote beside it ("| bisher | neu |", "| Current text | Proposed text |"): the wording a
    request to act on the change replaces. A limit reader leaves both columns as written (a
    limit proposed is not yet a limit); the reader of what a request asks for takes the new
    side, since a change that nothing turns down is what the requester sends it for."""
    for table in _change_tables(text, _SYNOPSIS_OLD, _SYNOPSIS_NEW):
        if table.verdict is None:
            yield from _column_cells(table, table.old)


def vote_columns_blanked(text: str) -> str:
    """`text` with the cells `changed_by_vote` leaves out of force blanked (offsets kept), so a
    reader of the table's rows sees each label beside the value in force only."""
    spans = list(changed_by_vote(text))
    if not spans:
        return text
    chars = list(text)
    for start, end, _ in spans:
        for i in range(start, end):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


__all__ = ["changed_by_vote", "replaced_wording", "vote_columns_blanked"]
