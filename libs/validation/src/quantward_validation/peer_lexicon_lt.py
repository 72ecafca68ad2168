"""A peer group's statistic, in Lithuanian.

A Lithuanian pensijų kaupimo bendrovė sets its own limit beside what the market runs:
"Palyginimui: II pakopos fondų vidurkis … – 7 %. Mūsų strategijoje riba yra 5 %". The average
or the median of other funds is no limit of this fund, though it is said of the same subject;
`peer_statistics` joins these words to the other languages' to say so.

Lithuanian declines the group and the statistic: the group stands in the genitive plural before
the statistic it is taken over ("fondų vidurkis", "bendrovių mediana", "rinkos dalyvių"), the
statistic in any case ("vidurkis", "vidurkio", "vidurkį", "mediana", "medianos"); the writer's
own figure follows "mūsų" (our, invariable) or "savo" (one's own). The adjective "vidutinis"
(average) is left out: a fund's own measure takes it ("vidutinė trukmė", the average duration).
Every word is read with and without its diacritics. Pure data.
"""

from __future__ import annotations

from typing import Final

#: a group of others a statistic is taken over, in the genitive plural: "fondų", "bendrovių",
#: "rinkos dalyvių", "valdytojų", the "sektoriaus" and "rinkos" of a whole market
PEER_GROUPS: Final = (
    r"fond(?:ų|u)|bendrovi(?:ų|u)|valdytoj(?:ų|u)|(?:rinkos\s+)?dalyvi(?:ų|u)|"
    r"sektoriaus|rinkos"
)
#: a statistic over a group: "vidurkis" and "mediana" in every case, "kvartilis"
PEER_STATISTICS: Final = r"vidurk(?:is|io|iui|į|i|iu|yje)|median(?:a|os|ai|ą|oje)|kvartil\w*"
#: the writer's own figure after the statistic: "mūsų" (our), "savo" (own)
PEER_OWN: Final = r"m(?:ū|u)s(?:ų|u)|savo"

__all__ = ["PEER_GROUPS", "PEER_OWN", "PEER_STATISTICS"]
