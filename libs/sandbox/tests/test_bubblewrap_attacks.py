"""The attack suite against the bubblewrap backend: every attack blocked, judged on host evidence.

Each attack's judge fails when the host saw it land (a connection on the host's loopback, the
planted secret in anything the code returned, a file outside scratch on the host, a limit that
did not fire), so removing a namespace, a mount option or a limit makes these tests fail.
"""

from collections.abc import Iterator

import pytest

from quantward_sandbox import BubblewrapBackend
from quantward_sandbox.attacks import ATTACKS, Attack, AttackHost, attack_host, run_attack


@pytest.fixture(scope="module")
def backend() -> Iterator[BubblewrapBackend]:
    sandbox = BubblewrapBackend()
    yield sandbox
    sandbox.close()


@pytest.fixture(scope="module")
def host() -> Iterator[AttackHost]:
    with attack_host() as planted:
        yield planted


@pytest.mark.parametrize("attack", ATTACKS, ids=[a.name for a in ATTACKS])
async def test_the_attack_is_blocked(
    attack: Attack, backend: BubblewrapBackend, host: AttackHost
) -> None:
    outcome = await run_attack(backend, attack, host)
    assert outcome.blocked, f"{attack.name}: {outcome.escaped}"


def test_the_catalogue_covers_the_issue() -> None:
    names = {a.name for a in ATTACKS}
    assert {
        "tcp-egress", "dns-egress", "cloud-metadata", "parent-environment", "ptrace-parent",
        "write-outside-scratch", "fork-bomb", "memory-bomb", "cpu-loop", "output-flood",
        "huge-file", "symlink-escape", "socket-ctypes-host", "kernel-surface",
    } <= names  # fmt: skip


def _weaken(monkeypatch: pytest.MonkeyPatch, change: str) -> None:
    """Rebuild bwrap's command line without one protection (what a careless edit would do)."""
    from quantward_sandbox import bubblewrap_backend

    original = bubblewrap_backend._Run._argv

    def weakened(self: bubblewrap_backend._Run, *args: object) -> list[str]:
        argv = original(self, *args)  # type: ignore[arg-type]
        if change == "share-net":
            argv.insert(argv.index("--unshare-all") + 1, "--share-net")
        elif change == "no-seccomp":
            index = argv.index("--seccomp")
            del argv[index : index + 2]
        elif change == "writable-root":
            # the sandbox's own root stays writable (never a host directory: the test must not
            # write into the host's /usr)
            index = argv.index("--remount-ro")
            del argv[index : index + 2]
        return argv

    monkeypatch.setattr(bubblewrap_backend._Run, "_argv", weakened)


@pytest.mark.parametrize(
    ("change", "escapes"),
    [
        ("share-net", {"tcp-egress", "socket-ctypes-host"}),
        ("writable-root", {"write-outside-scratch"}),
        ("no-seccomp", {"kernel-surface"}),
    ],
)
async def test_the_judges_catch_a_weakened_sandbox(
    change: str, escapes: set[str], host: AttackHost, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Proof the suite can fail: without a protection, the attacks it stopped get through."""
    _weaken(monkeypatch, change)
    sandbox = BubblewrapBackend()
    try:
        for attack in ATTACKS:
            if attack.name in escapes:
                outcome = await run_attack(sandbox, attack, host)
                assert not outcome.blocked, f"{change}: {attack.name} judged blocked"
    finally:
        sandbox.close()
