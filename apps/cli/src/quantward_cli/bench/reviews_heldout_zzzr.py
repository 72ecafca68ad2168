"""Held-out batch ZZZR: every flaw kind again, in the voice of a Japanese corporate
defined-benefit pension fund: the Hinoura Seiki Kigyō Nenkin Kikin (日之浦精機企業年金基金), the
kikin of a fictional TSE Prime-listed machine-tool maker, Hinoura Seiki Kōgyō K.K. (plan assets
of about ¥4,830 oku at 2024/03/31, some 14,600 kanyūsha and 9,300 jukyūsha, yotei riritsu 2.0%),
with its sōkanji trust bank (Asahigawa Trust & Banking) and its discretionary investment advisor
(Seiran Investment Advisors). Its people and papers, in Japanese business English with the
Japanese terms left in: the board of representatives (daigiin-kai) and its giketsu, the board of
directors (riji-kai) and its gijiroku, the asset management committee (shisan un'yō iinkai) and
its shiryō; the basic policy for asset management (un'yō no kihon hōshin), its policy asset mix
(seisaku asset mix) with permissible deviation ranges (kairi kyoyō haba), its 別表 and a
正誤表 and 新旧対照表 amending it; the executive director (jōmu riji, T. Kanzaki)'s memos and
e-mails and the rijichō's word; ringi-sho approval circulars (稟議書, 決裁); the trust bank's
monthly report (月次運用報告) with its 実績 column and its e-mails; the advisor's 運用ガイドライン
確認シート and its 投資一任契約; the actuary's (年金数理人) notes; the MHLW guideline and the
Kantō Shin'etsu Kōseikyoku's on-site inspection (実地監査). Its number forms are
Japanese-English: "¥4,830 oku", "¥150 oku", "¥212 oku", "¥4,150 million", "JPY 4.2bn",
"25%" beside a full-width "25.0％", "400bp", "年率4.0%", "1.4pt", "0.12x", "6社", "90日分"; dates as
2024/03/31 and 2024年3月末, Japanese fiscal years (FY2023 = April 2023 to March 2024, quarters
"1Q FY2023") and Reiwa and Heisei years ("Reiwa 6", "Heisei 25").

Batch ZZZR is built like ZZZO and ZZZP - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZO and ZZZP
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms`, the tests' `heldout_checks`, the contract models of `libs/contracts`
and the `HeldOutCase`/`TrendRequest`/`trend_claim_twins` part of `reviews_heldout` were read for
it; no rule, reviewer, reviewer test, validator, benchmark result or other batch; and it was not
run against the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZO's and ZZZP's
where the loops allow: eight subjects (four caps, four floors: one a count of managers, one in
days of benefit payments), so the misquote loop pairs each structure with the subjects by
`_each_structure_each_subject` (`i % 5 + i // 5`) rather than the default; the invented limit's
answer in eight forms taken in a turn that slides by one every eight cases - the riji-kai's
gijiroku, the jōmu riji's memo, a ringi-sho, the trust bank's monthly report with its 実績 and
the un'yō shikkō riji's Teams chat (chat answers), the advisor's 運用ガイドライン確認シート
returned BEFORE the request (`template_inputs`, `answer_first`, a bare number in the
constraint's unit with a decimal point: "0.230", "400", "6"), and the kihon hōshin's 別表 or the
daigiin-kai's giketsu sent AFTER it (`mandate`, cited as a clause); the other-terms mandate on
the strategy cases with `(i // 2) % 2 == 1` (`other_at=1`); the limit in seven places for the
breaches (`shape=i % 7`), breach ratios of 1.3 (cap) and two thirds (floor), uncited twins at
0.9 of a cap and four thirds of a floor, the clause cited in three cases of four; latitude bands
whose low end is three quarters of their top (`low_ratio=0.75`, floors among them, so a count
band of 6 to 8 managers has a whole middle), refused at `i % 6` in (0, 3), placed in five shapes,
one refusal a range struck from a draft before the daigiin-kai approved it; objectives in six
structures (`structure=i % 6`), three withdrawing an earlier wording in the same text (a 正誤表
"誤 / 正", a 新旧対照表 with the new wording in the left column, and the jōmu riji withdrawing
his earlier memo's words after the new ones), each wanted objective meeting every structure
(`turn=i // 6 + i % 6`); leakage over four rolling folds of eight Japanese fiscal years each,
the first tested from 2014/04/01, the whole sentence at every third case from the second
(`sentence_at=1`), placed in the method's purpose first; and a trend request of its own (the
shisan un'yō iinkai's review of the sponsor, its heading, an as-of date after the FY2023
results) over twenty Japanese fiscal quarters (1Q FY2019 to 4Q FY2023, quarters ending June,
September, December and March) comparing FY2023 with FY2022 (`end=19`), special pairs taken
every other case (`special_step=2`), with an extra frame part drawn per claim (`frame_parts`:
the sponsor's special contribution, in one of three number forms) and a signed series
(net income attributable to owners of parent, a loss in 1Q FY2020 and in the quarter of a
European subsidiary's impairment).

Decoy numbers (no truth depends on them): the plan assets (¥4,830 oku), the ¥150 oku
infrastructure commitment, the FY2023 return (+11.42%), the yotei riritsu (2.0%) where it is not the
limit quoted, the funding ratios (積立比率 1.18 on the continuation basis, 1.05 on the
non-continuation basis), benefit payments (¥212 oku a year), the special contribution
(tokubetsu kakekin: ¥38 oku, ¥4,150 million, JPY 4.2bn), the trust bank's fee (3.5bp), meeting,
ringi-sho and giketsu numbers, dates, the trust bank's 実績 beside a limit, the old 5・3・3・2
rule's limits and the trust bank's peer medians quoted for comparison, and the sponsor's
rating (A, R&I). Its parts:

* limits as the kikin's people state them: domestic equity (国内株式, a cap: "23%", "23.0％ of
  total assets", "23 percent of plan assets"), alternatives (a cap: "12.5%", "12.5％", "12.5
  percent at market value (時価)"), any one un'yō itaku kikan (a cap: "30%", "30.0％ per un'yō
  itaku kikan", "30 percent of fund assets with any one manager"), the active Japanese-equity
  mandate's tracking error against TOPIX (配当込み) (a cap in bp: "400bp", "年率4.0%", "400
  basis points"), domestic bonds and the life insurers' general accounts (国内債券・一般勘定, a
  floor: "36%", "36.0％", "36 percent of total assets"), the policy asset mix's expected return
  (a floor: "2.25%", "年率2.25％", "2.25 percent per annum"), the number of un'yō itaku kikan
  (a floor, a count: "6 managers", "6 un'yō itaku kikan", "6社") and the short-term assets held
  for benefit payments (a floor in days: "90 days", "90 days of benefit payments", "90日分");
* requests (the jōmu riji's e-mail to the trust bank, the iinkai's agenda, a ringi-sho being
  drafted, the rijichō's note, the advisor's meeting memo, the follow-up to the Kōseikyoku's
  inspection) deferring the limit to a riji-kai not yet held, a daigiin-kai that has not approved
  the revised kihon hōshin, a draft showing it as 「検討中」, the actuary's zaisei kenshō, the
  inspection's follow-up or a ringi-sho still circulating (決裁待ち);
* provenance misquoting its source: the kihon hōshin before its Reiwa 6 revision or its 案; an
  advisor's proposal the iinkai rejected (賛成2・反対5) or the trust bank's recommendation the
  riji-kai did not adopt; the monthly report's 実績 (prose, or a "項目 / 実績 (2024年3月末) /
  基本方針" table); another row beside it in the 別表; the old 5・3・3・2 rule, the yotei riritsu,
  or a peer median quoted for comparison;
* mandates as the kihon hōshin's 第4条 in the mandate's fields under numbered keys
  (`unyo_no_kihon_hoshin.dai_4_jo.4.3`), the riji-kai's gijiroku, the 運用ガイドライン's items
  (`unyo_guideline.koumoku[2]`), the 投資一任契約 with the advisor, the daigiin-kai's giketsu as
  records (`daigiin_kai.giketsu[1].naiyo`), a ringi-sho and the iinkai's resolution in the
  mandate's fields (`shisan_unyo_iinkai.dai_41_kai.ketsugi`);
* latitude granted as the kihon hōshin's 第6条, a "事項 / 範囲 / 決定者" table, the iinkai's
  minutes, the jōmu riji's "お任せします" and a "no fixed level" note; refused as a riji-kai
  fixing the level (the advisor's range for reference only), the iinkai voting down the jōmu
  riji's request (否決), the rijichō keeping it (据え置き) and a range struck from the draft; each
  twin the same text granting it; placed in the kihon hōshin's delegation (fields), the 権限規程
  (a message), the riji-kai's resolutions (fields), the jōmu riji's e-mail (a message) or the
  運用ガイドライン's notes (fields);
* objectives as the kihon hōshin's 第2条 (運用目標), the iinkai's minutes, the jōmu riji's memo,
  the advisor's proposal and the actuary's note, some saying what is not the aim ("not the
  tracking error to the 複合ベンチマーク", "no Sharpe"); an earlier wording withdrawn in a 正誤表,
  a 新旧対照表 or the jōmu riji's 撤回, or replaced by a later 追記 after the riji-kai or from the
  jōmu riji; the tracking benchmark is the policy asset mix's 複合ベンチマーク;
* leakage as the advisor, the trust bank's ALM team and the actuary write it: the correlation
  matrix, the rebalancing trigger on the kairi kyoyō haba, the foreign bonds' hedge ratio, the
  benefit cash-flow model and the manager structure fitted on periods reaching into the test
  years (TOPIX 配当込み, NOMURA-BPI 総合, USD/JPY in Heisei years, the fund's own benefit
  payments, the Pension Fund Association's member-fund returns published the next autumn), and
  whole sentences (the zaisei kenshō's results finalised months later, today's TOPIX
  constituents, the Reiwa 6 yotei riritsu applied to every year, the PFA survey used for the
  year it describes); each clean twin in the same form, ending before the first test date
  (2014/04/01);
* trend claims on the sponsor, Hinoura Seiki Kōgyō K.K. (TSE Prime: 6K4A) - net sales (¥
  million), operating margin (moves in pt), the net D/E ratio (x; lower is better), net income
  attributable to owners of parent (signed) and machining centres shipped (台) - over twenty
  Japanese fiscal quarters (1Q FY2019 to 4Q FY2023: COVID, the recovery, the structural reform of
  its European subsidiary, the FY2023 rebound), as the iinkai's shiryō, the jōmu riji's report to
  the riji-kai, the trust bank's sponsor note (the claim first), a "項目 / 評価 / コメント" table
  and the daigiin-kai's setsumei shiryō; horizons in fiscal quarters, halves, fiscal years and a
  Reiwa year, covered by the series, against uncovered ones ("since Heisei 30 (FY2018)", "over
  the past ten fiscal years", "since the Lehman shock"). Whether a claim holds is computed from
  the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _cap,
    _change_by,
    _cite_as,
    _clause_cite_as,
    _each_structure_each_subject,
    _fill,
    _g,
    _growth_specials,
    _horizon_trends,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _misquote_cases,
    _objective_cases,
    _objective_contract,
    _once,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _range_cases,
    _refused_twins_of,
    _request_from,
    _rounded_change,
    _said_named,
    _solving_contract,
    _with_mandate_of,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    fell_every_quarter,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
    rose_every_quarter,
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270165
KINDS: Final = ALL_KINDS
TAG: Final = "zzzr"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzrpk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzrpk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzrpk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzrpk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzrpk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzrpkd"

_KIKIN: Final = "Hinoura Seiki Kigyō Nenkin Kikin"
_SPONSOR: Final = "Hinoura Seiki Kōgyō K.K."
_TRUST: Final = "Asahigawa Trust & Banking"
_ADVISOR: Final = "Seiran Investment Advisors"
_JOMU: Final = "T. Kanzaki"


# --- numbers as a kikin's jōmu riji, its trust bank and its advisor write them ------------------


def _pct(value: float) -> str:
    """A share in percent as the kihon hōshin writes it: "23", "12.5", "17.25"."""
    return _g(value * 100)


def _decimals(value: float, places: int) -> str:
    """`value` with `places` decimals where that is exact ("23.0", "2.25"), else in full
    ("17.25"): the trust bank's reports never round a limit."""
    v = round(value, 6)
    fixed = f"{v:.{places}f}"
    return fixed if abs(float(fixed) - v) < 1e-9 else _g(v)


