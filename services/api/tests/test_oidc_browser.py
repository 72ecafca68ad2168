"""Signing in with the OIDC issuer in a real headless Chromium (Debian's, through Playwright's
`executable_path`; its own browser download is never used): the login page offers the issuer,
the browser goes there and comes back signed in (the fake issuer on 127.0.0.1 has its user
signed in already), the page shows who from the token's claims, and logging out ends the
session here and at the issuer. A missing Chromium fails the test with how to install it."""

from __future__ import annotations

import re
import shutil
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from playwright.async_api import async_playwright, expect

from .conftest import Served, serve
from .oidc_issuer import CLIENT_ID, Issuer


@pytest.fixture
def issuer() -> Iterator[Issuer]:
    found = Issuer()
    yield found
    found.close()


@pytest.fixture
async def served(tmp_path: Path, issuer: Issuer) -> AsyncIterator[Served]:
    async for s in serve(tmp_path, oidc_issuer=issuer.url, oidc_client_id=CLIENT_ID):
        yield s


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        raise AssertionError("this test needs Debian's Chromium: `make chromium` installs it")
    return found


async def test_a_browser_signs_in_with_the_issuer_and_out_again(
    served: Served, issuer: Issuer
) -> None:
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        try:
            page = await browser.new_page()
            page.set_default_timeout(15_000)
            await page.goto(f"{served.url}/ui/#/templates")
            sign_in = page.get_by_role("link", name=re.compile(r"^Sign in with 127\.0\.0\.1"))
            await expect(sign_in).to_be_visible()
            await sign_in.click()
            # back from the issuer, on the page the user was heading to
            await expect(page.get_by_role("heading", name="Templates", exact=True)).to_be_visible()
            await expect(page.locator("#who-name")).to_have_text("olivia · research · analyst")
            assert page.url == f"{served.url}/ui/#/templates"
            (asked,) = issuer.authorizations
            assert asked["code_challenge_method"] == "S256"
            cookies = {c["name"]: c for c in await page.context.cookies()}
            assert cookies["qw_session"]["httpOnly"] is True
            assert "qw_oidc_state" not in cookies  # used up at the callback

            await page.get_by_role("button", name="Log out").click()
            await expect(page.get_by_label("API key")).to_be_visible()
            assert [q["client_id"] for q in issuer.logouts] == [CLIENT_ID]
            cookies = {c["name"]: c for c in await page.context.cookies()}
            assert "qw_session" not in cookies
        finally:
            await browser.close()
