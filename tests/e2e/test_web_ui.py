"""The web UI in a real headless Chromium against `quantward ui` on the embedded platform, as
its users meet it: logging in with a key (and with the one-time link), starting a run from a
template's generated form, watching it live, answering its question, opening a cited passage,
reopening a finished run from the record, and another team's user kept out (page and API)."""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect, sync_playwright

from tests.e2e.api_server import QUANTWARD, api_env, create_key
from tests.e2e.conftest import QuantwardHome
from tests.e2e.web_ui import UiServer, chromium_path, screenshot_dir, serving_ui

RUN_MS = 120_000
VIEWPORT = {"width": 1366, "height": 860}  # a laptop screen


@pytest.fixture(scope="module")
def ui(
    quantward_home: QuantwardHome, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[UiServer]:
    tmp = tmp_path_factory.mktemp("web-ui")
    env = api_env(quantward_home.environ(), tmp)
    with serving_ui(env, tmp / "ui.log") as server:
        yield server


@pytest.fixture(scope="module")
def keys(ui: UiServer) -> dict[str, str]:
    return {
        "alice": create_key(ui.env, "alice", "research"),
        "bob": create_key(ui.env, "bob", "trading"),
    }


@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=chromium_path(), args=["--no-sandbox"])
    yield browser
    browser.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(viewport=VIEWPORT)  # type: ignore[arg-type]
    context.set_default_timeout(15_000)
    yield context
    context.close()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    return screenshot_dir(tmp_path / "shots")


def log_in(page: Page, ui: UiServer, key: str) -> None:
    page.goto(f"{ui.url}/ui/")
    key_box = page.get_by_label("API key")
    expect(key_box).to_be_focused()
    key_box.fill(key)
    key_box.press("Enter")
    expect(page.get_by_role("heading", name="Runs", exact=True)).to_be_visible()


def api_run(ui: UiServer, key: str, inputs: dict[str, Any]) -> str:
    """A finished run submitted over the API with a bearer key (the UI reads it back)."""
    with httpx.Client(
        base_url=ui.url, headers={"Authorization": f"Bearer {key}"}, timeout=30.0
    ) as client:
        body = {"template_id": "earnings-preview", "inputs": inputs}
        submitted = client.post("/v1/runs", json=body)
        assert submitted.status_code == 202, submitted.text
        run_id: str = submitted.json()["run_id"]
        follow = httpx.Timeout(10, read=120)
        with client.stream("GET", f"/v1/runs/{run_id}/events", timeout=follow) as r:
            kinds = [x.removeprefix("event: ") for x in r.iter_lines() if x.startswith("event: ")]
        assert kinds[-2:] == ["completed", "end"], kinds
    return run_id


@pytest.fixture(scope="module")
def alice_run(ui: UiServer, keys: dict[str, str]) -> str:
    return api_run(ui, keys["alice"], {"company": "Apple"})


def test_login_sets_an_http_only_strict_cookie_and_logout_ends_the_session(
    ui: UiServer, keys: dict[str, str], context: BrowserContext, shots: Path
) -> None:
    page = context.new_page()
    page.goto(f"{ui.url}/ui/")
    page.get_by_label("API key").fill("qw_0000_wrong")
    page.get_by_role("button", name="Log in").click()
    expect(page.locator("#login-error")).to_contain_text("unknown or revoked")
    expect(page.get_by_label("API key")).to_have_attribute("aria-invalid", "true")
    page.screenshot(path=str(shots / "login.png"))

    log_in(page, ui, keys["alice"])
    expect(page.locator("#who-name")).to_have_text("alice · research · analyst")
    [cookie] = [c for c in context.cookies() if c["name"] == "qw_session"]
    assert cookie["httpOnly"] is True
    assert cookie["sameSite"] == "Strict"
    assert "qw_session" not in page.evaluate("document.cookie")  # no script reads it
    assert keys["alice"] not in json.dumps(page.evaluate("({...localStorage, ...sessionStorage})"))

    # a change made with the cookie but without the CSRF token is refused
    refused = context.request.post(f"{ui.url}/v1/runs", data={"question": "anything?"})
    assert refused.status == 403, refused.text()
    assert refused.json()["error"]["code"] == "csrf"

    page.get_by_role("button", name="Log out").click()
    expect(page.get_by_label("API key")).to_be_visible()
    # the old cookie is dead on the server, not only cleared in this browser
    stale = httpx.get(f"{ui.url}/v1/runs", cookies={"qw_session": cookie["value"]})
    assert stale.status_code == 401