def _pct1(value: float) -> str:
    return _decimals(value * 100, 1)


def _pct2(value: float) -> str:
    return _decimals(value * 100, 2)


def _equity_forms(value: float) -> dict[str, str]:
    """Domestic equity: "23%", "23.0％ of total assets", "23 percent of plan assets"."""
    return {
        "pct": f"{_pct(value)}%",
        "fw": f"{_pct1(value)}％ of total assets",
        "pc": f"{_pct(value)} percent of plan assets",
    }


def _alternative_forms(value: float) -> dict[str, str]:
    """Alternatives: "12.5%", "12.5％", "12.5 percent at market value (時価)"."""
    return {
        "pct": f"{_pct(value)}%",
        "fw": f"{_pct1(value)}％",
        "pc": f"{_pct(value)} percent at market value (時価)",
    }


def _manager_forms(value: float) -> dict[str, str]:
    """Any one un'yō itaku kikan: "30%", "30.0％ per un'yō itaku kikan", "30 percent of fund
    assets with any one manager"."""
    return {
        "pct": f"{_pct(value)}%",
        "per": f"{_pct1(value)}％ per un'yō itaku kikan",
        "pc": f"{_pct(value)} percent of fund assets with any one manager",
    }


def _te_forms(value: float) -> dict[str, str]:
    """A tracking error in basis points: "400bp", "年率4.0%", "400 basis points"."""
    return {
        "bp": f"{_g(value)}bp",
        "pa": f"年率{_decimals(value / 100, 1)}%",
        "bps": f"{_g(value)} basis points",
    }


