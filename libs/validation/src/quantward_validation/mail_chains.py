"""What a mail of a chain says about the writer's own earlier mails.

People who correct a figure by mail rarely repeat the wrong one: "sorry, in my last mail there
was an error. Correct for the sector limit is: 20 %", "Please disregard my previous e-mail, the
right figure is 3x", "Correction to my mail of yesterday: …", "the number I sent you this
morning was wrong". Such a mail takes back what the earlier mail said of the limit it restates,
though the earlier mail still writes its value: it is a notice of error about an earlier mail,
and the value it gives in its place is the one in force.

`corrects_earlier_mail` reads the notice: an error named (an error, a mistake, a typo, a wrong
or incorrect figure, a mix-up) in the same sentence as a reference to an earlier mail (my last
or previous mail, the mail below, my e-mail of yesterday, what I sent you this morning), a
request to disregard such a mail, or a correction said of one. Whether the notice restates the
constraint's limit is `provenance`'s to decide, with its reading of subjects and values.

A message may also hold a whole chain, the newest mail on top and the older ones below it, not
quoted with ">" but opened by a separator or a header block, as Outlook and most mail programs
write them: "-----Original Message-----", "-------- Original message --------", "----- Forwarded
message -----", "-----Ursprüngliche Nachricht-----", "-----Message d'origine-----", a line of
underscores, a header block ("From: … / Sent: …", "Von: … / Gesendet: …", "De : … / Envoyé : …",
"Da: … / Inviato: …", "De: … / Enviado el: …") or an attribution line ("On Fri, 1 Mar 2024,
Anna wrote:", "Am 01.03.2024 schrieb Anna:", "Le 1 mars 2024, Anna a écrit :").
`newer_mails` gives, for a place inside an older mail, the text of the mails above it: what
they state of the same limit replaces what the older mail said.
"""

from __future__ import annotations

import itertools
import re
from typing import Final

#: a mail, message or note of the writer's, or of the thread (in the trade's words and e-mail's)
_MAIL: Final = (
    r"(?:e-?mails?|mails?|messages?|notes?|repl(?:y|ies)|answers?|writings?|communications?|"
    r"letters?|figures?|numbers?|values?|information|info)"
)
#: an earlier mail: "my last mail", "the previous e-mail", "our message of yesterday", "the mail
#: below", "what I sent you this morning", "my former answer"
_EARLIER_MAIL: Final = re.compile(
    r"\b(?:(?:my|our|the|this|that)\s+(?:own\s+)?(?:last|previous|earlier|former|prior|"
    r"preceding|first|initial|yesterday['’]?s?|original)\s+(?:\w+\s+)?" + _MAIL + r"|"
    r"(?:my|our|the)\s+" + _MAIL + r"\s+(?:below|above|before|of\s+(?:yesterday|this\s+morning|"
    r"today|last\s+\w+|\d{1,2}[./]\d{1,2}\.?(?:\d{2,4})?)|(?:I|we)\s+(?:sent|wrote|gave|"
    r"passed|forwarded))|"
    r"(?:what|the\s+\w+)\s+(?:I|we)\s+(?:sent|wrote|gave|told|passed\s+on|indicated|"
    r"communicated)(?:\s+(?:to\s+)?you)?\s+(?:before|earlier|yesterday|this\s+morning|"
    r"last\s+\w+|on\s+\w+))\b",
    re.IGNORECASE,
)
#: an error named: "an error", "a mistake", "a typo", "wrong", "incorrect", "not correct", "a
#: mix-up", "mixed up", "inexact", "erroneous"
_ERROR: Final = re.compile(
    r"\b(?:errors?|mistakes?|typos?|typing\s+errors?|slips?|wrong(?:ly)?|incorrect(?:ly)?|"
    r"erroneous(?:ly)?|inexact|inaccurate|mix[\s-]?up|mixed\s+up|confus(?:ed|ion)|"
    r"not\s+(?:correct|right|exact|accurate)|false|mistaken(?:ly)?|misprint)\b",
    re.IGNORECASE,
)
#: a request to set an earlier mail aside: "please disregard", "ignore", "forget", "do not use",
#: "do not consider", "discard", "delete", "replace"
_SET_ASIDE: Final = re.compile(
    r"\b(?:disregard|ignore|forget|discard|delete|cancel|withdraw|replace|"
    r"(?:do\s+not|don['’]t|please\s+don['’]t)\s+(?:use|consider|take\s+into\s+account|"
    r"rely\s+on))\b",
    re.IGNORECASE,
)
#: a correction said of something: "correction to", "correction of", "to correct", "I correct"
_CORRECTION_OF: Final = re.compile(
    r"\b(?:correction\s+(?:to|of|on)|(?:I|we)\s+(?:must|have\s+to|need\s+to|would\s+like\s+to|"
    r"want\s+to)?\s*correct|to\s+correct|erratum\s+(?:to|of))\b",
    re.IGNORECASE,
)
#: where a sentence ends (a full stop before a capital, a line, "!", "?", ";")
_SENTENCE_END: Final = re.compile(r"(?<!\d)\.(?=\s+[A-Z\n]|\s*$)|[!?;]|\n")


