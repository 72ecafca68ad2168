"""The deleted side of a document pasted with its changes: words a redline, a draft or a pen
took out, which are not in force whatever they say.

Chat clients strike words with "~~…~~" (`utterances.STRUCK`). Documents copied out of a PDF
or a scan carry the same deletions in their own forms:

- a blackline's labelled sides, one per line: "Deleted: 15 %" / "Inserted: 10 %" (also
  "Removed:", "Struck out:", "Deletion:");
- a bracketed deletion inside a line: "[deleted: 2.5 %]", "[Deleted] 2.5 % [Inserted] 2 %";
- a figure struck by hand on a scan, with the reader's note after it: "15 % [struck through
  by hand] 10 % [handwritten]", "3 x (crossed out) 2 x";
- a draft pasted above the signed text: a section headed "DRAFT …" followed by one headed
  "EXECUTION VERSION" (or "Final version", "Signed version", "As executed"): the draft's
  section is replaced by the version that follows;
- an amending instrument's quoted wording, the way statutes and resolutions amend a text:
  the words a verb of deletion takes as its object ("amended by striking 'X' and inserting
  'Y'", "by deleting the words \"X\"", "replace 'X' with 'Y'"), the words a substitution
  puts something in place of ("substituting 'Y' for 'X'"), and a quotation the sentence
  declares repealed ("the objective adopted in 2022 ('X') is hereby rescinded").

`deleted_spans` gives the stretches; `utterances.struck` and `utterances.unstruck` read them
with the chat client's strikes, so every limit reader (`provenance`, `mandate`) sets them
aside.
"""

from __future__ import annotations

import re
from typing import Final

#: a blackline's deleted side, a line of its own: "Deleted: 15 %", "[Removed:] …"
_DELETED_LINE: Final = re.compile(
    r"(?im)^[ \t]*\[?[ \t]*(?:deleted|deletion|removed|struck(?:[ \t]+(?:out|through))?|"
    r"gelöscht|gestrichen)(?:[ \t]+(?:text|wording|words|passage))?[ \t]*\]?[ \t]*:[^\n]*"
)
#: a bracketed deletion inside a line: "[deleted: 2.5 %]"
_DELETED_BRACKET: Final = re.compile(
    r"(?i)\[[ \t]*(?:deleted|removed|struck(?:[ \t]+(?:out|through))?)[ \t]*:[^\]\n]*\]"
)
#: a deletion marker before the words it deletes, up to the next marker or the line's end:
#: "[Deleted] 2.5 % [Inserted] 2 %"
_DELETED_MARKER: Final = re.compile(
    r"(?i)\[[ \t]*(?:deleted|removed|struck(?:[ \t]+(?:out|through))?)[ \t]*\][^\[\n]*"
)
#: a figure struck by hand, with the transcriber's note right after it: "15 % [struck through
#: by hand]", "2.5 x (crossed out)", "4 % [durchgestrichen]" (the space before the figure is
#: part of the stretch, so the figure lies inside it)
_HAND_STRUCK: Final = re.compile(
    r"(?i)[ \t(](?:\d[\d.,]*)[ \t]?(?:%|bps?|basis\s+points?|x|per\s*cent)(?:[ \t]*p\.\s?a\.)?"
    r"[ \t]*[\[(][ \t]*(?:struck|crossed|scored|ruled|deleted|durchgestrichen|gestrichen)"
    r"[^\])\n]*[\])]"
)
#: a heading that opens a draft: "DRAFT – FOR DISCUSSION – 14 Feb 2026", "Draft v2 (12 May)"
_DRAFT_HEADING: Final = re.compile(r"(?im)^[ \t]*(?:\*\*|#+[ \t]*)?draft\b[^\n]{0,80}$")
#: a heading that opens the version in force: "EXECUTION VERSION", "Final version", "Signed
#: version", "As executed", "Execution copy", "FINAL (as signed)" ("Final draft" is a draft)
_FINAL_HEADING: Final = re.compile(
    r"(?im)^[ \t]*(?:\*\*|#+[ \t]*)?(?:execution[ \t]+(?:version|copy)|executed[ \t]+"
    r"(?:version|copy)|final[ \t]+(?:version|text|wording)|signed[ \t]+(?:version|copy)|"
    r"as[ \t]+(?:executed|signed)|final(?=[ \t]*(?:\(|[–—]|$)))[^\n]{0,80}$"
)


