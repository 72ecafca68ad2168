"""Limits written in mathematical notation, read as plain words at the review boundary
(`surface.CLEANERS`).

Researchers state a bound as they typeset it: "$w_i \\le 0.05$", "$$ \\sum_i |w_i| \\leq 1.5
\\qquad \\forall t $$", "$\\sigma_{TE} \\le 2\\%$", "$w_{\\text{cash}} \\ge 0.03$", "\\[ \\sum_{i
\\in s} w_i \\le 0.3 \\]" for each industry s, a LaTeX `tabular` whose row reads "Max weight &
$\\le 5\\%$ \\\\". The readers of this package (limits, mandates, provenance, latitude) read
prose, plain-text math ("w_i ≤ 5 %") and a form's "label: value" lines; each would otherwise
have to learn TeX. So TeX is read once, here, as the plain text it typesets:

* a relation's commands as their signs: `\\le`, `\\leq`, `\\leqslant` as "≤", `\\ge`, `\\geq` as
  "≥", `\\lt`, `\\gt` as "<", ">", `\\in` as "∈", `\\pm` as "±"; `\\%` as "%"; spacing
  commands (`\\,`, `\\quad`, `\\qquad`) as a space; `\\forall` as "for all"; a Greek letter's
  command as its letter; `\\text{…}`, `\\mathrm{…}` as their words; the math delimiters (`$`,
  `$$`, `\\[ \\]`, `\\( \\)`) dropped;
* a symbol that names what is bounded as its words: a weight with a named subscript
  ("w_{\\text{cash}}", "w_{EM}") as "the cash weight"; a sum of weights over a set
  ("\\sum_{i \\in s} w_i") as the weight of that set, named by the quantifier that binds it
  ("for each industry s", "s ∈ industries") or, unbound, by the letter's convention (s a
  sector, c a country); the L1 norm of the weights ("\\sum_i |w_i|", "\\|w\\|_1") as gross
  exposure; a volatility with a subscript ("\\sigma_{TE}", "\\sigma_{\\text{active}}") as that
  subscript's volatility; a one-index weight ("w_{i,t}", "w_{it}") as "w_i";
* a `tabular` as lines of plain cells: rules (`\\hline`) and the environment's lines dropped, a
  cell separator "&" read as ": " between a label and its value, a row's "\\\\" dropped.

Only math that states a relation is rewritten (a bound, a membership, a parameter set to a
number: "$\\kappa = 8\\%$"); an objective's formula ("$\\max_w \\frac{…}{…}$"), a sample's
index ("$t = 2010, \\dots, 2019$") or a return's timing ("$r_{i,t+1}$") is left as written, for
the readers of objectives and leakage read those as they are. Every rewrite is an `Edit`, so a
cited span over "5\\%" still covers "5%"; clean text yields no edits.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from quantward_validation.surface_edits import Edit

# --- where math is ----------------------------------------------------------------------------

#: math set off by its delimiters: displayed ($$…$$, \[…\]) or inline (\(…\), $…$); inline
#: dollars hug their content and hold no line break, and a figure of money ("$5m to $10m") is
#: no math (its content starts with a digit and holds no command)
_SEGMENT: Final = re.compile(
    r"\$\$(?P<display>.+?)\$\$|"
    r"\\\[(?P<bracket>.+?)\\\]|"
    r"\\\((?P<paren>.+?)\\\)|"
    r"(?<![\\$\w])\$(?P<inline>[^\s$](?:[^$\n]*?[^\s$\\])?)\$(?![\w$])",
    re.DOTALL,
)
_GROUPS: Final = ("display", "bracket", "paren", "inline")

#: the relations a bound is written with, as commands or as signs
_RELATION: Final = re.compile(
    r"\\(?:le|leq|leqslant|leqq|ge|geq|geqslant|geqq|lt|gt|in|notin|pm)(?![A-Za-z])|[<>≤≥⩽⩾∈±]"
)
#: a parameter set to a number, alone in its math: "\kappa = 0.08", "c = 5\%", "\bar{w} = 0.1"
_PARAMETER: Final = re.compile(
    r"^\s*(?:\\[A-Za-z]+|[A-Za-z])(?:\{[^{}]*\})?(?:_\{?[\w\\ ]+\}?)?\s*=\s*"
    r"[-+]?\d[\d.,]*\s*(?:\\%|%|\\text\{\s*bp?s?\s*\}|bp?s?)?\s*$"
)


def _segments(text: str) -> Iterator[tuple[int, int, int, int]]:
    """Each math segment that states a relation: (start, end) of the whole with its delimiters
    and (start, end) of its content."""
    for found in _SEGMENT.finditer(text):
        group = next(g for g in _GROUPS if found.group(g) is not None)
        body = found.group(group)
        if group == "inline" and re.match(r"\d[\d.,]*\s*[a-zA-Z]", body) and "\\" not in body:
            continue  # money written with a dollar sign, not math
        if _RELATION.search(body) or _PARAMETER.match(body):
            yield found.start(), found.end(), found.start(group), found.end(group)


# --- symbols that name the subject --------------------------------------------------------------

#: the words a subscript or a set's letter stands for, by convention, when no quantifier binds it
_LETTER_SETS: Final = {"s": "sector", "c": "country", "r": "region", "g": "group", "k": "group"}
#: a word of text inside a subscript: "\text{cash}", "\mathrm{EM}", "cash", "TE"
_SUBSCRIPT_WORD: Final = (
    r"(?:\\(?:text|textrm|mathrm|mathit|operatorname|rm)\s*\{\s*(?P<word>[A-Za-z][\w -]*?)\s*\}"
    r"|(?P<bare>[A-Za-z]{2,}))"
)
#: the L1 norm of the weights: "\sum_i |w_i|", "\sum_{i=1}^{N} \lvert w_i \rvert", "\|w\|_1"
_GROSS: Final = re.compile(
    r"\\sum(?:_\{?\s*i(?:\s*=\s*1)?\s*\}?)?(?:\^\{?\s*[A-Za-z0-9]+\s*\}?)?\s*"
    r"(?:\||\\lvert|\\left\|)\s*w_(?:\{\s*i\s*(?:,\s*t)?\s*\}|i)\s*(?:\||\\rvert|\\right\|)|"
    r"(?:\\\||\\lVert|\|\||‖)\s*w\s*(?:\\\||\\rVert|\|\||‖)\s*_(?:\{\s*1\s*\}|1)"
)
#: a sum of weights over a set: "\sum_{i \in s} w_i", "\sum_{i\in S_k} w_{i}", "\sum_{i \in
#: \mathcal{I}_j} w_{i,t}"
_SET_SUM: Final = re.compile(
    r"\\sum_\{\s*[ijn]\s*(?:\\in|∈)\s*(?:\\mathcal\{\s*)?(?P<set>[A-Za-z])\s*\}?"
    r"(?:_(?:\{\s*[A-Za-z]\s*\}|[A-Za-z]))?\s*\}\s*w_(?:\{\s*[ijn]\s*(?:,\s*t)?\s*\}|[ijn])"
)
#: a weight with a named subscript: "w_{\text{cash}}", "w_{\mathrm{EM}}", "w_{cash}"
_NAMED_WEIGHT: Final = re.compile(rf"\bw_\{{\s*{_SUBSCRIPT_WORD}\s*\}}")
#: a volatility with a named subscript: "\sigma_{TE}", "\sigma_{\text{active}}"
_NAMED_SIGMA: Final = re.compile(rf"(?:\\sigma|σ)_\{{\s*{_SUBSCRIPT_WORD}\s*\}}")
#: one asset's weight with a date index: "w_{i,t}", "w_{it}", "w_{i}"
_ASSET_WEIGHT: Final = re.compile(r"\bw_\{\s*i\s*(?:,\s*t|t)?\s*\}")


def _bound_noun(text: str, letter: str) -> str | None:
    """The noun a quantifier binds `letter` to in `text`: "for each industry $s$", "for all
    sectors s", "s ∈ industries", "where s indexes industries"."""
    symbol = rf"\$?\s*{re.escape(letter)}\s*\$?(?![A-Za-z])"
    quantified = re.search(
        rf"\b(?:for\s+(?:each|every|all|any)|over\s+(?:all|each))\s+(?P<noun>[a-z]+?)s?\s+{symbol}",
        text,
    )
    if quantified is not None:
        return quantified.group("noun")
    indexed = re.search(
        rf"(?<![A-Za-z]){re.escape(letter)}\s*\$?\s*(?:indexes|indexing|runs\s+over|ranges\s+over"
        rf"|(?:\\in|∈)\s*\\?(?:text\{{)?)\s*(?:the\s+)?(?P<noun>[a-z]+?)(?:ies|s)?\b",
        text,
    )
    return indexed.group("noun") if indexed is not None else None


