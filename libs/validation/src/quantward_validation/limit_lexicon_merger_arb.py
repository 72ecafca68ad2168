"""The words a merger-arbitrage or event-driven fund names its limits with.

A risk-arb fund's risk-limit schedule, its offering memorandum's investment restrictions, an
LP's side letter and its prime broker's margin terms bound things no other register names, and
which the other subjects misread or do not read at all:

* one deal (one "situation"), the book's position in it, whatever its measure: "gross exposure
  to any one deal", "per-deal gross", "the position in any single situation", `maxDealGross`,
  `situationCap`: a position, as one token or one property is; the gross said of one deal is
  that deal's long and short legs, not the book's gross leverage;
* the exposure to one acquirer across the deals it is buying in ("exposure to any one
  acquirer", "per-acquirer exposure", "deals by the same buyer", "bidder concentration",
  `perAcquirerLimit`), a share of NAV: a concentration of its own, which no single-deal cap
  bounds, nor it one;
* the exposure to deals held up by an extended antitrust or regulatory review ("deals in second
  request or Phase 2", "gross in deals under an in-depth review", "the bucket of deals stuck in
  second request", `phase2ExposureLimit`), a share of NAV: a bucket of the book, never its
  gross leverage, whatever "gross" it is measured in;
* the loss the book would take if its deals broke ("maximum loss to break", "break loss",
  "downside to undisturbed prices if every deal broke", `breakLossLimitBps`), counted in basis
  points of NAV: a stress loss of its own, no drawdown from a peak;
* the number of deals held, a floor ("the number of deals in the book", "live deals held",
  "diversification by deal count", "the minimum number of positions", `minLiveDeals`), counted
  in deals, names or situations: "20 names" there is the limit's value, not things counted
  beside it (`counted_after`).

Why: read through the other subjects, a per-deal or review-bucket cap was gross leverage (a
multiple), and the acquirer, break-loss and deal-count limits were no subject at all, so a
mandate's bound on them bounded nothing: a breach was asked about, a plan value inside a
delegated band was questioned, and one that cites the clause stating it was called false. The
patterns read lower-cased words (config names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: a quantifier of one, said of a deal or an acquirer: "any one", "each", "a single", "per"
_ONE: Final = (
    r"(?:(?:any|each|no|per)(?:[\s_-]+(?:one|single|individual))?|(?:a|one)[\s_-]+"
    r"(?:single|individual)|single|individual|the[\s_-]+same|one)"
)
#: one deal of the book: a deal, a situation, a merger or a takeover with a quantifier of one
#: ("any one deal", "a single situation", "per-deal", "each announced merger"), or a deal's own
#: measure ("deal gross", "deal-level exposure"); "every deal" is the whole book, no position
#: (a family office's or an endowment's private deals are one too, by their kind, one kind or
#: several joined: "any one direct or club deal", "a single co-investment", "each direct/co-invest
#: deal")
_DEAL_KIND: Final = (
    r"(?:live|announced|pending|merger|arb(?:itrage)?|m\s?&\s?a|risk[\s_-]+arb|event|direct|"
    r"club|co[\s_-]?invest(?:ment)?|private|buy[\s_-]?out|venture|secondary)"
)
_ONE_DEAL: Final = re.compile(
    rf"\b{_ONE}[\s_-]+(?:{_DEAL_KIND}(?:(?:\s*(?:,|/|\bor\b|\band\b)\s*|[\s_-]+){_DEAL_KIND})*[\s_-]+)?"
    r"(?:deals?|situations?|mergers?|takeovers?)\b|"
    rf"\b{_ONE}[\s_-]+co[\s_-]?investments?\b|"
    r"\b(?:deal|situation)(?:[\s_-]+level)?[\s_-]+(?:gross|net|exposure|size|sizing|weight|"
    r"concentration|notional|caps?|limits?|max(?:imum)?)\b"
)
#: the gross said of one deal ("gross exposure to any one deal", "gross in a single situation",
#: "deal gross", "per-deal gross"): the deal's legs, no gross leverage of the book; for
#: `limits`' gross-leverage pattern, which reads "gross" unless this follows or precedes it
GROSS_OF_ONE_DEAL_AFTER: Final = (
    r"(?:[\s_-]+(?:exposure|notional|position|market[\s_-]+value))?[\s_-]+(?:(?:to|in|of|on|"
    rf"for|per)[\s_-]+(?:(?:the|its)[\s_-]+)?{_ONE}[\s_-]+(?:[a-z&]+[\s_-]+)?|per[\s_-]+)"
    r"(?:deal|situation)\b"
)
GROSS_OF_ONE_DEAL_BEFORE: Final = (
    r"(?<!deal[\s_-])(?<!situation[\s_-])(?<!deal[\s_-]level[\s_-])"
    r"(?<!situation[\s_-]level[\s_-])"
)

#: the buyer in a deal, by the trade's words (an acquirer, acquiror, bidder or offeror alone) or
#: by everyday ones said one at a time or with what is held ("the same buyer", "any one
#: purchaser", "buyer concentration")
_BUYER: Final = (
    r"(?:acquir(?:er|or)s?|bidders?|offerors?|acquiring[\s_-]+(?:compan(?:y|ies)|firms?|"
    r"entit(?:y|ies)))"
)
_ANY_BUYER: Final = r"(?:buyers?|purchasers?|strategics?)"
#: a private-equity sponsor is a buyer only where the deals are said before it ("deals led by
#: one sponsor", "targets of the same financial sponsor"): a sponsor alone, with a quantifier
#: of one, is a catastrophe bond's sponsor (`limit_lexicon_ils`)
_SPONSOR_AS_BUYER: Final = (
    r"\b(?:deals?|situations?|targets?|buy[\s_-]*outs?|lbos?)[\s_-]+(?:by|of|from|with|"
    r"involving|announced[\s_-]+by|led[\s_-]+by|backed[\s_-]+by)[\s_-]+(?:(?:the[\s_-]+same|"
    r"any[\s_-]+one|one|a[\s_-]+single|each|a)[\s_-]+)?(?:(?:financial|private[\s_-]+equity|"
    r"pe)[\s_-]+)?sponsors?\b"
)
#: canonical subject of the exposure to one acquirer and its default unit (a cap)
ACQUIRER_NAME: Final = "max_acquirer_exposure"
ACQUIRER_UNIT: Final = "fraction"
ACQUIRER_PATTERN: Final = re.compile(
    rf"{_SPONSOR_AS_BUYER}|"
    # ... with the deals it is said of first: "aggregate exposure to deals by the same buyer"
    r"(?:\b(?:(?:aggregate|total|combined|gross|net)[\s_-]+)?(?:exposure[\s_-]+)?(?:(?:to|in)"
    r"[\s_-]+)?(?:(?:the|all)[\s_-]+)?(?:deals?|situations?|positions?|targets?)[\s_-]+"
    r"(?:by|of|from|with|involving|announced[\s_-]+by|led[\s_-]+by)[\s_-]+)?"
    rf"(?:\b{_ONE}[\s_-]+)?"
    rf"(?:\b{_BUYER}\b(?![\s_-]+hedg)|"
    rf"(?<=\bsame\s){_ANY_BUYER}\b|(?<=\bsame-){_ANY_BUYER}\b|"
    rf"\b(?:(?:any|each|per|single)[\s_-]+(?:(?:one|single)[\s_-]+)?){_ANY_BUYER}\b|"
    rf"\b{_ANY_BUYER}[\s_-]+(?:exposure|concentration|caps?|limits?)\b)"
)

#: the second phase of a merger review, by its number ("Phase 2", "phase II", `phase2`); no
#: trial's or a project's phase
_PHASE: Final = (
    r"phase[\s_-]*(?:2(?!\d)|ii\b|two\b)(?![\s_-]*(?:trials?|studies|study|data|results?)\b)"
)
#: a review that holds a deal up: an HSR second request, a Phase 2 said with its authority
#: (CMA, EC) or as a review ("phase 2 referral", "Phase II investigation") or as the bucket of
#: a limit (`phase2ExposureLimit`), an in-depth, extended or antitrust review, a regulator's
#: investigation
_REVIEW_CORE: Final = (
    r"(?:(?:hsr|ftc|doj)[\s_-]+)?second[\s_-]+requests?\b|"
    rf"(?:cma|ec|eu|(?:european[\s_-]+)?commission)[\s_-]+{_PHASE}|"
    rf"{_PHASE}(?=[\s_-]*(?:(?:merger|antitrust|competition)[\s_-]+)?(?:reviews?|"
    r"investigations?|inquir(?:y|ies)|probes?|referrals?|exposures?|buckets?|deals?|"
    r"situations?|limits?|caps?)\b)|"
    r"(?:(?:extended|in[\s_-]*depth|lengthy|prolonged|protracted|second[\s_-]+stage|"
    r"antitrust|regulatory|competition|merger[\s_-]+control)[\s_-]+)+"
    r"(?:antitrust[\s_-]+|regulatory[\s_-]+|competition[\s_-]+)?"
    r"(?:reviews?|investigations?|scrutiny|probes?)\b|"
    # ... or challenged by an authority: "deals facing an FTC challenge", "antitrust litigation"
    r"(?:antitrust|competition|ftc|doj|cma|samr)[\s_-]+(?:challenges?|litigation|lawsuits?|"
    r"suits?)\b"
)
#: what is held in the deals under review, said before it: "gross in deals under", "aggregate
#: exposure to deals in", "the bucket of deals stuck in"
_REVIEW_LEAD: Final = (
    r"\b(?:(?:aggregate|total|combined|gross|net)[\s_-]+)?"
    r"(?:(?:exposure|gross|notional|capital|weight|allocation)[\s_-]+)?(?:(?:in|to|on)[\s_-]+)?"
    r"(?:(?:the|all)[\s_-]+)?(?:(?:bucket|basket|sleeve|book|share)[\s_-]+of[\s_-]+)?"
    r"(?:deals?|situations?|positions?|mergers?|targets?)[\s_-]+(?:(?:that|which)[\s_-]+"
    r"(?:are|is)[\s_-]+|currently[\s_-]+|still[\s_-]+)?(?:in|under|facing|subject[\s_-]+to|"
    r"stuck[\s_-]+in|awaiting|pending|going[\s_-]+through|with|held[\s_-]+up[\s_-]+(?:in|by))"
    r"[\s_-]+(?:(?:an?|the)[\s_-]+)?"
)
#: canonical subject of the exposure to deals under such a review and its default unit (a cap)
REVIEW_NAME: Final = "max_regulatory_review_exposure"
REVIEW_UNIT: Final = "fraction"
#: the review with what is held in its deals said first (where a bare "Phase 2" is the
#: review's too: "deals in Phase 2"), or the review alone
REVIEW_PATTERN: Final = re.compile(
    rf"{_REVIEW_LEAD}(?:{_REVIEW_CORE}|\b{_PHASE})|\b(?:{_REVIEW_CORE})"
)

#: the price a target falls back to when its deal breaks
_FALLBACK_PRICE: Final = (
    r"(?:the[\s_-]+)?(?:undisturbed|unaffected|pre[\s_-]*(?:deal|announcement|bid|offer)|"
    r"break|fall[\s_-]*back|stand[\s_-]*alone)[\s_-]+(?:prices?|levels?|values?)"
)
#: the deals said to break: "if every deal broke", "should all the deals fail"
_IF_BROKE: Final = (
    r"[\s,]+(?:if|should|were|in[\s_-]+case|assuming|were[\s_-]+)[\s_-]*(?:(?:every|all|each|"
    r"any|the)[\s_-]+)+(?:[a-z-]+[\s_-]+){0,2}?(?:deals?|mergers?|transactions?|situations?|"
    r"spreads?)[\s_-]+(?:(?:were|was)[\s_-]+to[\s_-]+)?(?:broke|break|breaks|fail|failed|fails|"
    r"collapse[sd]?|blew[\s_-]+up|blow[\s_-]+up)\b"
)
#: canonical subject of the loss if the book's deals broke and its default unit (bps of NAV)
BREAK_LOSS_NAME: Final = "max_break_loss"
BREAK_LOSS_UNIT: Final = "bps"
BREAK_LOSS_PATTERN: Final = re.compile(
    r"\b(?:(?:loss(?:es)?|downside|drawdown|hit|exposure)[\s_-]+(?:to|on|at|in|upon|from|if)"
    r"[\s_-]+(?:(?:an?|the)[\s_-]+)?(?:deal[\s_-]+)?(?:breaks?|breakage|busts?)\b|"
    r"(?:deal[\s_-]+)?(?:break|breakage)[\s_-]+(?:loss(?:es)?|downside|risk|exposure)\b|"
    rf"(?:loss(?:es)?|downside)[\s_-]+(?:to|at)[\s_-]+{_FALLBACK_PRICE}\b)(?:{_IF_BROKE})?|"
    # a loss said with the deals that break: "the loss if every deal broke"
    rf"\b(?:loss(?:es)?|downside)(?={_IF_BROKE}){_IF_BROKE}"
)

#: what a number of holdings counts: deals, situations, names, positions, issuers …
_COUNTED: Final = (
    r"(?:deals?|situations?|names?|positions?|holdings?|issuers?|stocks?|securities|lines?|"
    r"investments?|companies|transactions?|"
    # ... and a listed share by the market's own word for it: "scrips" (India), "counters"
    # (Singapore, Malaysia), "tickers"
    r"scrips?|counters|tickers?|"
    # ... and in the other languages of a fund's paperwork: issuers ("émetteurs", "emisores",
    # "emittenti", "Emittenten"), lines and names ("lignes", "líneas", "linee", "noms",
    # "nombres", "nomi", "Namen"), securities ("titres", "títulos", "titoli", "Titel")
    r"(?:é|e)metteurs|emisor(?:es|as)|emittent(?:i|en)|lignes|l(?:í|i)neas|linee|noms|"
    r"nombres|nomi|namen|titres|t(?:í|i)tulos|titoli|titel|wertpapiere|einzeltitel|"
    # ... Portuguese issuers and names ("emissores", "nomes", "papéis"), and Swedish holdings,
    # companies, issuers and names ("innehav", "bolag", "emittenter", "namn", "värdepapper")
    r"emissor(?:es|as)|nomes|pap(?:é|e)is|"
    r"innehav|bolag|emittenter|namn|v(?:ä|a)rdepapper|"
    # ... German securities, positions and companies ("Titel", "Titeln", "Einzeltitel",
    # "Wertpapiere", "Positionen", "Unternehmen"), Danish and Norwegian companies, names,
    # issuers, securities and holdings ("selskab(er)", "selskap(er)", "navne", "navn",
    # "udstedere", "utstedere", "værdipapirer", "beholdninger")
    r"(?:einzel)?titeln?|wertpapiere|positionen|unternehmen|"
    r"selskab(?:er)?|selskap(?:er)?|navne|navn|udstedere|utstedere|titler|"
    r"v(?:æ|ae|e)rdipapirer|verdipapirer|positioner|posisjoner|beholdninger|beholdningen|"
    # ... a single company or share, compounded ("enkeltselskaper", "enkeltaksjer", "enkelte
    # aksjer", "enkeltpapirer", "enkeltselskaber") and the shares counted ("45 aksjer", "40
    # aktier"), French companies and securities ("sociétés", "valeurs"), and Polish companies,
    # issuers, positions and securities in every case ("spółek", "spółki", "emitentów",
    # "emitenci", "pozycji", "walorów", "papierów wartościowych")
    r"enkelt(?:selskap(?:er|ene)?|selskab(?:er|erne)?|aksjer|aktier|papirer|navn)|aksjer|aktier|"
    r"soci(?:é|e)t(?:é|e)s|valeurs|"
    # ... Spanish securities, positions and companies ("50 valores distintos", "40
    # posiciones", "30 compañías", "30 empresas")
    r"valores|posiciones|compa(?:ñ|n)(?:í|i)as|empresas|"
    r"sp(?:ó|o)(?:ł|l)(?:ek|ki|kach|kami)|emitent(?:(?:ó|o)w|ach|ami|y)|emitenci|walor(?:(?:ó|o)w|y)|"
    r"papier(?:(?:ó|o)w|y)(?:\s+warto(?:ś|s)ciow\w+)?|"
    # ... Polish issuers, companies, positions and securities in the genitive plural a count
    # takes ("40 emitentów", "80 spółek", "40 pozycji", "walorów", "papierów") and the
    # nominative after two to four ("dwie spółki", "trzej emitenci"); Finnish ones in the
    # partitive after a number ("50 yhtiötä", "liikkeeseenlaskijaa", "osaketta",
    # "arvopaperia", "nimeä"); the European Portuguese issuers ("emitentes")
    r"emitent(?:ów|ow|ci)|sp(?:ó|o)(?:ł|l)(?:ek|ki)|pozycji|walor(?:ów|ow|y)|papier(?:ów|ow|y)|"
    r"yhti(?:ö|o)(?:t(?:ä|a)|it(?:ä|a))|liikkeeseenlaskij(?:aa|oita)|osak(?:etta|keita)|"
    r"arvopaperi(?:a|ta)|nime(?:ä|a)|emitentes|"
    # ... Czech and Slovak titles, issuers, companies, positions, issues and securities in the
    # genitive plural a count takes ("400 titulů", "400 titulov", "30 emitentov", "spoločností",
    # "pozícií", "emisí", "emisií", "cenných papierov") and the nominative after two to four
    # ("tři tituly")
    r"titul(?:ů|u|ov|y)|emitent(?:ů|ov)|spol(?:e|o)(?:č|c)nost(?:í|i)|poz(?:í|i)ci(?:í|i)|"
    r"emis(?:í|i)(?:í|i)?|cenn(?:ý|y)ch\s+pap(?:í|i)e?r(?:ů|u|ov)|"
    # ... Hungarian shares, issuers, securities and positions, in the singular a number takes
    # ("40 részvény", "30 kibocsátó", "40 értékpapír") and its accusative ("40 részvényt")
    r"r(?:é|e)szv(?:é|e)ny(?:t|ek)?|kibocs(?:á|a)t(?:ó|o)(?:t|k)?|(?:é|e)rt(?:é|e)kpap(?:í|i)r(?:t|ok)?|"
    r"poz(?:í|i)ci(?:ó|o)(?:t|k)?|"
    # ... Croatian, Serbian and Bosnian issuers, shares, positions, issues, companies and
    # securities in the genitive plural a count takes ("30 izdavatelja", "40 dionica", "25
    # pozicija", "izdanja", "društava", "vrijednosnih papira", "emitenata") and the nominative
    # after two to four ("tri izdavatelja" is the same form); Slovenian ones ("30
    # izdajateljev", "40 delnic", "naložb", "družb", "vrednostnih papirjev")
    r"izdavatelj(?:a|i)|izdavalaca|emitenata|dionica|akcija|pozicija|izdanja|dru(?:š|s)tava|"
    r"vri?jednosnih\s+papira|vrednosnih\s+papira|"
    r"izdajateljev|delnic|nalo(?:ž|z)b|dru(?:ž|z)b|vrednostnih\s+papirjev)"
)
#: the book a count is kept in, one phrase with the count ("the number of issuers in the equity
#: portfolio", "número de emisores en la cartera de renta variable directa", "numero di titoli
#: nel portafoglio azionario"): the book's asset class names where the count is kept, it is
#: no weight of that class
_COUNTED_IN: Final = (
    r"(?:[\s_-]+(?:in|en|de|na|no|nel|del|dans|im)[\s_-]+(?:(?:the|la|a|le|il|dem)[\s_-]+)?"
    r"(?:(?:direct|equity|stock)[\s_-]+)?(?:portfolio|book|cartera|carteira|portafoglio|"
    r"portefeuille)"
    r"(?:[\s_-]+(?:(?:de|d[ei]|of)[\s_-]+)?(?:renta[\s_-]+variable|renda[\s_-]+vari(?:á|a)vel|"
    r"acciones|a(?:ç|c)(?:õ|o)es|azioni|azionari[oa]|actions|equit(?:y|ies))"
    r"(?:[\s_-]+(?:direct[ao]|diretta|directe|gestionad[ao][\s_-]+directamente|"
    r"gestit[oa][\s_-]+direttamente|managed[\s_-]+directly))?)?)?"
)
#: canonical subject of the number of holdings and its unit (a floor: a count)
COUNT_NAME: Final = "min_holdings_count"
COUNT_UNIT: Final = "count"
#: the number of deals or holdings by that word ("the number of deals in the book", "the count
#: of live situations", "no. of names"), a count named by its noun ("deal count", "name
#: count"), the deals held live ("live deals", `minLiveDeals`) and a minimum of deals in a
#: config name (`min_deals`)
COUNT_PATTERN: Final = re.compile(
    r"\b(?:number|count|no\.?)[\s_-]+of[\s_-]+(?:(?:live|open|active|announced|current|"
    r"distinct|separate|different|individual|underlying|portfolio)[\s_-]+)*"
    # (... with the class they are held in between: "the number of equity issuers held")
    rf"(?:(?!the\b|a\b|its\b|our\b)[a-z]+[\s_-]+)?{_COUNTED}\b{_COUNTED_IN}|"
    r"\b(?:deal|situation|name|position|holding|issuer|stock)s?[\s_-]+counts?\b|"
    # ... the same count in the other languages ("le nombre d'émetteurs", "número de emisores",
    # "numero di emittenti", "Anzahl der Emittenten", "aantal namen")
    r"\b(?:nombre|n(?:ú|u)mero|numero|anzahl|aantal|quantidade|antal(?:et|let)?|antall(?:et)?|"
    # ... the Polish "liczba" in its cases ("liczba spółek", "liczby emitentów", "liczbę")
    r"liczb(?:a|y|ę|e|ie|ą|o)|"
    # ... the Croatian, Serbian and Bosnian "broj" and the Slovenian "število" in their cases
    # ("broj izdavatelja", "brojem dionica", "število izdajateljev")
    r"broj(?:a|u|em)?|(?:š|s)tevil(?:o|a|u|om)|"
    # ... the German "Zahl" and its side's compounds ("Mindestzahl an Emittenten", "Zahl der
    # Emittenten", "Mindestanzahl"), with the "an" it counts with
    r"(?:mindest|h(?:ö|oe)chst)?(?:an)?zahl)[\s_-]+"
    # (a name puts its side after the noun: `numeroMinimoEmisores`, `nombreMinLignes`)
    r"(?:(?:m(?:í|i)nim[oa]|m(?:á|a)xim[oa]|minimum|maximum|minimal|maximal|min|max)[\s_-]+)?"
    r"(?:(?:de|d['’]|di|der|van|af|av|an|von)[\s_-]*)?"
    rf"(?:(?:los|las|les|gli|le|de|die)[\s_-]+)?{_COUNTED}\b{_COUNTED_IN}|"
    # ... or by the things counted one by one: "distinct issuers", "at least 30 different names"
    rf"\b(?:distinct|separate|different)[\s_-]+{_COUNTED}\b|"
    # ... and with the adjective after them, as the Romance languages put it ("valores
    # distintos en la cartera de acciones", "emisoras diferentes", "titoli distinti")
    rf"\b{_COUNTED}[\s_-]+(?:distint[oa]s|diferentes|distint[ei]|diversi|diff(?:é|e)rent(?:e|es|s))\b"
    rf"{_COUNTED_IN}|"
    r"\b(?:live|active|open)[\s_-]+(?:deals|situations)\b|"
    # ... a minimum of things held, counted, in a config name (`min_deals`, `flexiCapMinHoldings`,
    # `minNames`): a floor on a plural of holdings, with no share word, is their number
    # (an asset class or book between: `min_equity_holdings`, `minDirectStockNames`,
    # `min_equity_issuers`, `minBondNames`; never cash, whose holdings are a weight)
    r"\bmin(?:imum)?[\s_-]+(?:(?:equity|stock|bond|direct|index|distinct)[\s_-]+){0,2}"
    r"(?:deals|situations|holdings|names|stocks|issuers|scrips|lines)\b"
    r"(?![\s_-]+(?:weights?|shares?|sizes?|pct|percent|bps|of)\b)|"
    # ... and the side in the other languages before a plural of theirs (`minimoEmisoras`,
    # `mindestEmittenten`, `minimoEmittenti`)
    rf"\b(?:m(?:í|i)nim[oa]s?|mindest|minimum|mindst|minst)[\s_-]+(?:(?:de|di|an)[\s_-]+)?{_COUNTED}\b"
    r"(?![\s_-]+(?:weights?|shares?|sizes?|pct|percent|bps|of|peso|pesos|quota|anteil|andel)\b)|"
    # ... or asked after: "how many names the portfolio carries", "how many stocks we hold", and
    # in the other languages ("combien de lignes", "cuántos emisores", "quanti titoli", "wie
    # viele Emittenten", "hoeveel namen")
    r"\b(?:how[\s_-]+many|combien[\s_-]+d['’e]\s*|cu(?:á|a)nt[oa]s|quant[ie]|"
    r"wie[\s_-]+viele|hoeveel)[\s_-]+(?:[\w-]+[\s_-]+){0,2}?"
    rf"{_COUNTED}\b"
)
#: a number counting such things after it ("30 deals", "20 names", "20 live situations"): the
#: value of a count limit, not things counted beside it
_COUNTED_AFTER: Final = re.compile(
    rf"\s+(?:(?:live|open|active|announced|distinct|separate|different|individual|"
    # ... and "different" in the other languages of a fund's paperwork ("60 verschiedene
    # Emittenten", "50 forskellige selskaber", "ulike utstedere", "olika bolag", "différents
    # émetteurs", "40 emisoras distintas" puts it after, "verschillende namen")
    r"verschiedenen?|unterschiedlichen?|forskellige|forskjellige|ulike|olika|"
    r"diff(?:é|e)rent(?:e|es|s)?|diferentes|distint[oa]s|divers[ei]|verschillende|"
    # ... and the Hungarian "különböző", "eltérő" ("40 különböző részvény")
    r"k(?:ü|u)l(?:ö|o)nb(?:ö|o)z(?:ő|o)|elt(?:é|e)r(?:ő|o)|"
    # ... and a Czech or Slovak adjective in the genitive plural a count takes ("400 různých
    # titulů", "400 rôznych emisií", "400 akciových titulov"), one or two of them
    r"\w+(?:ých|ych)|"
    # ... and a South Slavic adjective in the genitive plural ("30 različitih izdavatelja",
    # "40 domaćih dionica"; sl "30 različnih izdajateljev")
    r"\w+ih)\s+){0,2}"
    rf"{_COUNTED}\b",
    re.IGNORECASE,
)


#: the same noun after a number, for readers that look for it themselves (`quantities` reads a
#: number spelled out before it)
COUNTED_AFTER: Final = _COUNTED_AFTER


def counted_after(text: str, end: int) -> bool:
    """Whether the bare number ending at `end` counts deals or holdings ("30 deals", "20 live
    situations"): the value of a limit on their number, not a count beside it."""
    return _COUNTED_AFTER.match(text, end) is not None


#: a bare number and the deals or holdings it counts after it ("10 names", "20 live situations")
_COUNT_AND_NOUN: Final = re.compile(
    rf"(?<![\d.,])\d+(?P<noun>{_COUNTED_AFTER.pattern})", re.IGNORECASE
)


def without_counted(text: str) -> str:
    """`text` with the noun after each count of deals or holdings blanked ("stay at 10 names"
    reads "stay at 10      "), offsets kept: of a limit on their number, "names" is what the
    value counts, no mention of a single name's weight."""
    return _COUNT_AND_NOUN.sub(
        lambda m: m.group(0)[: m.start("noun") - m.start()] + " " * len(m.group("noun")), text
    )


#: a lender's word for the party that owes it: an obligor, a debtor, a borrower (a constraint's
#: name read as words: `singleObligorCap`, `max_debtor_weight`)
_DEBTOR_NAME: Final = re.compile(r"\b(?:obligors?|debtors?|borrowers?|payors?)\b")
#: the deal-makers' own words: where they are said, a buyer is the one buying a company
_DEAL_WORDS: Final = re.compile(
    rf"\b(?:{_BUYER}|deals?|situations?|mergers?|takeovers?|targets?|sponsors?|arb(?:itrage)?|"
    r"acquisitions?|tender\s+offers?|lbos?|buy[\s-]*outs?)\b",
    re.IGNORECASE,
)


def buyer_is_debtor(name: str, text: str) -> bool:
    """Whether the buyer `text` names in everyday words ("the largest single-buyer exposure",
    "any one purchaser") is the debtor of a lender's book the constraint `name` bounds
    (`singleObligorCap`): in trade and receivables finance the buyer of the goods owes the
    invoice, so a cap per buyer is a cap per obligor, one position. It is an acquirer only where
    the deal-makers' words are said (an acquirer, a bidder, deals, a merger) or where the name
    itself names no debtor."""
    return _DEBTOR_NAME.search(name) is not None and _DEAL_WORDS.search(text) is None


#: each canonical subject's pattern, in the order `limits` tries them (before the trade's
#: leverage, drawdown, net exposure and positions)
MERGER_ARB_SUBJECTS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (COUNT_NAME, COUNT_PATTERN),
    (BREAK_LOSS_NAME, BREAK_LOSS_PATTERN),
    (REVIEW_NAME, REVIEW_PATTERN),
    (ACQUIRER_NAME, ACQUIRER_PATTERN),
)
#: default units of the four subjects
MERGER_ARB_UNITS: Final[dict[str, str]] = {
    COUNT_NAME: COUNT_UNIT,
    BREAK_LOSS_NAME: BREAK_LOSS_UNIT,
    REVIEW_NAME: REVIEW_UNIT,
    ACQUIRER_NAME: ACQUIRER_UNIT,
}
#: one deal is a position (`limits`' other registers)
MERGER_ARB_REGISTER: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _ONE_DEAL,
}

__all__ = [
    "ACQUIRER_NAME",
    "BREAK_LOSS_NAME",
    "COUNTED_AFTER",
    "COUNT_NAME",
    "GROSS_OF_ONE_DEAL_AFTER",
    "GROSS_OF_ONE_DEAL_BEFORE",
    "MERGER_ARB_REGISTER",
    "MERGER_ARB_SUBJECTS",
    "MERGER_ARB_UNITS",
    "REVIEW_NAME",
    "buyer_is_debtor",
    "counted_after",
    "without_counted",
]