def _bond_floor_forms(value: float) -> dict[str, str]:
    """Domestic bonds and general accounts: "36%", "36.0％", "36 percent of total assets"."""
    return {
        "pct": f"{_pct(value)}%",
        "fw": f"{_pct1(value)}％",
        "pc": f"{_pct(value)} percent of total assets",
    }


def _return_forms(value: float) -> dict[str, str]:
    """The policy mix's expected return: "2.25%", "年率2.25％", "2.25 percent per annum"."""
    return {
        "pct": f"{_pct(value)}%",
        "pa": f"年率{_pct2(value)}％",
        "pc": f"{_pct(value)} percent per annum",
    }


def _managers_forms(value: float) -> dict[str, str]:
    """The number of un'yō itaku kikan: "6 managers", "6 un'yō itaku kikan", "6社"."""
    n = _g(value)
    return {"mgr": f"{n} managers", "kikan": f"{n} un'yō itaku kikan", "sha": f"{n}社"}


def _days_forms(value: float) -> dict[str, str]:
    """Short-term assets for benefits: "90 days", "90 days of benefit payments", "90日分"."""
    n = _g(value)
    return {"d": f"{n} days", "ben": f"{n} days of benefit payments", "nichi": f"{n}日分"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the kikin's people name it, its row in the advisor's
    guideline check sheet, a figure quoted beside it for comparison (the old 5・3・3・2 rule or
    the yotei riritsu; None where a peer median is quoted), the values it takes, its written
    forms and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    compared: tuple[str, float] | None
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_domestic_equity_weight", "kokunaiKabushikiJogen"),
    (
        "domestic equity (国内株式) within its kairi kyoyō haba",
        "the weight of Japanese equities in the seisaku asset mix",
        "国内株式 (passive and active mandates together)",
    ),
    "G-03 国内株式 上限",
    ("the old 5・3・3・2 rule's limit on domestic equity (abolished 1997)", 0.3),
    "fraction",
    (0.2, 0.23, 0.26),
    _equity_forms,
)
_ALTERNATIVES: Final = _Subject(
    ("max_alternatives_weight", "alternativeJogen"),
    (
        "alternatives (hedge funds, private equity, real estate and infrastructure)",
        "the オルタナティブ allocation",
        "the fund's alternative assets",
    ),
    "G-07 オルタナティブ 上限",
    ("the old 5・3・3・2 rule's limit on real estate", 0.2),
    "fraction",
    (0.1, 0.125, 0.15),
    _alternative_forms,
)
_MANAGER: Final = _Subject(
    ("max_single_manager_weight", "itakuKikanJogen"),
    (
        "the assets entrusted to any one un'yō itaku kikan",
        "a single trust bank, life insurer or investment advisor's share",
        "concentration in one manager (運用受託機関)",
    ),
    "G-11 1機関あたり 上限",
    None,
    "fraction",
    (0.25, 0.3, 0.35),
    _manager_forms,
)
_TRACKING: Final = _Subject(
    ("max_active_japan_equity_te_bps", "kokunaiActiveTeJogen"),
    (
        "the tracking error of the active Japanese-equity mandate against TOPIX (配当込み)",
        "the active 国内株式 manager's TE",
        "active risk in the Japan equity active fund",
    ),
    "G-15 国内株式アクティブ TE 上限",
    None,
    "bps",
    (300.0, 400.0, 500.0),
    _te_forms,
)
_BONDS: Final = _Subject(
    ("min_domestic_bond_weight", "kokunaiSaikenKagen"),
    (
        "domestic bonds and the life insurers' general accounts (国内債券・一般勘定)",
        "the 国内債券 weight in the seisaku asset mix",
        "the fund's yen fixed income, general accounts included",
    ),
    "G-02 国内債券 下限",
    ("the old 5・3・3・2 rule's floor on safe assets", 0.5),
    "fraction",
    (0.3, 0.36, 0.45),
    _bond_floor_forms,
    floor=True,
)
_EXPECTED_RETURN: Final = _Subject(
    ("min_policy_mix_expected_return", "kitaiShuekiritsuKagen"),
    (
        "the expected return (期待収益率) of the seisaku asset mix",
        "the policy asset mix's long-term expected return",
        "the return the basic portfolio is built to earn",
    ),
    "G-01 期待収益率 下限",
    ("the yotei riritsu in the kiyaku", 0.02),
    "fraction",
    (0.0225, 0.024, 0.03),
    _return_forms,
    floor=True,
)
_MANAGERS: Final = _Subject(
    ("min_manager_count", "itakuKikanSuKagen"),
    (
        "the number of un'yō itaku kikan",
        "manager diversification (運用受託機関の数)",
        "how many trust banks, life insurers and advisors the fund uses",
    ),
    "G-13 受託機関数 下限",
    None,
    "count",
    (6.0, 12.0, 18.0),
    _managers_forms,
    floor=True,
)
_SHORT_TERM: Final = _Subject(
    ("min_benefit_liquidity_days", "kyufuShiharaiJunbiKagen"),
    (
        "the short-term assets held for benefit payments (給付支払準備)",
        "the cash and call loans kept against benefit payments",
        "the fund's 短期資産, counted in days of benefits",
    ),
    "G-09 給付支払準備 下限",
    None,
    "days",
    (60.0, 90.0, 120.0),
    _days_forms,
    floor=True,
)
#: eight limits, four of them floors (one a count, one in days); eight shares a factor with six,
#: so the misquote loop pairs them with its structures by `_each_structure_each_subject`
_SUBJECTS: Final = (
    _EQUITY,
    _ALTERNATIVES,
    _MANAGER,
    _TRACKING,
    _BONDS,
    _EXPECTED_RETURN,
    _MANAGERS,
    _SHORT_TERM,
)

