"""The OpenAI-compatible adapter against a real, misbehaving HTTP server on 127.0.0.1: one
deadline per call whatever the endpoint does, retries logged with their cause, a body that is
not a completion as a port error, and no secret (URL credentials, key) in any message."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator

import pytest

from quantward_llm.openai_model import OpenAIChatModel, redact_url
from quantward_llm.port import AuthenticationError, EndpointError, LLMError, Message, request
from quantward_llm.testing import MisbehavingEndpoint

PASSWORD = "pw-s3cret-in-url"
KEY = "sk-s3cret-key-1234"
ASK = request([Message(role="user", content="hello")])


@pytest.fixture(scope="module")
def endpoint() -> Iterator[MisbehavingEndpoint]:
    with MisbehavingEndpoint() as server:
        yield server


def model(url: str, *, key: str | None = KEY, **settings: float) -> OpenAIChatModel:
    return OpenAIChatModel(
        "stub-model",
        base_url=url,
        api_key=key,
        key_setting="QW_MODEL_API_KEY",
        **settings,  # type: ignore[arg-type]
    )


async def test_an_endpoint_that_never_answers_ends_at_the_calls_deadline(
    endpoint: MisbehavingEndpoint, caplog: pytest.LogCaptureFixture
) -> None:
    slow = model(endpoint.url("hang"), timeout_s=0.2, max_retries=5, deadline_s=3.0)
    caplog.set_level(logging.WARNING, logger="quantward.llm")
    with pytest.raises(EndpointError) as error:
        await slow.complete(ASK)
    message = str(error.value)
    assert "deadline of 3 s" in message
    # the last attempt timed out, or was still waiting when the deadline came
    assert re.search(r"last: (the attempt timed out|still waiting at the deadline)", message)
    assert "QW_MODEL_DEADLINE_S" in message
    # the attempts it made were each logged with the cause and the wait
    retries = [r.getMessage() for r in caplog.records if r.name == "quantward.llm"]
    assert retries
    assert all("the attempt timed out; retry" in line for line in retries)


@pytest.mark.parametrize(
    ("mode", "what"), [("html", "not a chat completion"), ("truncated", "not JSON")]
)
async def test_a_body_that_is_not_a_completion_is_an_endpoint_error(
    endpoint: MisbehavingEndpoint, mode: str, what: str
) -> None:
    with pytest.raises(EndpointError) as error:
        await model(endpoint.url(mode), max_retries=0).complete(ASK)
    assert what in str(error.value)
    assert "QW_MODEL_BASE_URL" in str(error.value)


async def test_a_refused_key_names_the_setting(endpoint: MisbehavingEndpoint) -> None:
    with pytest.raises(AuthenticationError) as error:
        await model(endpoint.url("401")).complete(ASK)
    assert "QW_MODEL_API_KEY" in str(error.value)
    assert "HTTP 401" in str(error.value)


@pytest.mark.parametrize("mode", ["500", "401", "hang", "html"])
@pytest.mark.parametrize("secret", ["url", "key"])
async def test_no_message_or_log_carries_the_urls_credentials_or_the_key(
    endpoint: MisbehavingEndpoint, mode: str, secret: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)  # the HTTP client's own request log included
    userinfo = f"qwuser:{PASSWORD}" if secret == "url" else ""
    key = KEY if secret == "key" else None
    faulty = model(
        endpoint.url(mode, userinfo=userinfo), key=key, timeout_s=0.3, max_retries=1, deadline_s=1
    )
    with pytest.raises((EndpointError, AuthenticationError)) as error:
        await faulty.complete(ASK)
    said = str(error.value) + "\n" + caplog.text
    assert PASSWORD not in said
    assert "qwuser" not in said
    assert KEY not in said
    assert f"127.0.0.1:{endpoint.port}/{mode}/v1" in str(error.value)


async def test_url_credentials_are_sent_as_basic_auth(endpoint: MisbehavingEndpoint) -> None:
    url = endpoint.url("ok", userinfo=f"qwuser:{PASSWORD}")
    assert (await model(url, key=None).complete(ASK)).content == "ok"
    sent = endpoint.seen[-1]
    assert sent.path == "/ok/v1/chat/completions"
    assert {k.lower(): v for k, v in sent.headers.items()}["authorization"].startswith("Basic ")


def test_url_credentials_and_a_key_together_are_refused(endpoint: MisbehavingEndpoint) -> None:
    with pytest.raises(LLMError, match="give one of them") as error:
        model(endpoint.url("ok", userinfo=f"qwuser:{PASSWORD}"))
    assert PASSWORD not in str(error.value)


def test_redact_url_drops_user_password_and_query() -> None:
    assert redact_url("https://u:p@host:8443/v1?api-key=abc") == "https://host:8443/v1"
    assert redact_url(None) == "api.openai.com"
