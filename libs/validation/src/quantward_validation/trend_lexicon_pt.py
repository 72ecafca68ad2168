"""A trend claim in Portuguese, read as the English `trends` reads.

A Brazilian or Portuguese desk says which way a figure went in its own language ("a receita
líquida cresceu 12% nos últimos cinco trimestres", "a margem EBITDA não recuou em nenhum
trimestre", "o lucro líquido piorou R$ 40 milhões no 1º semestre de 2022", "a alavancagem
ficou acima do nível de um ano antes em todos os trimestres de 2024", "registrou queda de 3%
em relação ao 4T23"). As `trend_lexicon_eu` does for five other languages, each table maps the
language's words to English longhand, and the one trend grammar reads the result. Verbs are
given by their stems and conjugation, so every person, tense and agreement a report uses is
read (preterite, present, participle with its auxiliary, gerund, reflexive "expandiu-se").
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.trend_lexicon_parts import Table, lexicon_of, sized_by, tenses

#: (stem, conjugation) of the verbs that say a figure rose or fell; irregular forms below
_UP_VERBS: Final = (
    ("aument", "ar"), ("avanç", "ar"), ("melhor", "ar"), ("ampli", "ar"), ("elev", "ar"),
    ("alarg", "ar"), ("salt", "ar"), ("dispar", "ar"), ("valoriz", "ar"), ("recuper", "ar"),
    ("increment", "ar"), ("fortalec", "er"), ("cresc", "er"), ("expand", "ir"),
    ("progred", "ir"), ("ascend", "er"), ("acresc", "er"),
)  # fmt: skip
_DOWN_VERBS: Final = (
    ("recu", "ar"), ("pior", "ar"), ("declin", "ar"), ("baix", "ar"), ("despenc", "ar"),
    ("deterior", "ar"), ("estreit", "ar"), ("desvaloriz", "ar"), ("mingu", "ar"),
    ("tomb", "ar"), ("enfraquec", "er"), ("ced", "er"), ("encolh", "er"), ("retroced", "er"),
    ("compr", "imir"), ("regred", "ir"), ("desc", "er"), ("decresc", "er"),
)  # fmt: skip
#: tense by tense: (preterite, present, participle, gerund) endings of each conjugation
_ENDINGS: Final = {
    "ar": (r"ou|aram", r"a|am", r"ad[oa]s?", r"ando"),
    "er": (r"eu|eram", r"e|em", r"id[oa]s?", r"endo"),
    "ir": (r"iu|iram", r"e|em", r"id[oa]s?", r"indo"),
    "imir": (r"imiu|imiram", r"ime|imem", r"imid[oa]s?", r"imindo"),
}
#: verbs whose forms the endings do not give: (preterite, present, participle, gerund)
_UP_IRREGULAR: Final = (("subiu|subiram", "sobe|sobem", "subid[oa]s?", "subindo"),)
_DOWN_IRREGULAR: Final = (
    ("caiu|caíram", "cai|caem", "caíd[oa]s?", "caindo"),
    ("diminuiu|diminuíram", "diminui|diminuem", "diminuíd[oa]s?", "diminuindo"),
    ("reduziu|reduziram", "reduz|reduzem", "reduzid[oa]s?", "reduzindo"),
    ("contraiu|contraíram", "contrai|contraem", "contraíd[oa]s?", "contraindo"),
    ("retraiu|retraíram", "retrai|retraem", "retraíd[oa]s?", "retraindo"),
)


def _forms(
    regular: tuple[tuple[str, str], ...], irregular: tuple[tuple[str, ...], ...]
) -> tuple[str, str, str, str]:
    """Each tense's forms of the verbs, as one alternation per tense, a reflexive pronoun
    allowed before or after ("se expandiu", "expandiu-se")."""
    joined = tenses(_ENDINGS, regular, irregular)
    return (
        rf"(?:se\s+)?{joined[0]}(?:-se)?",
        rf"(?:se\s+)?{joined[1]}(?:-se)?",
        joined[2],
        rf"(?:se\s+)?{joined[3]}",
    )


_UP: Final = _forms(_UP_VERBS, _UP_IRREGULAR)
_DOWN: Final = _forms(_DOWN_VERBS, _DOWN_IRREGULAR)
#: an auxiliary that makes a participle a perfect or a passive ("tem crescido", "foi reduzida")
_AUX: Final = r"(?:tem|têm|tinha|tinham|havia|haviam|foi|foram|teria)\s+(?:sido\s+)?"
#: a progressive ("vem crescendo", "está caindo")
_PROGRESSIVE: Final = r"(?:vem|vêm|vinha|está|estão|estava|seguiu|segue|continua|continuou)\s+"
#: nouns of a rise and of a fall, and the light verbs that report one ("registrou alta de")
_UP_NOUNS: Final = (
    r"alta|crescimento|aumento|expansão|avanço|melhora|melhoria|valorização|elevação|"
    r"incremento|subida|recuperação"
)
_DOWN_NOUNS: Final = (
    r"queda|redução|diminuição|recuo|retração|contração|piora|baixa|declínio|deterioração|"
    r"desvalorização|compressão|encolhimento|retrocesso"
)
_REPORTS: Final = (
    r"(?:registrou|registraram|registra|registram|teve|tiveram|tem|apresentou|apresentaram|"
    r"apresenta|mostrou|mostraram|acumulou|acumularam|acumula|sofreu|sofreram|"
    r"(?:tem|têm)\s+(?:registrado|apresentado|mostrado|acumulado))\s+(?:uma?\s+)?"
)
#: a position against an earlier level: "ficou abaixo do", "foi superior ao", "esteve acima"
_BE: Final = (
    r"(?:ficou|ficaram|fica|ficam|esteve|estiveram|está|estão|permaneceu|permaneceram|"
    r"manteve-se|mantiveram-se|se\s+manteve|se\s+mantiveram|foi|foram|é|são)\s+(?:sempre\s+)?"
)
_OF_THE: Final = r"(?:\s+(?:d[oa]s?|a[os]?|à|às|de))?(?:\s+d[oa]s?)?"

FIGURES: Final[Table] = (
    (r"margem\s+(?:EBITDA|Ebitda)(?:\s+ajustada)?", "EBITDA margin"),
    (r"margem\s+(?:EBIT|operacional)", "EBIT margin"),
    (r"margem\s+bruta", "gross margin"),
    (r"margem\s+líquida", "net margin"),
    (r"dívida\s+líquida\s*/\s*EBITDA|dívida\s+líquida\s+sobre\s+(?:o\s+)?EBITDA",
     "net debt/EBITDA"),
    (r"dívida\s+líquida", "net debt"),
    (r"receita\s+(?:operacional\s+)?(?:líquida|bruta|total)|receitas?|faturamento", "revenue"),
    (r"lucro\s+líquido|resultado\s+líquido|lucro\s+do\s+exercício", "net income"),
    (r"lucro\s+por\s+ação", "EPS"),
    (r"patrimônio\s+líquido|patrimônio\s+social", "equity"),
    (r"geração\s+de\s+caixa|fluxo\s+de\s+caixa\s+livre", "free cash flow"),
)  # fmt: skip
DIRECTIONS: Final[Table] = (
    # a negation with its verb: "não cresceu", "não se expandiu", "nunca caiu", "não tem subido"
    (rf"nunca\s+(?:{_AUX})?(?:{_UP[0]}|{_UP[1]}|{_UP[2]})", "never rose"),
    (rf"nunca\s+(?:{_AUX})?(?:{_DOWN[0]}|{_DOWN[1]}|{_DOWN[2]})", "never fell"),
    (rf"não\s+(?:{_AUX})?(?:{_UP[0]}|{_UP[1]}|{_UP[2]})", "did not rise"),
    (rf"não\s+(?:{_AUX})?(?:{_DOWN[0]}|{_DOWN[1]}|{_DOWN[2]})", "did not fall"),
    (rf"não\s+{_REPORTS}(?:{_UP_NOUNS})", "did not rise"),
    (rf"não\s+{_REPORTS}(?:{_DOWN_NOUNS})", "did not fall"),
    # a position against a level: "ficou abaixo do", "foi inferior ao", "esteve acima da"
    (rf"{_BE}(?:abaixo|aquém|inferior(?:es)?|menor(?:es)?|mais\s+baix[oa]s?){_OF_THE}",
     "was below the"),
    (rf"{_BE}(?:acima|além|superior(?:es)?|maior(?:es)?|mais\s+alt[oa]s?){_OF_THE}",
     "was above the"),
    # a noun of change a verb reports: "registrou alta de 4%", "apresentou queda"
    (rf"{_REPORTS}(?:{_UP_NOUNS})(?:\s+de)?", "rose"),
    (rf"{_REPORTS}(?:{_DOWN_NOUNS})(?:\s+de)?", "fell"),
    (r"em\s+(?:alta|crescimento|expansão|ascensão|trajetória\s+de\s+alta)", "rising"),
    (r"em\s+(?:queda|baixa|declínio|retração|contração|trajetória\s+de\s+queda)", "falling"),
    (rf"{_AUX}{_UP[2]}", "has risen"),
    (rf"{_AUX}{_DOWN[2]}", "has fallen"),
    (rf"{_PROGRESSIVE}{_UP[3]}", "has been rising"),
    (rf"{_PROGRESSIVE}{_DOWN[3]}", "has been falling"),
    (_UP[0], "rose"),
    (_DOWN[0], "fell"),
    (_UP[1], "rises"),
    (_DOWN[1], "falls"),
)  # fmt: skip
_COUNT: Final = r"(?:dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|\d{1,2})"
#: units a change is sized in (a numbered quarter, half or fiscal year, "4º tri/2024", "1º
#: semestre de 2022", "exercício de 2023", is the shared period reader's: `period_lexicon_eu`)
PERIODS: Final[Table] = ((r"pontos?\s+percentua(?:l|is)|p\.\s?p\.?", "percentage points"),)
HORIZONS: Final[Table] = (
    (r"em\s+nenhum\s+(?:dos\s+)?trimestres?", "in no quarter"),
    (r"em\s+(?:todos\s+os|cada\s+um\s+dos)\s+trimestres|em\s+cada\s+trimestre|"
     r"trimestre\s+após\s+trimestre|a\s+cada\s+trimestre", "in every quarter"),
    (r"de\s+um\s+trimestre\s+para\s+o\s+(?:outro|seguinte)|de\s+trimestre\s+(?:a|para)\s+"
     r"trimestre|na\s+comparação\s+trimestral|contra\s+o\s+trimestre\s+anterior|"
     r"(?:em\s+relação|frente|comparad[oa]|em\s+comparação)\s+(?:a|com)o\s+trimestre\s+"
     r"(?:anterior|imediatamente\s+anterior)|t/t", "from one quarter to the next"),
    (r"(?:em\s+relação|frente|face|relativamente|comparad[oa]|em\s+comparação)\s+(?:a|com)o\s+(?:mesmo\s+"
     r"(?:trimestre|período)\s+d[oe]\s+ano\s+anterior|ano\s+anterior)|na\s+comparação\s+anual|"
     r"em\s+base\s+anual|ano\s+contra\s+ano|a/a", "year on year"),
    (r"mesmo\s+(?:trimestre|período)\s+do\s+ano\s+anterior", "same quarter a year earlier"),
    # the European "homólogo": the same period a year before ("o trimestre homólogo de 2022",
    # "abaixo do período homólogo", "em termos homólogos")
    (r"(?:d[oa]\s+)?(?:trimestre|período)\s+homólog[oa]\s+de\s+((?:19|20)\d\d)",
     r"same quarter of \1"),
    (r"(?:d[oa]\s+)?(?:trimestre|período)\s+homólog[oa](?:\s+do\s+ano\s+anterior)?",
     "same quarter a year earlier"),
    (r"em\s+termos\s+(?:homólogos|anuais)|em\s+variação\s+homóloga", "year on year"),
    (r"em\s+cadeia", "from one quarter to the next"),
    (r"mesmo\s+trimestre(?:\s+de)?", "same quarter of"),
    (r"(?:nível|patamar)\s+(?:de\s+)?(?:um\s+ano\s+(?:antes|atrás)|do\s+ano\s+anterior)",
     "level of a year earlier"),
    (r"em\s+relação\s+(?:a|ao|à)|(?:frente|face|relativamente)\s+(?:a|ao|à)|"
     r"comparad[oa]\s+(?:a|ao|à|com)|"
     r"na\s+comparação\s+com|em\s+comparação\s+com|contra\s+(?:o|a)|versus|vs\.?", "versus"),
    (r"no\s+acumulado\s+do\s+ano|desde\s+o\s+início\s+do\s+ano|no\s+ano\s+até\s+agora",
     "year to date"),
    (r"(?:nos|em)\s+(?:últimos\s+)?(?:12|doze)\s+meses", "over the last twelve months"),
    (r"na\s+última\s+década|nos\s+últimos\s+dez\s+anos", "over the last decade"),
    (rf"n[oa]s\s+últim[oa]s(?=\s+{_COUNT}\b)", "over the last"),
    (r"n[oa]s?\s+últim[oa]s?(?=\s+(?:trimestre|exercício|ano|mes))", "over the last"),
    (r"(?:TCAC|CAGR|taxa\s+(?:de\s+crescimento\s+)?(?:composta\s+)?anual(?:\s+composta)?"
     r"(?:\s+de\s+crescimento)?)", "compound annual rate"),
    (r"dois\s+dígitos", "double-digit"),
    # an event dated by its year ("desde a entrada no PSI 20, em 2001", "desde a privatização
    # de 1995"): the horizon opens at the year the event is given
    # a year's end as a horizon's start, in the form the English reader dates to that end
    (r"desde\s+o\s+(?:final|fim|termo)\s+d[oe](?:\s+(?:ano|exercício)\s+de)?\s+"
     r"((?:19|20)\d\d)", r"since end-\1"),
    (r"desde\s+o\s+(?:início|começo|princípio)\s+d[oe](?:\s+(?:ano|exercício)\s+de)?"
     r"(?=\s+(?:19|20)\d\d)", "since the start of"),
    (r"desde\s+(?:o|a|os|as)\s+(?!(?:final|fim|termo|início|começo|princípio|meio|ano|"
     r"exercício)\b)(?:(?!(?:19|20)\d\d\b)[\w.-]+\s+){0,5}?"
     r"(?!(?:19|20)\d\d\b)[\w.-]+,?\s+(?:em|de)\s+((?:19|20)\d\d)", r"since \1"),
    # "em" before a size is "by"; before a year it is "in"
    (r"em(?=\s+(?:cerca\s+de|mais\s+de|menos\s+de|quase|aproximadamente|R\$|US\$|€|"
     r"[-−+]?(?!(?:19|20)\d\d\b)\d))", "by"),
    # a pace: "cresceu mais devagar em 2023 do que em 2022", "a um ritmo mais lento"
    (r"mais\s+(?:devagar|lentamente)|a\s+um\s+ritmo\s+mais\s+lento|menos\s+rapidamente",
     "more slowly"),
    (r"mais\s+(?:depressa|rapidamente)|a\s+um\s+ritmo\s+mais\s+(?:rápido|acelerado|forte)",
     "faster"),
    (r"cerca\s+de|aproximadamente|por\s+volta\s+de|perto\s+de", "about"),
    (r"pouco\s+mais\s+de|ligeiramente\s+acima\s+de", "just over"),
    (r"mais\s+de", "more than"),
    (r"pouco\s+menos\s+de|menos\s+de", "less than"),
    (r"quase", "almost"),
    (r"mais(?=\s+(?:em|no)\s+(?:19|20)\d\d\s+do\s+que)", "faster"),
    (r"menos(?=\s+(?:em|no)\s+(?:19|20)\d\d\s+do\s+que)", "slower"),
    (r"do\s+que", "than"),
    (r"desde\s+(?:o|a|os|as)(?=\s)", "since the"),
    (r"desde", "since"),
    (r"entre\s+(?:o|a)", "between the"),
    (r"entre", "between"),
    (r"d[oa](?=\s+(?:Q[1-4]|H[12]|FY\d))", "from"),
    (r"(?<=\d\s)(?:a|ao|à|até\s+(?:o|a))(?=\s+(?:Q[1-4]|H[12]|FY\d|\d))", "to"),
    (r"(?<=\d\s)e(?:\s+(?:o|a))?(?=\s+(?:Q[1-4]|H[12]|FY\d))", "and"),
    (r"até\s+(?:o|a)|até", "to"),
    (r"n[oa]\s+ano\s+de|em(?=\s+(?:19|20)\d\d\b)|n[oa](?=\s+(?:Q[1-4]|H[12])\s)", "in"),
    (r"durante\s+(?:o|a)|ao\s+longo\s+d[oa]", "over the"),
    (r"em\s+todos\s+os\s+trimestres\s+de", "in every quarter of"),
    (r"trimestres", "quarters"),
    (r"trimestre", "quarter"),
    (r"exercícios", "fiscal years"),
    (r"exercício", "fiscal year"),
    (r"semestres?", "half"),
    (r"anos", "years"),
    (r"ano", "year"),
    (r"meses", "months"),
    (r"milhões|mi", "million"),
    (r"bilhões|bi", "billion"),
    (r"vezes", "x"),
    (r"primeir[oa]", "first"),
    (r"segund[oa]", "second"),
    (r"terceir[oa]", "third"),
    (r"quart[oa]", "fourth"),
    (r"dois|duas", "two"),
    (r"três", "three"),
    (r"quatro", "four"),
    (r"cinco", "five"),
    (r"seis", "six"),
    (r"oito", "eight"),
    (r"dez", "ten"),
    (r"doze", "twelve"),
    (r"não", "not"),
    (r"de|do|da|dos|das", "of"),
    # ("a" is left: it is also English's, and English reads it as the article it is)
    (r"o|os|as", "the"),
)  # fmt: skip

#: a year glued to what it dates ("Resolução nº 3.792/2009", "a crise de 2015"): "… of 2009",
#: the form in which the event reader takes the year an event is dated by
_DATED: Final = re.compile(r"(?<=[\w.])/((?:19|20)\d{2})\b")
_FELL_IN_NO_QUARTER: Final = re.compile(
    r"\b(?:did not |never )?(rose|fell)\b([^.;\[]*?)\s*\bin no quarter\b"
)
_NOT_QUARTER_ON_QUARTER: Final = re.compile(
    r"\bdid not (rise|fall)\b(?=[^.;\[]*?\bfrom one quarter to the next\b)"
)
_NOT_IN_NO_QUARTER: Final = re.compile(
    r"\b(did not (?:rise|fall)|never (?:rose|fell))\b([^.;\[]*?)"
    r"\bin no quarter\b"
)


def _finish(sentence: str) -> str:
    """English order and the double negative: "não recuou em nenhum trimestre" says what
    "did not fall in any quarter" does, and "em nenhum trimestre caiu" what "did not fall in
    any quarter" does; a year glued to an event's name as "of 2009"; a size said straight
    after its verb ("caiu 3 %") as "by" it."""
    sentence = _NOT_IN_NO_QUARTER.sub(r"\1\2in any quarter", sentence)
    # "não recuou de um trimestre para o outro": no quarter's move went that way
    sentence = _NOT_QUARTER_ON_QUARTER.sub(
        lambda m: f"never {'rose' if m.group(1) == 'rise' else 'fell'}", sentence
    )
    sentence = _FELL_IN_NO_QUARTER.sub(
        lambda m: (
            f"did not {'rise' if m.group(1) == 'rose' else 'fall'}{m.group(2)} in any quarter"
        ),
        sentence,
    )
    return re.sub(r"[ \t]{2,}", " ", sized_by(_DATED.sub(r" of \1", sentence)))


LEXICON: Final = lexicon_of(
    figures=FIGURES, periods=PERIODS, directions=DIRECTIONS, rest=HORIZONS, finish=_finish
)

__all__ = ["DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON", "PERIODS"]