_RATIONALES: Final = (
    "what the kihon hōshin had before the Reiwa 6 revision",
    "the trust bank's standard figure for kikin of our size",
    "a working number until the riji-kai decides",
    "what Seiran suggested informally at the last iinkai",
    "in line with the peer median in the trust bank's survey",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 2 / 3


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "The seisaku asset mix of the kikin's plan assets (国内債券, 国内株式, 外国債券, 外国株式, "
    "生保一般勘定, alternatives and 短期資産) within the un'yō no kihon hōshin's kairi kyoyō haba "
    "and limits, the 運用ガイドライン and the riji-kai's resolutions",
    "the best risk-adjusted return that keeps the fund above its yotei riritsu",
    "solve the seisaku asset mix",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the kikin's un'yō no kihon hōshin and its boards set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "not below" if s.floor else "not above"


def _bound(s: _Subject) -> str:
    return "下限 (lower limit)" if s.floor else "上限 (upper limit)"


def _short(s: _Subject) -> str:
    return "下限" if s.floor else "上限"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rerun the seisaku asset mix with the FY2023 results (plan assets ¥4,830 oku at 2024/03/31, "
    "return +11.42%)",
    "prepare the rebalancing proposal for the 第41回 shisan un'yō iinkai",
    "fit the ¥150 oku infrastructure fund commitment into the mix",
    "redo the weights after the sponsor's special contribution (tokubetsu kakekin) of ¥38 oku",
    "revise the mix for the zaisei kenshō, with benefit payments of ¥212 oku a year",
)
_DEFERRALS: Final = (
    "the riji-kai only decides {noun} at its 2024/06/20 meeting",
    "the daigiin-kai has not yet approved {noun} in the revised kihon hōshin",
    "the draft kihon hōshin still shows {noun} as 「検討中」 (pending the iinkai)",
    "{noun} waits on the actuary's zaisei kenshō for FY2023",
    "the follow-up to the Kōseikyoku's 実地監査 may change {noun}",
    "the ringi-sho on {noun} is still circulating (決裁待ち)",
)
_REQUEST_FRAMES: Final = (
    "From: " + _JOMU + " (常務理事)\nTo: " + _TRUST + " 年金運用部\nSubject: 政策アセットミックス"
    "見直し\n\nいつもお世話になっております。\nPlease {task}. 一点ご留意ください: {deferral}."
    "\n\n以上、よろしくお願いいたします。\n神崎",
    "第41回 資産運用委員会 議事次第 (2024年6月12日)\n1. FY2023 運用実績報告\n2. {Task}\n3. その他"
    "\n※ {deferral}.",
    "稟議書 (起案中) – 運用課\n件名: {Task}\n備考: {deferral}.",
    "理事長より (2024/05/28): can we {task}? ただし {deferral}.",
    "打合せメモ (" + _ADVISOR + ", 2024/05/30)\nご依頼: {task}.\n{Deferral}.",
    "関東信越厚生局 実地監査 (Reiwa 6) フォローアップ\nBefore we reply to the Kōseikyoku, please "
    "{task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {used}), its value's form ("bare" the number in the constraint's unit, "figures"
    one of its written forms, "table" a written form beside the monthly report's 実績), its kind,
    and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "理事会 議事録 (2024年5月17日) 抜粋\n第3号議案: the riji-kai resolved that the {bound} "
        "for {noun} is {v}. 全会一致で可決.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "常務理事メモ (" + _JOMU + ")\n件: ご照会の件\n\nThe answer is {v} - the {bound} on "
        "{noun} that the iinkai agreed. Please use it from this rebalance on.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "稟議書 No. 運-2024-017 (決裁済 2024/04/10)\n件名: 運用ガイドラインの改定\n決裁内容: "
        "{Noun}, {sign} {v}.\n起案: 運用課 / 決裁: 理事長",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "月次運用報告 (" + _TRUST + ", 2024年3月末)\n| 項目 | 基本方針 | 実績 (2024年3月末) |\n"
        "|---|---|---|\n| {Noun} | {short} {v} | {used} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "Teams – 運用執行理事 (11:02): confirmed with the rijichō. {Noun}: {sign} {v}.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        _ADVISOR.upper() + " – 運用ガイドライン確認シート (ご記入済)\n項目: {key}\n単位: {unit}"
        "\nご回答: {v}\n根拠: 運用の基本方針 別表",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "運用の基本方針 別表 (令和6年4月1日改正) – sent as requested\n{Noun}: {sign} {v}, "
        "measured at 時価 at each month-end.",
        "figures",
        "mandate",
    ),
    _Stating(
        "代議員会 議決 (Reiwa 6, 第2号議案) – 写し\nThe daigiin-kai approves the revised un'yō "
        "no kihon hōshin; {noun} shall be {sign} {v}. 届出: 関東信越厚生局 (受理済).",
        "figures",
        "mandate",
    ),
)