def test_a_run_started_from_the_form_is_followed_live_asks_and_cites(
    ui: UiServer, keys: dict[str, str], context: BrowserContext, shots: Path
) -> None:
    page = context.new_page()
    log_in(page, ui, keys["alice"])
    page.get_by_role("link", name="Templates").click()
    page.screenshot(path=str(shots / "templates.png"))

    # a typed form: the API's validation errors land on the field they name
    page.get_by_role("link", name=re.compile("Peer comparison", re.I)).click()
    form = page.locator("#run-form")
    form.get_by_label(re.compile("^companies")).fill("Apple, Microsoft")
    form.get_by_label(re.compile("^quarters")).fill("30")
    page.get_by_role("button", name="Validate").click()
    quarters = form.locator('[data-field="inputs.quarters"]')
    expect(quarters.locator(".error")).to_contain_text("at most 8")
    expect(quarters.locator("input")).to_have_attribute("aria-invalid", "true")

    page.goto(f"{ui.url}/ui/#/templates/earnings-preview")
    company = page.locator("#run-form").get_by_label(re.compile("^company"))
    company.fill("Pors")  # the resolver's autocomplete offers the Porsches
    expect(page.locator("datalist option[value='ent_porsche_se']")).to_have_count(1)
    company.fill("Porsche")
    page.screenshot(path=str(shots / "template-form.png"), full_page=True)
    page.get_by_role("button", name="Start run").click()

    expect(page.get_by_role("heading", name=re.compile(r"^Run run_"))).to_be_visible()
    run_id = page.url.rsplit("/", 1)[1]
    # live progress: stages arrive while the run waits for the question to be answered
    expect(page.locator("#timeline li").first).to_be_visible(timeout=RUN_MS)
    expect(page.locator("#live-status")).to_have_attribute("aria-live", "polite")
    question = page.get_by_role("region", name="Question from the run")
    expect(question).to_contain_text("Which company do you mean by 'Porsche'?", timeout=RUN_MS)
    page.screenshot(path=str(shots / "run-clarification.png"), full_page=True)
    question.get_by_label("Porsche Automobil Holding SE").check()
    question.get_by_role("button", name="Answer").click()
    expect(question).to_contain_text("Answered: ent_porsche_se")

    expect(page.locator("#run-status")).to_have_text("succeeded", timeout=RUN_MS)
    expect(page.locator("#guardian-status")).to_contain_text("Decided on the final")
    expect(page.locator("#decisions article")).not_to_have_count(0)
    expect(page.locator("#answer-text h2").first).to_contain_text(
        "Earnings preview: Porsche Automobil Holding SE"
    )
    page.screenshot(path=str(shots / "run.png"), full_page=True)

    # a citation opens its exact passage: document, date, synthetic flag, the span marked
    cite = page.locator("button.cite").first
    number = cite.get_attribute("data-citation")
    cite.focus()
    cite.press("Enter")
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text(f"Source [{number}]")
    expected = httpx.get(
        f"{ui.url}/v1/runs/{run_id}/citations/{number}",
        headers={"Authorization": f"Bearer {keys['alice']}"},
    ).json()
    expect(dialog.locator(".doc-title")).to_have_text(expected["title"])
    expect(dialog.locator(".doc-date")).to_have_text(expected["published"])
    expect(dialog.locator(".doc-synthetic")).to_contain_text(
        "synthetic" if expected["synthetic"] else "real document"
    )
    expect(dialog.locator("#passage-text mark")).not_to_be_empty()
    page.screenshot(path=str(shots / "passage.png"))
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(cite).to_be_focused()  # focus goes back where it was


