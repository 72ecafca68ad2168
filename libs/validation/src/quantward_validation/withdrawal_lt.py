"""Wording withdrawn, struck, cancelled or turned down, in Lithuanian, as regex fragments for
`withdrawn_quotes`.

Lithuanian minutes and e-mails quote the wording they take back as the other languages do: a
protokolas's "siūlė formuluotę „…“. Siūlymas atmestas", a darbotvarkė's "Siūlymas: „…“ –
IŠBRAUKTAS IŠ DARBOTVARKĖS", an e-mail's "formuluotė („…“) atšaukiama". The verbs are read by
their stems in the passive participle, every gender, number and case ("atmestas", "atmesta",
"atmestos"; "atšauktas", "atšaukiama") and the past ("atmetė", "atšaukė"): atmesti (to
reject), išbraukti (to strike), atšaukti (to revoke), panaikinti (to cancel), atidėti (to put
off), and the board's "nepritarė" (did not approve): the words of `refusals_lt`, which every
reader of a proposal not adopted shares. Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.refusals_lt import LITHUANIAN as REFUSED

#: rejected, struck, revoked, cancelled, put off, or not approved: the class every reader of a
#: proposal not adopted shares (`refusals_lt`)
WITHDRAWN: Final = REFUSED

#: the noun of a proposal that opens the sentence after its quotation: "Siūlymas atmestas."
PROPOSAL: Final = r"siūlym\w*|pasiūlym\w*|patais\w*"

__all__ = ["PROPOSAL", "WITHDRAWN"]
