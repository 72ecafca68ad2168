"""Check digits of security and entity identifiers.

A mistyped ISIN that passes a regex still points nowhere, or worse at another security; the
check digit catches nearly every single-character error and transposition. Every identifier that
enters the graph (shipped data, users' files, queries) is checked here first.
"""

from __future__ import annotations

import re
from typing import Final, Literal

IdentifierScheme = Literal["ISIN", "LEI", "CIK", "FIGI", "WKN"]

_ISIN: Final = re.compile(r"^[A-Z]{2}[A-Z0-9]{9}[0-9]$")
_LEI: Final = re.compile(r"^[A-Z0-9]{18}[0-9]{2}$")
_FIGI: Final = re.compile(r"^[B-DF-HJ-NP-TV-Z]{2}G[B-DF-HJ-NP-TV-Z0-9]{8}[0-9]$")
_CIK: Final = re.compile(r"^[0-9]{1,10}$")
_WKN: Final = re.compile(r"^[A-Z0-9]{6}$")


def _digits(text: str) -> str:
    """Letters become two-digit numbers (A=10 … Z=35), as ISIN and LEI check digits expect."""
    return "".join(str(int(ch, 36)) for ch in text)


def _luhn_ok(number: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(number)):
        digit = int(char)
        if index % 2 == 1:
            digit *= 2
            if digit > 9:
                digit -= 9
        total += digit
    return total % 10 == 0


def isin_is_valid(value: str) -> bool:
    """ISO 6166: two-letter prefix, nine alphanumerics, Luhn check digit over the digit form."""
    return bool(_ISIN.match(value)) and _luhn_ok(_digits(value))


def lei_is_valid(value: str) -> bool:
    """ISO 17442: twenty characters whose digit form is 1 modulo 97 (ISO 7064 MOD 97-10)."""
    return bool(_LEI.match(value)) and int(_digits(value)) % 97 == 1


def figi_is_valid(value: str) -> bool:
    """OpenFIGI: twelve characters, the last a Luhn-style check digit over the first eleven."""
    if not _FIGI.match(value):
        return False
    total = 0
    for index, char in enumerate(value[:11]):
        digit = int(char) if char.isdigit() else ord(char) - ord("A") + 10
        if index % 2 == 1:
            digit *= 2
        total += digit // 10 + digit % 10
    return (10 - total % 10) % 10 == int(value[11])


def normalise_identifier(scheme: IdentifierScheme, value: str) -> str:
    """The canonical spelling: upper case, no spaces; CIKs zero-padded to ten digits."""
    cleaned = re.sub(r"[\s\-]", "", value).upper()
    if scheme == "CIK" and _CIK.match(cleaned):
        return cleaned.zfill(10)
    return cleaned


def identifier_problem(scheme: IdentifierScheme, value: str) -> str | None:
    """Why `value` is not a valid identifier of `scheme`, or None if it is."""
    checks = {
        "ISIN": (isin_is_valid, "an ISIN is 2 letters, 9 letters/digits and a check digit"),
        "LEI": (lei_is_valid, "an LEI is 18 letters/digits and 2 check digits"),
        "FIGI": (figi_is_valid, "a FIGI is 12 characters starting with 2 letters and 'G'"),
        "CIK": (lambda v: bool(_CIK.match(v)), "a CIK is up to 10 digits"),
        "WKN": (lambda v: bool(_WKN.match(v)), "a WKN is 6 letters/digits"),
    }
    valid, rule = checks[scheme]
    if valid(value):
        return None
    return f"{value!r} is not a valid {scheme} ({rule}, with a correct check digit)"