def test_a_past_run_reopens_from_the_record_with_its_passages_and_record(
    ui: UiServer, keys: dict[str, str], alice_run: str, context: BrowserContext, shots: Path
) -> None:
    page = context.new_page()
    log_in(page, ui, keys["alice"])
    page.screenshot(path=str(shots / "runs.png"))
    page.get_by_role("link", name=alice_run).click()
    expect(page.locator("#live-status")).to_have_text(
        "The run succeeded (read from its record).", timeout=RUN_MS
    )
    expect(page.locator("#timeline li.kind-delegation").first).to_be_visible()
    expect(page.locator("#delegations li .badge").first).to_contain_text("succeeded")
    expect(page.locator("#sources li").first).to_be_visible()
    page.locator("#sources button").first.click()
    expect(page.locator("#passage-text mark")).not_to_be_empty()
    page.keyboard.press("Escape")

    page.locator("#record-contracts summary").click()
    expect(page.locator("#record-contracts table").first).to_contain_text("accepted")
    page.locator("#record-reviews summary").click()
    expect(page.locator("#record-reviews table").first).to_contain_text("accept")
    page.locator("#record-timeline summary").click()
    expect(page.locator("#record-timeline tbody tr").first).to_be_visible()

    with page.expect_download() as download:
        page.get_by_role("link", name=re.compile("Export record")).click()
    lines = Path(download.value.path()).read_text().splitlines()
    assert lines
    assert all(json.loads(line)["run_id"] == alice_run for line in lines)


def test_another_teams_user_sees_neither_the_run_nor_its_page(
    ui: UiServer, keys: dict[str, str], alice_run: str, context: BrowserContext
) -> None:
    page = context.new_page()
    log_in(page, ui, keys["bob"])
    expect(page.get_by_text("No runs yet")).to_be_visible()  # bob's team has none
    expect(page.get_by_role("link", name=alice_run)).to_have_count(0)
    page.goto(f"{ui.url}/ui/#/runs/{alice_run}")
    expect(page.get_by_role("heading", name="Not found")).to_be_visible()
    # the API with bob's browser session, and with bob's key
    assert context.request.get(f"{ui.url}/v1/runs/{alice_run}").status == 404
    for path in ("", "/answer", "/export", "/record/timeline"):
        refused = httpx.get(
            f"{ui.url}/v1/runs/{alice_run}{path}",
            headers={"Authorization": f"Bearer {keys['bob']}"},
        )
        assert refused.status_code == 404, path


def test_the_one_time_login_link_opens_one_session_for_the_local_user(
    ui: UiServer, alice_run: str, context: BrowserContext
) -> None:
    page = context.new_page()
    page.goto(ui.login_link)
    expect(page.get_by_role("heading", name="Runs", exact=True)).to_be_visible()
    expect(page.locator("#who-name")).to_contain_text("local · admin")
    expect(page.get_by_role("link", name=alice_run)).to_be_visible()  # admin reads every run
    # the local user may use every dataset the embedded platform ships
    me = page.request.get(f"{ui.url}/v1/session").json()["me"]
    assert {"fundamentals", "prices", "earnings-calendar", "synthetic-corpus"} <= set(
        me["entitlements"]
    ), me
    other = context.browser.new_context() if context.browser else None
    assert other is not None
    try:
        again = other.new_page()
        again.goto(ui.login_link)  # used up: a second browser gets the login form
        expect(again.get_by_role("alert")).to_contain_text("already used or has expired")
        expect(again.get_by_label("API key")).to_be_visible()
    finally:
        other.close()


def test_the_pages_are_reachable_by_keyboard(
    ui: UiServer, keys: dict[str, str], context: BrowserContext
) -> None:
    page = context.new_page()
    page.goto(f"{ui.url}/ui/")
    key_box = page.get_by_label("API key")
    expect(key_box).to_be_focused()  # the login form takes the focus
    page.keyboard.type(keys["alice"])
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name="Log in")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Runs", exact=True)).to_be_focused()
    page.keyboard.press("Tab")  # the page's first control follows its heading
    expect(page.get_by_label("Ask a question")).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name="Ask")).to_be_focused()
    page.get_by_role("heading", name="Runs", exact=True).focus()
    for name in ("Log out", "Conversations", "Templates", "Runs", "Skip to content"):
        page.keyboard.press("Shift+Tab")
        button = page.get_by_role("button", name=name)
        expect(button.or_(page.get_by_role("link", name=name, exact=True))).to_be_focused()
    page.keyboard.press("Enter")  # the skip link goes to the content, the page stays
    expect(page.locator("main")).to_be_focused()
    expect(page.get_by_role("heading", name="Runs", exact=True)).to_be_visible()


