"""What a Japanese fund's limits bound, in its three scripts, glossed in the English words.

A Japanese pension fund or asset manager names one subject three ways in one bundle: its rule
book writes it in kanji or katakana (国内債券, オルタナティブ, 期待収益率, 運用受託機関), its
systems romanise it into a field name (`kokunaiSaikenKagen`, `kitaiShuekiritsuKagen`,
`itakuKikanJogen`), and its English papers translate it ("domestic bonds", "alternatives", "the
expected return", "any one manager"). `lexical_subjects` ties a plan limit no vocabulary knows
to a mandate's phrase by the stems both say, and stems cannot cross scripts: a romanised name
shares no letter with a phrase in kanji, nor with the English of the same thing, so a breach
went unseen and a clean plan drew a needless question.

`glossed` writes each term of the vocabulary, in any of the three scripts, as its English words,
so the stems of a name and of a phrase are the stems of one language. Romanised words are read
in every spelling of their long vowels (Hepburn's macron "kyūfu", doubled "kyuufu", the
wāpuro "ou" and the passport "oh"), joined or apart ("itakukikan", "itaku kikan") and with or
without the syllable mark of "un'yō". A term's English is the trade's words for the same thing,
so what the finance synonyms know (`lexical_synonyms`: a manager, a reserve) follows. The words
of a limit's side (上限, `jogen`: `limit_sides_asia`) are no subject and are not glossed here.

Only what a pension fund's or an asset manager's rules bound is glossed: asset classes and
where they are held, the managers and the kinds of firm that are one, the policy asset mix and
its expected return, the tracking error, the benefit payments and what is held to meet them,
counts and shares. A romanised word is glossed only as a whole word, and none of them is spelt
like an English word of the trade.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.lexical_synonyms import unaccented

#: each subject's English words -> how Japanese writes it: in kanji or katakana, and
#: romanised (Hepburn, with its macrons; the other spellings of a long vowel are read too)
_TERMS: Final[tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]] = (
    # where an asset is held: at home, abroad
    ("domestic", ("国内", "内国"), ("kokunai", "naikoku")),
    ("foreign", ("外国", "海外", "外貨建"), ("gaikoku", "kaigai", "gaikadate")),
    # the asset classes of a policy asset mix
    ("equity", ("株式", "エクイティ"), ("kabushiki", "ekuiti")),
    ("bond", ("債券", "公社債"), ("saiken", "koshasai")),
    ("alternative", ("オルタナティブ", "オルタナティヴ", "オルタナ"), ("orutanatibu", "orutana")),
    ("real estate", ("不動産",), ("fudosan",)),
    ("infrastructure", ("インフラ",), ("infura",)),
    ("hedge fund", ("ヘッジファンド",), ("hejji fando",)),
    ("private equity", ("プライベート・エクイティ", "プライベートエクイティ"), ()),
    ("general account", ("一般勘定",), ("ippan kanjo",)),
    ("short term asset", ("短期資産",), ("tanki shisan",)),
    ("cash", ("現金", "現預金"), ("genkin", "genyokin")),
    ("deposit", ("預金",), ("yokin",)),
    ("call loan", ("コールローン",), ("koru ron",)),
    ("currency", ("為替", "通貨"), ("kawase", "tsuka")),
    ("hedge", ("ヘッジ",), ("hejji",)),
    # the firms that run the money: 運用受託機関 (un'yō jutaku kikan), 運用委託先, the kinds of
    # firm one is (a trust bank, a life insurer, an investment advisor)
    (
        "manager",
        ("運用受託機関", "受託機関", "運用機関", "運用委託先", "委託先", "運用会社"),
        (
            "unyō jutaku kikan",
            "jutaku kikan",
            "unyō itaku kikan",
            "itaku kikan",
            "unyō kikan",
            "itakusaki",
            "itaku saki",
            "unyō itakusaki",
            "unyō gaisha",
        ),
    ),
    ("trust bank", ("信託銀行",), ("shintaku ginkō",)),
    ("life insurer", ("生命保険会社", "生命保険", "生保"), ("seimei hoken", "seiho")),
    ("investment advisor", ("投資顧問", "投資一任業者"), ("tōshi komon",)),
    # the policy asset mix (政策アセットミックス, 基本ポートフォリオ) and what it is built to earn
    (
        "policy asset mix",
        (
            "政策アセットミックス",
            "政策的資産構成割合",
            "政策資産構成割合",
            "基本ポートフォリオ",
            "基本資産配分",
        ),
        ("seisaku asset mix", "seisaku asetto mikkusu", "kihon pōtoforio", "kihon portfolio"),
    ),
    ("policy", ("政策",), ("seisaku",)),
    (
        "expected return",
        ("期待収益率", "期待リターン", "期待収益"),
        ("kitai shūekiritsu", "kitai shūeki", "kitai ritān"),
    ),
    ("return", ("収益率", "利回り", "リターン"), ("shūekiritsu", "rimawari", "ritān")),
    # the active risk against the benchmark
    ("tracking error", ("トラッキングエラー", "トラッキング・エラー"), ("torakkingu erā",)),
    ("benchmark", ("ベンチマーク",), ("benchimāku",)),
    ("risk", ("リスク",), ("risuku",)),
    ("duration", ("デュレーション",), ("deyurēshon", "dyurēshon")),
    # the benefits a pension pays, and what is held to pay them
    ("benefit", ("給付", "年金給付"), ("kyūfu", "nenkin kyūfu")),
    ("payment", ("支払", "支払い", "支給"), ("shiharai", "shikyū")),
    ("reserve", ("準備金", "準備", "積立"), ("junbi", "junbikin")),
    ("liquidity", ("流動性",), ("ryūdōsei",)),
    # a count and a share
    ("number", ("社数", "件数"), ("shasū", "kensū")),
    (
        "weight",
        ("構成比", "比率", "配分", "ウェイト", "ウエイト"),
        ("kōseihi", "hiritsu", "haibun", "ueito"),
    ),
)


def _romanised(spelling: str) -> str:
    """A romanised word's pattern in every spelling of its long vowels and its syllable mark:
    "ū" is u, uu or uh, "ō" o, ou, oo or oh, "ā" a or aa; "n" before a vowel or y may carry an
    apostrophe ("un'yō"); the words of a term may be joined ("itakukikan")."""
    out: list[str] = []
    for i, char in enumerate(spelling):
        if char == "ū":
            out.append("u(?:u|h)?")
        elif char == "ō":
            out.append("o(?:u|o|h)?")
        elif char == "ā":
            out.append("aa?")
        elif char == "ē":
            out.append("e(?:e|i)?")
        elif char == " ":
            out.append(r"[\s'’-]?")
        elif char == "n" and i + 1 < len(spelling) and spelling[i + 1] in "aeiouyāēīōū":
            out.append(r"n['’]?")
        else:
            out.append(re.escape(char))
    return "".join(out)


def _script_table() -> tuple[re.Pattern[str], dict[str, str]]:
    said = {form: english for english, forms, _ in _TERMS for form in forms}
    alternation = "|".join(re.escape(f) for f in sorted(said, key=len, reverse=True))
    return re.compile(alternation), said


def _romaji_table() -> tuple[re.Pattern[str], list[str]]:
    pairs = sorted(
        ((spelling, english) for english, _, spellings in _TERMS for spelling in spellings),
        key=lambda pair: len(pair[0]),
        reverse=True,
    )
    groups = "|".join(f"(?P<t{i}>{_romanised(s)})" for i, (s, _) in enumerate(pairs))
    return re.compile(rf"(?<![a-z0-9])(?:{groups})(?![a-z0-9])"), [e for _, e in pairs]


_SCRIPT, _SCRIPT_ENGLISH = _script_table()
_ROMAJI, _ROMAJI_ENGLISH = _romaji_table()


def script_term_ends(text: str) -> list[int]:
    """Where each term of the vocabulary written in kanji or katakana ends in `text` (a phrase
    whose subject is named only so, "運用委託先:", has its content there)."""
    if text.isascii():
        return []
    return [m.end() for m in _SCRIPT.finditer(text)]


def glossed(text: str) -> str:
    """`text` (lower-case words, `limits.words`) with each term of the vocabulary, in kanji,
    katakana or romanised, written as its English words, set apart by spaces; its letters read
    without their accents (`lexical_synonyms.unaccented`). Text with no such term keeps its
    words."""
    if not text.isascii():
        text = _SCRIPT.sub(lambda m: f" {_SCRIPT_ENGLISH[m.group()]} ", text)
    text = unaccented(text.replace("\u2019", "'"))
    return _ROMAJI.sub(_romaji_english, text)


def _romaji_english(match: re.Match[str]) -> str:
    """The English of the romanised term a match of `_ROMAJI` found (its group is `t<n>`)."""
    group = match.lastgroup or "t0"
    return f" {_ROMAJI_ENGLISH[int(group[1:])]} "


__all__ = ["glossed", "script_term_ends"]