def _sentences(text: str) -> list[str]:
    cuts = [0, *(m.end() for m in _SENTENCE_END.finditer(text)), len(text)]
    return [text[a:b] for a, b in itertools.pairwise(cuts) if text[a:b].strip()]


def corrects_earlier_mail(text: str) -> bool:
    """Whether `text` is a notice that an earlier mail of the chain was wrong ("sorry, in my
    last mail there was an error", "please disregard my previous e-mail", "correction to my
    mail of yesterday"): what it then states of a limit replaces what that mail said of it."""
    for sentence in _sentences(text):
        if _EARLIER_MAIL.search(sentence) is None:
            continue
        if (
            _ERROR.search(sentence) is not None
            or _SET_ASIDE.search(sentence) is not None
            or _CORRECTION_OF.search(sentence) is not None
        ):
            return True
    return False


#: a separator line that opens an older or forwarded mail, in the languages of the writers
_SEPARATOR: Final = re.compile(
    r"(?im)^[ \t>]*(?:-{2,}|_{2,}|={2,})?[ \t]*(?:original(?:\s+message)?|forwarded\s+message|"
    r"weitergeleitete\s+nachricht|urspr(?:ü|ue)ngliche\s+nachricht|message\s+d['’]origine|"
    r"message\s+transf[ée]r[ée]|messaggio\s+originale|messaggio\s+inoltrato|"
    r"mensaje\s+original|mensaje\s+reenviado|mensagem\s+original|oorspronkelijk\s+bericht|"
    r"元のメッセージ)[ \t]*(?:-{2,}|_{2,}|={2,})[ \t]*$|"
    r"^[ \t]*_{10,}[ \t]*$|^[ \t]*begin\s+forwarded\s+message[ \t]*:[ \t]*$"
)
#: the first line of a header block: who sent the older mail, a name or an address (a date
#: after "From:" opens a period, "From: 2010-01-01 / To: 2019-12-31", no mail)
_FROM: Final = re.compile(
    r"(?im)^[ \t]*(?:from|von|de|da|van|från|fra|od|差出人|送信者)[ \t]*:[ \t]*(?:[^\W\d_]|[\"<])"
)
#: a line of a header block that dates or addresses a mail
_HEADER_LINE: Final = re.compile(
    r"(?im)^[ \t]*(?:sent|date|to|cc|subject|gesendet|datum|an|betreff|envoy[ée]|objet|[àa]|"
    r"inviato|data|oggetto|a|enviado(?:\s+el)?|fecha|para|asunto|verzonden|onderwerp|"
    r"送信日時|件名|宛先)[ \t]*:"
)
#: an attribution line: "On Fri, 1 Mar 2024 at 17:55, Anna <a@b.de> wrote:", "Am … schrieb …:",
#: "Le … a écrit :", "Il … ha scritto:", "El … escribió:"
_ATTRIBUTION: Final = re.compile(
    r"(?im)^[ \t]*(?:on|am|le|il|el|op|em)\b[^\n]{4,200}?\b(?:wrote|schrieb|a\s+écrit|"
    r"ha\s+scritto|escribió|schreef|escreveu)[ \t]*:?[ \t]*$"
)


def _header_block_starts(text: str) -> list[int]:
    """Where a header block opens an older mail: a "From:" line with a dating or addressing
    header line among the next three lines."""
    starts: list[int] = []
    for found in _FROM.finditer(text):
        following = text[found.end() :].split("\n")[1:4]
        if any(_HEADER_LINE.match(line) for line in following):
            starts.append(found.start())
    return starts


def older_mail_starts(text: str) -> list[int]:
    """Where each older mail of a chain pasted in one message begins, in order: at a separator,
    a header block or an attribution line that follows some text of a newer mail (the
    message's own header on top opens no older mail)."""
    found = sorted(
        {
            *(m.start() for m in _SEPARATOR.finditer(text)),
            *_header_block_starts(text),
            *(m.start() for m in _ATTRIBUTION.finditer(text)),
        }
    )
    starts: list[int] = []
    for at in found:
        before = text[starts[-1] if starts else 0 : at]
        # a separator and the header block under it open one mail; the message's own header
        # (nothing but headers above) opens none
        body = [
            line
            for line in before.split("\n")
            if line.strip()
            and not _HEADER_LINE.match(line)
            and not _FROM.match(line)
            and not _SEPARATOR.match(line)
        ]
        if body:
            starts.append(at)
    return starts


def newer_mails(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The mails above the one holding `start`–`end`, as (start, end) in `text`, when the
    message holds a chain (see the module's docstring); none for the newest mail."""
    above = [at for at in older_mail_starts(text) if at <= start]
    return [(0, above[-1])] if above else []


__all__ = ["corrects_earlier_mail", "newer_mails", "older_mail_starts"]
