"""The custom code the offline researcher writes for the `python` approach, and why.

Shared by the researcher (which runs it through the `python` tool) and the contract writer
(which records the custom-code method with the same reason), so the contract says exactly why
the code that ran was needed.
"""

from __future__ import annotations

from typing import Final

#: why the `python` approach writes code: recorded with the code and reviewed
CODE_REASON: Final = (
    "the platform library has no function for the Sortino ratio, the downside deviation or "
    "the worst rolling 21-trading-day return"
)
#: the custom computation, over each company's daily closes from the gateway
DOWNSIDE_CODE: Final = """import math
import pandas as pd
from quantward_platform.sandbox import prices

rows = []
for entity_id in {entity_ids!r}:
    frame = prices(entity_id, {start!r}, {end!r})
    returns = frame["return"].dropna()
    closes = frame["close"]
    downside = math.sqrt((returns.clip(upper=0) ** 2).mean() * 252)
    annual = (1 + returns).prod() ** (252 / len(returns)) - 1
    worst = (closes / closes.shift(21) - 1).min()
    rows.append(
        {{
            "entity_id": entity_id,
            "sortino": round(annual / downside, 4) if downside else None,
            "downside_deviation": round(downside, 6),
            "worst_21d_return": round(float(worst), 6),
            "annual_return": round(float(annual), 6),
            "days": len(returns),
        }}
    )
pd.DataFrame(rows).to_csv("out/downside.csv", index=False)
for row in rows:
    print(
        f"{{row['entity_id']}}: Sortino {{row['sortino']}}, downside deviation "
        f"{{row['downside_deviation']}}, worst 21-day return {{row['worst_21d_return']}}"
    )
"""
