"""Wording withdrawn, struck, cancelled or turned down, in Lithuanian, as regex fragments for
`withdrawn_quotes`.

Lithuanian minutes and e-mails quote the wording they take back as the other languages do: a
protokolas's "siūlė formuluotę „…“. Siūlymas atmestas", a darbotvarkė's "Siūlymas: „…“ –
IŠBRAUKTAS IŠ DARBOTVARKĖS", an e-mail's "formuluotė („…“) atšaukiama". The verbs are read by
their stems in the passive participle, every gender, number and case ("atmestas", "atmesta",
"atmestos"; "atšauktas", "atšaukiama") and the past ("atmetė", "atšaukė"): atmesti (to
reject), išbraukti (to strike), atšaukti (to revoke), panaikinti (to cancel), atidėti (to put
off), and the board's "nepritarė" (did not approve). Pure data.
"""

from __future__ import annotations

from typing import Final

#: rejected, struck, revoked, cancelled, put off, or not approved
WITHDRAWN: Final = (
    r"atmest\w*|atmet(?:ė|ame|ama|amas)\b|išbraukt\w*|išbrauk(?:ė|iama|iamas)\b|"
    r"atšauk\w*|panaikint\w*|panaikin(?:ė|ama|amas)\b|atidėt\w*|atidė(?:jo|ta)\b|"
    r"nepritar\w*"
)
#: the noun of a proposal that opens the sentence after its quotation: "Siūlymas atmestas."
PROPOSAL: Final = r"siūlym\w*|pasiūlym\w*|patais\w*"

__all__ = ["PROPOSAL", "WITHDRAWN"]
