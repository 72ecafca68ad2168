"""The units, bodies and roles of a firm named after risk, which are no portfolio's risk.

Mails between asset managers name their colleagues by department: "our risk department had
proposed to reduce the bank deposits to 2,50 %", "please wait the confirmation of our risk
department", "the Risk Management team wants the sector weights lower", "Chief Risk Officer",
"Head of Risk", "Risikocontrolling". The word "risk" there names who speaks, not what the
portfolio should have less of: a reader of objectives that meets "risk … reduce" would take a
colleague's proposal about cash for a wish to minimise variance.

A firm's own name is the same: "Harrowgate Capital Finance", "Nordvik Growth Partners",
"Aldgate Capital Management LLC" name a lender, a sponsor or a custodian, and their "Capital"
or "Growth" is no return asked for. A run of capitalised words that ends on a corporate
designator (Capital, Partners, Management, Holdings, Bank, LLC, plc, …) is such a name.

`without_org_units` blanks such names (offsets kept), so a reader of what is asked reads what
the colleague asks, not who they are.
"""

from __future__ import annotations

import re
from typing import Final

#: the nouns of a body, a unit or a role that a Romance language puts before "of risks"
_BODY_FR: Final = (
    r"comité|commission|direction|directeur|directrice|département|service|pôle|équipe|"
    r"cellule|unité|division|fonction|responsable|contrôleur|contrôleuse|filière"
)
_BODY_ES: Final = (
    r"comité|comisión|área|gerencia|gerente|subgerencia|departamento|unidad|división|equipo|"
    r"jefe|jefa|jefatura|dirección|director|directora|oficial|encargad[oa]|función|mesa"
)
_BODY_IT: Final = (
    r"comitato|commissione|funzione|ufficio|direzione|direttore|direttrice|area|unità|"
    r"servizio|responsabile|team|divisione|dipartimento"
)
#: a unit, a body or a role named after risk: "risk department", "risk dept.", "risk committee",
#: "Risk Management team", "market risk unit", "risk officer", "Chief Risk Officer", "CRO",
#: "Head of Risk", "the risk colleagues", "our risk people", "Risikocontrolling",
#: "Risikomanagement", and "Risk Management" written as a signature's line of its own; a handle,
#: channel or rota named after risk ("@risk-oncall", "#risk-alerts", "the risk on-call")
_RISK_UNIT: Final = re.compile(
    r"\b(?:(?:market|credit|investment|portfolio|operational|liquidity|enterprise)\s+)?"
    r"risk(?:\s+(?:management|control(?:ling)?|controlling|monitoring|&\s+compliance|"
    r"and\s+compliance))?\s+(?:department|dept\.?|division|unit|team|function|office|officers?|"
    r"managers?|controllers?|committee|board|desk|colleagues?|people|guys|folks|group|"
    r"analysts?|area|service|staff)\b|"
    r"\b(?:chief\s+risk\s+officer|head\s+of\s+(?:the\s+)?risk(?:\s+management)?|cro)\b|"
    # ... and a title written with its function after a dash or in brackets, as Indian and
    # Gulf houses sign: "Head – Risk", "Chief Manager - Risk Management", "VP (Risk)"
    r"\b(?:head|chief|vp|svp|avp|evp|vice\s+president|director|manager|officer|lead|"
    r"(?:senior|sr\.?|deputy|assistant|asst\.?|chief|general)\s+manager)"
    r"(?:\s*[–—-]\s*|\s*\(\s*)(?:market\s+|credit\s+|investment\s+)?risk"
    r"(?:\s+(?:management|&\s+compliance|and\s+compliance))?\b\)?|"
    r"\brisiko(?:controlling|management|manager\w*|abteilung|komitee|ausschuss)\b|"
    # ... in the languages that put the body before what it is of, lowercase as often as not:
    # "comité des risques", "direction des risques", "área de riesgo", "gerencia de riesgos",
    # "comitato rischi", "funzione di risk management"; and Dutch compounds ("risicocomité")
    rf"\b(?:{_BODY_FR})\s+(?:des|de|du)\s+risques?\b|"
    rf"\b(?:{_BODY_ES})\s+(?:de\s+(?:los\s+)?|del\s+)riesgos?\b|"
    rf"\b(?:{_BODY_IT})\s+(?:(?:dei|di|del)\s+)?(?:rischi|rischio|risk\s+management)\b|"
    r"\brisico(?:comité|commissie|management|beheer|afdeling|manager\w*|team)\b|"
    r"\bafdeling\s+risico\w*|"
    r"(?m:^[ \t]*(?:[\w-]+[ \t]+)?risk[ \t]+management[ \t]*$)|"
    # a chat or code-host handle, a channel or a rota named after risk is who is asked or
    # where: "@risk-oncall", "@acme/risk-team", "#risk-alerts", "the risk on-call", "risk rota"
    r"(?<![\w@#/])[@#](?:[\w.-]+/)?[\w.-]*risk[\w.-]*|"
    r"\brisk[\s-]+(?:on[\s-]?call|rota|duty\s+(?:officer|manager)|pager|channel|inbox|queue)\b|"
    # a party of a routing line that heads a message, sender or recipient either side of an
    # arrow before its colon: "risk → PM desk: …", "PMs -> Risk: …" ("risk → lower" is a wish)
    r"\brisk(?=[ \t]*(?:→|->|=>|⇒|⟶)[ \t]*[\w][\w &/.'’-]{0,30}:)|"
    r"(?:(?<=[→⇒⟶])|(?<=[-=]>))[ \t]*risk(?=[ \t]*:)",
    re.IGNORECASE,
)