def _subject_edits(text: str, start: int, end: int) -> list[Edit]:
    """The symbols in `text[start:end]` that name what a bound is on, as their words."""
    edits: list[Edit] = []
    for found in _GROSS.finditer(text, start, end):
        edits.append(Edit(found.start(), found.end(), "gross exposure"))
    for found in _SET_SUM.finditer(text, start, end):
        letter = found.group("set")
        noun = _bound_noun(text, letter) or _LETTER_SETS.get(letter.lower(), "group")
        edits.append(Edit(found.start(), found.end(), f"the weight of {noun} {letter}"))
    for found in _NAMED_WEIGHT.finditer(text, start, end):
        word = found.group("word") or found.group("bare")
        edits.append(Edit(found.start(), found.end(), f"the {word} weight"))
    for found in _NAMED_SIGMA.finditer(text, start, end):
        word = found.group("word") or found.group("bare")
        edits.append(Edit(found.start(), found.end(), f"the {word} volatility"))
    for found in _ASSET_WEIGHT.finditer(text, start, end):
        edits.append(Edit(found.start(), found.end(), "w_i"))
    return edits


# --- commands and signs -------------------------------------------------------------------------

_GREEK: Final = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε",
    "zeta": "ζ", "eta": "η", "theta": "θ", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν",
    "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "phi": "φ", "varphi": "φ",
    "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ",
    "Lambda": "Λ", "Sigma": "Σ", "Phi": "Φ", "Omega": "Ω",
}  # fmt: skip
#: commands read as the sign or word they typeset
_COMMANDS: Final = {
    "le": "≤", "leq": "≤", "leqslant": "≤", "leqq": "≤", "ge": "≥", "geq": "≥", "geqslant": "≥",
    "geqq": "≥", "lt": "<", "gt": ">", "ne": "≠", "neq": "≠", "in": "∈", "notin": "∉", "pm": "±",
    "times": "×", "cdot": "·", "forall": "for all", "dots": "…", "ldots": "…", "cdots": "…",
    "quad": " ", "qquad": " ", "left": "", "right": "", "displaystyle": "",
    **_GREEK,
}  # fmt: skip
_COMMAND: Final = re.compile(r"\\(?P<name>[A-Za-z]+)(?![A-Za-z])")
#: a command that wraps words: its words are read, its braces dropped
_WRAPPER: Final = re.compile(
    r"\\(?:text|textrm|mathrm|mathit|operatorname|rm|mbox)\s*\{(?P<words>[^{}]*)\}"
)
#: a per-cent sign escaped, a thin or medium space, an escaped brace or an explicit space
_ESCAPE: Final = re.compile(r"\\(?P<sign>[%,;:! ])")


