"""The words of a limit and of its side in romanised Japanese, Korean and Chinese.

An Asian pension fund's or asset manager's systems name a limit the way its rule book does,
romanised into a field name: 上限 (upper limit) is `jōgen`/`jogen`/`jougen` (`kokunaiKabushiki
Jogen`), 下限 (lower limit) `kagen` (`kokunaiSaikenKagen`), 限度 `gendo`, 制限 `seigen`, 最低
`saitei` (at least), 最小 `saishō` and 最大 `saidai`; Korean 상한/하한 are `sanghan`/`hahan`,
한도 `hando`, 최소/최대 `choeso`/`choedae`; Chinese 上限/下限 are `shangxian`/`xiaxian`, 限额
`xiane`, 最低/最小 `zuidi`/`zuixiao`, 最高/最大 `zuigao`/`zuida`. A reader that knows only
"max", "min", "cap" and "floor" takes such a name for a research setting (no limit, so an
invented one passes unquestioned) and reads every one as a cap (so a floor's band is on the
wrong side). `LIMIT_WORD` says a name is a limit's; `FLOOR_WORD` that it is a floor's. Both
read lower-cased words (`limits.words`), whole words only: as separate words in a field name
they are unambiguous, and no English word of the trade is spelt like them.
"""

from __future__ import annotations

from typing import Final

#: the lower side: 下限, 最低, 最小 (Japanese); 하한, 최소 (Korean); 下限, 最低, 最小 (Chinese)
_FLOOR: Final = (
    r"kagen|saitei|saish[oō]u?|saishoh|"
    r"hahan|choeso|choiso|"
    r"xiaxian|zuidi|zuixiao"
)
#: the upper side: 上限, 最大, 最高 (Japanese); 상한, 최대 (Korean); 上限, 最高, 最大 (Chinese)
_CAP: Final = (
    r"j[oō][uo]?gen|johgen|saidai|saik[oō]u?|"
    r"sanghan|choedae|choidae|"
    r"shangxian|zuigao|zuida"
)
#: the limit as such: 限度, 制限 (Japanese); 한도 (Korean); 限额 (Chinese)
_BOUND: Final = r"gendo|gendogaku|seigen|hando|xian[\s-]?e"

#: a limit's word of either side, as a regular expression's alternatives (whole words)
FLOOR_WORD: Final = _FLOOR
#: an upper side's word (a cap's), as a regular expression's alternatives (whole words)
CAP_WORD: Final = _CAP
LIMIT_WORD: Final = f"{_FLOOR}|{_CAP}|{_BOUND}"

__all__ = ["CAP_WORD", "FLOOR_WORD", "LIMIT_WORD"]