#: the department called by its name alone, capitalised mid-sentence, where only someone can
#: stand: after a verb or preposition of addressing or waiting ("ask Risk", "check with Risk",
#: "sign-off from Risk", "until Risk confirms", "ping Risk and Compliance"), or as the subject of
#: a verb of saying or deciding ("Risk signed off", "Risk wants …"); "Portfolio Risk", "Risk
#: budget" and a sentence that opens on "Risk" name a measure
_RISK_BY_NAME: Final = re.compile(
    r"\b(?i:from|with|by|via|cc|ask(?:ed|ing)?|tell|told|ping(?:ed)?|e-?mail(?:ed)?|"
    r"call(?:ed)?|until|till|unless|pending|before|sign[\s-]?off\s+from|approval\s+from|"
    r"(?:back\s+)?to)\s+(?:the\s+)?(?P<after>Risk)\b(?![\s-]*(?:[A-Z]\w*|(?i:adjusted|budgets?|"
    r"limits?|appetite|levels?|figures?|numbers?|measures?|metrics?|models?|premi\w+|parity|"
    r"factors?|free|weights?|taken|taking|assets?|profile)\b))|"
    r"(?<![.!?:]\s)(?<!^)\b(?P<subject>Risk)\s+(?=(?i:confirm(?:s|ed)?|says|said|signs?|signed|"
    r"approves?|approved|insists?|insisted|asks?|asked|agrees?|agreed|rejected|declined|wants?|"
    r"wanted|will\s+(?:confirm|send|revert|come\s+back|sign|approve|decide|advise)|"
    r"(?:and|&)\s+Compliance)\b)|"
    # a sentence may open on the department when its verb is one only someone does: "Risk will
    # set the limit on …", "Risk has signed off", "Risk objected" (a measure "will rise")
    r"(?:(?<=[.!?:]\s)|^)(?P<opener>Risk)\s+(?=(?i:will\s+(?:set|fix|confirm|decide|approve|sign|"
    r"advise|revert|send|review|calibrate|agree|come\s+back)|(?:has|have)\s+(?:set|fixed|"
    r"approved|signed|confirmed|objected|rejected|declined|agreed)|objected|signed\s+off|"
    r"rejected|declined)\b)",
    re.MULTILINE,
)


#: what a firm's name ends on: a corporate designator (several may follow one another,
#: "Capital Finance", "Capital Management LLC")
_DESIGNATOR: Final = (
    r"(?:Capital|Finance|Financial|Partners|Management|Advisors|Advisers|Group|Holdings|Bank|"
    r"Securities|Investments|Investors|Insurance|Assurance|Reinsurance|Re|Lending|Credit|"
    r"Ventures|Associates|Trust|LLC|LLP|LP|L\.P\.|Ltd\.?|Limited|Inc\.?|Corp\.?|Corporation|"
    r"Co\.|plc|PLC|AG|SA|S\.A\.|GmbH|NV|N\.V\.|BV|AB|ASA|SE)"
)
#: a firm named by its proper name: one to four capitalised words, then its designators, which
#: end the run of capitalised words; the run opens on no word of an objective set in title case
#: ("Maximum Capital Growth", "Long-Term Capital Appreciation") and is followed by no noun of
#: what capital does
_FIRM_NAME: Final = re.compile(
    r"(?<![\w&-])(?!(?:Maximi[sz]e|Minimi[sz]e|Maximum|Minimum|Highest|Lowest|Best|Long-Term|"
    r"Long|Preserve|Preservation|Protect|Seek|Achieve|Target|Total|Expected|Risk-Adjusted)\b)"
    r"(?:[A-Z][\w&'’-]*\s+){1,4}?"
    rf"{_DESIGNATOR}(?:\s+{_DESIGNATOR})*(?![\w-])"
    # ... that ends the run: a capitalised word after it goes on naming something else, a
    # fund or a product ("Meridian Asia Credit Sub-Fund")
    r"(?!\s+[A-Z])"
    r"(?!\s+(?i:growth|appreciation|preservation|protection|gains?|returns?|value)\b)"
)


def _firms_blanked(text: str) -> str:
    """`text` with each firm's proper name (`_FIRM_NAME`) blanked, offsets kept."""
    return _FIRM_NAME.sub(lambda m: " " * len(m.group(0)), text)


def without_org_units(text: str) -> str:
    """`text` with every unit, body or role named after risk blanked, offsets kept: "our risk
    department had proposed to reduce the cash" reads "our                 had proposed to
    reduce the cash"; the department called "Risk" ("ask Risk for it") is blanked likewise, and
    so is a firm's proper name ("until Harrowgate Capital Finance consents")."""
    text = _firms_blanked(_RISK_UNIT.sub(lambda m: " " * len(m.group(0)), text))
    chars = list(text)
    for m in _RISK_BY_NAME.finditer(text):
        group = "after" if m.group("after") else "subject" if m.group("subject") else "opener"
        chars[m.start(group) : m.end(group)] = " " * (m.end(group) - m.start(group))
    return "".join(chars)


__all__ = ["without_org_units"]
