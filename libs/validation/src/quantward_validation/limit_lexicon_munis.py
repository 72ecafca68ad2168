"""A tax-exempt municipal account's AMT bucket, a subject of its own.

A US municipal bond account's guidelines cap the bonds whose interest counts for the
alternative minimum tax: private-activity bonds ("private-activity (AMT) paper", "bonds subject
to the AMT", "the AMT bucket", "AMT sleeve", fields such as `max_amt_weight` or
`amtBucketLimit`). They are one class of bond, neither one position nor the credit buckets: a
bound on them bounds only them, and a plan's field named for them is read against them alone,
never as a position cap because its name ends in "weight". "AMT" is also the trade's shorthand
for an amount ("notional amt", `max_trade_amt`), so the abbreviation counts only where it names
bonds: before what it qualifies ("AMT bonds", "AMT bucket", "AMT weight"), after "subject to
(the)", or set in brackets after the words it abbreviates. The patterns read lower-cased words
(config names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: canonical subject name of the AMT (private-activity) bucket
AMT_BUCKET: Final = "max_amt_weight"

AMT_BUCKET_PATTERN: Final = re.compile(
    r"\balternative[\s-]+minimum[\s-]+tax\b|"
    r"\bprivate[\s-]+activity(?:[\s-]+(?:bonds?|paper|debt|issues?|munis?|securities))?\b|"
    # ("subject to the federal AMT", "subject to the individual AMT")
    r"(?:\bsubject\s+to\s+(?:the\s+)?(?:(?:federal|individual|personal|u\.?s\.?)\s+)?|\()amt\b|"
    r"\bamt(?=[\s-]+(?:bonds?|paper|debt|munis?|bucket|sleeve|exposure|weights?|share|"
    r"allocation|cap|limit|max|maximum|portion|holdings?|securities|issues?|names|basket|"
    r"ceiling|quota)\b)"
)

__all__ = ["AMT_BUCKET", "AMT_BUCKET_PATTERN"]
