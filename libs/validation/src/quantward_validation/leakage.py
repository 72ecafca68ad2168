"""Look-ahead read from what a plan *says*, not only from its walk-forward fields.

A plan may keep `historical_test.selection = "inside_each_window"` and still write, in its
interpretation, a method's purpose or its visible reasoning, that "the factor was picked on the
2012–2023 data" or "weights were estimated over the entire history". The reading has three
parts, each from an inventory rather than from example sentences:

- *periods* (`quantward_validation.timespans`, a TIMEX3/Duckling-style grammar of points and
  periods), plus periods said relative to the walk-forward test windows ("the three years
  preceding the second test window", "the holdout", "before the test windows"), anaphora ("the
  same period") and the whole sample ("the full history", "in-sample and out-of-sample",
  hindsight, today's constituents);
- *activities*: selection and fitting verbs and their nominalisations, and the test words; a
  period belongs to the nearest activity or test before it in its sentence (else the nearest
  after it), so "trained on 2010–2018 and tested on 2019–2021" fits only 2010–2018, while a test
  word that is a selection's criterion ("chosen for the best backtest Sharpe over 2015–2021",
  "picked after looking at the backtest", "whose out-of-sample Sharpe was highest") is part of
  the selection, and uses the whole test when no dates are written; code is read as code: a
  call or binding named for fitting, tuning, training, selecting or a fitted quantity owns the
  periods among its arguments or in its value (`grid_search(model, df.loc['2011':'2018'])`,
  `X_train = X[:'2018']`), one named for predicting or testing owns a test, a split nothing;
  test dates named but not written ("the final test date") are read from the windows;
- *polarity*: an activity or a period in a negator's scope ("no parameter was tuned on …",
  "nothing from 2016–2019 went into …", "not on 2019 data", "without reference to 2016"), a
  counterfactual or reported alternative ("a naive approach would tune on the full sample"),
  a question, and a clause that keeps the work inside each window or refits on rolling windows
  state no use.

Look-ahead that is not a matter of periods is read on its own (`_LOOK_AHEAD`): a feature dated
after the decision time ("t+1 return" among the inputs), a fill at the price the signal is
computed from, labels whose horizon runs into the test (no purging); each reaches every test.

A period written before a chained call in code belongs to the chain's call that fits, tunes or
selects (`df.loc['2010':'2019'].pipe(tune)`, `px['2005':'2020'].rolling(252).apply(fit)`): a
higher-order call takes the role of the function it is given. A string argument in code is
code, not a quotation.

`stated_uses` finds every use; `stated_tests` the test periods the text states; `leaks` the
test periods (walk-forward windows' or stated) that a use reaches into. With no dated test,
look-ahead and whole-sample fits still leak into a test out of sample the text states in any
form (a hold-out, a test set, walk-forward, cross-validation), and a feature from the future or
a fill at the signal's price into a backtest the text claims.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Final, Literal

from quantward_validation import (
    before_it_existed,
    data_vintages,
    fixed_after_own_period,
    formation_returns,
    hindsight_screens,
    publication_lag,
    publication_lag_eu,
)
from quantward_validation import leakage_lexicon_cs_ro as csro
from quantward_validation import leakage_lexicon_eu as eu
from quantward_validation import leakage_lexicon_hr as hr
from quantward_validation import leakage_lexicon_hu as hu
from quantward_validation import leakage_lexicon_lt as lt
from quantward_validation import leakage_lexicon_nopl as nopl
from quantward_validation.anaphoric_bounds import bounded_back
from quantward_validation.audited_at_period_end import AUDITED_AT_PERIOD_END
from quantward_validation.bar_timing import future_spans, same_bar_fill, same_bar_said
from quantward_validation.choice_after_test import chosen_after
from quantward_validation.cjk_dates import cjk_dates_written
from quantward_validation.cli_flags import flags_as_settings
from quantward_validation.code_shifts import FORWARD_SHIFT
from quantward_validation.config_words import config_words
from quantward_validation.csv_records import csv_as_config
from quantward_validation.defined_terms import definitions, resolved
from quantward_validation.event_bounds import dated_event_bounds
from quantward_validation.fiscal_calendars import (
    FiscalCalendar,
    fiscal_dated,
    says_year_end,
    stated_calendar,
    windows_calendar,
)
from quantward_validation.hijri_years import hijri_written
from quantward_validation.inner_dots import joined_at_month_dots, without_inner_dots
from quantward_validation.json_calls import json_as_words
from quantward_validation.knowledge_words import KNOWING
from quantward_validation.leakage_periods_lt import lithuanian_periods_in_english
from quantward_validation.month_names import MONTH_NAMES
from quantward_validation.open_ends import joined_open_ends
from quantward_validation.period_lexicon_cs_ro import periods_cs_ro_in_english
from quantward_validation.period_lexicon_eu import periods_in_english
from quantward_validation.period_lexicon_hr import south_slavic_periods_in_english
from quantward_validation.period_lexicon_hu import hungarian_periods_in_english
from quantward_validation.period_lexicon_nopl import periods_nopl_in_english
from quantward_validation.period_outcomes import (
    APPLIED_BACK,
    APPLIED_BACK_NAME,
    AVERAGE_TAKES_LATER,
    DECIDED_IF,
    ENCLOSING_END,
    EVENT_DAY_OUTCOME,
    EVENTUAL_OUTCOME,
    LATER_EVENTS_COUNTED,
    LATER_PERIOD_FIGURE,
    LATER_PERIOD_RECORD,
    MADE_AFTER_LATER,
    NOT_YET_OUT,
    SAME_PERIOD_OUTCOME,
    SEEN_LATER,
    SET_BEFORE_OWN_CLOSE,
    SPAN_AFTER_DECISION,
    TAKEN_ON_AFTERMARKET,
    VALUED_AT_OUTCOME,
    VALUED_NAME,
)
from quantward_validation.portuguese_contractions import is_contraction
from quantward_validation.present_day_inputs import PRESENT_DAY_IN_FOLDS, dated_source_in_folds
from quantward_validation.reading_day import reading_day
from quantward_validation.record_marks import in_force
from quantward_validation.restated_history import history_restated
from quantward_validation.same_price_fills import SAME_PRICE_FILL
from quantward_validation.setting_changes import adjusting_words
from quantward_validation.sheet_rows import SAME_ROW_FILL, rows_as_words
from quantward_validation.spoken_dates import written_dates
from quantward_validation.tables import rows_as_sentences
from quantward_validation.timespans import Period, periods, point

Activity = Literal["selection", "fitting"]
Role = Literal["selection", "fitting", "test"]

_WHOLE: Final = re.compile(
    r"\b(?:whole|full|entire|complete|total|all(?: of)?(?: the)?(?: available)?)\s+"
    r"(?:available\s+)?(?:sample|period|history|histories|dataset|data(?:\s?set)?|time[- ]series|"
    r"record|panel|span|back-?test|range|timeline)s?\b|"
    # a sheet of dated rows: its whole column, tab or sheet is every date it holds ("all
    # columns" is every feature, not every date)
    r"\b(?:whole|full|entire|complete)\s+(?:column|col|tab|sheet|worksheet)\b|"
    r"\btest (?:years?|periods?|windows?|data) included\b|"
    r"\bfull[- ](?:sample|period|history)\b|\bwhole[- ]sample\b|\bin[- ]sample over everything\b|"
    r"\bin[- ]sample and out[- ]of[- ]sample\b|"
    r"\b(?:train(?:ing)?|in[- ]sample)\s+(?:and|&|plus|as well as)\s+(?:the\s+)?"
    r"(?:test(?:ing)?|hold-?out|out[- ]of[- ]sample|validation)\s+(?:data|periods?|windows?|"
    r"years|samples?|sets?)\b|"
    r"\b(?:including|plus|as well as)\s+(?:the\s+)?(?:test(?:ing)?|hold-?out|out[- ]of[- ]sample)"
    r"\s+(?:data|periods?|windows?|years|samples?|sets?)\b|"
    # data said to take the test in: "all folds incl. test", "the sample including the holdout",
    # "train+test", "data incl OOS"
    r"\b(?:including|incl\.?|inc\.?|plus|\+)\s*(?:the\s+)?(?:test(?:ing)?|hold-?outs?|oos|"
    r"out[- ]of[- ]sample)(?:\s+(?:data|periods?|windows?|years|samples?|sets?|folds?))?\b|"
    r"\bout[- ]of[- ]sample (?:data |period |years )?(?:too|as well|included|alike)\b|"
    r"\ball (?:the )?(?:available )?(?:data|history|years|observations|dates)\b|"
    r"\b(?:pooled|once)\s+(?:over|across)\s+(?:all\s+)?(?:the\s+)?(?:windows|folds|periods|years)\b|"
    r"\bacross all (?:the )?(?:test )?(?:windows|folds)\b|"
    # data up to now: "data through today", "prices to the present day"
    r"\b(?:data|history|prices|returns|observations|everything)\s+(?:up\s+)?(?:to|through|thru|"
    r"until|till)\s+(?:today|now|the\s+present(?:\s+day)?|date)\b|"
    r"\b(?:with|in) (?:the benefit of )?hindsight\b|\bhindsight\b|\bex[- ]post\b|"
    r"\bafter the fact\b|\bin retrospect\b|"
    r"\b(?:every|all(?: the| of the)?|each)\s+(?:single\s+)?(?:observation|data ?point|year|month|"
    r"day|quarter|record|row|price)s?\s+(?:we have|available|there is|in the (?:sample|data)|"
    r"on record|we hold)\b|\beverything (?:we have|available)\b|\ball of (?:the )?history\b|"
    # from a start to now: "everything since inception", "all data since launch", "since the
    # fund's inception" (unless an end follows: "from inception to 2014")
    r"\b(?:everything|all(?:\s+(?:the\s+)?(?:data|history|observations|returns|prices))?|"
    r"(?:data|history|returns|prices))\s+since\b|"
    r"\bsince\s+(?:the\s+)?(?:(?:fund|strategy|portfolio|index|series|data)['’]s\s+)?"
    r"(?:inception|launch|start\s+of\s+(?:the\s+)?(?:data|sample|history|record))\b"
    r"(?!\s*(?:\([^)]*\)\s*)?(?:to|through|thru|until|till|up\s+to|and)\s)|"
    # the same in German, French, Italian, Spanish and Dutch: "der gesamte Zeitraum"
    # ... and in Croatian and its kin: "na cijelom uzorku", "celotno obdobje" (`leakage_lexicon_hr`)
    rf"\b(?:{eu.WHOLE}|{hu.WHOLE}|{hr.WHOLE}|{lt.WHOLE})\b",
    re.IGNORECASE,
)
#: a universe or input known only later: survivorship and restated figures
_HINDSIGHT_UNIVERSE: Final = re.compile(
    r"\b(?:today['’]s|current|present[- ]day|latest|existing)\s+(?:[\w&.'’-]+\s+){0,3}?"
    r"(?:constituents?(?:\s+(?:list|file|set|table|data|weights))?|"
    r"members(?:hip)?|composition)\b|"
    r"\b(?:companies|firms|names|stocks|funds|members|constituents|issuers)\s+(?:that|which|who)\s+"
    r"(?:still\s+exist|survived|are\s+still\s+(?:listed|trading|in\s+the\s+index|alive|around)|"
    r"still\s+trade)\b|\bsurvivors\b|\bsurviving\s+(?:names|firms|companies|stocks|constituents)\b|"
    r"\bstill[- ]listed\b|"
    # ... or said by where the survivors still are: "only policies still on today's tape",
    # "vessels still in the current fleet list", "loans still on the books today"
    r"\bstill\s+(?:on|in|held\s+(?:on|in)|part\s+of|carried\s+(?:on|in)|listed\s+(?:on|in))\s+"
    r"(?:today['’]s|the\s+current|the\s+present(?:[- ]day)?|the\s+latest)\b|"
    r"\bstill\s+(?:on|in)\s+(?:the|our|its|their)\s+(?:[\w-]+\s+){0,2}?(?:today|now)\b|"
    # data as revised since: "restated figures", "today's restated database", "the latest
    # vintage", "as subsequently revised"
    r"\b(?:re-?stated|revised|final[- ]vintage|latest[- ]vintage|current[- ]vintage)\s+"
    r"(?:\w+\s+)?(?:figures|financials|data|database|data\s?set|accounts|earnings|numbers|"
    r"fundamentals|series|estimates|values|history|file|prints|statements)\b|"
    # ... or the state data are taken in: "in the last restated version", "their restated
    # form", "the revised release of the accounts" (a "revised version of the plan" is no data)
    r"\bre-?stated\s+(?:versions?|releases?|editions?|form|state|vintages?)\b|"
    r"\b(?:revised|corrected|amended)\s+(?:versions?|releases?|editions?|form|state|vintages?)\s+"
    r"of\s+(?:the\s+|their\s+|its\s+)?(?:[\w-]+\s+)?(?:figures|financials|data|accounts|earnings|"
    r"numbers|fundamentals|statements|balance[\s-]sheets?)\b|"
    r"\b(?:today['’]s|current|latest)\s+(?:vintage|database|data\s?set)\b|"
    # ... with the later restatements counted in: "with all the restatements included", "after
    # all later corrections" (a correction for autocorrelation is no revision of data)
    r"\b(?:with|including|incl\.?|after)\s+(?:all\s+|every\s+|each\s+|any\s+)?(?:the\s+)?"
    r"re-?statements?\b|"
    r"\b(?:with|including|incl\.?|after)\s+(?:all\s+)?(?:the\s+)?(?:later|subsequent|ex[- ]post)\s+"
    r"(?:restatements|revisions|corrections|amendments)\b|"
    # ... or as they stand now: "as they are today", "the version available today"; or as a
    # named source shows them now: "as Compustat shows it today", "as the registry reads
    # today", "as the servicer's system has them now"
    r"\bas\s+(?:they|it)\s+(?:are|is|stands?)\s+(?:today|now)\b|"
    r"\bas\s+(?:(?:the|its|their|our)\s+)?(?:[\w&'’.-]+\s+){0,3}?(?:reads?|shows?|stands?|"
    r"displays?|lists?|records?|carries|has|have|holds?|gives?|reports?)\s+(?:it|them\s+)?\s*"
    r"(?:today|now|currently|at\s+present|as\s+of\s+today)\b|"
    r"\b(?:versions?|vintages?|state)\s+(?:available|valid|current)\s+(?:today|now)\b|"
    # point-in-time figures refused: "not as first published", "rather than as originally
    # reported", "instead of the figures as initially filed"
    r"\b(?:not|never|rather\s+than|instead\s+of)\s+(?:the\s+(?:figures|data|numbers|values)\s+)?"
    r"as\s+(?:first|originally|initially|previously)\s+(?:published|reported|released|"
    r"announced|filed|disclosed|printed)\b|"
    # ... with the refused version named by its noun: "not the EPS first reported", "rather
    # than the totals originally filed", "not the report in hand at the valuation date",
    # "instead of the valuation on file at each rebalance date"
    r"\b(?:not|never|rather\s+than|instead\s+of)\s+(?:the|each|its|their|a)\s+"
    r"(?:[\w'’-]+\s+){0,3}?(?:(?:first|originally|initially)\s+(?:published|reported|released|"
    r"announced|filed|disclosed|printed|issued)|(?:in\s+hand|on\s+file|on\s+record|on\s+the\s+"
    r"books|available|known|held|then\s+current|current)\s+(?:at|on|as\s+(?:of|at)|by)\s+"
    r"(?:the|each|that|its|their|every)\s+(?:[\w-]+\s+)?(?:date|time|day|point|close))\b|"
    r"\bas\s+(?:now|currently|later|subsequently|since)\s+(?:re-?stated|revised)\b|"
    # "as restated in the latest 10-K", "as last revised": a figure as it stands now, not as it
    # stood (not "as revised each quarter", which is when)
    r"\bas\s+(?:(?:last|most\s+recently|finally|thereafter|afterwards)\s+)?(?:re-?stated|revised|"
    r"amended|corrected)\b(?!\s+(?:each|every|quarterly|monthly|annually|yearly|weekly|daily)\b)|"
    r"\bback-?fill(?:ed|ing)?\b|"
    # membership as it is now: "the index's members as of today", "names in the index today"
    r"\b(?:constituents|members(?:hip)?|names|stocks|composition|issuers)\s+(?:\w+\s+){0,3}?"
    r"(?:as\s+(?:of|at)\s+|at\s+)?(?:today|the\s+present(?:\s+day)?|now)\b"
    r"(?!\s+(?:\w+ed|defunct|gone|dead)\b)|"
    rf"\b(?:{eu.HINDSIGHT}|{nopl.HINDSIGHT}|{csro.HINDSIGHT}|{hu.HINDSIGHT}|{hr.HINDSIGHT}|{lt.HINDSIGHT})\b",
    re.IGNORECASE,
)
_SELECT: Final = re.compile(
    r"\b(select\w*|chose|choos\w*|chosen|choice|pick\w*|cherry-?pick\w*|hand-?pick\w*|screen\w*|"
    r"filter\w*|rank\w*|shortlist\w*|identif\w*|universe|winners|kept(?: the)?|retain\w*|"
    r"settled(?=\s+(?:on|over|using|with|from|by|after|across|in)\b)|determin\w*|decid\w*|"
    rf"{eu.UNIVERSE}|"
    r"adopt\w*|opted|opt(?:ing|s)? for|went with|landed on|"
    # a choice closed: "finalised on FY13–FY19 data", "arrived at using", "signed off on"
    r"finali[sz](?:e|es|ed|ing)|arrived\s+at|signed\s+off|zeroed\s+in|"
    r"prefer(?:red)?|favou?red|set (?:by|on|after|from|using)|"
    r"(?:worked|performed|did|looked|fared) best|best[- ]performing|top[- ]performing|"
    # a choice named by its superlative over a set, with no verb: "the best of ten settings",
    # "the top one of 12 variants", "the strongest out of five parameterisations"
    r"(?:best|top|strongest|winning|optimal)\s+(?:one\s+)?(?:of|among|out\s+of|from)\s+"
    r"(?:the\s+)?(?:\d+|[a-z]+)\s+(?:[\w-]+\s+)?(?:settings?|candidates?|variants?|versions?|"
    r"values?|levels?|options?|configurations?|configs?|specifications?|specs?|"
    r"parameteri[sz]ations?|parameter\s+sets?|combinations?|models?|rules?|thresholds?|trials?|"
    r"runs?|tiers?|choices?)\b|"
    # ... whatever the set's noun, when a count stands before it: a counted set is a set of
    # candidates ("the best of six cutoffs", "the strongest of five haircuts", "the top one of
    # 12 rotation lengths"); a count of years or months is a stretch of time, no set
    r"(?:best|top|strongest|winning|optimal)\s+(?:one\s+)?(?:of|among|out\s+of|from)\s+"
    r"(?:the\s+)?(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"fifteen|twenty)\s+(?:[\w-]+\s+){0,2}?"
    r"(?!(?:years|months|quarters|weeks|days|sessions|decades|periods)\b)[a-z][\w-]*s\b|"
    # ... the set's noun left to the subject it names, a count and the data after it: "the
    # threshold is the best of six over 2010–2021", "the cut-off was the top of four on the
    # full record"
    r"(?:best|top|strongest|winning|optimal)\s+(?:one\s+)?(?:of|among|out\s+of|from)\s+"
    r"(?:the\s+)?(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"fifteen|twenty|several|many)(?=\s+(?:over|on|across|in|during|through|throughout|"
    r"using|within|from|against)\b)|"
    # ... or by what it did or would have done: "the one of six floors that would have met
    # every call", "whichever of the four ladders survived the 2020 sell-off"
    r"(?:the\s+(?:one|single\s+one|only\s+one)|whichever)\s+(?:of|among|out\s+of|from)\s+"
    r"(?:the\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|several|"
    r"many|various)\s+(?:[\w-]+\s+)?(?:that|which|to)\b|"
    r"whichever\s+(?:of|among|out\s+of|from)\s+(?:the\s+)?(?:\d+|[a-z]+)\s+(?:[\w-]+\s+)?"
    r"(?=(?:would|could|might)\s+(?:not\s+)?have\b)|"
    # choosing by an extreme, with no verb of choice: "params = whichever had the best Sharpe",
    # "the one that gave the highest hit rate", "the setting with the lowest drawdown"
    r"(?:whichever|whatever|the\s+ones?|those|that|which|setting|settings|combination|variant)"
    r"\s+(?:\w+\s+){0,2}?(?:had|has|have|having|gave|gives|give|showed|shows|delivered|"
    r"delivers|produced|produces|scored|scores|got|gets|with|achieved|achieves)\s+the\s+"
    r"(?:best|highest|top|greatest|lowest|smallest|strongest|most|fewest|least)|"
    # ... or by the extreme's verb: "the value maximising Sharpe over …", "argmax of …"
    r"maximi[sz](?:e|es|ed|ing)|minimi[sz](?:e|es|ed|ing)|arg-?(?:max|min)|"
    r"(?:was|were|is|are|be|been|and|got)\s+(?:set|fixed|locked(?: in)?|frozen|kept|retained|"
    r"pinned(?: down)?|nailed down|settled)|"
    # "used 2015–2018 data to set the threshold", "we set the cut-off" (not "set aside")
    r"(?:to|we|they|I|then|and|or)\s+set(?!\s+(?:aside|apart|out|up|off|of)\b)|"
    r"setting(?=\s+(?:the|its|our|their|a|an|each|every|all)\b)|"
    rf"{eu.SELECT}|{nopl.SELECT}|{csro.SELECT}|{hu.SELECT}|{hr.SELECT}|{lt.SELECT})\b",
    re.IGNORECASE,
)
#: building an estimate counts as fitting when what is built is a model's input
_ESTIMATE: Final = re.compile(
    r"\b(built|build\w*|construct\w*|comput\w*|deriv\w*|formed|measur\w*|sampled|drawn|"
    r"taken|comes? from|came from|reflect\w*|(?:is|are|was|were)\s+based\s+on|rel(?:y|ies|ied)\s+"
    r"on|draw\w*\s+on|informed\s+by|learn\w*\s+from)\b",
    re.IGNORECASE,
)
_MODEL_INPUT: Final = re.compile(
    r"\b(covariances?|correlations?|betas?|loadings?|coefficients?|parameters?|model|signals?|"
    r"thresholds?|factors?|matri(?:x|ces)|premi(?:um|a)|expected returns?|weights?|"
    r"hyper-?parameters?|lookbacks?|look-backs?|half-lives|half-life|cut-?offs?|"
    # an engineer's shorthand: "hyperparams", "hparams", "params", "HPs"
    r"(?:hyper-?|h-?)?params?|(?-i:HPs?))\b",
    re.IGNORECASE,
)
#: a model's input said to use figures: "weights use", "the signal uses", "scores are using"
_INPUT_USES: Final = re.compile(
    r"\b(?:weights?|signals?|scores?|betas?|tilts?|allocations?|forecasts?|thresholds?|"
    r"parameters?|covariances?|correlations?|expected\s+returns?)\s+(?:(?:is|are|was|were)\s+)?"
    r"(?P<verb>use[sd]?|using|employ(?:s|ed)?|draw\s+on|draws\s+on|drew\s+on)\b",
    re.IGNORECASE,
)
_FIT: Final = re.compile(
    r"\b(fit|fits|fitted|fitting|re-?fit\w*|(?:re-?)?estimat\w*|(?:re-?)?calibrat\w*|"
    r"(?:re-?)?train(?:ed|ing|s)?|tun(?:e|es|ed|ing)|fine-?tun\w*|learn(?:ed|t|s|ing)?|"
    r"regress\w*|optimi[sz]\w*|tweak(?:ed|ing|s)?|iterat(?:e|es|ed|ing)\s+(?:on|over)|"
    r"grid[- ]?search\w*|random(?:i[sz]ed)?[- ]?search\w*|"
    r"(?:parameter|hyper-?parameter)\s+search\w*|searched|sweep\w*|cross-?validat\w*|"
    # a search run over data: "a search over 2010–2020", "the searches across the folds"
    r"search(?:es)?(?=\s+(?:over|on|across|through)\b)|"
    r"back-?solved|solved for|parameteri[sz]\w*|parametri[sz]\w*|data-?min\w*|mined|"
    r"early[- ]stopp\w*|"
    # standardising fits a sample's moments: "z-scored with the mean and deviation of …"
    r"standardi[sz]\w*|normali[sz](?:e|ed|es|ing|ation)|z-?scor(?:ed|ing)|de-?mean\w*|"
    # ... and so do the moments a z-score or a scaler is built with: "z-scores use the mean and
    # sd of the whole sample", "the mean + std over 2010–2020"
    r"z-?scores?(?=\s+(?:\w+\s+){0,3}?(?:mean|average|sd|std|st\.?\s?devs?|standard\s+"
    r"deviations?|variances?|moments?)\b)|"
    r"(?:(?:mean|average)s?\s*(?:and|&|\+|/|,)\s*(?:the\s+)?(?:sd|std|st\.?\s?devs?|standard\s+"
    r"deviations?|variances?)|min(?:imum)?s?\s*(?:and|&|/|,)\s*(?:the\s+)?max(?:imum)?s?)"
    r"(?=\s+(?:(?:is|are|was|were|get|gets|got)\s+)?(?:(?:computed|taken|measured|estimated|"
    r"calculated|drawn)\s+)?(?:of|over|from|across|on|in|for)\b)|"
    r"winsori[sz]\w*|rank-?normali[sz]\w*|"
    # sizing by a volatility fits it over the period it is measured on: "positions are scaled
    # with the volatility of 2008–2018", "divided by the full-sample standard deviation"
    r"(?:vol(?:atility)?[- ]?(?:target|adjust|scal|weight)\w*|inverse[- ]vol(?:atility)?[- ]"
    r"(?:weight|scal)\w*|risk[- ](?:parity|budget)\w*[- ]weight\w*)|"
    r"(?:scal(?:e|ed|es|ing)|siz(?:e|ed|es|ing)|divid(?:e|ed|es|ing)|normed|levered|"
    r"de-?levered|risk[- ]weight\w*)"
    r"(?=\s+(?:\w+\s+){0,2}?(?:by|with|to|using|on|against|for)\s+(?:\S+\s+){0,4}?"
    r"(?:volatilit(?:y|ies)|vol|vols|std|st\.?\s?devs?|standard\s+deviations?|variances?|sigma|"
    r"ATR|average\s+true\s+ranges?|dispersion)\b)|"
    # sizing a position or a tilt on a stretch of data fits it there: "the tilt was sized on
    # 2010–2020", "sized just once, on the quarterly valuations from 2010 to 2016", "the years
    # the sleeve was sized over" (with a volatility, above)
    r"(?:re-?)?siz(?:e|ed|es|ing)(?=(?:\s+[\w-]+){0,3}?,?\s+(?:on|over|using|across|from)\b)|"
    # ... and so is weighting a blend on it: "the blend of signals was weighted on 1990–2020",
    # "weighted once, using the record from 2000" (a scheme's weighting, "equal-weighted over
    # the test years", "cap-weighted", fits nothing)
    r"(?<![\w-])(?:re-?)?weight(?:ed|ing|s)?(?=(?:,?\s+[\w-]+){0,3}?,?\s+(?:on|over|using|across)\b)|"
    # a sample labelled in-sample right before its dates is what is fitted: "IS 2008-16",
    # "in-sample window: 2011–2018" (the desk's "IS" in capitals only)
    r"(?:(?-i:IS)|in[- ]sample(?:\s+(?:period|window|span|data|years?|sample|set))?)"
    r"(?=\s*[:=,(]?\s*(?:\d|from\b|over\b|between\b))|"
    rf"{eu.FIT}|{nopl.FIT}|{csro.FIT}|{hu.FIT}|{hr.FIT}|{lt.FIT})\b",
    re.IGNORECASE,
)
#: the test period named in the client's language (a criterion names it without its dates:
#: "selon le meilleur Sharpe sur la période de test", "po Sharpovem razmerju v obdobju
#: testiranja")
_LOCAL_TEST_PERIOD: Final = re.compile(rf"{eu.TEST_PERIOD}|{hr.TEST_PERIOD}", re.IGNORECASE)
_KNOWING: Final = re.compile(KNOWING, re.IGNORECASE)
#: what was fitted, held or run on as it is: "held fixed through …", "the same setting runs
#: unchanged in all the folds", "the tuned rule ran without any re-fitting across …", "is reused
#: verbatim" — applying it is the test, and never the criterion of the fit before it ("the
#: optimised threshold then runs as-is through …"); so is any verb of using it with such an
#: adverb ("that estimate is employed unchanged over …", "the setting is retained as is for …")
_CARRIED_ON: Final = (
    r"(?:held|kept|left|stay\w*|remain\w*)\s+(?:fixed|constant|unchanged|frozen|as\s+is)|"
    r"run\s+(?:unchanged|forward|live)|"
    r"(?:runs|ran|running|(?:re-?)?used|employed|retained|maintained|carried\s+(?:over|forward)|"
    r"ported|operated)\s*,?\s+"
    r"(?:unchanged|as[- ]is|frozen|untouched|verbatim|without\s+(?:any\s+)?(?:changes?|"
    r"modifications?|alterations?|adjustments?|re-?fit\w*|re-?estimat\w*|re-?calibrat\w*|"
    r"re-?tun\w*|re-?train\w*))"
)
_CARRIED_ON_RE: Final = re.compile(_CARRIED_ON, re.IGNORECASE)
_TEST: Final = re.compile(
    # the test period in the client's language: "la période de test", "die Testperiode"
    rf"\b({eu.TEST_PERIOD}|{hu.TEST_PERIOD}|{hr.TEST_PERIOD}|{lt.TEST_PERIOD}|"
    r"back-?test\w*|out[- ]of[- ]sample|oos|hold-?out|tested|testing|tests?\s+(?:period|window|"
    r"years?|set|sample|data|on|over|run|covers?)|evaluat\w*|(?<!cross-)(?<!cross )"
    r"validat(?:e|es|ed|ing)\b|assess\w*|simulat\w*|walk[- ]forward|paper[- ]trad\w*|"
    r"report(?:ed|ing)\s+(?:over|for|on|across|from)|(?:is|are|was|were)\s+judged|"
    # applying what was fitted is the test: "applied unchanged over …", "held fixed through …"
    r"appl(?:y|ies|ied|ying)\b|deployed|"
    # checking what was chosen is its test: "then verified it over 2016–2019", "sanity-checked
    # the band across …", "tried the rule out on …" (not "tried a dozen versions")
    r"(?:(?:sanity[- ]|spot[- ]|double[- ])?check(?:ed|s|ing)?|verif(?:y|ied|ies|ying)|"
    r"confirm(?:ed|s|ing)?|tri(?:ed|es)|try(?:ing)?|trial(?:l?ed|l?ing)?)\s+"
    r"(?:it|them|this|that|these|those|(?:the|our|their|its|this|that)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:rules?|models?|strateg(?:y|ies)|signals?|choice|pick|winners?|selection|versions?|one|"
    r"set-?up|thresholds?|cut-?offs?|bands?|parameters?|specifications?|portfolios?|"
    r"look-?backs?|filters?|systems?))\s+(?:out\s+)?(?:on|over|against|across|in|through|"
    rf"with)\b|{_CARRIED_ON}|"
    # a period kept for the test is the test's: "2016–2019 is kept for the out-of-sample test"
    r"(?:kept|reserved|held\s+(?:back|out)|set\s+aside|saved|left|frozen)\s+(?:\w+\s+){0,2}?for\s+"
    r"(?:the\s+)?(?:[\w-]+\s+)?(?:test\w*|evaluation|hold-?out|out[- ]of[- ]sample)|"
    # a period run, scored or opened a single time at the end is the test: "ran the test years
    # once, at the end", "the last two years were touched only once"
    # ("run" naming a record is no running: "the run log", "run id", "run config")
    r"(?:r[au]n(?!\s+(?:logs?|ids?|configs?|records?|files?|outputs?|reports?|numbers?|no\b|#))|"
    r"touched|scored|opened|unsealed|unlocked|looked\s+at)"
    r"(?=(?:\s+[^\s.;]+){0,8}?\s+(?:(?:only\s+)?once|a\s+single\s+time|just\s+the\s+once|"
    r"(?:only\s+)?at\s+the\s+(?:very\s+)?end)\b))\b",
    re.IGNORECASE,
)
#: a test word that says how a selection was made ("the best backtest Sharpe", "chosen on
#: out-of-sample performance") is the selection's criterion, not a test
_CRITERION_BEFORE: Final = re.compile(
    # (or its fewest or lowest count: "gave the fewest backtesting exceptions")
    r"\b(?:best|better|highest|strongest|top|fewest|fewer|least|lowest|smallest|"
    r"maxim\w*|optimi[sz]\w*|minimi[sz]\w*|based\s+on|"
    r"on\s+the\s+basis\s+of|according\s+to|judged\s+(?:on|by)|ranked\s+(?:on|by)|select\w*\s+"
    r"(?:on|by|for)|chos\w*\s+(?:on|by|for)|pick\w*\s+(?:on|by|for)|tun\w*\s+(?:on|to|for)|"
    r"calibrat\w*\s+(?:on|to)|fit\w*\s+(?:on|to)|"
    rf"{eu.CRITERION}|"
    # what was done once the test's results were seen: "picked after looking at the backtest",
    # "having seen the out-of-sample run", "in light of the holdout results"
    r"(?:after|upon|on|from|by|following)\s+(?:a\s+(?:quick\s+|brief\s+|first\s+|close\s+)?"
    r"(?:look|glance|peek|review)\s+(?:at|of)|"
    r"(?:first\s+)?(?:looking\s+at|seeing|viewing|"
    r"reviewing|inspecting|examining|studying|checking|eyeballing|reading|observing|consulting|"
    r"(?:peek|glanc)ing\s+at))|having\s+(?:seen|viewed|reviewed|inspected|examined|studied|"
    r"checked|looked\s+at|observed|run)|(?:once|when|after)\s+(?:we|I|they|the\s+team)\s+"
    r"(?:had\s+)?(?:saw|seen|looked\s+at|reviewed|inspected|examined|studied|checked|ran|run)|"
    r"in\s+(?:the\s+)?light\s+of|informed\s+by|guided\s+by|in\s+response\s+to|"
    # work repeated until the test's result satisfied: "re-ran it until the out-of-sample
    # Sharpe looked right", "kept tweaking till the holdout cleared 1.0"
    r"until|till|til)"
    # the measure may be named, then where it was measured: "the best Sharpe on the test years",
    # "the highest hit rate over the hold-out"
    r"\s+(?:\w+\s+){0,2}(?:(?:on|in|over|across|during|from|of|for)\s+(?:the\s+|its\s+|their\s+)?)?$",
    re.IGNORECASE,
)
#: the same criterion in the client's language, each with its own words for where the measure
#: was taken, which may take up to four words after the criterion: "selon le meilleur ratio de
#: Sharpe sur la période de test", "izberemo po Sharpovem razmerju v obdobju testiranja" (in a
#: Czech sentence "po" is "after", a choice made once the test was seen: `_DONE_BEFORE`)
_LOCAL_CRITERIA: Final = (
    (eu.CRITERION, eu.CRITERION_WHERE),
    (hr.CRITERION, hr.CRITERION_WHERE),
)
_LOCAL_CRITERION_BEFORE: Final = re.compile(
    r"\b(?:"
    + "|".join(rf"(?:{said})\s+(?:[\w'’-]+\s+){{0,4}}?{where}" for said, where in _LOCAL_CRITERIA)
    + r")\s*$",
    re.IGNORECASE,
)
#: a test word followed by what was best in it: "the variant whose out-of-sample Sharpe was
#: highest", "whichever looked best in the holdout" is said before the test word
_CRITERION_AFTER: Final = re.compile(
    r"^[\s-]*(?:[\w-]+\s+){0,2}?(?:was|were|is|are|came\s+out|proved|turned\s+out)\s+"
    r"(?:the\s+)?(?:highest|best|strongest|greatest|lowest|smallest|top|most\s+\w+)\b",
    re.IGNORECASE,
)


_WHOSE: Final = re.compile(r"\b(?:whose|whichever|where|with\s+which)\s+(?:\w+\s+){0,2}$", re.I)


#: a test done before the choice it informs: "picked after checking it on …", "chosen
#: having tested it over …"
_DONE_BEFORE: Final = re.compile(r"\b(?:after|having|upon|following)\s+$", re.I)


def _criterion(sentence: str, m: re.Match[str]) -> bool:
    """Whether the test word `m` says how a selection or fit was made (see
    `_CRITERION_BEFORE`, `_CRITERION_AFTER`, `_DONE_BEFORE`), rather than what tests it."""
    before = sentence[: m.start()]
    return bool(
        _CRITERION_BEFORE.search(before)
        or _LOCAL_CRITERION_BEFORE.search(before)
        or _DONE_BEFORE.search(before)
        or (_WHOSE.search(before) and _CRITERION_AFTER.search(sentence[m.end() :]))
    )


#: a test word that qualifies the data an activity ran on: "tuned using the back-test
#: history", "estimated once, on the simulated history (…)", "chosen over the backtest sample":
#: the words name the test's data, and what ran on them used it (the period written after
#: them is the activity's, not a test's)
_DATA_BEFORE: Final = re.compile(
    r"\b(?:on|using|over|with|from|across|in)\s+(?:(?:the|its|our|their|a|an|whole|full|entire|"
    r"complete|same|available)\s+){0,3}$",
    re.IGNORECASE,
)
_DATA_AFTER: Final = re.compile(
    r"^[\s-]*(?:(?:return|price|index)\s+)?(?:history|histories|data(?:set)?|sample|series|"
    r"records?|track\s+record|panel)\b",
    re.IGNORECASE,
)


def _test_as_data(sentence: str, m: re.Match[str]) -> bool:
    """Whether the test word `m` qualifies the data noun an activity's preposition takes
    ("on the back-test history", "using the simulated data"), rather than naming a test."""
    word = m.group(0).split()[0]
    if not _THE_TEST.fullmatch(word) and not re.fullmatch(r"simulat\w*", word, re.I):
        return False
    return bool(
        _DATA_BEFORE.search(sentence[max(0, m.start() - 40) : m.start()])
        and _DATA_AFTER.match(sentence[m.end() : m.end() + 30])
    )


#: "evaluated" as a price's adjective names a vendor's or an appraiser's model price of what
#: does not trade ("evaluated pricing", "evaluated bid prices", "evaluated marks"), data an
#: activity may run on, not an evaluation of the plan
_EVALUATED_PRICE: Final = re.compile(
    r"evaluated\s+(?:[\w-]+\s+)?(?:pric(?:es?|ing)|marks?|quotes?|quotations?|bids?|"
    r"valuations?|levels?|yields?|spreads?)\b",
    re.IGNORECASE,
)
#: "validation" as a noun is where selection happens, not a test
_VALIDATION_NOUN: Final = re.compile(
    r"\bvalidation\s+(?:set|period|window|fold|sample|data|split|years?)\b", re.I
)
#: a clause that keeps the work inside each window, or refits on windows that end before
_CONFINED: Final = re.compile(
    r"\b(?:inside|within|in)\s+each\s+(?:training\s+|estimation\s+|walk[- ]forward\s+)?"
    r"(?:window|fold|period|split)|\b(?:each|every)\s+(?:window|fold)['’]s\s+(?:own\s+)?"
    r"(?:training|estimation|in-sample)|"
    r"\bonly (?:the )?(?:data|information|prices|figures|returns) (?:available|known|published)|"
    r"\b(?:available|known|published) at the time\b|"
    r"\busing only data up to\b|\bpoint[- ]in[- ]time\b|"
    # a moving window confines, unless it is one window with a fixed end ("an expanding window
    # ending December 2019" is a single fit over 2010–2019), said with its start ("an expanding
    # window from 2005 to 2018"), as a range ("an expanding window, 2005–2018") or ending with
    # the last test ("an expanding window through the end of the final fold" spans every fold)
    r"\b(?:rolling|expanding|trailing|anchored|recursive)\s+(?:\d+[- ]\w+\s+|\w+[- ](?:year|month|"
    r"day|week|quarter)\s+)?(?:window|basis|estimat\w*|regressions?|fits?|re-?fits?|samples?)\b"
    r"(?!,?\s+(?:that\s+|which\s+)?(?:(?:(?:runs?\s+|running\s+)?(?:from|starting(?:\s+in)?|"
    r"since|beginning(?:\s+in)?)\s+(?:in\s+|on\s+)?(?:[A-Za-z]+\.?\s+)?(?:\d{1,2}\s+)?"
    r"(?:[A-Za-z]+\.?\s+)?(?:\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})\s+)?"
    r"(?:end(?:s|ed|ing)?|stop(?:s|ped|ping)?|clos(?:es|ed|ing)|"
    r"running|through|thru|to|until|till|up\s+to|as\s+(?:of|at))\s+(?:in\s+|on\s+|at\s+)?"
    r"(?:(?:the\s+)?(?:(?:end|close|start)\s+of\s+)?(?:[A-Za-z]+\.?\s+)?(?:\d{1,2}\s+)?"
    r"(?:[A-Za-z]+\s+)?(?:\d{4}|\d{1,2}[/.-]\d)|(?:the\s+)?(?:(?:end|close)\s+of\s+)?"
    r"(?:the\s+)?(?:last|final)\s+(?:test(?:ing)?\s+|out[- ]of[- ]sample\s+|walk[- ]forward\s+)?"
    r"(?:folds?|windows?|tests?|periods?|splits?))|"
    r"\(?(?:19|20)\d{2}\s*[-–—/]\s*(?:19|20)?\d{2}\b))|"
    r"\b(?:re-?fit\w*|re-?estimat\w*|re-?calibrat\w*|re-?train\w*|re-?optimi[sz]\w*|re-?tun\w*)"
    r"\s+(?:(?:\w+\s+){0,3}?)(?:every|each|monthly|quarterly|annually|yearly|weekly|daily|at each|"
    r"as of each|before each)\b|"
    r"\b(?:on|at|as of) (?:each|every) (?:rebalanc\w*|(?:rebalance |decision |trade )?date)\b|"
    r"\b(?:as of|at|before|prior to|up to) each (?:rebalanc\w*|date|window|test window|re-?fit|"
    r"step|month|quarter|year|decision)\b|"
    # each fold's own test date, written or already resolved to a date: "published before each
    # fold's first test date" is each fold's own cut-off, not the first fold's
    r"\b(?:as\s+of|at|before|prior\s+to|up\s+to|until|by|ahead\s+of)\s+(?:each|every)\s+"
    r"(?:fold|window|split)['’]s\s+(?:own\s+)?(?:first\s+)?(?:test|out[- ]of[- ]sample|"
    r"hold-?out|start|\d{4}-\d{2}-\d{2})",
    re.IGNORECASE,
)
#: a word that opens a later step of the same sentence's work ("…, then applied in each fold")
#: (a later step that refits, "then refit inside each window", does confine: only applying the
#: choice does not)
_LATER_STEP: Final = re.compile(
    r"\b(?:then|thereafter|afterwards|subsequently)\s+(?:\w+\s+)?(?:appl(?:y|ies|ied|ying)|used|"
    r"run|ran|deployed|carried|held|kept|employed|tested|evaluated|traded|implemented|put)\b",
    re.IGNORECASE,
)
#: negators whose scope runs towards the clause end ("no parameter was tuned on …", "never
#: optimised with 2019 prices", "we made sure not to …"); one hyphened into a compound word is
#: that word's part, not a clause's negator ("not-for-profit medians", "no-load funds",
#: "never-ending", "a no-arbitrage bound" deny nothing)
_NEGATOR: Final = re.compile(
    r"(?<!-)\b(?:not(?!\s+(?:only|just|merely|least|later|earlier|more|less|fewer|before|after)\b)|"
    r"n['’]t|cannot|never|no(?!\s+(?:more|less|fewer|later|earlier|sooner)\s+than\b)|"
    r"none|nothing|neither|nor|untouched|unseen)\b(?!-\w)",
    re.IGNORECASE,
)
#: negators whose scope is their object only, up to a comma: "without reference to 2016",
#: "excluding 2018–2019", "avoid tuning on …", "rather than the full sample"
_EXCLUDER: Final = re.compile(
    r"\b(?:without|avoid\w*|refrain\w*|prevent\w*|prohibit\w*|forbid\w*|forbidden|barred|"
    r"instead\s+of|rather\s+than|as\s+opposed\s+to|in\s+place\s+of|free\s+(?:of|from)|"
    # (the English verb only: the Romanian noun "excluderi", exclusions, names a list)
    r"exclud(?:e|es|ed|ing)|excl\b|except(?:\s+for)?|other\s+than|apart\s+from|leaving\s+out|ignoring|omitting|"
    r"exclusive\s+of|steer\w*\s+clear\s+of|keep\w*\s+(?:away|clear)\s+from|"
    r"before\s+(?:a\s+(?:quick\s+|brief\s+|first\s+|close\s+)?(?:look|glance|peek|review)\s+"
    r"(?:at|of)|(?:first\s+)?(?:seeing|looking\s+at|observing|knowing|viewing|reviewing|"
    r"inspecting|examining|studying|checking|consulting|reading|running|(?:peek|glanc)ing\s+at)|"
    r"having\s+(?:seen|looked\s+at|viewed|reviewed|inspected|examined|studied|checked|run)))\b",
    re.IGNORECASE,
)
_ELLIPSIS_WORDS: Final = 3  # "but on", "but over the"
_NEGATOR_REACH: Final = 8  # words from a negator to what it negates
_EXCLUDER_REACH: Final = 5
#: an exception after a negative quantifier affirms what it names: "nothing other than
#: 2016–2019", "no data except 2019"
_EXCEPTIVE: Final = re.compile(r"^(?:except(?:\s+for)?|other\s+than|apart\s+from|but)$", re.I)
#: an exception right before a period: "anything but 2016–2019", "nothing other than …"
_EXCEPTED: Final = re.compile(
    r"\b(?:anything|nothing|none|no\s+\w+)\s+(?:but|other\s+than|except(?:\s+for)?|besides|"
    r"apart\s+from)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_NEGATIVE_QUANTIFIER: Final = re.compile(r"\b(?:no|nothing|none|never|not|n['’]t)\b", re.I)
_CLAUSE_BREAK: Final = re.compile(
    r"[;:()]|,\s*(?:but|while|whilst|whereas|although|though|however|yet|so(?!\s+that)|which|"
    r"and\s+then)\b|"
    r"\s(?:but|whereas|whilst|although|though|yet)\s|"
    r"(?:,\s+|\s+)and\s+(?=(?:(?:the|we|they|it|its|our|their|all|each|these|those|this)\s+)?"
    r"(?:[\w-]+\s+){0,2}(?:is|are|was|were|will|has|have|had|can)\b)",
    re.IGNORECASE,
)
#: a counterfactual or a reported alternative: what was not done ("a naive approach would
#: tune on the full sample", "had we fitted on 2015–2020, …", "one could calibrate …")
_HYPOTHETICAL: Final = re.compile(
    # "had the team tuned …" is counterfactual; "whichever had the best Sharpe" is a fact
    r"\b(?:would|could|might)\s+(?:not\s+)?have\b|\bhad\s+(?:we|they|one|it|the)\b"
    r"(?!\s+(?:best|highest|top|greatest|lowest|smallest|strongest|most|worst)\b)|"
    r"\bwere\s+(?:we|one|they)\s+to\b|\b(?:suppose|imagine|hypothetically)\b|"
    r"\bna[iï]ve(?:ly)?\b|\btempt\w*\b|\bcommon\s+(?:mistake|pitfall|error|trap)\b|"
    r"\bone\s+(?:could|might|would|may)\b|\ba\s+(?:mistake|pitfall|trap)\b",
    re.IGNORECASE,
)
_MODAL: Final = re.compile(r"\b(?:would|could|might|if)\b", re.IGNORECASE)
#: what makes a modal clause a counterfactual rather than a plan ("would leak", "would
#: overstate", "if … then the test would …")
_EVALUATIVE: Final = re.compile(
    r"\b(?:leak\w*|look-?ahead|bias\w*|contaminat\w*|overstat\w*|inflat\w*|flatter\w*|snoop\w*|"
    r"peek\w*|cheat\w*|invalid\w*|wrong|optimistic|overfit\w*|spoil\w*|taint\w*|instead|"
    r"otherwise|but\s+(?:we|it|this)|rather)\b",
    re.IGNORECASE,
)
_QUOTED: Final = re.compile(r"“[^”]*”|\"[^\"]{12,}\"")
#: a string argument in code (`.query("date <= '2019-12-31'")`, `key="2010-01-01"`) is code,
#: not a quotation: its opening quote follows a bracket, a comma, or an `=`/`:` of a binding
_CODE_STRING: Final = re.compile(r"[(\[,=:]\s*$")


def _unquoted(sentence: str) -> str:
    """The sentence with its quotations blanked (offsets hold), code strings kept."""

    def blank(m: re.Match[str]) -> str:
        if m.group(0).startswith('"') and _CODE_STRING.search(sentence, 0, m.start()):
            return m.group(0)
        return " " * len(m.group(0))

    return _QUOTED.sub(blank, sentence)


#: a sentence ends at its stop, not at the dots of a range ("2013-01-01 .. 2018-09-28")
#: nor after a note-taker's abbreviation ("incl.", "e.g.", "vs."); a line ends one too, unless
#: the line breaks inside a period, after its dash or its connecting word (text copied out of a
#: PDF: "calibrated over 2009–⏎2018", "from 2009 to⏎2018")
#: a record quoted after a semicolon, which reports the window of the work its sentence names
#: ("lookback tuning runs once; run log: window=[…]", "…; config: fit_start=2012 fit_end=2019"),
#: and a config line's settings, which a semicolon separates within one line
_RECORD: Final = (
    r"(?:(?:run|job|training|fit|calibration|backtest|optimi[sz]er)\s+)?(?:logs?|config(?:uration)?"
    r"(?:\s+dump)?|settings|params|parameters|dump|output|trace|stdout)\s*:|"
    # ... or the next setting of the same config line: "signal=close[t]; exec_px=close[t]"
    r"[A-Za-z_][\w.]*\s*=(?!=)"
)
_SENTENCES: Final = re.compile(
    rf"(?<=;)\s+(?!{_RECORD})|"
    r"(?<=[.!?])(?<!\.\.)(?<!\bincl\.)(?<!\bexcl\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)"
    r"(?<!\bapprox\.)(?<!\besp\.)(?<!\bviz\.)(?<!\bcf\.)"
    # Swedish "t.o.m." / "fr.o.m." (through, from) open or close a range, not a sentence
    r"(?<!\bt\.o\.m\.)(?<!\bfr\.o\.m\.)\s+|"
    r"(?<!\d[-–—])(?<!\d[-–—][ \t])(?<!\d\s[-–—])(?<!\d\s[-–—][ \t])"
    r"(?<!\bto)(?<!\bto[ \t])(?<!\bthrough)(?<!\bthrough[ \t])(?<!\buntil)(?<!\buntil[ \t])"
    r"(?<!\bfrom)(?<!\bfrom[ \t])(?<!\bbetween)(?<!\bbetween[ \t])\n",
    re.IGNORECASE,
)
#: an abbreviation's dots, which are no stop inside a sentence
_ABBREVIATION: Final = re.compile(r"\b(incl|excl|e\.g|i\.e|vs|approx|esp|viz|cf)\.", re.I)
_TOKEN: Final = re.compile(r"[\w'’-]+")


@dataclass(frozen=True)
class StatedUse:
    """A sentence that selects or fits over a period (or the whole sample), or that uses
    information from after the decision time whatever the period (`look_ahead` names how)."""

    activity: Activity
    period: Period | None  # None: the whole sample
    sentence: str
    where: str
    look_ahead: str | None = None


#: a quantity dated after the decision time: "t+1 return", "r_{t+5}", "next-day returns",
#: "tomorrow's close", "forward returns", "future prices"
_FUTURE_QUANTITY: Final = (
    r"(?:\bt\s*\+\s*[1-9]\d*\b|_\{?t\s*\+\s*[1-9]|\b(?:next|following|subsequent|coming)[- ]"
    # (in a sheet of dated rows, the next row is the next period)
    r"(?:day|period|week|month|quarter|bar|session|row|line)['’]?s?\s+(?:returns?|rets?|"
    r"prices?|close|closes|moves?|performance|values?\s+of\s+\w+)|\btomorrow['’]s\s+(?:returns?|prices?|close|open)|"
    # a quantity over a span counted forward from the decision: "the return over the next 20
    # trading days", "price moves during the following month", "performance in the coming
    # three sessions"
    # (any figure's change counts: "each company's score change over the next 60 trading days",
    # "the yield change over the following month")
    r"\b(?:returns?|rets?|prices?|price\s+(?:changes?|moves?)|closes?|moves?|performance|gains?|"
    r"losses|drawdowns?|volatility|changes?|revisions?)\s+(?:over|during|in|across|within|for)\s+(?:the\s+)?"
    r"(?:next|following|subsequent|coming|upcoming|ensuing)\s+(?:[\w-]+\s+)?"
    r"(?:(?:trading|business|calendar|market)\s+)?(?:days?|weeks?|months?|quarters?|years?|"
    r"sessions?|bars?|periods?)\b|"
    r"\b(?:\d+[- ](?:day|week|month)\s+)?(?:forward|fwd|future|ex[- ]post|realised|realized)\s+"
    # the horizon may come between, in the desk's shorthand: "fwd 5d rets", "forward 1m px"
    r"(?:\d+[- ]?(?:d|days?|w|wks?|weeks?|m|mos?|mths?|months?)\s+)?"
    r"(?:returns?|rets?|prices?|px|closes?|volatility|moves?|performance)|"
    # a figure counted to a horizon ahead: "the return of 20 business days ahead", "prices 5
    # sessions later", "the move over the 3 months hence"
    r"\b(?:returns?|rets?|prices?|closes?|moves?|performance)\s+(?:(?:of|over|for)\s+"
    r"(?:the\s+)?)?(?:\d+|one|two|three|five|ten|twenty)\s+(?:(?:business|trading|calendar)\s+)?"
    r"(?:days?|weeks?|months?|quarters?|bars?|sessions?|periods?)\s+(?:ahead|later|hence|"
    r"forward|in(?:to)?\s+the\s+future)\b|"
    # a figure something goes on to make, or later makes: "the return each share goes on to
    # make in the following month", "the gain each stock subsequently delivered"
    # (or any figure's change or level: "the spread change each country goes on to show")
    # (or a mark or quote it goes on to receive: "the mark each bond goes on to receive the
    # following month", "the rating each issuer later got")
    r"\b(?:returns?|rets?|prices?|performance|gains?|losses|moves?|changes?|spreads?|yields?|"
    r"valuations?|values?|levels?|marks?|quotes?|ratings?|bids?)\s+(?:(?:that|which)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:(?:go(?:es)?|went|going)\s+on\s+to\s+(?:make|earn|deliver|post|"
    r"record|achieve|generate|show|realise|realize|receive|get|fetch|reach|carry|trade\s+at)|"
    r"(?:subsequently|later|afterwards)\s+"
    r"(?:made|makes|earned|earns|delivered|delivers|posted|recorded|achieved|generated|"
    r"showed|realised|realized|received|receives|got|gets|fetched|reached|traded\s+at))\b|"
    # an outcome known only at its end: "whether the deal eventually closed or broke"
    # (`period_outcomes`)
    rf"{EVENTUAL_OUTCOME}|"
    # any figure of a later period: "next month's actual cash receipts" (`period_outcomes`)
    rf"{LATER_PERIOD_FIGURE}|"
    # ... or measured over a span after the decision, or an event's own outcome: "ATR measured
    # over the 20 sessions after the entry date", "the actual move on the day of the readout"
    rf"{SPAN_AFTER_DECISION}|{EVENT_DAY_OUTCOME}|"
    # a later row pulled into the current one in code: `returns.shift(-1)` (`code_shifts`)
    rf"{FORWARD_SHIFT})"
)
#: a figure marked as the next session's by its own words, in forms a desk writes: "the next
#: day's closing implied vol", "the following session's settlement price", or the figure with
#: the later day after it: "the token's close at 00:00 UTC on the following day", "the
#: settlement price of the next session"
_LATER_SESSION_FIGURE: Final = (
    # (the later session may be named by its part of the day or its weekday: "the next
    # morning's closing levels", "the following Monday's settlement price")
    r"(?:\b(?:next|following|subsequent)[- ](?:day|session|bar|trading\s+day|business\s+day|"
    r"morning|afternoon|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"['’]?s?\s+(?:closing|settlement|settle|opening|final|official|end[- ]of[- ]day)\s+"
    # (several instruments' figures may be named together: "CDX and Treasury levels")
    r"(?:[\w-]+\s+){0,2}?(?:(?:and|&|or)\s+[\w-]+\s+(?:[\w-]+\s+)?)?(?:prices?|levels?|values?|vol(?:atility|s)?|quotes?|marks?|prints?|"
    r"rates?|spreads?|yields?|returns?|fixings?)|"
    r"\b(?:close|closing\s+(?:price|level|value|mark|print|quote)|settle(?:ment)?(?:\s+price)?|"
    r"fixing|mark)s?\s+(?:(?!\b(?:and|but|or|while)\b)[^.;,]){0,30}?\b(?:on|of|for|from)\s+the\s+"
    r"(?:next|following|subsequent)\s+(?:trading\s+|business\s+|calendar\s+)?"
    r"(?:day|session|bar)\b)"
)
#: a decision of the day said to use a later figure: "each day's weights take as an input the
#: next session's close", "the hedge ratio uses the next day's closing implied vol", "positions
#: are sized from tomorrow's close" (a trade or fill at a later price is execution, not input)
_DECISION_USES_LATER: Final = (
    r"\b(?:weights?|hedge\s+ratios?|positions?|allocations?|signals?|scores?|rankings?|ranks?|"
    r"betas?|forecasts?|sizes?|sizing|exposures?|tilts?|deltas?|leverage|"
    # a rule's own switch or marker is a decision of the day too: "the margin trigger reads",
    # "watch-list flags are taken from", "the credit filter uses"
    r"triggers?|alerts?|alarms?|flags?|screens?|filters?|overlays?|switch(?:es)?|gates?)\b"
    r"(?:(?!\b(?:and|but|trades?|fills?|filled|execut\w*|orders?|rebalanc\w*)\b)[^.;:]){0,30}?"
    r"\b(?:uses?|used|using|takes?|took|taken|draws?\s+on|relies\s+on|reads?|"
    r"(?:is|are|was|were)\s+(?:computed|calculated|estimated|derived|built|set|formed|based|"
    r"sized|scaled)\s+(?:from|on|with|using|off))\b"
    r"(?:(?!\b(?:and|but|trades?|fills?|filled|execut\w*|orders?)\b)[^.;]){0,40}?"
    rf"(?:{_LATER_SESSION_FIGURE}|{_FUTURE_QUANTITY})"
)
#: a choice among names made by a figure: "ranked on", "sorted by", "selected according to",
#: "weighted by" (up to two words of the figure's own before it: "the total")
_RANKED_ON: Final = (
    r"\b(?:rank|sort|select|pick|chos|choos|screen|weight|order|scor|tilt|filter|includ)\w*\s+"
    r"(?:[\w-]+\s+){0,3}?(?:on|by|according\s+to|using|in\s+order\s+of|for)\s+"
    r"(?:the\s+|their\s+|its\s+|each\s+\w+['’]s\s+)?(?:[\w-]+\s+){0,2}?"
)
#: a choice made by what later turned out: "roll dates are picked by which contract turned out
#: to carry the most open interest", "markets are selected on whichever went on to trend", "the
#: contract is chosen by its volume over the following month"
_CHOSEN_ON_OUTCOME: Final = (
    r"\b(?:pick|chos|choos|select|rank|screen|decid|determin|assign)\w*\s+(?:\w+\s+){0,3}?"
    r"(?:by|on|using|from|according\s+to|based\s+on)\b[^.;:]{0,60}?(?:"
    r"\b(?:which|whichever|what|whatever|those|the\s+ones?)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:turned\s+out|went\s+on|proved|ended\s+up)\s+to\b|"
    r"\b(?:volumes?|open\s+interest|liquidity|turnover)\s+(?:over|during|in|across)\s+(?:the\s+)?"
    r"(?:next|following|subsequent|coming|ensuing)\s+(?:[\w-]+\s+)?(?:days?|weeks?|months?|"
    r"quarters?|sessions?|periods?)\b)|"
    # ... or an act timed or aimed by it, with no verb of choice: "prices roll on the day that
    # turned out, after the fact, to carry the most open interest", "the fund rebalances into
    # whichever sleeve proved to be the cheapest"
    r"\b(?:on|at|by|for|into|in|from|to)\s+(?:the|whichever|each|every|those|that)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:(?:that|which|who)\s+)?(?:[\w-]+\s+)?(?:turned\s+out|proved|"
    r"ended\s+up|went\s+on)(?:\s*,[^,.;]{0,30},)?\s+to\b|"
    # ... or a sample taken for a reason that is its known outcome: "names are taken from the
    # stocks the fund bought, since we know those worked out", "loans drawn from the renewed
    # credits, because we know they paid off"
    r"\b(?:tak(?:e|es|en)|took|drawn|draw[sn]?|pick\w*|chos\w*|choos\w*|select\w*|limit\w*|"
    r"restrict\w*|sourc\w*|confin\w*|kept|keep\w*|includ\w*)\b[^.;]{0,100}?"
    r"\b(?:since|because|as|given\s+that|now\s+that)\s+(?:we|I|they|you|everyone|the\s+\w+)\s+"
    r"(?:(?:now|already|all|can|could)\s+)?(?:know|knew|see|saw|have\s+seen|had\s+seen)\s+"
    r"(?:that\s+)?(?:those|they|these|them|it|the\s+ones|which|all\s+of\s+them)\s+"
    r"(?:(?:all|each|later|eventually|ultimately|actually)\s+)?(?:worked\s+out|paid\s+off|"
    r"did\s+well|went\s+well|performed(?:\s+well)?|outperformed|succeeded|won|made\s+money|"
    r"came\s+good|recovered|survived|turned\s+out\s+(?:well|fine|right)|repaid|matured)\b"
)
#: López de Prado's (2018, ch. 7) and Bailey et al.'s catalogue of look-ahead that is not a
#: matter of dates; each form names what the information is used for:
#: - a feature, signal or input known only later (forward-dated data among the predictors);
#: - execution at the very price the signal is computed from (same-bar or same-close fills);
#: - labels whose horizon runs into the test (no purging or embargo before each test start).
_LOOK_AHEAD: Final = (
    (
        "a feature dated after the decision time",
        re.compile(
            # the noun may be shorthand ("feat", "feats") and open a list after a colon
            r"\b(?:features?|feature\s+set|feats?|feat\s+set|ftrs?|signals?|inputs?|predictors?|"
            r"regressors?|covariates?|explanatory\s+variables?|factors?)\b(?:\s*[:=])?"
            r"(?:(?!\b(?:labels?|targets?|predict\w*|"
            r"forecast\w*|outcomes?)\b)[^;:.]){0,80}?"
            + _FUTURE_QUANTITY
            + r"|"
            + _FUTURE_QUANTITY
            # "to" of feeding, not of position or likeness ("next to", "compared to")
            + r"[^;:.]{0,60}?\b(?:as|among|in|into|(?<!next\s)(?<!close\s)(?<!compared\s)"
            r"(?<!similar\s)(?<!relative\s)to|enters?|entered|feeds?|fed)\s+"
            # one word may qualify the noun: "as a model input", "into the ML features"
            r"(?:the\s+|an?\s+|our\s+|its\s+)?(?:[\w-]+\s+)?(?:features?|feature\s+set|"
            r"signals?|inputs?|predictors?|regressors?)\b|"
            # ... or said to be one, as its own clause's predicate: "is one of the model's input
            # features", "are among the predictors", "is part of the signal set"
            + _FUTURE_QUANTITY
            + r"(?:(?!\b(?:and|but|while|whereas|labels?|targets?)\b)[^;:.,]){0,40}?"
            r"\b(?:is|are|was|were|remains?|became|becomes)(?:\s+(?:also|still|now))?"
            r"(?:\s+(?:(?:one|part|each)\s+of|among))?\s+"
            # an owner may stand before the noun's qualifier: "the model's input features"
            r"(?:the\s+|an?\s+|our\s+|its\s+|their\s+)?(?:[\w-]+['’]s\s+)?(?:[\w-]+\s+)?"
            r"(?:features?|feature\s+set|signals?|inputs?|predictors?|regressors?)\b|"
            # a decision of the day that uses the next session's figure
            rf"{_DECISION_USES_LATER}|"
            # a decision taken from its own period's outcome: "each month's allocation is set
            # from that same month's realised returns" (`period_outcomes`)
            rf"{SAME_PERIOD_OUTCOME}|"
            # a decision that sees figures from later than itself: "a mid-month signal sees
            # settles from later in that month" (`period_outcomes`)
            rf"{SEEN_LATER}|"
            # a decision timed at its day's start that uses that day's close: "weights set
            # before the open use that day's settlement prices" (`period_outcomes`)
            rf"{SET_BEFORE_OWN_CLOSE}|"
            # a period's figure counting events after the period: "including claims settled
            # after that month" (`period_outcomes`)
            rf"{LATER_EVENTS_COUNTED}|"
            # ... or uses what was made final only after a later period: "each month's pool
            # is cut by the list finalised after the following AGM season" (`period_outcomes`)
            rf"{MADE_AFTER_LATER}|"
            # ... or its longer period's closing figure, made final later or applied to each
            # shorter period inside it: "every month of that year at the year's closing rates"
            rf"{ENCLOSING_END}|"
            # ... or a later period's record: "each month's runway is its cash from the
            # following month's board deck"; or an average that takes in the time after it:
            # "each year's full-year average rate, including the months after each rebalance
            # date" (`period_outcomes`)
            rf"{LATER_PERIOD_RECORD}|{AVERAGE_TAKES_LATER}|"
            # a ranking, selection or weighting made on a figure known only later: "ranked on
            # the total return they go on to deliver", "sorted by next quarter's return"
            rf"{_RANKED_ON}{_FUTURE_QUANTITY}|"
            # a decision made conditional on a figure known only later: "the desk adds
            # whenever the following session's settlement is higher", "buys only if next
            # month's return is positive" (a realised figure of the past is no condition from
            # the future; "when next month's figures are out" waits for them)
            rf"{DECIDED_IF}(?!(?:\d+[- ](?:day|week|month)\s+)?(?:realised|realized)\b)"
            rf"(?:{_LATER_SESSION_FIGURE}|{_FUTURE_QUANTITY}){NOT_YET_OUT}|"
            # ... or a new issue taken up on its own first trading: "takes an allocation
            # whenever the deal's first-day aftermarket price is above issue" (`period_outcomes`)
            rf"{TAKEN_ON_AFTERMARKET}",
            re.IGNORECASE,
        ),
    ),
    (
        "a trade filled at the price its signal is computed from",
        re.compile(
            r"\b(?:fill\w*|execut\w*|trad\w*|enter\w*|bought|sold|rebalanc\w*|transact\w*)\s+"
            r"(?:\w+\s+){0,2}?(?:at|on)\s+(?:(?:that|this|the|its|their)\s+(?:(?:very|same|"
            r"identical)\s+)+|that\s+|this\s+|the\s+signal['’]?s?\s+|today['’]s\s+|"
            r"the\s+same\s+day['’]s\s+)(?:day['’]s\s+)?(?:close|closing\s+"
            r"(?:price|auction|print)|bar|price|print|open|candle)\b|"
            # the price named by what it was used for: "at the close used to compute the
            # ranking", "at the price on which the signal is calculated"
            r"\b(?:fill\w*|execut\w*|trad\w*|enter\w*|bought|sold|rebalanc\w*|transact\w*)\s+"
            r"(?:\w+\s+){0,2}?(?:at|on)\s+the\s+(?:close|closing\s+(?:price|auction|print)|bar|"
            r"price|print|candle)\s+(?:(?:that\s+is\s+|which\s+is\s+)?used\s+(?:to|for|in)\s+|"
            r"(?:on|at|from)\s+which\s+[^.;]{0,40}?|(?:that|which)\s+)(?:comput|calculat|generat|"
            r"determin|form|build|built|rank|scor|produc|trigger)\w*|"
            r"\b(?:same|signal)[- ](?:bar|close|candle)\s+(?:fills?|execution|entry|trading)\b|"
            r"\b(?:zero|no)\s+(?:execution\s+|trade\s+|implementation\s+)?(?:lag|delay)\s+"
            r"between\s+(?:the\s+)?signals?\s+and\b|"
            # any verb of trading at a price marked as the signal's own (`same_price_fills`)
            rf"{SAME_PRICE_FILL}|"
            # a fill price taken on the signal's own row of a sheet (`sheet_rows`)
            rf"{SAME_ROW_FILL}|"
            # "al mismo precio de cierre", "au même cours de clôture", "zum gleichen Schlusskurs"
            rf"\b{eu.SAME_CLOSE}\b",
            re.IGNORECASE,
        ),
    ),
    (
        "labels whose horizon runs into the test",
        re.compile(
            r"\b(?:labels?|targets?)\b[^.;]{0,60}?\b(?:(?:run|runs|ran|running|extend\w*|reach\w*|"
            r"go|goes|overlap\w*|span\w*|continu\w*|end|ends|ended|ending|spill\w*|stretch\w*|"
            r"land\w*|leak\w*)\s+(?:right\s+|all\s+the\s+way\s+|straight\s+)?"
            r"(?:up\s+to|into|inside|within|until|till|over|across)|overlap\w*(?:\s+with)?|"
            r"straddl\w*|cross\w*|spill\w*\s+(?:into|over))\s+(?:each|the|every|its|their|"
            r"(?:each|every|the)\s+(?:fold|window|split)['’]s)\s+(?:test|out[- ]of[- ]"
            r"sample|hold-?out|evaluation)(?:['’]s)?\s*(?:start|window|period|fold|begin\w*|"
            r"date|set)?|"
            r"\b(?:no|without)\s+(?:any\s+)?(?:purg\w*|embargo\w*)(?:\s+(?:or|and|nor)\s+"
            r"(?:embargo\w*|purg\w*))?\b",
            re.IGNORECASE,
        ),
    ),
    # figures dated at their period's end though published later (`publication_lag`)
    (publication_lag.NAME, publication_lag.PUBLICATION_LAG),
    # ... a figure published in the next period, or an inflation print read inside its own
    # period, in any of the suite's languages (`publication_lag_eu`)
    (publication_lag.NAME, re.compile(publication_lag_eu.PUBLISHED_NEXT_PERIOD, re.IGNORECASE)),
    (publication_lag.NAME, re.compile(publication_lag_eu.OWN_PERIOD_PRINT, re.IGNORECASE)),
    # ... audited or appraised figures, an expert's valuations or a company's accounts used from
    # the end of the period they cover, in the other languages (`audited_at_period_end`)
    (publication_lag.NAME, re.compile(AUDITED_AT_PERIOD_END, re.IGNORECASE)),
    (
        # today's list or forecasts used in every fold (`present_day_inputs`)
        "present-day information used in every fold of a historical test",
        re.compile(PRESENT_DAY_IN_FOLDS, re.IGNORECASE),
    ),
    (
        # a portfolio formed at a period's end credited with that period's return
        # (`formation_returns`)
        formation_returns.NAME,
        re.compile(formation_returns.SAME_PERIOD_RETURN, re.IGNORECASE),
    ),
    (
        # the revised vintage of a series used at dates that knew only its first release
        # (`data_vintages`)
        data_vintages.NAME,
        re.compile(data_vintages.REVISED_VINTAGE, re.IGNORECASE),
    ),
    (
        "a choice made on what turned out after it",
        re.compile(_CHOSEN_ON_OUTCOME, re.IGNORECASE),
    ),
    (
        # names screened out from the start by a verdict reached only later
        # (`hindsight_screens`)
        hindsight_screens.NAME,
        re.compile(hindsight_screens.HINDSIGHT_SCREEN, re.IGNORECASE),
    ),
    (
        # a period's figure decided or revalued only after the period began or closed, used
        # for it: "the rate set for that year only after it had started"
        # (`fixed_after_own_period`)
        fixed_after_own_period.NAME,
        re.compile(fixed_after_own_period.FIXED_AFTER_OWN_PERIOD, re.IGNORECASE),
    ),
    (
        # a rule or figure applied also to the periods before it existed: "including the
        # years before it was set" (`before_it_existed`)
        before_it_existed.NAME,
        re.compile(before_it_existed.APPLIED_BEFORE_IT_EXISTED, re.IGNORECASE),
    ),
    (
        # a holding carried, before its end came, at how it ended: "carried at the recovery
        # each bond finally realised" (`period_outcomes`)
        VALUED_NAME,
        re.compile(VALUED_AT_OUTCOME, re.IGNORECASE),
    ),
    (
        # an outcome known only at its end applied back from an earlier date: "the recovery
        # finally booked, applied from the month of default onward" (`period_outcomes`)
        APPLIED_BACK_NAME,
        re.compile(APPLIED_BACK, re.IGNORECASE),
    ),
)


@functools.lru_cache(maxsize=4096)
def _look_ahead_in(sentence: str) -> str | None:
    """How a sentence uses information from after the decision time, if it does: a look-ahead
    of its own (not of a period), read in its clause's polarity (a negated, hypothetical or
    questioned statement states none; "no purging" is itself the flaw)."""
    if sentence.rstrip().endswith("?"):
        return None
    sentence = _ABBREVIATION.sub(lambda m: m.group(1).replace(".", " "), _unquoted(sentence))
    # a dotted day ("that year's 31.12., which …") ends no clause (`inner_dots`)
    sentence = without_inner_dots(sentence)
    # "signal=CLOSE(t), fill_price=CLOSE(t)", or in prose: "fills use close[t] for signals
    # computed from close[t]"
    if same_bar_fill(sentence) or same_bar_said(sentence):
        return _LOOK_AHEAD[1][0]
    # a trade's later bar ("fill_price=OPEN(t+1)") dates the trade, not an input
    for start, end in future_spans(sentence):
        sentence = sentence[:start] + " " * (end - start) + sentence[end:]
    clauses = _clauses(sentence)
    for name, pattern in _LOOK_AHEAD:
        for m in pattern.finditer(sentence):
            clause = _clause_of(clauses, m.start())
            text = sentence[clause[0] : clause[1]]
            if _HYPOTHETICAL.search(text) or (_MODAL.search(text) and _EVALUATIVE.search(text)):
                continue
            if name == hindsight_screens.NAME:
                # its own verb screens out: only a negator denies it ("are not dropped")
                if _negator_before(sentence, clause, m.start()) or _negator_before(
                    sentence, clause, m.end() - 1
                ):
                    continue
            elif not re.match(r"(?i)(?:no|without)\b", m.group(0)) and (
                _negated_at(sentence, clause, m.start())
                or _negated_at(sentence, clause, m.end() - 1)
            ):
                continue
            return name
    return None


_ORDINALS: Final = {
    "first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3,
    "fifth": 4, "5th": 4,
}  # fmt: skip
_COUNTS: Final = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10,
}  # fmt: skip
_WINDOW_NOUN: Final = r"(?:window|period|fold|years?|sample|span)"
_WINDOW: Final = (
    r"(?:the\s+)?(?P<which>first|second|third|fourth|fifth|last|final|[1-5](?:st|nd|rd|th))"
    rf"\s+(?:test|out[- ]of[- ]sample|hold-?out|evaluation)\s+{_WINDOW_NOUN}"
)
#: the test windows as a whole: "the test windows", "the out-of-sample period", "the holdout"
_ALL_WINDOWS: Final = (
    r"(?:the\s+|our\s+|its\s+|any\s+|all\s+(?:the\s+)?)?"
    r"(?:(?:test|testing|out[- ]of[- ]sample|oos|hold-?out|evaluation|backtest)\s+"
    r"(?:windows?|periods?|folds?|years|samples?|sets?|data|span)|hold-?out)(?!\w)"
    # a test's result is no period: "until the holdout Sharpe cleared 1"
    r"(?!\s+(?:Sharpe|Sortino|returns?|performance|results?|numbers|figures|scores?|IR|"
    r"information\s+ratio|drawdowns?|P&L|PnL|metrics?|stats|statistics|hit\s+rate|alpha)\b)"
)
_UNIT_MONTHS: Final = {"year": 12, "month": 1, "quarter": 3}
#: a period said relative to a test window: "the three years preceding the second test
#: window", "the 24 months before the test windows"
_BEFORE_WINDOW: Final = re.compile(
    rf"(?:the\s+)?(?P<n>\d+|{'|'.join(_COUNTS)})\s+(?P<unit>year|month|quarter)s?\s+"
    rf"(?:preceding|before|prior\s+to|leading\s+up\s+to|ahead\s+of)\s+(?:{_WINDOW}|"
    rf"(?P<all>{_ALL_WINDOWS}))",
    re.IGNORECASE,
)
_EDGE_OF_WINDOW: Final = re.compile(
    rf"(?:the\s+)?(?P<edge>start|beginning|end|close)\s+of\s+(?:{_WINDOW}|(?P<all>{_ALL_WINDOWS}))",
    re.IGNORECASE,
)
#: before or after the test windows as a whole: up to the day before the first starts
_SIDE_OF_WINDOWS: Final = re.compile(
    rf"\b(?P<side>before|prior\s+to|ahead\s+of|preceding|until|up\s+to|after|following|"
    rf"beyond)\s+(?:{_WINDOW}|(?P<all>{_ALL_WINDOWS}))",
    re.IGNORECASE,
)
_WHOLE_WINDOW: Final = re.compile(_WINDOW, re.IGNORECASE)
#: a test date named, not written: "the final test date", "the first out-of-sample day", "the
#: test start date", "the last day of the second test window"; a date bracketed after it only
#: restates it
_POSITION: Final = r"(?:first|earliest|opening|initial|start|last|final|latest|closing|end)"
_TEST_WORD: Final = r"(?:test(?:ing)?|out[- ]of[- ]sample|oos|hold-?out|evaluation|backtest)"
_RESTATED: Final = r"(?:\s*\((?=[^()]*\d)[^()]{0,40}\))?"
_TEST_DATE: Final = (
    re.compile(
        rf"(?:the\s+)?(?P<pos>{_POSITION})\s+(?:date|day|session)\s+of\s+(?:{_WINDOW}|"
        rf"(?P<all>{_ALL_WINDOWS})){_RESTATED}",
        re.IGNORECASE,
    ),
    re.compile(
        rf"(?:the\s+)?(?:(?P<pos>{_POSITION})\s+{_TEST_WORD}|{_TEST_WORD}\s+(?P<pos2>{_POSITION}))"
        rf"\s+(?:date|day|session){_RESTATED}",
        re.IGNORECASE,
    ),
)

#: "each test window", "its test window" are every window in turn, not all of them at once
_ALL_WINDOWS_RE: Final = re.compile(
    rf"(?<!each )(?<!every )(?<!its )(?<!their )\b{_ALL_WINDOWS}", re.IGNORECASE
)
#: a period named again: "the same period", "that window", "those years"
_ANAPHORA: Final = re.compile(
    r"\b(?:the\s+same|that|this|those|these)\s+(?:period|window|span|years?|sample|dates|"
    r"stretch|interval|months)\b(?!\s+(?:of|before|after|to|preceding|following))",
    re.IGNORECASE,
)


def _window(which: str, windows: Sequence[tuple[date, date]]) -> tuple[date, date] | None:
    key = which.lower()
    index = len(windows) - 1 if key in ("last", "final") else _ORDINALS.get(key)
    return windows[index] if index is not None and 0 <= index < len(windows) else None


def _shift_months(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 - months
    year, month = divmod(index, 12)
    try:
        return day.replace(year=year, month=month + 1)
    except ValueError:  # 29-31 of a shorter month
        return day.replace(year=year, month=month + 1, day=28)


def _years_before(day: date, years: int) -> date:
    return _shift_months(day, 12 * years)


def resolve_windows(sentence: str, windows: Sequence[tuple[date, date]]) -> str:
    """The sentence with every period it states relative to a test window written as dates,
    so `periods` reads it: "the three years preceding the second test window" is the three
    years up to the day before that window's test starts; "up to the start of" it ends the day
    before; "through the end of" it ends on its last day; "the test windows", "the holdout" or
    "the out-of-sample period" span the first window's start to the last one's end, and
    "before" them ends the day before the first starts."""
    if not windows:
        return sentence
    span = (windows[0][0], windows[-1][1])

    def which(m: re.Match[str]) -> tuple[date, date] | None:
        if m.groupdict().get("all"):
            return span
        return _window(m.group("which"), windows)

    def before(m: re.Match[str]) -> str:
        found = which(m)
        if found is None:
            return m.group(0)
        n = m.group("n").lower()
        count = int(n) if n.isdigit() else _COUNTS[n]
        end = found[0] - timedelta(days=1)
        start = _shift_months(found[0], count * _UNIT_MONTHS[m.group("unit").lower()])
        return f"{start.isoformat()} to {end.isoformat()}"

    def edge(m: re.Match[str]) -> str:
        found = which(m)
        if found is None:
            return m.group(0)
        day = found[1] if m.group("edge").lower() in ("end", "close") else found[0]
        if m.group("edge").lower() in ("start", "beginning"):
            day -= timedelta(days=1)  # "up to the start of" it stops before it
        return day.isoformat()

    def side(m: re.Match[str]) -> str:
        found = which(m)
        if found is None:
            return m.group(0)
        if m.group("side").lower() in ("after", "following", "beyond"):
            return f"after {found[1].isoformat()}"
        return f"up to {(found[0] - timedelta(days=1)).isoformat()}"

    def whole(m: re.Match[str]) -> str:
        found = _window(m.group("which"), windows)
        return m.group(0) if found is None else f"{found[0].isoformat()} to {found[1].isoformat()}"

    def every(m: re.Match[str]) -> str:
        return f"{span[0].isoformat()} to {span[1].isoformat()}"

    def dated(m: re.Match[str]) -> str:
        groups = m.groupdict()
        found = span if groups.get("all") or not groups.get("which") else which(m)
        if found is None:
            return m.group(0)
        pos = (groups.get("pos") or groups.get("pos2") or "").lower()
        last = pos in ("last", "final", "latest", "closing", "end")
        return (found[1] if last else found[0]).isoformat()

    for pattern in _TEST_DATE:
        sentence = pattern.sub(dated, sentence)
    sentence = _BEFORE_WINDOW.sub(before, sentence)
    sentence = _EDGE_OF_WINDOW.sub(edge, sentence)
    sentence = _SIDE_OF_WINDOWS.sub(side, sentence)
    sentence = _WHOLE_WINDOW.sub(whole, sentence)
    return _ALL_WINDOWS_RE.sub(every, sentence)


#: named eras with a conventional span (NBER's recession dates for the GFC; the Nasdaq's peak
#: to trough for the dot-com bust): (names, first month, last month)
_ERAS: Final = (
    (
        r"GFC|global\s+financial\s+crisis|(?:20)?0?8\s+(?:financial\s+)?crisis|great\s+recession|"
        r"(?:global\s+)?credit\s+crunch|Lehman(?:['’]s)?[\s-]+(?:collapse|failure|default|bankruptcy)",
        "December 2007",
        "June 2009",
    ),
    (r"dot-?com\s+(?:bust|crash|bubble)|tech(?:nology)?\s+bubble", "March 2000", "October 2002"),
    (
        r"(?:euro(?:zone|\s+area)?|European)\s+(?:sovereign\s+)?(?:debt\s+)?crisis",
        "May 2010",
        "July 2012",
    ),
    (
        r"(?:COVID(?:-19)?|pandemic|corona(?:virus)?)(?:\s+(?:crash|sell-?off|shock))?",
        "February 2020",
        "March 2020",
    ),
)
_ERA_TAIL: Final = r"(?:\s+(?:period|era|years|sample|data|regime|world|history))?"


def _month_after(month_year: str) -> str:
    month, year = month_year.split()
    index = MONTH_NAMES.index(month) + 1
    return f"{MONTH_NAMES[index % 12]} {int(year) + index // 12}"


def resolve_eras(sentence: str, calendar: FiscalCalendar | None = None) -> str:
    """The sentence with named eras and fiscal years written as dates, so `periods` reads
    them: "post-GFC" starts the month after the GFC ends (July 2009; "through end-2014" then
    closes it), "pre-GFC" ends before it starts, "the dot-com bust" is its span; with
    "fiscal years ending June" stated (in the sentence, else `calendar`, the text's), FY'11 is
    July 2010 to June 2011 and H2 FY11 January to June 2011."""
    for names, first, last in _ERAS:
        sentence = re.sub(
            rf"\b(?:post|after)[- ](?:the\s+)?(?:{names}){_ERA_TAIL}|\bsince\s+the\s+(?:{names})\b",
            f"from {_month_after(last)}",
            sentence,
            flags=re.IGNORECASE,
        )
        sentence = re.sub(
            rf"\b(?:pre|before)[- ](?:the\s+)?(?:{names}){_ERA_TAIL}",
            f"before {first}",
            sentence,
            flags=re.IGNORECASE,
        )
        sentence = re.sub(
            rf"\bthe\s+(?:{names}){_ERA_TAIL}(?!\s+(?:to|through|until))",
            f"{first} to {last}",
            sentence,
            flags=re.IGNORECASE,
        )
    # fiscal years on the calendar the sentence, else its text, states (`fiscal_calendars`)
    fiscal = stated_calendar(sentence) or calendar
    if fiscal is not None:
        sentence = fiscal_dated(sentence, fiscal)
    return sentence


def _resolve_anaphora(sentence: str, earlier: str) -> str:
    """ "The same period", "that window", "those years" written as the last period stated
    before them (in the sentence, else in the text before it)."""

    def replace(m: re.Match[str]) -> str:
        before = periods(sentence[: m.start()]) or periods(earlier)
        return before[-1].text if before else m.group(0)

    return _ANAPHORA.sub(replace, sentence)


def _sentences(texts: Iterable[tuple[str, str]]) -> Iterator[tuple[str, str, str]]:
    """Every sentence with its field and the text of its field before it."""
    for where, text in texts:
        earlier: list[str] = []
        # a pasted table's cells are read with their column's header ("Fitted on")
        # a record's removed diff side and unmarked options are not stated; a CSV block is
        # read as its "key: value" settings (`record_marks`, `csv_records`)
        # a JSON tool call or config as the words of its keys and values (`json_calls`)
        # a command line's dated options as the settings they are (`cli_flags`)
        text = flags_as_settings(csv_as_config(json_as_words(in_force(text))))
        # ("Jan. 2005 - Jun. 2018" is one period: a month's dot is no stop, `inner_dots`)
        # Norwegian and Polish dates as the grammar's forms before the split, so an
        # abbreviation's dot inside one ("I kw. 2010", "tyg. 26/2018") ends no sentence
        # (`period_lexicon_nopl`)
        # Czech and Romanian ones likewise, ahead of the Polish "od … do …" they share
        # (`period_lexicon_cs_ro`)
        # Hungarian ones first, whose dots close a date's numerals ("2011.01.03.", "2024.
        # IV. negyedév") and would end a sentence (`period_lexicon_hu`)
        # Croatian, Serbian and Slovenian ones before the Czech, whose year's ordinal dot
        # ("od 2012. do 2019.") would end a sentence and whose "listopad" is October
        # (`period_lexicon_hr`)
        # Lithuanian ones, whose year's "m." would end a sentence (`leakage_periods_lt`)
        text = _data_labels_joined(
            periods_nopl_in_english(
                periods_cs_ro_in_english(
                    south_slavic_periods_in_english(
                        hungarian_periods_in_english(
                            lithuanian_periods_in_english(rows_as_sentences(text))
                        )
                    )
                )
            )
        )
        pieces = joined_at_month_dots(_SENTENCES.split(text))
        for said in _records_joined(pieces):
            # a transcript's spoken dates, as written; a config line's identifiers as words
            # dates in CJK form ("2012年4月") as English (`cjk_dates`)
            # a workbook's dates, filters, whole columns and row offsets in words (`sheet_rows`)
            sentence = config_words(
                written_dates(hijri_written(cjk_dates_written(rows_as_words(said.strip()))))
            )
            if sentence:
                yield where, sentence, " ".join(earlier)
                earlier.append(sentence)


#: a code span, and a label before one ("Repro:", "Command:", "$")
_CODE_SPAN: Final = re.compile(r"`[^`\n]+`")
_RECORD_LABEL: Final = re.compile(r"^\W*(?:(?:[\w.-]+\s+){0,2}[\w.-]+\s*:|\$)?\W*$")


#: a semicolon before a label of the data the work before it was done on: "…; sample: …",
#: "…; amostra: …", "…; aineisto: …", "…; datos: …" (the label names no work of its own)
_DATA_LABEL: Final = re.compile(
    r";(?=\s+(?:(?:the|o|a|os|as|la|el|le|les|die|het)\s+)?(?:sample|data(?:set)?|amostra|dados|"
    r"muestra|datos|campione|dati|échantillon|données|Stichprobe|Daten|steekproef|urval|utvalg|"
    rf"próba|dane|aineisto|otos|{csro.DATA_LABEL}|{hr.DATA_LABEL}|{lt.DATA_LABEL}|{eu.DATA_LABEL})\s*:)",
    re.IGNORECASE,
)


def _data_labels_joined(text: str) -> str:
    """The text with a semicolon before a data label read as a comma: "the ratio was
    optimised; sample: the index from 2014 to 2018" fits on 2014–2018, as it would with the
    comma, and the label's clause is not left as a sentence of its own that owns no work."""
    return _DATA_LABEL.sub(",", text)


def _record_only(piece: str) -> bool:
    """Whether a piece is only a run's record: a code span, after at most a short label
    ("Repro: `--start 2010-01-01 --end 2018-12-31`;", "Command: `make fit END=2016-12`")."""
    return bool(_CODE_SPAN.search(piece)) and bool(_RECORD_LABEL.match(_CODE_SPAN.sub(" ", piece)))


def _records_joined(pieces: Sequence[str]) -> list[str]:
    """The pieces of a text, a run's record before a semicolon joined to the piece after it
    when the record states a period and no work, and the piece after it names work and no
    period ("Repro: `--start 2010-01-01 --end 2018-12-31`; the lookback was grid-searched
    once"): the record gives the data of the work the next clause names."""
    joined: list[str] = []
    for piece in pieces:
        previous = joined[-1] if joined else ""
        if (
            previous.rstrip().endswith(";")
            and _record_only(previous)
            and periods(previous)
            and not _triggers(previous)
            and any(t.role != "test" for t in _triggers(piece))
            and not periods(piece)
        ):
            joined[-1] = f"{previous.rstrip().removesuffix(';')}, {piece}"
            continue
        joined.append(piece)
    return joined


def _fits(sentence: str) -> bool:
    """Whether a sentence fits or estimates something (a bare "computed" is not fitting)."""
    return bool(_FIT.search(sentence)) or bool(
        _ESTIMATE.search(sentence) and _MODEL_INPUT.search(sentence)
    )


def _clauses(sentence: str) -> list[tuple[int, int]]:
    """The spans of a sentence's clauses: split at semicolons, colons, parentheses and
    contrastive conjunctions (a comma alone joins an adverbial to its clause)."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _CLAUSE_BREAK.finditer(sentence):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(sentence)))
    return [(a, b) for a, b in spans if sentence[a:b].strip()]


def _clause_of(spans: Sequence[tuple[int, int]], at: int) -> tuple[int, int]:
    return next(((a, b) for a, b in spans if a <= at < b), (0, 0))


@dataclass(frozen=True)
class _Trigger:
    role: Role
    start: int
    end: int


def _triggers(sentence: str) -> list[_Trigger]:
    """Every selection, fitting and test word of a sentence, in order; a test word that is a
    selection's criterion, and a validation set, are no test. A name in code is read as its
    words ("grid_search", "X_train"): an underscore separates them as a space would."""
    sentence = sentence.replace("_", " ")
    found: list[_Trigger] = []
    validation = [(m.start(), m.end()) for m in _VALIDATION_NOUN.finditer(sentence)]
    for m in _SELECT.finditer(sentence):
        found.append(_Trigger("selection", m.start(), m.end()))
    for m in _KNOWING.finditer(sentence):  # "formed knowing returns through 2023"
        found.append(_Trigger("selection", m.start(), m.end()))
    for m in _FIT.finditer(sentence):
        found.append(_Trigger("fitting", m.start(), m.end()))
    # ... and sizing whose preposition opens its relative clause: "the quarters on which the
    # tilt was sized" (`_FIT` reads "sized" only with its preposition after it)
    for m in _SIZED_ON_WHICH.finditer(sentence):
        if not any(t.start <= m.start("verb") < t.end for t in found):
            found.append(_Trigger("fitting", m.start("verb"), m.end("verb")))
    if _ESTIMATE.search(sentence) and _MODEL_INPUT.search(sentence):
        for m in _ESTIMATE.finditer(sentence):
            found.append(_Trigger("fitting", m.start(), m.end()))
    # a model's input as the subject of "use": "country weights use each country's 2015–2020
    # average growth" is built from that period as "based on" would say
    for m in _INPUT_USES.finditer(sentence):
        found.append(_Trigger("fitting", m.start("verb"), m.end("verb")))
    # a rule's setting tightened or widened on data is tuned (`setting_changes`)
    found.extend(_Trigger("fitting", start, end) for start, end in adjusting_words(sentence))
    activities = bool(found)
    for m in _TEST.finditer(sentence):
        if any(s <= m.start() < e for s, e in validation):
            continue
        if activities and not _CARRIED_ON_RE.fullmatch(m.group(0)) and _criterion(sentence, m):
            continue  # "chosen for the best backtest Sharpe over …": the selection's
        if activities and _test_as_data(sentence, m):
            continue  # "tuned on the back-test history from …": the data the tuning used
        if _EVALUATED_PRICE.match(sentence, m.start()):
            continue  # "all vendor evaluated pricing up to 2017": a model price, no test
        found.append(_Trigger("test", m.start(), m.end()))
    tests = [(t.start, t.end) for t in found if t.role == "test"]
    found = [
        t for t in found if t.role == "test" or not any(t.start < b and t.end > a for a, b in tests)
    ]
    found.sort(key=lambda t: t.start)
    return found


#: sizing said in a relative clause its preposition opens: "on which the tilt was sized",
#: "over which positions are resized"
_SIZED_ON_WHICH: Final = re.compile(
    r"\b(?:on|over|using|across|from)\s+which\b[^.;,]{0,50}?\b(?P<verb>(?:re-?)?"
    r"siz(?:e|ed|es|ing))\b",
    re.IGNORECASE,
)
#: the test itself, as a selection's criterion may name it without its dates
_THE_TEST: Final = re.compile(
    r"back-?test\w*|out[- ]of[- ]sample|hold-?out|tests?|testing|walk[- ]forward|oos", re.I
)
#: a criterion test word that is about the training data after all: "the in-sample backtest"
_IN_SAMPLE_TEST: Final = re.compile(
    r"\b(?:in[- ]sample|training|train|estimation|calibration|validation|development)\s+"
    r"(?:\w+\s+)?$|^\W*(?:\w+\s+){0,2}(?:of|on|over|in|for)\s+(?:the\s+|each\s+|its\s+)?"
    r"(?:in[- ]sample|training|train|estimation|calibration|validation|development)\b",
    re.I,
)


def _criteria(sentence: str, triggers: Sequence[_Trigger]) -> list[tuple[int, int]]:
    """The test words that are a selection's or fit's criterion ("picked after looking at
    the backtest", "chosen for the best out-of-sample Sharpe"): the test was seen before the
    choice, so the choice used it, whether or not its dates are written."""
    if not any(t.role != "test" for t in triggers):
        return []
    found: list[tuple[int, int]] = []
    for m in _TEST.finditer(sentence):
        if not _THE_TEST.fullmatch(m.group(0).split()[0]) and not _LOCAL_TEST_PERIOD.fullmatch(
            m.group(0)
        ):
            continue
        if not _criterion(sentence, m):
            continue
        if _IN_SAMPLE_TEST.search(sentence[max(0, m.start() - 40) : m.start()]) or (
            _IN_SAMPLE_TEST.search(sentence[m.end() : m.end() + 40])
        ):
            continue
        found.append((m.start(), m.end()))
    return found


#: a verb or noun that brings data into the work: a hindsight marker with one is used ("taken
#: from the current constituent file", "inputs come from today's restated database", "the
#: universe is today's members"), one without may only describe ("the current composition
#: is shown for reference")
_BROUGHT_IN: Final = re.compile(
    r"\b(?:tak(?:e|es|en|ing)|took|draw(?:s|n|ing)?|drew|read(?:s|ing)?|sourc\w*|pull\w*|"
    r"come|comes|came|coming|us(?:e|es|ed|ing)|based|buil[dt]\w*|from|universe|back-?fill\w*|"
    r"load\w*|fed|feed\w*|form(?:s|ed)?|defin\w*|enter(?:s|ed|ing)?|"
    # a figure priced or marked off a source: "priced off the report", "marked off the
    # valuation"; a sample that holds what it holds: "the back-test holds only …", "covers"
    r"(?:pric|valu|mark|comput|calculat|key|run)\w*\s+off|"
    r"holds|held|contains?|contained|includes?|included|covers|covered|keeps|kept|consists|"
    r"comprises?|"
    # ... and the same in the continental and Nordic languages: "usa", "è applicato", "används"
    rf"{eu.UNIVERSE}|{eu.BROUGHT_IN}|{nopl.BROUGHT_IN}|{csro.BROUGHT_IN}|{hu.BROUGHT_IN}|{hr.BROUGHT_IN}|{lt.BROUGHT_IN})\b",
    re.IGNORECASE,
)
#: a call in code: a name right before its bracket ("grid_search(", ".fit(", "SelectKBest(")
_CALL: Final = re.compile(r"(?<![\w'\"])([A-Za-z_]\w*)\(")
#: the words of a code name: snake_case and camelCase ("select_k_best", "GridSearchCV")
_NAME_WORDS: Final = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
#: applying what was fitted: a period in its arguments is a test's
_APPLY: Final = re.compile(r"\b(?:predict\w*|score|scores|transform|inverse|forecast\w*)\b", re.I)
#: a split only divides what it is given: it fits and tests nothing
_SPLIT: Final = re.compile(r"\bsplits?\b", re.I)


@dataclass(frozen=True)
class _Call:
    role: Role | None  # None: a split, which says nothing about what its parts are used for
    start: int
    end: int
    opened: int
    closed: int


#: a name bound in code: a statement's target ("X_train, y_train = …", "best = …") or a
#: keyword argument ("train=…", "test_data=…")
_BINDING: Final = re.compile(
    r"(?:^[\W]*|(?<=[(,;])\s*)([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*=(?!=)|"
    # a YAML/JSON key whose value is a mapping or a list: "train: {start: 2012, end: 2019}",
    # "\"calibration\": [\"2010\", \"2018\"]"
    r"(?<![\w'\"])['\"]?([A-Za-z_]\w*)['\"]?\s*:(?=\s*[{\[])"
)
#: a statement's target that names an estimate: what is computed into it is fitted
_ESTIMATE_NAME: Final = re.compile(
    r"\b(?:thresholds?|cut\s?offs?|betas?|cov\w*|corr\w*|coef\w*|params?|parameters?|"
    r"loadings?|half\s?li(?:fe|ves)|lookbacks?|hyper\w*|penalty|penalties)\b",
    re.IGNORECASE,
)
#: data named for the work it feeds: "in_sample", "is_data" (a train set is fitted on)
_IN_SAMPLE_NAME: Final = re.compile(r"\b(?:in\s+sample|insample|is|fit|calib\w*)\b", re.I)
_OUT_OF_SAMPLE_NAME: Final = re.compile(r"\b(?:oos|out\s+of\s+sample|holdout|hold\s+out)\b", re.I)


def _role_of_name(name: str, *, bound: bool) -> Role | Literal["none"] | None:
    """What a code name says its arguments (or, for a bound name, its value) are for: a
    split says nothing (None); "none" when the name names no work at all."""
    words = " ".join(w.lower() for w in _NAME_WORDS.findall(name))
    if _SPLIT.search(words):
        return None
    if re.search(r"\bcross\s+val", words):
        return "fitting"  # cross-validation tunes on what it scores: "cross_val_score"
    tested = _TEST.search(words) or _APPLY.search(words) or _OUT_OF_SAMPLE_NAME.search(words)
    if tested and not _FIT.search(words):
        return "test"  # "test", "X_test", "predict", "oos": not "fit_predict"
    if _FIT.search(words):
        return "fitting"
    if _SELECT.search(words):
        return "selection"
    if bound and (_ESTIMATE_NAME.search(words) or _IN_SAMPLE_NAME.search(words)):
        return "fitting"
    return "none"


#: a period read from a config mapping starts with its key: `"fit_start": "2010-01-04", …`,
#: `train_end: 2018-12-31`
_KEY: Final = re.compile(r"""^['"]?([A-Za-z_]\w*)['"]?\s*[:=]""")
_KEYED_DATE: Final = re.compile(r"""['"]?[A-Za-z_]\w*['"]?\s*[:=]\s*['"]?\d""")


def _keyed_role(text: str) -> Role | None:
    """What a config key that opens a period says its dates are for (`fit_start`, `tune_end`,
    `selection_window`, `test_from`), or None when it names no work (`start`, `end`)."""
    m = _KEY.match(text)
    if m is None:
        return None
    role = _role_of_name(m.group(1), bound=True)
    return role if role in ("selection", "fitting", "test") else None


def _closing(sentence: str, opened: int, *, argument: bool) -> int:
    """Where the bracket opened at `opened` closes, or (an `argument`) where the value that
    starts at `opened` ends: the next comma or bracket at its depth, or the statement's end."""
    depth = 0
    for k in range(opened, len(sentence)):
        char = sentence[k]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth <= 0 and (not argument or depth < 0):
                return k
        elif argument and depth == 0 and char in ",;":
            return k
    return len(sentence)


def _calls(sentence: str) -> list[_Call]:
    """Every call and binding in code whose name says what it does (fit, tune, train, select,
    test or apply), with the span it governs: a period among the arguments of
    `grid_search(model, df.loc['2011':'2018'])` belongs to the grid search, one in
    `model.predict(X['2016':])` or bound to `X_test` to a test, one bound to `X_train` or to
    `threshold` is fitted, whatever the words around the code say."""
    found: list[_Call] = []
    for m in _CALL.finditer(sentence):
        role = _role_of_name(m.group(1), bound=False)
        if role == "none":
            continue  # df.loc, date_range, slice: the period is its caller's
        closed = _closing(sentence, m.end() - 1, argument=False)
        found.append(_Call(role, m.start(1), m.end(1), m.end() - 1, closed))
    for m in _BINDING.finditer(sentence):
        group = 1 if m.group(1) else 2
        role = _role_of_name(m.group(group), bound=True)
        if role == "none":
            continue
        closed = _closing(sentence, m.end(), argument=True)
        found.append(_Call(role, m.start(group), m.end(group), m.end() - 1, closed))
    return found


def _enclosing(calls: Sequence[_Call], at: int) -> _Call | None:
    """The innermost call whose arguments hold position `at`."""
    inside = [c for c in calls if c.opened < at < c.closed]
    return max(inside, key=lambda c: c.opened) if inside else None


#: calls that run the function they are given: their role is their argument's (`.pipe(tune)`,
#: `.apply(fit_betas)`, `.agg(estimate)`), not their own name's ("apply" is a test word)
_HIGHER_ORDER: Final = frozenset(
    {"pipe", "apply", "applymap", "map", "agg", "aggregate", "transform", "reduce", "through",
     "call", "run", "compose", "then"}
)  # fmt: skip
_CHAINED: Final = re.compile(r"\s*\.\s*([A-Za-z_]\w*)\s*([(\[]?)")
_IDENTIFIER: Final = re.compile(r"(?<![\w.'\"])([A-Za-z_]\w*)(?![\w'\"])")


def _container_end(sentence: str, at: int) -> int | None:
    """Where the innermost bracket open at position `at` closes, or None outside brackets."""
    depth = 0
    for k in range(at, len(sentence)):
        char = sentence[k]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth < 0:
                return k
    return None


def _chain_owner(sentence: str, end: int) -> _Trigger | None:
    """The call of a method chain that owns a period written before it (ending at `end`): the
    period in `df.loc['2010':'2019'].pipe(tune)` or `px['2005':'2020'].rolling(252).apply(fit)`
    is what the chain's fitting or selection call works on. A higher-order call (`pipe`, `apply`,
    `agg`) takes the role of the function it is given; a call named for its work takes its
    own; calls that name none (`rolling`, `groupby`, `ewm`) pass the data along."""
    closed = _container_end(sentence, end)
    while closed is not None:
        m = _CHAINED.match(sentence, closed + 1)
        if m is None:
            return None
        name, bracket = m.group(1), m.group(2)
        if not bracket:
            closed = m.end() - 1  # an attribute (`.values`): the chain goes on
            continue
        closes = _closing(sentence, m.end() - 1, argument=False)
        if bracket == "(":
            if name.lower() in _HIGHER_ORDER:
                for given in _IDENTIFIER.finditer(sentence, m.end(), closes):
                    role = _role_of_name(given.group(1), bound=False)
                    if role in ("fitting", "selection", "test"):
                        return _Trigger(role, given.start(), given.end())
            else:
                role = _role_of_name(name, bound=False)
                if role in ("fitting", "selection", "test"):
                    return _Trigger(role, m.start(1), m.end(1))
        closed = closes
    return None


#: where a period stops belonging to an activity: a new sentence-like clause ("…; the
#: universe is …", "… and the universe is …"), not a colon or a parenthesis ("Fitting window:
#: 2010–2019", "the lookback (chosen on 2010–2019 data)")
_OWNER_BREAK: Final = re.compile(
    rf";(?!\s*{_RECORD})|"
    r",\s*(?:but|while|whilst|whereas|although|though|however|yet|so(?!\s+that))\b|"
    r"\s(?:but|whereas|whilst|although|though|yet|so(?!\s+that))\s|"
    r"(?:,\s+|\s+)and\s+(?=(?:(?:the|we|they|it|its|our|their|all|each|these|those|this)\s+)?"
    r"(?:[\w-]+\s+){0,2}(?:is|are|was|were|will|has|have|had|can)\b)",
    re.IGNORECASE,
)


#: an activity named as the time after which something happened: "… were run once, after
#: the choice", "… looked at only following the calibration"
_AFTER_IT: Final = re.compile(
    r"\b(?:after|following|subsequent\s+to|once|post)\s+(?:(?:the|its|our|their|this|that|"
    r"each|every|a|an)\s+)?(?:[\w-]+\s+){0,2}?$",
    re.I,
)


def _later_than(sentence: str, t: _Trigger) -> bool:
    """Whether an activity after a period only dates what was done with the period ("2016–2019
    was scored after the selection"): then it did not use the period."""
    return t.role != "test" and bool(_AFTER_IT.search(sentence[max(0, t.start - 40) : t.start]))


#: a preposition left at the end of a relative clause, its object the noun before the clause:
#: "the 2010–2020 history its weights were fitted on", "the sample the model was tuned over"
_STRANDED: Final = re.compile(
    r"\s+(?:on|over|from|with|in|across|against|to|using)(?=\s*(?:[;,.:)!?—–]|$|\b(?:and|but)\b))",
    re.IGNORECASE,
)
#: how far after a period the relative clause whose preposition it is may end
_RELATIVE_REACH: Final = 60


def _relative_owner(sentence: str, triggers: Sequence[_Trigger], end: int) -> _Trigger | None:
    """The activity of a relative clause right after a period whose preposition is left at its
    end: the period is that preposition's object ("reported over the same 2010–2020 history its
    weights were fitted on" fits on 2010–2020), whatever came before it."""
    for t in triggers:
        if t.role == "test" or not end <= t.start <= end + _RELATIVE_REACH:
            continue
        between = sentence[end : t.start]
        if re.search(r"[;.!?,:]", between) or _OWNER_BREAK.search(between):
            continue
        if _STRANDED.match(sentence, t.end):
            return t
    return None


def _brackets(sentence: str) -> list[tuple[int, int]]:
    """The spans of a sentence's bracketed asides, "(" or "[" to its closing mark."""
    spans: list[tuple[int, int]] = []
    opened: list[int] = []
    for i, char in enumerate(sentence):
        if char in "([":
            opened.append(i)
        elif char in ")]" and opened:
            spans.append((opened.pop(), i + 1))
    return spans


def _aside_apart(brackets: Sequence[tuple[int, int]], t: _Trigger, at: int) -> bool:
    """Whether `t` stands in a bracketed aside that does not hold the period at `at`: a label
    such as "Annex 2 (backtest): … 2006–2017, the model was estimated" names what the record is
    about; the aside's word governs nothing outside its brackets."""
    return any(a <= t.start < b and not a <= at < b for a, b in brackets)


def _owner(sentence: str, triggers: Sequence[_Trigger], at: int, end: int) -> _Trigger | None:
    """The activity or test a period at `at`…`end` belongs to: the activity of a relative
    clause after it that strands its preposition, else the nearest before it in its clause,
    else the nearest after it (a word in a bracketed aside the period is not in is neither)."""
    brackets = _brackets(sentence)
    triggers = [t for t in triggers if not _aside_apart(brackets, t, at)]
    relative = _relative_owner(sentence, triggers, end)
    if relative is not None:
        return relative
    # a break inside an activity's own words ("the mean and std are taken …") breaks nothing
    breaks = [
        m.start()
        for m in _OWNER_BREAK.finditer(sentence)
        if not any(t.start <= m.start() < t.end for t in triggers)
    ]
    first = max((b for b in breaks if b < at), default=0)
    last = min((b for b in breaks if b >= end), default=len(sentence))
    before = [t for t in triggers if first <= t.start < at]
    if before:
        return before[-1]
    after = [
        t for t in triggers if t.start >= at and t.end <= last and not _later_than(sentence, t)
    ]
    if after:
        return after[0]
    if first and _words(sentence[first:at]) <= _ELLIPSIS_WORDS:
        # an elliptical clause ("tuned not on 2010–2015 but on 2010–2019") is its verb's
        earlier = [t for t in triggers if t.start < first]
        return earlier[-1] if earlier else None
    return None


def _words(text: str) -> int:
    return len(_TOKEN.findall(text))


def _negated_at(sentence: str, clause: tuple[int, int], at: int) -> bool:
    """Whether a word at `at` is in a negator's scope: a negator up to eight words before it
    in its clause, or an excluder up to five words before it with no comma between, unless an
    exception after a negative quantifier affirms it ("nothing other than …")."""
    for m in _EXCLUDER.finditer(sentence, clause[0], at):
        between = sentence[m.end() : at]
        if "," in between or _words(between) > _EXCLUDER_REACH:
            continue
        # "no data other than 2016–2019" says only 2016–2019
        exception = _EXCEPTIVE.match(re.sub(r"\s+", " ", m.group(0))) is not None
        return not (exception and _NEGATIVE_QUANTIFIER.search(sentence, clause[0], m.start()))
    return _negator_before(sentence, clause, at)


#: a short quoted value ("status was 'not triggered'", "flagged “no action”"): a negator
#: inside it is the value's word, not a denial of the verb
_QUOTED_VALUE: Final = re.compile(r"(?<!\w)['‘\"“][^'‘’\"“”\n]{1,40}?['’\"”](?!\w)")


def _negator_before(sentence: str, clause: tuple[int, int], at: int) -> bool:
    """Whether a negator up to eight words before `at` in its clause denies it (excluders
    left out: for a construction whose own verb excludes; a negator inside a quoted value
    denies nothing, nor one inside a relative clause that closes before `at`)."""
    quoted = [(q.start(), q.end()) for q in _QUOTED_VALUE.finditer(sentence)]
    return any(
        _words(sentence[m.end() : at]) <= _NEGATOR_REACH
        and not any(a <= m.start() < b for a, b in quoted)
        and not _relative_closed(sentence, clause, m, at)
        # (a Portuguese "no" is "in the": `portuguese_contractions`)
        and not is_contraction(m.group(0), sentence)
        for m in _NEGATOR.finditer(sentence, clause[0], at)
    )


#: a relative clause opened by its pronoun, its finite verb (with any auxiliary) before the
#: negator: "companies that do not", "vessels which have never", "wards that did not"
_RELATIVE_OPENS: Final = re.compile(
    r"\b(?:that|which|who|whom|whose\s+[\w-]+)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:do|does|did|is|are|was|were|has|have|had|can|could|will|would|may|might|must)\s+$",
    re.IGNORECASE,
)
#: the main clause's finite verb, after the relative clause: "… that do not disclose it was
#: fitted on …", "… who never defaulted were scored on …"
_MAIN_VERB: Final = re.compile(
    r"\b(?:is|are|was|were|has\s+been|have\s+been|had\s+been|will\s+be|gets|got)\b",
    re.IGNORECASE,
)


def _relative_closed(sentence: str, clause: tuple[int, int], m: re.Match[str], at: int) -> bool:
    """Whether the negator `m` sits inside a relative clause on a noun ("the estimate for
    companies that do not disclose it") that closes before `at`: the main clause's own finite
    verb comes between them, so the negator's scope (its relative clause) ends before `at`.
    A negator right after its auxiliary in the relative clause is the relative's; "the
    haircut that was not tuned on 2016–2019" keeps its negator on "tuned" (no verb between)."""
    opened = _RELATIVE_OPENS.search(sentence, max(clause[0], m.start() - 60), m.start())
    if opened is None:
        return False
    return _MAIN_VERB.search(sentence, m.end(), at) is not None


#: a sentence whose subject is a negative quantifier denies what it says: "Nothing from
#: 2016–2019 went into …", "None of the test data was …"
_NOTHING_OPENS: Final = re.compile(
    r"^\W*(?:nothing|none|no\s+(?:data|information|returns?|prices?|observations?|figures|"
    r"test|out-of-sample|hold-?out|later|future))\b",
    re.I,
)
_NEGATED_OBJECT: Final = re.compile(r"^\s+(?:nothing|none|no)\b", re.I)


#: a counterfactual right after a choice of one of N (after its relative pronoun, or after
#: "whichever of the four levels") is its criterion ("… that would have met every call")
_COUNTERFACTUAL_CRITERION: Final = re.compile(
    r"(?:(?<=that)|(?<=which)|(?<=\s))\s*(?:would|could|might)\s+(?:not\s+)?have\b",
    re.IGNORECASE,
)


def _activity_denied(sentence: str, clauses: Sequence[tuple[int, int]], t: _Trigger) -> bool:
    """A selection or fitting that is negated, hypothetical or confined."""
    clause = _clause_of(clauses, t.start)
    text = sentence[clause[0] : clause[1]]
    if (criterion := _COUNTERFACTUAL_CRITERION.match(sentence, t.end)) is not None:
        # "the one of five that would have met every call": what the choice was made on, not
        # a hypothetical choice
        at, end = criterion.start() - clause[0], criterion.end() - clause[0]
        text = text[:at] + " " * (end - at) + text[end:]
    if _NOTHING_OPENS.match(sentence) and clause[0] == 0:
        return True  # "Nothing from 2016–2019 went into …"
    if _negated_at(sentence, clause, t.start) or _NEGATED_OBJECT.match(sentence[t.end :]):
        return True  # "no parameter was tuned on …", "we fitted nothing on …"
    if _HYPOTHETICAL.search(text):
        return True
    if _MODAL.search(text) and _EVALUATIVE.search(sentence):
        return True  # "tuning on the full history would leak …"
    confined = _CONFINED.search(text)
    if confined is None:
        return False
    # a later step of the same clause is another act: "the best of six cutoffs over 2006–2020,
    # then applied in each fold" applies the choice in each fold, it does not make it there
    at = t.end - clause[0]
    return not (at <= confined.start() and _LATER_STEP.search(text, at, confined.start()))


#: what may stand between "all the data" and the period that bounds it: a bracket, a
#: preposition ("before 2017", "up to end-16", "from 2012 to 2016", "(2012-2022)")
_BOUNDED_BY: Final = re.compile(
    r"\s*(?:\(\s*)?(?:(?:i\.?e\.?,?|namely|viz\.?|=|:)\s*)?(?:(?:for|in|of|over|across|during|"
    r"between|from|since|before|prior\s+to|pre-?|through|thru|until|till|up\s+(?:to|until)|to|"
    r"ending|ended)\s+)?(?:the\s+)?$",
    re.IGNORECASE,
)
#: a whole test stays the whole test whatever dates follow it ("the whole backtest 2014–2019")
_TESTED: Final = re.compile(r"test|out[- ]of[- ]sample|hold-?out", re.IGNORECASE)
_BOUND_REACH: Final = 24  # characters from the whole-sample phrase to its bounding period
#: a bracket opened right after a whole-sample phrase, up to a period inside it: its description
_DESCRIBED_BY: Final = re.compile(r"\s*\([^()]{0,100}")


def _bounded(sentence: str, end: int, stated: Sequence[tuple[int, int, Period | None]]) -> bool:
    """Whether a whole-sample phrase ending at `end` is bounded by a period right after it: "all
    data before 2017" is the data before 2017, "the whole sample (2012-2022)" is 2012-2022;
    the period then is what is used, not the whole sample."""
    for at, _, period in stated:
        if period is None or at < end:
            continue
        gap = sentence[end:at]
        # the period's own words may begin with the preposition ("before 2017")
        if at <= end + _BOUND_REACH and (_BOUNDED_BY.fullmatch(gap) or not gap.strip()):
            return True
        # a bracket opened right after the phrase describes the sample, and a period inside it,
        # among its source and frequency, is its span: "the full sample (the BUX daily closes,
        # 2011–2017)", "the whole sample (MSCI World in euros, monthly data from January 2008 to
        # December 2017)", "toda la muestra (IPC del INE, mensual, de 01/2008 a 11/2017)"
        if _DESCRIBED_BY.fullmatch(gap) and not _TESTED.search(gap):
            return True
    return False


#: the date of a record (the minutes, a memo, a meeting), in English or the client's language:
#: "(minutes of 12/03/2018)", "verbale del 12/03/2018", "Protokoll vom 3. Mai 2019" dates the
#: document, not a period anything is fitted on
_RECORD_DATE: Final = re.compile(
    r"\b(?:minutes|memo(?:randum)?|letter|e-?mail|mail|note|call|meeting|"
    r"verbale|protokoll|sitzung|procès-verbal|compte[- ]rendu|réunion|acta|reunión|riunione|"
    r"notulen|vergadering)\s+(?:of|from|dated|on|del|dell['’]|du|vom|de|del|van)\s*$",
    re.IGNORECASE,
)


def _uses_in(sentence: str) -> tuple[list[tuple[Activity, Period | None]], list[Period]]:
    """The uses (activity, period or None for the whole sample) and the test periods one
    sentence states (cached: a review reads each sentence for its uses and for its tests;
    callers do not change the lists)."""
    return _uses_read_on(sentence, reading_day())


@functools.lru_cache(maxsize=4096)
def _uses_read_on(
    sentence: str, day: date
) -> tuple[list[tuple[Activity, Period | None]], list[Period]]:
    """`_uses_in` as read on `day`: the day is part of the cache key, since a sentence's
    periods depend on when it was written (`reading_day`)."""
    if sentence.rstrip().endswith("?"):
        return [], []  # a question states nothing
    # a quotation is someone else's words (a source, the request), not what the plan does
    sentence = _unquoted(sentence)
    triggers = _triggers(sentence)
    calls = _calls(sentence)
    hindsight = [m.start() for m in _HINDSIGHT_UNIVERSE.finditer(sentence)]
    if not triggers and not calls and not hindsight and not _KEYED_DATE.search(sentence):
        return [], []
    breaks = [m.start() for m in _OWNER_BREAK.finditer(sentence)]
    clauses = _clauses(sentence)
    uses: list[tuple[Activity, Period | None]] = []
    tests: list[Period] = []
    stated: list[tuple[int, int, Period | None]] = []
    cursor = 0
    # "since 2009, through 2014" is one period (`open_ends`)
    for found in joined_open_ends(sentence, periods(sentence)):
        at = sentence.find(found.text, cursor)
        at = sentence.find(found.text) if at < 0 else at
        cursor = at + len(found.text)
        if found.start == found.end and _RECORD_DATE.search(sentence, 0, at):
            continue  # the date of the minutes, not a sample
        stated.append((at, at + len(found.text), found))
    for marker in (_WHOLE, _HINDSIGHT_UNIVERSE):
        for m in marker.finditer(sentence):
            if (
                marker is _WHOLE
                and not _TESTED.search(m.group(0))
                and (
                    _bounded(sentence, m.end(), stated)
                    # "`--asof 2014-12-31` (all history up to it)": the date before it
                    or bounded_back(
                        sentence, m.start(), m.end(), [e for _, e, p in stated if p is not None]
                    )
                )
            ):
                continue  # "all data before 2017", "the whole sample (2012-2022)": that period
            stated.append((m.start(), m.end(), None))
    for start, end in _criteria(sentence, triggers):
        # a test seen before the choice, with no dates of its own in the clause: all of it
        first = max((b for b in breaks if b < start), default=0)
        last = min((b for b in breaks if b >= end), default=len(sentence))
        if not any(first <= at < last for at, _, _ in stated):
            stated.append((start, end, None))
    for at, end, period in sorted(stated, key=lambda s: s[0]):
        call = _enclosing(calls, at)
        owner: _Trigger | None
        keyed = _keyed_role(period.text) if period is not None else None
        if call is None and keyed is not None:
            # a config's key names what its dates are for, whatever the prose around it says
            owner = _Trigger(keyed, at, end)
        elif call is not None:
            if call.role is None:
                continue  # a split's input
            owner = _Trigger(call.role, call.start, call.end)
        else:
            owner = _chain_owner(sentence, end) or _owner(sentence, triggers, at, end)
        if owner is None and at in hindsight and _BROUGHT_IN.search(sentence):
            # today's constituents or restated figures are chosen with hindsight, whatever
            # verb (if any) brings them in: "membership is taken from the current file"
            owner = _Trigger("selection", at, end)
        if owner is None:
            continue
        if period is not None and owner.role == "test":
            if _chosen_on(sentence, triggers, end, stated):
                uses.append(("selection", period))  # "backtested 2010–2023 and picked the best"
            else:
                tests.append(period)
                # "evaluated in the same period 2010–2020 in which the weights were
                # estimated": the period is the fitting's too
                uses.extend((role, period) for role in _relative_uses(sentence, triggers, end))
            continue
        if owner.role == "test" and at not in hindsight:
            continue  # "evaluated on the full sample" is no use
        if _EXCEPTED.search(sentence, 0, at) and _NEGATIVE_QUANTIFIER.search(sentence, 0, at):
            pass  # "never tuned on anything but 2016–2019": only on 2016–2019
        elif _negated_at(sentence, _clause_of(clauses, at), at) or _activity_denied(
            sentence, clauses, owner
        ):
            continue  # "not on 2019 data", "without reference to 2016 or later"
        # today's constituents in a backtest are a selection with hindsight
        activity: Activity = "fitting" if owner.role == "fitting" else "selection"
        uses.append((activity, period))
    return uses, tests


#: a relative clause that opens on a period: "(the same period 2010–2020) in which the weights
#: were estimated", ", over which the lookback was chosen", "during which … was calibrated"
#: (the period's own noun may come before it: "the same 2010–2020 quarters on which the tilt
#: was sized", "the 2012–2019 sample over which …")
_RELATIVE_ON_PERIOD: Final = re.compile(
    r"(?:\s+(?:[\w-]+\s+)?(?:days?|weeks?|months?|quarters?|years?|sessions?|periods?|"
    r"samples?|history|histories|data|observations?|window))?"
    r"\s*,?\s*(?:in|on|over|during|for|from|across|within)\s+which\b[^.;]*",
    re.IGNORECASE,
)


def _relative_uses(sentence: str, triggers: Sequence[_Trigger], end: int) -> list[Activity]:
    """The fitting or selection a relative clause right after the period ending at `end` says
    was done on it ("… in the same period 2010–2020 in which the weights were estimated")."""
    clause = _RELATIVE_ON_PERIOD.match(sentence, end)
    if clause is None:
        return []
    found: list[Activity] = []
    for t in triggers:
        if end <= t.start < clause.end() and t.role in ("fitting", "selection"):
            found.append("fitting" if t.role == "fitting" else "selection")
    return found[:1]


def _resolved_dates(sentence: str, calendar: FiscalCalendar | None = None) -> str:
    """The sentence with its periods written as dates: a bracketed restatement of the history
    before a test (`restated_history`), named eras and fiscal years (`resolve_eras`, on the
    text's `calendar`), then bounds given by a dated event (`event_bounds`: "up to the 2017
    valuation"). Halves, quarters and years named in a continental or Nordic language ("första
    kvartalet 2005", "IV trimestre 2016", "3º tri/2014", "helåret 2013") are read first as
    the English names the period grammar knows (`period_lexicon_eu`)."""
    english = periods_in_english(sentence)
    return dated_event_bounds(resolve_eras(history_restated(english), calendar))


def _chosen_on(
    sentence: str,
    triggers: Sequence[_Trigger],
    tested_end: int,
    stated: Sequence[tuple[int, int, Period | None]],
) -> bool:
    """Whether a choice follows the test ending at `tested_end` as its next step and states
    no period of its own (`choice_after_test`): the test's period is then the choice's."""
    choice = next((t for t in triggers if t.role == "selection" and t.start >= tested_end), None)
    return (
        choice is not None
        and chosen_after(sentence, tested_end, choice.start)
        and not any(at >= choice.start for at, _, _ in stated)
    )


def _states_period(text: str) -> bool:
    """Whether a definiens is a period or the whole sample."""
    return bool(_WHOLE.search(text)) or bool(periods(resolve_eras(text)))


def _period_spans(text: str) -> list[tuple[int, int]]:
    """Where the periods of a text are, in order."""
    spans: list[tuple[int, int]] = []
    for found in periods(text):
        at = text.find(found.text, spans[-1][1] if spans else 0)
        if at >= 0:
            spans.append((at, at + len(found.text)))
    return spans


def _defined_periods(texts: Sequence[tuple[str, str]]) -> dict[str, str]:
    """The periods the texts give a defined term ('"Calibration Period" means …', '… (the
    "Training Span")'), in any field: a term is used by name in another."""
    sentences = (sentence for _, sentence, _ in _sentences(texts))
    return definitions(sentences, keep=_states_period, find=_period_spans)


def _text_calendar(texts: Sequence[tuple[str, str]]) -> FiscalCalendar | None:
    """The fiscal calendar the plan's texts state anywhere ("All periods are Indian fiscal
    years."), for a sentence that names fiscal years without one."""
    return stated_calendar(" ".join(text for _, text in texts))


def stated_uses(
    texts: Iterable[tuple[str, str]], windows: Sequence[tuple[date, date]] = ()
) -> list[StatedUse]:
    """Every selection or fitting the texts state over a period or the whole sample (a period
    said relative to one of `windows`' test periods is read as its dates, a defined term for a
    period as its definition)."""
    texts = list(texts)
    terms = _defined_periods(texts)
    # a calendar the text states, else the one its test windows keep ("FY14" in a plan tested
    # April to March is the year to March 2014)
    calendar = _text_calendar(texts) or (
        None if says_year_end(" ".join(t for _, t in texts)) else windows_calendar(windows)
    )
    found: list[StatedUse] = []
    for where, written, earlier in _sentences(texts):
        # "before the first test year (2010–2015)" is the bracket's dates (`restated_history`)
        sentence = _resolve_anaphora(
            resolve_windows(_resolved_dates(resolved(written, terms), calendar), windows),
            earlier,
        )
        for activity, period in _uses_in(sentence)[0]:
            found.append(StatedUse(activity, period, sentence, where))
        if (how := _look_ahead_in(written)) is not None:  # before test windows become dates
            found.append(StatedUse("fitting", None, sentence, where, look_ahead=how))
        elif (carried := _dated_source_carried(written)) is not None:
            period, how = carried
            found.append(StatedUse("fitting", period, sentence, where, look_ahead=how))
    return found


#: how `leakage` names a dated record's figures used at earlier test dates
_CARRIED_BACK: Final = "a later record's figures carried back to earlier test dates"
#: ... and members left out from the start for what became of them later
_LATER_FATE: Final = hindsight_screens.FATE_NAME


def _dated_source_carried(sentence: str) -> tuple[Period, str] | None:
    """The history up to the date of a record the sentence carries back over the test's folds
    or years (`present_day_inputs.dated_source_in_folds`), or of a fate that members are left
    out for from the test's start (`hindsight_screens.later_fate_excluded`; the whole history
    when no date is said), and how it looks ahead: a fold testing before that date uses it
    from its future."""
    excluded, fate = hindsight_screens.later_fate_excluded(sentence)
    if excluded and fate is None:
        return Period(None, None, "a later fate"), _LATER_FATE
    written = fate or dated_source_in_folds(sentence)
    if written is None or _negated_at(sentence, (0, len(sentence)), sentence.find(written)):
        return None
    try:
        return Period(None, point(written, end=True), written), (
            _LATER_FATE if excluded else _CARRIED_BACK
        )
    except (ValueError, KeyError):
        return None


def stated_tests(texts: Iterable[tuple[str, str]]) -> list[Period]:
    """The test periods the texts state."""
    texts = list(texts)
    terms = _defined_periods(texts)
    calendar = _text_calendar(texts)
    tests: list[Period] = []
    for _, written, earlier in _sentences(texts):
        sentence = _resolved_dates(resolved(written, terms), calendar)
        tests.extend(_uses_in(_resolve_anaphora(sentence, earlier))[1])
    return tests


def overlaps(use: StatedUse, start: date, end: date) -> bool:
    """Whether a stated use reaches into the test period `start`–`end`."""
    return use.period is None or use.period.overlaps(start, end)


@dataclass(frozen=True)
class Leak:
    """A test period that a stated selection or fitting reaches into.

    `window` is the walk-forward window's index, or None for a test period only the text
    states (`stated` is then its index among `stated_tests`).
    """

    window: int | None
    stated: int | None
    start: date
    end: date
    label: str
    use: StatedUse

    def describe(self) -> str:
        undated = self.start == date.min and self.end == date.max
        dates = "" if undated else f" ({self.start} to {self.end})"
        if self.use.look_ahead is not None:
            return (
                f"The plan's {self.use.where} states {self.use.look_ahead} "
                f"(“{self.use.sentence}”): in the test period of {self.label}{dates} the model "
                "would use information it could not have had."
            )
        over = "the whole sample" if self.use.period is None else f"“{self.use.period.text}”"
        return (
            f"The plan's {self.use.where} says the {self.use.activity} uses {over} "
            f"(“{self.use.sentence}”), which reaches into the test period of {self.label}"
            f"{dates}: the test is not out of sample."
        )


def leaks(
    texts: Sequence[tuple[str, str]], windows: Sequence[tuple[date, date]] = ()
) -> list[Leak]:
    """Every test period (a walk-forward window's `(test_start, test_end)`, or one the texts
    state that no window covers) that a selection or fitting the texts state reaches into;
    one leak per period, with the first use that reaches it."""
    uses = stated_uses(texts, windows)
    if not uses:
        return []
    tested: list[tuple[int | None, int | None, date, date, str]] = [
        (k, None, start, end, f"window {k + 1}") for k, (start, end) in enumerate(windows)
    ]
    for j, period in enumerate(stated_tests(texts)):
        if period.start is None and period.end is None:
            continue
        start, end = period.start or date.min, period.end or date.max
        if not any(s <= end and e >= start for _, _, s, e, _ in tested):
            tested.append((None, j, start, end, f"“{period.text}”"))
    found: list[Leak] = []
    for window, stated, start, end, label in tested:
        use = next((u for u in uses if overlaps(u, start, end)), None)
        if use is not None:
            found.append(Leak(window, stated, start, end, label, use))
    if not tested:
        found.extend(_undated_leaks(texts, uses))
    return found


#: a test out of sample in any form, dated or not: a hold-out, a test set, walk-forward, a
#: validation fold, cross-validation (scored on folds it did not fit), paper trading
_OUT_OF_SAMPLE: Final = re.compile(
    r"\b(?:out[- ]of[- ]sample|(?-i:OOS)|hold-?outs?|held[- ]out|walk[- ]forward|"
    r"forward[- ]test\w*|test(?:ing)?\s+(?:sets?|samples?|windows?|periods?|folds?|data|splits?)|"
    r"train(?:ing)?\s*(?:/|-|and|&)\s*test\s+splits?|validation\s+(?:sets?|samples?|folds?|"
    r"windows?)|unseen\s+data|cross[- ]validat\w*|paper[- ]trad\w*)\b",
    re.IGNORECASE,
)
#: a claim of a backtest: a simulation of the strategy over history
_BACKTEST: Final = re.compile(
    r"\b(?:back-?test\w*|simulated\s+(?:performance|returns|track\s+record|p&l|pnl)|"
    r"historical\s+simulation|pro[- ]forma\s+(?:returns|performance)|"
    r"hypothetical\s+(?:performance|returns))\b",
    re.IGNORECASE,
)
#: the look-ahead a backtest alone is enough to leak into: information the strategy could not
#: have had at the time it trades (a feature from the future, a fill at the signal's price)
_BACKTEST_LOOK_AHEAD: Final = frozenset(
    [
        *(name for name, _ in _LOOK_AHEAD[:2]),
        publication_lag.NAME,
        fixed_after_own_period.NAME,
        formation_returns.NAME,
        data_vintages.NAME,
        hindsight_screens.NAME,
        VALUED_NAME,
        APPLIED_BACK_NAME,
    ]
)


def _stated_form(texts: Sequence[tuple[str, str]], pattern: re.Pattern[str]) -> str | None:
    """The words of the first test the texts state in `pattern`'s form, affirmed (not negated,
    hypothetical or asked), else None."""
    for _, written, _earlier in _sentences(texts):
        if written.rstrip().endswith("?"):
            continue
        sentence = _unquoted(written)
        clauses = _clauses(sentence)
        for m in pattern.finditer(sentence):
            clause = _clause_of(clauses, m.start())
            text = sentence[clause[0] : clause[1]]
            if _HYPOTHETICAL.search(text) or _MODAL.search(text):
                continue
            if _negated_at(sentence, clause, m.start()):
                continue
            return m.group(0)
    return None


def _undated_leaks(texts: Sequence[tuple[str, str]], uses: Sequence[StatedUse]) -> list[Leak]:
    """Look-ahead and whole-sample fits when no test has dates: a test out of sample stated in
    any form is reached by every look-ahead and every use of the whole sample; a backtest
    claimed in any form by a feature from the future or a fill at the signal's price."""
    reaching = [u for u in uses if u.look_ahead is not None or u.period is None]
    if not reaching:
        return []
    held_out = _stated_form(texts, _OUT_OF_SAMPLE)
    if held_out is not None:
        label = f"the out-of-sample test the plan states (“{held_out}”)"
        return [Leak(None, None, date.min, date.max, label, reaching[0])]
    backtest = _stated_form(texts, _BACKTEST)
    ahead = next((u for u in reaching if u.look_ahead in _BACKTEST_LOOK_AHEAD), None)
    if backtest is not None and ahead is not None:
        label = f"the backtest the plan states (“{backtest}”)"
        return [Leak(None, None, date.min, date.max, label, ahead)]
    return []


__all__ = [
    "Leak",
    "Period",
    "StatedUse",
    "leaks",
    "overlaps",
    "periods",
    "resolve_windows",
    "stated_tests",
    "stated_uses",
]