def _command_edits(text: str, start: int, end: int) -> list[Edit]:
    """The commands and escapes in `text[start:end]` as their signs and words."""
    edits: list[Edit] = []
    for found in _WRAPPER.finditer(text, start, end):
        edits.append(Edit(found.start(), found.end(), found.group("words")))
    for found in _ESCAPE.finditer(text, start, end):
        sign = found.group("sign")
        edits.append(Edit(found.start(), found.end(), "%" if sign == "%" else " "))
    for found in _COMMAND.finditer(text, start, end):
        name = found.group("name")
        if name not in _COMMANDS:
            continue
        edits.append(Edit(found.start(), found.end(), _COMMANDS[name]))
    return edits


def _without_overlaps(edits: list[Edit]) -> list[Edit]:
    """`edits` sorted, the first (a subject's whole symbol before its parts) winning overlaps."""
    kept: list[Edit] = []
    for edit in edits:
        if any(edit.start < k.end and k.start < edit.end for k in kept):
            continue
        kept.append(edit)
    return sorted(kept, key=lambda e: (e.start, e.end))


def _math_edits(text: str) -> list[Edit]:
    edits: list[Edit] = []
    for start, end, body_start, body_end in _segments(text):
        inside = _subject_edits(text, body_start, body_end)
        inside += _command_edits(text, body_start, body_end)
        edits += [Edit(start, body_start, ""), Edit(body_end, end, "")]
        edits += _without_overlaps(inside)
    return edits


# --- tables ------------------------------------------------------------------------------------

_TABULAR: Final = re.compile(
    r"\\begin\{(?P<env>tabular\*?|tabularx|longtable|array)\}(?:\{[^{}\n]*\})*[ \t]*"
    r"(?P<body>.*?)\\end\{(?P=env)\}",
    re.DOTALL,
)
#: a rule across a table: "\hline", "\toprule", "\midrule", "\bottomrule", "\cline{1-2}"
_RULE: Final = re.compile(r"\\(?:hline|toprule|midrule|bottomrule|cline\{[^{}]*\})[ \t]*\n?")
_ROW_END: Final = re.compile(r"[ \t]*\\\\[ \t]*(?=\n|$)")
_CELL: Final = re.compile(r"[ \t]*(?<!\\)&[ \t]*")


def _table_edits(text: str) -> list[Edit]:
    """A `tabular` as plain lines: its rules and environment lines dropped, a two-cell row read
    as "label: value", wider rows with " | " between cells, each row's "\\\\" dropped."""
    edits: list[Edit] = []
    for found in _TABULAR.finditer(text):
        body_start, body_end = found.start("body"), found.end("body")
        edits.append(Edit(found.start(), body_start, ""))
        edits.append(Edit(body_end, found.end(), ""))
        edits += [Edit(m.start(), m.end(), "") for m in _RULE.finditer(text, body_start, body_end)]
        edits += [
            Edit(m.start(), m.end(), "") for m in _ROW_END.finditer(text, body_start, body_end)
        ]
        for line in re.finditer(r"[^\n]+", text[body_start:body_end]):
            cells = list(_CELL.finditer(text, body_start + line.start(), body_start + line.end()))
            joint = ": " if len(cells) == 1 else " | "
            edits += [Edit(m.start(), m.end(), joint) for m in cells]
    return edits


# --- the cleaner ----------------------------------------------------------------------------------


def math_marks(text: str) -> list[Edit]:
    """The edits that read TeX's relations, symbols and tables as plain text (see the module)."""
    if "\\" not in text and "$" not in text:
        return []
    return _without_overlaps([*_table_edits(text), *_math_edits(text)])


__all__ = ["math_marks"]