#: a quotation in any of the common marks; a single quote closes only before a non-letter, so
#: an apostrophe inside it ("the Fund's") does not end it
_QUOTED: Final = (
    r"(?:'(?=\S)(?:[^'\n]|'(?=[A-Za-z]))*?(?<=\S)'(?![A-Za-z])|\"[^\"\n]+\"|“[^”\n]+”|"
    r"‘(?:[^’\n]|’(?=[A-Za-z]))*?’(?![A-Za-z])|"
    r"«[^»\n]+»|„[^“”\n]+[“”])"
)
#: a verb of deletion and the quotation it takes: "striking 'X'", "by deleting the words \"X\"",
#: "strike out 'X'", "remove the phrase 'X'", "replace 'X' with …"
_STRUCK_QUOTE: Final = re.compile(
    r"(?i)\b(?:strik(?:e|es|ing)|struck|delet(?:e|es|ing)|remov(?:e|es|ing)|omit(?:s|ting)?|"
    r"replac(?:e|es|ing))(?:[ \t]+(?:out|through))?"
    r"(?:[ \t]+the[ \t]+(?:words?|phrase|sentence|text|wording|clause))?[ \t]*,?[ \t]*"
    rf"(?P<quote>{_QUOTED})"
)
#: ... and in the other languages of a mandate, where the verb of striking may come in any
#: form and take the wording by its noun: "stryka lydelsen 'X' och ersätta den med …", "di
#: sopprimere le parole «X»", "suprimir a expressão \"X\"", "die Wörter „X“ werden gestrichen"
#: reads the other way round and is left to `_REPEALED_QUOTE`
_STRUCK_QUOTE_EU: Final = re.compile(
    r"(?i)\b(?:"
    # Swedish: "stryka", "stryker", "strök", "ersätta", "ersätter", "ta bort"
    r"stryk(?:a|er|s)|strök|ersätt(?:a|er|s)|ta\s+bort|tar\s+bort|"
    # Italian: "sopprimere", "sopprimendo", "sostituire", "eliminare", "cancellare"
    r"soppr(?:imere|ime|imono|imendo)|sostitu(?:ire|isce|iscono|endo)|elimin(?:are|a|ando)|"
    r"cancell(?:are|a|ando)|"
    # Portuguese and Spanish: "suprimir", "substituir", "sustituir", "excluir", "eliminar"
    r"supr(?:imir|ime|imindo|imiendo)|su(?:b)?stitu(?:ir|i|indo|yendo)|exclu(?:ir|i|indo)|"
    r"elimin(?:ar|ando)|"
    # French and German: "supprimer", "remplacer", "streichen", "ersetzen"
    r"supprim(?:er|e|ant)|remplac(?:er|e|ant)|streich(?:en|t)|ersetz(?:en|t))"
    r"(?:[ \t]+(?:lydelsen|orden|texten|meningen|formuleringen|"
    r"(?:le|la|il)[ \t]+(?:parole|frase|dicitura|testo|formulazione)|"
    r"(?:a|o|as|os|la|el|las|los)[ \t]+(?:express[ãa]o|express[õo]es|reda[çc][ãa]o|frase|"
    r"texto|palavras|palabras|expresi[óo]n|redacci[óo]n)|"
    r"(?:les|le|la)[ \t]+(?:mots|phrase|texte|rédaction)|"
    r"(?:die|den|das)[ \t]+(?:wörter|worte|formulierung|wortlaut|text|fassung)))?[ \t]*,?[ \t]*"
    rf"(?P<quote>{_QUOTED})"
)
#: a substitution names the new words first and the old after "for": "substituting 'Y' for 'X'"
_SUBSTITUTED_FOR: Final = re.compile(
    rf"(?i)\bsubstitut(?:e|es|ing)[ \t]+{_QUOTED}[ \t]+for[ \t]+(?:the[ \t]+words?[ \t]+)?"
    rf"(?P<quote>{_QUOTED})"
)
#: a quotation its own sentence declares repealed: "('X') is hereby rescinded", "'X' is deleted"
_REPEALED_QUOTE: Final = re.compile(
    rf"(?i)(?P<quote>{_QUOTED})[ \t]*[)\]]?[ \t]*,?[ \t]*(?:is|are|shall[ \t]+be|be)[ \t]+"
    r"(?:hereby[ \t]+)?(?:rescinded|repealed|revoked|struck|deleted|removed|withdrawn|"
    r"superseded|replaced|cancell?ed|annulled)\b"
)


def amended_quotes(text: str) -> list[tuple[int, int]]:
    """Each quotation an amending sentence strikes, substitutes for or repeals (its marks
    included): the old wording the amendment takes out. Read by the objective reader; the limit
    readers' `deleted_spans` do not take it yet (not measured on their batches)."""
    return [
        m.span("quote")
        for pattern in (_STRUCK_QUOTE, _STRUCK_QUOTE_EU, _SUBSTITUTED_FOR, _REPEALED_QUOTE)
        for m in pattern.finditer(text)
    ]


def _drafts(text: str) -> list[tuple[int, int]]:
    """Each draft section that a version in force follows: from its heading to that one's."""
    finals = [m.start() for m in _FINAL_HEADING.finditer(text)]
    out: list[tuple[int, int]] = []
    for draft in _DRAFT_HEADING.finditer(text):
        following = next((f for f in finals if f > draft.end()), None)
        if following is not None:
            out.append((draft.start(), following))
    return out


def deleted_spans(text: str) -> list[tuple[int, int]]:
    """The stretches of `text` a redline, a pen or a later version deleted (see the module)."""
    spans = [
        (m.start(), m.end())
        for pattern in (_DELETED_LINE, _DELETED_BRACKET, _DELETED_MARKER, _HAND_STRUCK)
        for m in pattern.finditer(text)
    ]
    return spans + _drafts(text)


def deleted(text: str, start: int, end: int) -> bool:
    """Whether `start`–`end` lies on a deleted side of `text` (see the module)."""
    return any(a <= start and end <= b for a, b in deleted_spans(text))


__all__ = ["amended_quotes", "deleted", "deleted_spans"]