def test_a_conversation_follows_up_with_live_progress_inline(
    ui: UiServer, keys: dict[str, str], context: BrowserContext, shots: Path
) -> None:
    page = context.new_page()
    log_in(page, ui, keys["alice"])
    page.goto(f"{ui.url}/ui/#/templates/earnings-preview")
    page.locator("#run-form").get_by_label(re.compile("^company")).fill("Apple")
    page.get_by_role("button", name="Start in a conversation").click()

    turns = page.locator("#turns > li")
    expect(turns).to_have_count(1)
    first = turns.nth(0)
    expect(first.locator(".bubble.user")).to_contain_text("company = Apple")
    expect(first.locator(".turn-answer h2").first).to_contain_text("Apple", timeout=RUN_MS)
    conversation_id = page.url.rsplit("/", 1)[1]

    # a follow-up question: its progress shows inline, then its answer, given the sources so far
    page.get_by_label("Follow-up question").fill("What did Apple say about its guidance?")
    page.get_by_role("button", name="Send").click()
    expect(turns).to_have_count(2)
    second = turns.nth(1)
    expect(second.locator(".live")).to_have_attribute("aria-live", "polite")
    expect(second.locator(".turn-head")).to_contain_text("given")
    expect(second.locator(".turn-answer h2").first).to_contain_text("guidance", timeout=RUN_MS)
    expect(second.locator(".turn-status")).to_have_text("succeeded")

    # the template turn again with one input changed
    page.get_by_label("Input", exact=True).select_option("company")
    page.get_by_label("New value").fill("Microsoft")
    page.get_by_role("button", name="Run with this change").click()
    expect(turns).to_have_count(3)
    third = turns.nth(2)
    expect(third.locator(".bubble.user")).to_contain_text("company = Microsoft")
    expect(third.locator(".turn-answer h2").first).to_contain_text("Microsoft", timeout=RUN_MS)
    third.locator("button.cite").first.click()
    expect(page.locator("#passage-text mark")).not_to_be_empty()
    page.keyboard.press("Escape")
    page.screenshot(path=str(shots / "conversation.png"), full_page=True)

    # reopened, the conversation shows every turn's answer from the record
    page.reload()
    expect(turns).to_have_count(3)
    expect(turns.nth(1).locator(".turn-answer h2").first).to_contain_text("guidance")

    # another team sees neither the conversation's page nor its API
    bob = context.browser.new_context() if context.browser else None
    assert bob is not None
    try:
        other = bob.new_page()
        log_in(other, ui, keys["bob"])
        other.goto(f"{ui.url}/ui/#/chat/{conversation_id}")
        expect(other.get_by_role("heading", name="Not found")).to_be_visible()
    finally:
        bob.close()
    refused = httpx.get(
        f"{ui.url}/v1/conversations/{conversation_id}",
        headers={"Authorization": f"Bearer {keys['bob']}"},
    )
    assert refused.status_code == 404


def test_the_demo_run_opens_at_the_address_make_demo_prints(
    ui: UiServer, context: BrowserContext
) -> None:
    # `make demo`: a CLI run into the same record `quantward ui` reads, then its address
    demo = subprocess.run(
        [str(QUANTWARD), "run", "earnings-preview", "--input", "company=Apple"],
        env=ui.env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert demo.returncode == 0, demo.stderr[-2000:]
    run_id = re.findall(r"\brun (run_\w+) succeeded", demo.stdout)[-1]
    port = ui.url.rsplit(":", 1)[1]
    printed = subprocess.run(
        [str(QUANTWARD), "ui", "--print-address", "--port", port],
        env=ui.env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    address = f"{ui.url}/ui/#/runs/{run_id}"
    assert address in printed, printed

    # CLI runs carry no team: an admin (the local login's role) opens it
    admin = subprocess.run(
        [str(QUANTWARD), "api-keys", "create", "ops", "--team", "ops", "--role", "admin", "--json"],
        env=ui.env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    page = context.new_page()
    log_in(page, ui, json.loads(admin.stdout)["key"])
    page.goto(address)
    expect(page.locator("#live-status")).to_have_text(
        "The run succeeded (read from its record).", timeout=RUN_MS
    )
    expect(page.locator("#sources li").first).to_be_visible()
