"""The `--api` option of the commands that can work on a deployed HTTP API instead of here.

One definition, so every such command reads the same URL variable (`QW_API_URL`) and says the
same about where its credential comes from; only what the command does there differs.
"""

from __future__ import annotations

from typing import Annotated, Any, Final

import typer

_CREDENTIAL: Final = (
    "the credential (an API key or an OIDC bearer token) is read from QW_API_TOKEN."
)


def _api(purpose: str) -> Any:
    return typer.Option("--api", envvar="QW_API_URL", help=f"{purpose}; {_CREDENTIAL}")


#: `run` and `ask`: the run happens on the deployment
RunOnApi = Annotated[
    str | None,
    _api("Run on a deployed HTTP API at this URL (`quantward serve api`) instead of here"),
]
#: `answer` and `cancel`: the command is sent to the deployment instead of its bus
SendToApi = Annotated[
    str | None, _api("Send it to a deployed HTTP API at this URL instead of the bus")
]
#: `record list|show|verify|export|evidence`: the deployment's record instead of the local store
ReadFromApi = Annotated[
    str | None,
    _api("Read a deployed HTTP API's records at this URL instead of the local store"),
]
