"""Invented people, brokers, news wires and acquisition targets for the synthetic corpus.

Every name here is fictional. Executives are drawn per company, role and tenure (a leadership
change starts a new tenure, so the new CFO on the call is the one the 8-K named); analysts are
drawn per broker and sector, so the same analyst covers several companies of a sector, as in
life. Names are drawn from lists that fit the company's country. The brokers and wires were
chosen not to be the names of real firms; a test checks them against the shipped graph.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final

from quantward_democorpus.rng import pick, stable_int

_FIRST: Final[Mapping[str, tuple[str, ...]]] = {
    "en": (
        "James", "Mary", "Robert", "Patricia", "Michael", "Jennifer", "David", "Linda",
        "Richard", "Elizabeth", "Thomas", "Susan", "Daniel", "Karen", "Matthew", "Nancy",
        "Andrew", "Lisa", "Joshua", "Margaret", "Kevin", "Sandra", "Brian", "Ashley", "Gregory",
        "Kimberly", "Jonathan", "Michelle", "Stephen", "Laura", "Timothy", "Rebecca", "Jeffrey",
        "Rachel", "Ryan", "Catherine", "Jacob", "Heather", "Nicholas", "Amanda", "Eric",
        "Melissa", "Adam", "Deborah", "Peter", "Stephanie", "Samuel", "Caroline", "Benjamin",
        "Julia", "Nathan", "Olivia", "Marcus", "Priya", "Wei", "Anil", "Mei", "Carlos", "Elena",
        "Omar", "Grace", "Victor", "Hannah", "Derek", "Alicia", "Trevor", "Monica", "Raj",
        "Lauren", "Colin", "Natalie", "Simon", "Claire", "Gavin", "Fiona", "Graham", "Harriet",
    ),
    "de": (
        "Thomas", "Andreas", "Stefan", "Michael", "Markus", "Christian", "Jürgen", "Klaus",
        "Wolfgang", "Martin", "Frank", "Jens", "Tobias", "Florian", "Sabine", "Claudia",
        "Petra", "Katrin", "Anja", "Julia", "Susanne", "Birgit", "Karin", "Nicole", "Heike",
        "Matthias", "Oliver", "Sebastian", "Ralf", "Dirk", "Ulrike", "Bettina", "Lukas",
    ),
    "fr": (
        "Jean", "Pierre", "Philippe", "Nicolas", "François", "Laurent", "Olivier", "Christophe",
        "Julien", "Sébastien", "Isabelle", "Sophie", "Nathalie", "Catherine", "Valérie",
        "Claire", "Anne", "Céline", "Émilie", "Thierry", "Arnaud", "Hélène", "Camille",
    ),
    "nl": (
        "Jan", "Pieter", "Willem", "Joost", "Maarten", "Bas", "Ruud", "Sander", "Marieke",
        "Annemiek", "Ingrid", "Femke", "Lotte", "Koen", "Daan", "Eva", "Thijs", "Noor",
    ),
    "es": (
        "José", "Antonio", "Javier", "Carlos", "Miguel", "Pablo", "Alejandro", "Lucía",
        "Carmen", "María", "Laura", "Marta", "Elena", "Sergio", "Raúl", "Beatriz",
    ),
    "ja": (
        "Hiroshi", "Takashi", "Kenji", "Satoshi", "Yuki", "Akira", "Koji", "Naoki", "Masato",
        "Haruka", "Yumiko", "Keiko", "Tomoko", "Daisuke", "Ryo", "Emi",
    ),
}  # fmt: skip

_LAST: Final[Mapping[str, tuple[str, ...]]] = {
    "en": (
        "Whitfield", "Ashdown", "Pemberton", "Callahan", "Hargrove", "Lindqvist", "Okafor",
        "Brennan", "Castellano", "Dunmore", "Ellison", "Fairbanks", "Galloway", "Hollister",
        "Iverson", "Jessop", "Kowalski", "Langford", "Mercer", "Nakamura", "Oyelaran",
        "Prescott", "Quintero", "Radcliffe", "Sandoval", "Thornton", "Underhill", "Vasquez",
        "Wexford", "Yardley", "Zimmerman", "Abernathy", "Blackwood", "Carrington", "Delacroix",
        "Eastwood", "Fenwick", "Garrity", "Holloway", "Ingram", "Jaramillo", "Kessler",
        "Lockhart", "Montague", "Norcross", "Osborne", "Pritchard", "Rourke", "Stanhope",
        "Tremaine", "Vickers", "Whitlock", "Ashford", "Beaumont", "Chandra", "Desai", "Everly",
        "Fitzgerald", "Gupta", "Huang", "Iqbal", "Jennings", "Kapoor", "Lachance", "McAllister",
        "Novak", "O'Donnell", "Patel", "Reyes", "Sorensen", "Tanaka", "Valentine", "Winslow",
        "Albright", "Bancroft", "Cho", "Driscoll", "Esposito", "Fairweather", "Greer", "Hale",
    ),
    "de": (
        "Brandt", "Hoffmann", "Kessler", "Lindner", "Maurer", "Neumann", "Oberle", "Pohl",
        "Richter", "Schreiber", "Vogel", "Wagner", "Ziegler", "Albrecht", "Baumann", "Engel",
        "Fuchs", "Graf", "Hartmann", "Jäger", "Keller", "Lorenz", "Möller", "Seidel", "Winter",
    ),
    "fr": (
        "Dubois", "Moreau", "Lefèvre", "Girard", "Bonnet", "Lambert", "Fontaine", "Rousseau",
        "Mercier", "Chevalier", "Garnier", "Faure", "Blanchard", "Guérin", "Perrin", "Morel",
        "Renaud", "Marchand", "Duval", "Lemoine",
    ),
    "nl": (
        "de Vries", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder",
        "de Groot", "Bos", "Vos", "Peters", "Hendriks", "van Leeuwen", "Dekker", "Brouwer",
    ),
    "es": (
        "García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Torres",
        "Domínguez", "Vázquez", "Ramos", "Gil", "Serrano", "Molina", "Ortega", "Delgado",
    ),
    "ja": (
        "Sato", "Suzuki", "Takahashi", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi",
        "Kato", "Yoshida", "Yamada", "Sasaki", "Matsumoto", "Inoue", "Kimura", "Shimizu",
    ),
}  # fmt: skip

_LANGUAGE_OF_COUNTRY: Final[Mapping[str, str]] = {
    "DE": "de", "AT": "de", "CH": "de", "FR": "fr", "BE": "fr", "NL": "nl", "ES": "es",
    "JP": "ja",
}  # fmt: skip

#: Fictional sell-side firms (a test checks none is the name of an entity in the shipped graph).
BROKERS: Final = (
    "Halbrook Securities", "Calloway Partners", "Merriton & Co.", "Ashgrove Capital Markets",
    "Pemberly Research", "Kestrel Bay Securities", "Whitcombe Research", "Redfern Capital",
    "Lindhart & Vale", "Osprey Lane Securities", "Thornbury Group", "Bellhaven Research",
    "Cardew Partners", "Arlington Crest Securities", "Vantmoor & Co.", "Quillfield Capital",
)  # fmt: skip

#: Fictional newswires; every article is datelined with one of them.
WIRES: Final = ("Northgate Financial Wire", "Ledgerline News", "Marketdesk Daily")

_TARGET_FIRST: Final = (
    "Brightwater", "Cobalt Ridge", "Silverline", "Northfield", "Harborview", "Clearpath",
    "Ironbark", "Bluestem", "Redwater", "Stonegate", "Lakeshore", "Meadowlark", "Copperleaf",
    "Windmere", "Granite Peak", "Foxglove", "Tidewell", "Amberly", "Westbrook", "Highcliff",
)  # fmt: skip
_TARGET_SECTOR_WORD: Final[Mapping[str, tuple[str, ...]]] = {
    "tech": ("Analytics", "Software", "Systems", "Networks", "Data"),
    "devices": ("Devices", "Audio", "Display Technologies", "Sensors"),
    "internet": ("Labs", "Media", "Data", "Apps"),
    "it_services": ("Consulting", "Systems", "Cloud Partners"),
    "managed_care": ("Health Plans", "Care Partners", "Pharmacy Services"),
    "semis": ("Semiconductor", "Microsystems", "Photonics", "Silicon"),
    "retail": ("Outfitters", "Home Supply", "Marketplace", "Retail Group"),
    "bank": ("Bancorp", "Financial", "Trust Company", "Lending"),
    "insurance": ("Underwriters", "Assurance", "Risk Partners"),
    "payments": ("Payments", "Pay", "Commerce", "Fintech"),
    "pharma": ("Therapeutics", "Biosciences", "Pharma", "Bio"),
    "health": ("Health Partners", "Care Network", "Medical Group"),
    "consumer": ("Brands", "Foods", "Naturals", "Home Products"),
    "energy": ("Resources", "Energy", "Midstream", "Petroleum"),
    "utilities": ("Power", "Renewables", "Grid Services"),
    "telecom": ("Fiber", "Communications", "Wireless"),
    "media": ("Studios", "Media", "Entertainment", "Broadcasting"),
    "autos": ("Mobility", "Drivetrain", "Automotive", "EV Systems"),
    "industrial": ("Industries", "Controls", "Aerospace", "Engineering"),
    "materials": ("Materials", "Chemicals", "Alloys", "Coatings"),
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Person:
    name: str
    title: str
    affiliation: str = ""


def _language(country: str | None) -> str:
    return _LANGUAGE_OF_COUNTRY.get(country or "", "en")


def person_name(*key: object, country: str | None = None) -> str:
    """A fictional full name, stable for the key, in the naming style of the country."""
    language = _language(country)
    return f"{pick(_FIRST[language], *key, 'first')} {pick(_LAST[language], *key, 'last')}"


def shares_a_name(name: str, others: Iterable[Person | str]) -> bool:
    """Whether `name` has a first or last name in common with any of `others`."""
    first, _, last = name.partition(" ")
    for other in others:
        other_name = other.name if isinstance(other, Person) else other
        o_first, _, o_last = other_name.partition(" ")
        if first == o_first or last == o_last:
            return True
    return False


def distinct_name(
    key: tuple[object, ...], colleagues: Iterable[Person], *, country: str | None = None
) -> str:
    """A fictional name for `key` that shares no first or last name with `colleagues`
    (re-drawn with a counter until it does not; stable for the same key and colleagues)."""
    taken = list(colleagues)
    name = person_name(*key, country=country)
    attempt = 0
    while shares_a_name(name, taken) and attempt < 50:
        attempt += 1
        name = person_name(*key, "redraw", attempt, country=country)
    return name


def analyst(broker: str, sector: str, slot: int) -> Person:
    """The analyst of `broker` covering `sector` (slot 0 or 1: a firm has two per sector)."""
    return Person(person_name("analyst", broker, sector, slot), "Analyst", broker)


def coverage(entity_id: str, sector: str, size: int = 8) -> tuple[Person, ...]:
    """The analysts who cover a company: a stable set drawn from the sector's analysts."""
    pool = [analyst(b, sector, s) for b in BROKERS for s in (0, 1)]
    chosen: list[Person] = []
    seen: set[str] = set()
    step = 0
    while len(chosen) < size:
        candidate = pool[stable_int("coverage", entity_id, step) % len(pool)]
        step += 1
        if candidate.affiliation not in seen:
            seen.add(candidate.affiliation)
            chosen.append(candidate)
    return tuple(chosen)


def reporter(*key: object) -> str:
    return person_name("reporter", *key)


def acquisition_target(entity_id: str, quarter: int, sector: str, taken: frozenset[str]) -> str:
    """A fictional privately held company; re-drawn when it would be a name in `taken`."""
    words = _TARGET_SECTOR_WORD.get(sector, _TARGET_SECTOR_WORD["industrial"])
    for attempt in range(20):
        name = (
            f"{pick(_TARGET_FIRST, 'target', entity_id, quarter, attempt)} "
            f"{pick(words, 'target-word', entity_id, quarter, attempt)}"
        )
        if name.lower() not in taken:
            return name
    return f"{name} Holdings"