def _used(s: _Subject, value: float) -> float:
    """The monthly report's 実績 inside the limit: above a floor, below a cap (a whole number of
    managers or days where the limit counts them)."""
    used = value * 1.2 if s.floor else value * 0.85
    return float(round(used)) if s.unit in ("count", "days", "bps") else round(used, 4)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the advisor's sheet takes it: a share with three
    decimals ("0.230", "0.0225"), else the figure."""
    if s.unit == "fraction":
        return _decimals(value, 3)
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    used = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the 実績 inside the limit, a decoy in the same form
        written, used = s.alike((value, _used(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        used=used,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the advisor's
    check sheet came back before the request (a document filled in, ahead of it); the kihon
    hōshin's 別表 and the daigiin-kai's giketsu are sent after it and cited as clauses."""
    stating = _STATINGS[turn % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "unyo_no_kihon_hoshin": {
        "sosoku": [
            "第1条 The plan assets are managed solely in the interest of the kanyūsha and "
            "jukyūsha (確定給付企業年金法 第67条).",
            "第3条 Self-investment in " + _SPONSOR + " securities is not permitted.",
            "第5条 Derivatives only for hedging; no leverage.",
            "第8条 Managers vote proxies under the Stewardship Code and report annually.",
            "第9条 The kikin follows the MHLW guideline on the roles and responsibilities of "
            "those involved in asset management.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i + i // len(_STATINGS) + 1),
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another row beside it in the 別表: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "G-03 国内株式 上限": ("外国株式 上限", 0.32),
    "G-07 オルタナティブ 上限": ("うちヘッジファンド 上限", 0.06),
    "G-11 1機関あたり 上限": ("1ファンドあたり 上限 (合同運用)", 0.08),
    "G-15 国内株式アクティブ TE 上限": ("外国債券アクティブ TE 上限", 150.0),
    "G-02 国内債券 下限": ("外国債券 下限", 0.08),
    "G-01 期待収益率 下限": ("リスク (標準偏差) 上限", 0.065),
    "G-13 受託機関数 下限": ("うち信託銀行・生命保険会社 下限", 3.0),
    "G-09 給付支払準備 下限": ("掛金収納口座 残高 下限", 30.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded
    as the papers quote it (a tenth of a percent, a whole basis point, day or manager)."""
    wrong = value * (down if s.floor else up)
    return round(wrong, 3) if s.unit == "fraction" else float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # the kihon hōshin before its revision, or its draft
        wrong_value = _away(s, value, 1.35, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The kihon hōshin before the Reiwa 6 revision (令和3年4月版) had {wrong} for "
                f"{noun}. Since 2024/04/01 the {_bound(s)} is {right}."
            )
        else:
            text = (
                f"{right} is what the daigiin-kai approved for {noun}. The 案 we circulated in "
                f"February said {wrong}, but that draft was replaced."
            )
    elif structure == 1:  # a proposal nobody took
        wrong_value = _away(s, value, 1.25, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Seiran proposed {wrong} for {noun} at the 第40回 iinkai. 否決 (賛成2・反対5); "
                f"the {_bound(s)} remains {right}."
            )
        else:
            text = (
                f"The trust bank recommended moving {noun} to {wrong}. The riji-kai did not "
                f"adopt it, so {right} stands."
            )
    elif structure == 2:  # the monthly report's 実績
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Per the trust bank's 月次運用報告, {noun} stood at {wrong} at 2024年3月末, "
                f"inside the {_bound(s)} of {right}."
            )
        else:
            text = (
                "| 項目 | 実績 (2024年3月末) | 基本方針 |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another row beside it in the 別表
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{s.key} ({noun}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "運用の基本方針 別表 (抜粋)\n・" + "\n・".join(lines)
    else:  # the old 5・3・3・2 rule or the yotei riritsu, or a peer median, for comparison
        if s.compared is not None:
            source, wrong_value = s.compared
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            if variant == 0:
                text = (
                    f"For reference only: {source} is {wrong}. Our own {_bound(s)} for {noun}, "
                    f"the one the trust bank monitors, is {right}."
                )
            else:
                text = (
                    f"{_cap(noun)}: {right} (基本方針). Not to be confused with {source}, {wrong}."
                )
        else:
            wrong_value = _away(s, value, 1.4, 0.6)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"The trust bank's survey of 38 client kikin shows a median of {wrong} for "
                f"{noun}. Ours is {right}; the median is 参考 only."
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
    pair=_each_structure_each_subject,
)


# --- mandate clauses: the kihon hōshin, the riji-kai, the guideline, the advisor's contract, the
# daigiin-kai, a ringi-sho, the iinkai ----------------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of seven places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the kihon hōshin's 第4条 in the mandate's fields, under numbered keys
        article: dict[str, JsonValue] = {
            "4.1": "The seisaku asset mix and its kairi kyoyō haba are set out in the 別表.",
            "4.2": "The trust bank measures the mix at 時価 at each month-end.",
            "4.3": f"{_cap(noun)} shall be {_sign(s)} {written}.",
        }
        return (
            {"unyo_no_kihon_hoshin": {"kikin": _KIKIN, "dai_4_jo": article}},
            None,
            "unyo_no_kihon_hoshin.dai_4_jo.4.3",
        )
    if shape == 1:  # the riji-kai's gijiroku, as a message
        minutes = (
            "理事会 議事録 (第112回, 2024年3月22日)\n"
            "出席理事 8名 (定数10名), 監事 2名.\n"
            "第1号議案 FY2024 事業計画及び予算: 可決.\n"
            f"第2号議案 {_cap(noun)}: {_bound(s)} {written}. 可決.\n"
            "第3号議案 The trust bank's fee (3.5bp) is renewed for FY2024: 可決."
        )
        return None, minutes, MANDATE_ID
    if shape == 2:  # the 運用ガイドライン's items in the mandate's fields
        items: list[JsonValue] = [
            "Benchmark: the 複合ベンチマーク of the seisaku asset mix.",
            "Report to the kikin monthly, and at once on any guideline breach.",
            f"{_cap(noun)}: {_sign(s)} {written}.",
        ]
        return (
            {"unyo_guideline": {"itaku_saki": _TRUST + " (総幹事)", "koumoku": items}},
            None,
            "unyo_guideline.koumoku[2]",
        )
    if shape == 3:  # the 投資一任契約, as a message
        contract = (
            "投資一任契約 – " + _KIKIN + " and " + _ADVISOR + "\n"
            "第6条 The advisor manages the account within the kikin's un'yō no kihon hōshin.\n"
            f"第7条 (運用制限) {_cap(noun)}: {_sign(s)} {written}.\n"
            "第8条 A breach is reported to the jōmu riji within 2 business days."
        )
        return None, contract, MANDATE_ID
    if shape == 4:  # the daigiin-kai's giketsu as records in the mandate's fields
        records: list[JsonValue] = [
            {"no": "R6-1", "naiyo": "FY2023 決算 is approved (plan assets ¥4,830 oku)."},
            {"no": "R6-3", "naiyo": f"The {_bound(s)} for {noun} is {written}."},
        ]
        return {"daigiin_kai": {"giketsu": records}}, None, "daigiin_kai.giketsu[1].naiyo"
    if shape == 5:  # a ringi-sho, as a message
        ringi = (
            "稟議書 No. 運-2024-009 (決裁 2024/04/02)\n"
            "件名: 運用の基本方針 改正に伴う運用制限の設定\n"
            f"決裁事項: {noun} – {_short(s)} {written}.\n"
            "回議: 運用課長 → 事務長 → 常務理事 → 理事長 (承認)"
        )
        return None, ringi, MANDATE_ID
    return (
        {
            "shisan_unyo_iinkai": {
                "dai_41_kai": {
                    "date": "2024/06/12",
                    "ketsugi": f"The iinkai sets {noun} at {_sign(s)} {written}.",
                }
            }
        },
        None,
        "shisan_unyo_iinkai.dai_41_kai.ketsugi",
    )


_WITHIN_ASKS: Final = (
    "Rebalance the plan assets within every limit of the kihon hōshin, the 運用ガイドライン and "
    "the riji-kai's resolutions.",
    "次回委員会までに seisaku asset mix を再計算してください – no breach of any 運用制限.",
    "Please re-optimise the mix for the FY2024 rebalance inside all of our limits.",
    "Fit the ¥150 oku infrastructure commitment in without breaching the kihon hōshin.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 1,
    rationale="the kikin's documented 運用制限",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 7,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=4 / 3,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "運用の基本方針 第6条 (権限の委任): the jōmu riji sets the {bound} for {noun} anywhere "
    "from {lo} to {hi}; outside that range the riji-kai decides.",
    "| 事項 | 範囲 | 決定者 |\n|---|---|---|\n| {Noun} ({bound}) | {lo} – {hi} | 常務理事 |",
    "資産運用委員会 議事要旨: the iinkai agreed that the jōmu riji may place the {bound} on "
    "{noun} between {lo} and {hi} without a further resolution.",
    "From: 理事長\n神崎さん, the {bound} for {noun} is yours to set, {lo} to {hi}. お任せします; "
    "report it at the next riji-kai.",
    "There is no fixed level for {noun}: the {bound} may sit anywhere in {lo} to {hi}, as the "
    "jōmu riji judges.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The riji-kai fixes the {bound} for {noun} at {point}. Seiran's range of {lo} to {hi} "
        "was shown for reference (参考) only; there is no discretion.",
        "The riji-kai adopts Seiran's range of {lo} to {hi} for the {bound} on {noun}; the "
        "jōmu riji sets the level inside it.",
    ),
    (
        "資産運用委員会: the jōmu riji asked for a range of {lo} to {hi} for the {bound} on "
        "{noun}. 否決; {point} applies until the next revision of the kihon hōshin.",
        "資産運用委員会: the jōmu riji asked for a range of {lo} to {hi} for the {bound} on "
        "{noun}. 可決; he picks the level inside it.",
    ),
    (
        "理事長: no, the {bound} on {noun} stays at {point} (据え置き). I will not take a range "
        "of {lo} to {hi} to the daigiin-kai this year.",
        "理事長: yes, the {bound} on {noun} may move within {lo} to {hi}. The jōmu riji "
        "decides where.",
    ),
    (
        "The draft's range of {lo} to {hi} for the {bound} on {noun} was struck out before the "
        "daigiin-kai approved the kihon hōshin; the level is {point}.",
        "The draft's range of {lo} to {hi} for the {bound} on {noun} was kept when the "
        "daigiin-kai approved the kihon hōshin; the jōmu riji sets the level.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a 下限 or a 上限."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds in one form, both ends in full ("17.25% – 23%", "6社 – 8社"), the middle,
    and the level a refusal fixes: the low end of a cap, the top of a floor, so that the middle
    a plan assumes is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12))
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the kihon hōshin's delegation (fields), the 権限規程 (a mandate
    message), the riji-kai's resolutions (fields), the jōmu riji's e-mail (a mandate message) or
    the 運用ガイドライン's notes (fields)."""
    if shape == 0:
        return {"unyo_no_kihon_hoshin": {"dai_6_jo_kengen_inin": text}}, None
    if shape == 1:
        return None, f"権限規程 別表2 – 運用執行理事の権限 (令和6年4月1日施行)\n\n{text}"
    if shape == 2:
        return {
            "rijikai_ketsugi": [
                "R6-04: FY2024 予算 is approved as presented.",
                text,
            ]
        }, None
    if shape == 3:
        return (
            None,
            f"From: {_JOMU} (常務理事)\nTo: {_TRUST}; {_ADVISOR}\n\n{text}\n\n神崎",
        )
    return {
        "unyo_guideline": {
            "kaitei": "2024/04/01",
            "biko": [text, "リバランス: monthly, or at once when a kairi kyoyō haba is breached."],
        }
    }, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 5,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(0, 3),
    named=_named,
    point="fixed",
    low_ratio=0.75,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the kihon hōshin, the iinkai's minutes, the jōmu riji,
#: the advisor and the actuary put them; the first of each is one line, so that a 正誤表 can
#: quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "運用の基本方針 第2条 (運用目標): the highest return per unit of risk - the best Sharpe "
        "ratio the seisaku asset mix can reach.",
        "資産運用委員会 議事要旨:\nMembers asked for the mix with the best risk-adjusted return "
        "(Sharpe ratio); return bought with more risk is not the aim.",
        "常務理事メモ: optimise the Sharpe ratio - return per unit of volatility. Not the "
        "tracking error to the 複合ベンチマーク; that is only a yardstick.",
        _ADVISOR + " proposal: we recommend the weights that maximise the portfolio's Sharpe "
        "ratio.",
        "Actuary's note (年金数理人): for the funding position the best reward for each unit of "
        "risk matters most - maximise the Sharpe ratio.",
    ),
    "variance": (
        "運用の基本方針 第2条 (運用目標): keep the volatility of the plan assets as low as it "
        "can go - the minimum-variance mix.",
        "資産運用委員会 議事要旨:\nThe iinkai wants the lowest-variance portfolio; expected "
        "returns are not to enter the weights.",
        "常務理事メモ: after last year's swings the sponsor wants calm. Minimise the variance of "
        "the plan assets, whatever the expected returns.",
        _ADVISOR + " proposal: given the maturity of the fund, we propose the minimum-variance "
        "mix, with no return target in the optimisation.",
        "Actuary's note (年金数理人): to protect the 積立比率, weights that minimise volatility; "
        "no Sharpe, no return maximisation.",
    ),
    "tracking": (
        "運用の基本方針 第2条 (運用目標): returns as close as possible to the 複合ベンチマーク of "
        "the seisaku asset mix - the smallest tracking error.",
        "資産運用委員会 議事要旨:\nThe iinkai wants the fund to follow the 複合ベンチマーク with "
        "the lowest tracking error.",
        "常務理事メモ: the riji-kai judges us against the 複合ベンチマーク. Minimise the tracking "
        "error to it.",
        _ADVISOR + " proposal: we will keep the fund's deviation from the 複合ベンチマーク as "
        "small as possible (minimum tracking error).",
        "Actuary's note (年金数理人): the kikin should stay as close to its composite "
        "benchmark as it can; we propose minimising the tracking error.",
    ),
    "return": (
        "運用の基本方針 第2条 (運用目標): the highest expected return, with no penalty for risk "
        "in the objective; the kairi kyoyō haba bound the risk.",
        "資産運用委員会 議事要旨:\nMembers want the mix with the highest expected return; risk is "
        "held by the limits, not by the objective.",
        "常務理事メモ: we must clear the yotei riritsu with room to spare. Maximise expected "
        "return - no risk adjustment.",
        _ADVISOR + " proposal: the weights with the greatest expected return inside the "
        "kihon hōshin's ranges; volatility is not in the objective.",
        "Actuary's note (年金数理人): the shortfall is best closed by return. Maximise the "
        "expected return, not the Sharpe ratio.",
    ),
}
_FOLLOW_UPS: Final = (
    "追記 (after the riji-kai of 2024/06/20): the riji-kai changed the 運用目標. It now "
    "reads:\n\n{new}",
    "常務理事より 17:40: 午前中のメールの運用目標は差し替えます. After speaking with the "
    "rijichō:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "第41回 資産運用委員会 資料2 – 運用目標の確認:\n\n{ask}",
    "{ask}\n\n以上、よろしくお願いいたします。運用課 佐伯",
    "Plan assets ¥4,830 oku (2024/03/31); yotei riritsu 2.0%; 積立比率 1.18 (継続基準), 1.05 "
    "(非継続基準).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="The seisaku asset mix of the kikin's plan assets",
    purpose="solve the seisaku asset mix",
    custom_reason="no platform solver for this objective",
    custom_purpose="the seisaku asset mix",
    section_title="政策アセットミックス",
    description="the seisaku asset mix",
)


#: who says a statement, as it opens: dropped where a 正誤表, a 新旧対照表 or a memo quotes its
#: words
_LABELS: Final = (
    "運用の基本方針 第2条 (運用目標): ",
    "資産運用委員会 議事要旨:\n",
    "常務理事メモ: ",
    _ADVISOR + " proposal: ",
    "Actuary's note (年金数理人): ",
)


def _words(text: str) -> str:
    """A statement's words without who says them, on one line, as an amendment quotes them."""
    for label in _LABELS:
        if text.startswith(label):
            text = text[len(label) :]
            break
    return _cap(text.replace("\n", " "))


def _article(ask: str) -> str:
    """The kihon hōshin's own 第2条 wording of the objective `ask` states, as an amendment to
    the article quotes it."""
    (kind,) = [k for k, said in _ASKS.items() if ask in said]
    return _words(_ASKS[kind][0])


def _errata(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A 正誤表 of 第2条: the earlier objective's wording quoted as 誤, the wanted one's as 正."""
    return (
        "正誤表 – 運用の基本方針 第2条 (運用目標)\n"
        f"誤: 「{_words(_ASKS[old_kind][0])}」\n正: 「{_article(ask)}」"
    )


def _comparison(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A 新旧対照表 of 第2条: the wanted wording in the left column (改正後), the earlier in the
    right (改正前)."""
    return (
        "運用の基本方針 新旧対照表 (令和6年4月1日改正)\n| 改正後 | 改正前 |\n|---|---|\n"
        f"| 第2条 {_article(ask)} | 第2条 {_words(_ASKS[old_kind][0])} |"
    )


def _withdrawn_memo(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The jōmu riji's memo: the wanted objective first, the earlier memo's words withdrawn
    after it."""
    return (
        f"常務理事メモ (2024/05/14)\n運用目標: {_words(ask)}\n\n"
        f"※ 5/7付メモの「{_words(old)}」は撤回します (withdrawn)."
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Six structures in turn: a framed request (0, 2), a 正誤表 (1), an earlier message a later
    one replaces (3), a 新旧対照表 (4) and a withdrawn memo (5); each wanted objective meets
    every structure (`turn`)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _errata, 4: _comparison, 5: _withdrawn_memo},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i // 6 + i % 6,
        structure=lambda i: i % 6,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four rolling folds, each trained on the eight Japanese fiscal years before its two test years,
#: the first tested from 2014/04/01 (FY2014)
_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2006, 4, 3),
        train_end=date(2014, 3, 31),
        test_start=date(2014, 4, 1),
        test_end=date(2016, 3, 31),
    ),
    WalkForwardWindow(
        train_start=date(2008, 4, 1),
        train_end=date(2016, 3, 31),
        test_start=date(2016, 4, 1),
        test_end=date(2018, 3, 30),
    ),
    WalkForwardWindow(
        train_start=date(2010, 4, 1),
        train_end=date(2018, 3, 30),
        test_start=date(2018, 4, 2),
        test_end=date(2020, 3, 31),
    ),
    WalkForwardWindow(
        train_start=date(2012, 4, 2),
        train_end=date(2020, 3, 31),
        test_start=date(2020, 4, 1),
        test_end=date(2022, 3, 31),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test)
_PERIODS: Final = (
    (
        "TOPIX (配当込み) monthly, 2004年4月–2019年3月",
        "TOPIX (配当込み) monthly, 2004年4月–2014年3月",
    ),
    ("NOMURA-BPI 総合, FY2004 to FY2017", "NOMURA-BPI 総合, FY2004 to FY2013"),
    (
        "USD/JPY month-end rates, Heisei 16 to Heisei 29",
        "USD/JPY month-end rates, Heisei 16 to Heisei 25",
    ),
    (
        "the fund's own benefit payments and contributions, 2005/04 to 2018/09",
        "the fund's own benefit payments and contributions, 2005/04 to 2014/02",
    ),
    (
        "the Pension Fund Association's member-fund returns, FY2002–FY2016",
        "the Pension Fund Association's member-fund returns, FY2002–FY2012",
    ),
    (
        "the MSCI Kokusai and FTSE WGBI (ex-Japan) in yen, 2005/01–2017/12",
        "the MSCI Kokusai and FTSE WGBI (ex-Japan) in yen, 2005/01–2013/12",
    ),
)
_ACTIONS: Final = (
    "the correlation matrix of the seisaku asset mix was estimated",
    "the rebalancing trigger on the kairi kyoyō haba was calibrated",
    "the hedge ratio for 外国債券 was optimised",
    "the benefit cash-flow model (給付キャッシュフロー) was fitted",
    "the manager structure (マネージャー・ストラクチャー) was optimised",
)
_LEAK_FRAMES: Final = (
    _ADVISOR + " proposal, 別添2 (バックテスト前提): {action} on {period}.",
    _TRUST + " ALM team: {action} with {period}; the parameters are held fixed in all four "
    "walk-forward folds.",
    "Actuary's memo to the jōmu riji: {Action} once, over {period}, before the folds were run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each fiscal year's funding position in the test uses the actuary's zaisei kenshō "
        "results for that year, which are only finalised the following autumn.",
        "Each fiscal year's funding position in the test uses only the zaisei kenshō results "
        "the actuary had finalised by that date.",
    ),
    (
        "Japanese equities in the backtest are today's TOPIX constituents, applied back to FY2014.",
        "Japanese equities in the backtest are the TOPIX constituents as of each date, delisted "
        "names included.",
    ),
    (
        "Every year of the test discounts liabilities at the yotei riritsu set in the Reiwa 6 "
        "revision, including years before it was set.",
        "Every year of the test discounts liabilities at the yotei riritsu in force in that year.",
    ),
    (
        "Peer returns in each fold are the Pension Fund Association survey figures for the same "
        "fiscal year, published the following autumn.",
        "Peer returns in each fold are the Pension Fund Association survey figures already "
        "published when that fold began.",
    ),
)
_LEAK_ASKS: Final = (
    "資産運用委員会より: please backtest the revised seisaku asset mix walk-forward, four "
    "folds, before the riji-kai approves it.",
    "Backtest the rebalancing rule on the kairi kyoyō haba walk-forward (4 folds) for the "
    "daigiin-kai's setsumei shiryō.",
    "常務理事より: four-fold walk-forward test of Seiran's 案A, please.",
)
_WHERE: Final = ("purpose", "interpretation", "evidence", "reasoning")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, TAG, REQUEST_ID, CONTRACT_ID, _leak_contract)


_leakage = partial(
    _period_leakage,
    wheres=_WHERE,
    asks=_LEAK_ASKS,
    sentences=_SENTENCES,
    periods=_PERIODS,
    actions=_ACTIONS,
    frames=_LEAK_FRAMES,
    twins=_leak_twins,
    sentence_at=1,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Hinoura Seiki"
_ENTITY: Final = "ent_hinoura_seiki_kogyo"


def _fiscal_quarters(years: tuple[int, ...]) -> tuple[tuple[str, str], ...]:
    """Japanese fiscal quarters of `years`, oldest first: (quarter end, label such as "1Q
    FY2019"), FY2019 running from April 2019 to March 2020."""
    ends = ((1, "06-30", 0), (2, "09-30", 0), (3, "12-31", 0), (4, "03-31", 1))
    return tuple(
        (f"{year + later}-{end}", f"{q}Q FY{year}") for year in years for q, end, later in ends
    )


#: twenty fiscal quarters, oldest first: 1Q FY2019 (2019/06/30) to 4Q FY2023 (2024/03/31)
_QUARTERS: Final = _fiscal_quarters((2019, 2020, 2021, 2022, 2023))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in 4Q FY2023 against 3Q", (18, 19)),
    ("over FY2023 (2023年3月末 to 2024年3月末)", (15, 19)),
    ("in 2H FY2023 (October 2023 – March 2024)", (17, 19)),
    ("over the two fiscal years to 2024/03/31", (11, 19)),
    ("since 1Q FY2019", (0, 19)),
    ("since the COVID quarter (1Q FY2020, April–June 2020)", (4, 19)),
    ("between 2022年3月末 and 2023年12月末", (11, 18)),
    ("in 1H FY2021", (7, 9)),
    ("in Reiwa 4 (calendar 2022)", (10, 14)),
    ("since Heisei 30 (FY2018)", None),
    ("over the past ten fiscal years", None),
    ("since the Lehman shock (FY2008)", None),
)

#: what the claims answer: the shisan un'yō iinkai's review of the sponsor
_REQUEST: Final = TrendRequest(
    question="For the 第41回 shisan un'yō iinkai (2024/06/12, 議題4: 母体企業の財務状況): how has "
    "{company} done?",
    heading="**母体企業レビュー – " + _SPONSOR + " (TSE Prime: 6K4A), FY2023 決算**",
    as_of="2024-05-24",
)


#: "by roughly 12%", "by a little over 10%", "by just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="by a little over {}%",
    short="by just under {}%",
    about="by roughly {}%",
)
#: the same for the shipments, with the trust bank's full-width percent
_approx_pct_fw = partial(
    _rounded_change,
    past="by a little over {}％",
    short="by just under {}％",
    about="by roughly {}％",
)

_by_pt = partial(_change_by, "by {:.1f}pt", 0.3)
_by_x = partial(_change_by, "by {:.2f}x", 0.03)


def _by_oku(a: float, b: float) -> str:
    """A move in ¥ million written in oku ("by ¥123 oku"); "" below ¥20 oku."""
    change = abs(b - a) / 100
    return f"by ¥{change:,.0f} oku" if change >= 20 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "JPY"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} topped the same quarter of FY2022 in every quarter of FY2023",
        "{s} came in below the same quarter of FY2022 in every quarter of FY2023",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_sales_mm",
        (
            298600.0,
            305200.0,
            292800.0,
            301400.0,
            231500.0,
            258900.0,
            284300.0,
            301700.0,
            296200.0,
            309800.0,
            318400.0,
            332600.0,
            327900.0,
            341300.0,
            352800.0,
            368100.0,
            372400.0,
            389600.0,
            401800.0,
            418900.0,
        ),
        (
            "Net sales (売上高)",
            "Hinoura Seiki's consolidated net sales",
            "Sales",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} increased in every quarter", rose_every_quarter),
            ("{s} did not decline", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin_pct",
        (
            8.4,
            8.9,
            7.6,
            6.8,
            2.1,
            4.7,
            6.9,
            7.8,
            8.2,
            9.1,
            9.6,
            10.3,
            9.4,
            8.7,
            8.1,
            8.8,
            7.9,
            8.6,
            9.3,
            10.1,
        ),
        (
            "The operating margin (営業利益率)",
            "Hinoura Seiki's operating margin",
            "Operating profit as a share of sales",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never slipped from one quarter to the next", never_fell),
            ("{s} never improved from one quarter to the next", never_rose),
            ("{s} did not deteriorate", held_up),
        ),
        _by_pt,
        False,
        (
            "{s} was higher than in the same quarter of FY2022 in every quarter of FY2023",
            "{s} was lower than in the same quarter of FY2022 in every quarter of FY2023",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_de_ratio_x",
        (
            0.42,
            0.44,
            0.47,
            0.51,
            0.63,
            0.58,
            0.52,
            0.46,
            0.41,
            0.38,
            0.35,
            0.31,
            0.36,
            0.39,
            0.45,
            0.43,
            0.34,
            0.31,
            0.28,
            0.24,
        ),
        (
            "The net D/E ratio",
            "Hinoura Seiki's net debt-to-equity",
            "Net D/E (ネットD/Eレシオ)",
        ),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} did not go up", held_down),
            ("{s} fell in every quarter", fell_every_quarter),
            ("{s} never rose from one quarter to the next", never_rose),
        ),
        _by_x,
        False,
        (
            "{s} stood above its level a year earlier at every quarter-end of FY2023",
            "{s} stood below its level a year earlier at every quarter-end of FY2023",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_attributable_mm",
        (
            14820.0,
            16350.0,
            11240.0,
            6180.0,
            -9870.0,
            3420.0,
            12650.0,
            15930.0,
            17240.0,
            19860.0,
            21030.0,
            18470.0,
            16910.0,
            15280.0,
            -23640.0,
            12350.0,
            18720.0,
            20140.0,
            22910.0,
            24380.0,
        ),
        (
            "Net income attributable to owners of parent (親会社株主に帰属する当期純利益)",
            "Hinoura Seiki's net income",
            "The bottom line",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} worsened {m}", fell),
            ("{s} did not worsen", held_up),
            ("{s} did not improve", held_down),
            ("{s} never worsened from one quarter to the next", never_fell),
        ),
        _by_oku,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "machining_centres_shipped_units",
        (
            2310.0,
            2280.0,
            2150.0,
            1960.0,
            1420.0,
            1690.0,
            1940.0,
            2180.0,
            2290.0,
            2440.0,
            2560.0,
            2710.0,
            2650.0,
            2580.0,
            2470.0,
            2520.0,
            2390.0,
            2460.0,
            2450.0,
            2505.0,
        ),
        (
            "Machining centres shipped (台)",
            "Hinoura Seiki's unit shipments",
            "Shipment volume",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} fell in every quarter", fell_every_quarter),
            ("{s} did not fall", held_up),
        ),
        _approx_pct_fw,
        True,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in FY2023 than in FY2022",
    slower="{s} grew more slowly in FY2023 than in FY2022",
    grew="{s} grew at a double-digit compound annual rate between 4Q FY2021 and 4Q FY2023",
    shrank="{s} shrank at a double-digit compound annual rate between 4Q FY2021 and 4Q FY2023",
    end=19,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item FY2023 against FY2022 and the two-year compound rate, then year on year in each
    quarter of FY2023. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "資産運用委員会 資料4 (母体企業の財務状況): {claim} [1]. The sponsor's tokubetsu kakekin "
    "for FY2024 ({kakekin}) is unchanged.",
    "常務理事 → 理事会 報告: {claim} [1]. No change to the contribution plan ({kakekin} of "
    "special contributions in FY2024); 積立比率 1.18 (継続基準).",
    "{Claim} [1] - " + _TRUST + "'s sponsor note (2024/05/24); the special contribution of "
    "{kakekin} looks secure.",
    "| 項目 | 評価 | コメント |\n|---|---|---|\n| 母体企業 (" + _COMPANY + ") | A (R&I, 安定的) | "
    "{Claim} [1]; kakekin {kakekin} |",
    "代議員会 説明資料 (Reiwa 6年6月): {claim} [1]. The sponsor pays {kakekin} of tokubetsu "
    "kakekin this year; the kikin holds none of its shares (self-investment is barred).",
)

_KAKEKIN: Final = ("¥38 oku", "¥4,150 million", "JPY 4.2bn")


def _kakekin(rng: random.Random) -> dict[str, str]:
    """The sponsor's special contribution, drawn for each claim's frame in one of its forms."""
    return {"kakekin": rng.choice(_KAKEKIN)}


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one horizon claim in three) the true claim over a horizon the series does not cover."""
    return _horizon_trends(
        rng,
        count,
        _TRENDS,
        horizons=_HORIZONS,
        frames=_CLAIM_FRAMES,
        said=partial(_said_named, _COMPANY),
        specials=_specials,
        special_step=2,
        left_out=lambda h, w, c: h.startswith("in 4Q FY2023") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        frame_parts=_kakekin,
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZR: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
