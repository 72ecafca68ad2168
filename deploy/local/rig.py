#!/usr/bin/env python3.11
"""The quantward real-infra rig: real servers on loopback for the connected tests.

    python3.11 deploy/local/rig.py up [kafka|kafka-secure|neo4j|elasticsearch|opensearch|postgres
                                       |all ...]
    python3.11 deploy/local/rig.py down [... | all]
    python3.11 deploy/local/rig.py status
    python3.11 deploy/local/rig.py env

Servers (see docs/operations/real-infra-rig.md):

* kafka          Apache Kafka broker jars from Maven Central, KRaft combined mode, one node.
* kafka-secure   A second broker: TLS (a CA made here) + SASL/SCRAM-SHA-512 + ACLs enforced.
* neo4j          Neo4j community in-process (org.neo4j.test:neo4j-harness) with Bolt only.
* elasticsearch  A real Elasticsearch node, the server and netty4 jars from Maven Central.
* opensearch     A real OpenSearch node, the server, netty4 and analysis-common from Maven Central.
* postgres       Debian's PostgreSQL, a throw-away cluster under .rig/postgres.

Every server binds 127.0.0.1 on a free port. State, data and logs live in ``.rig/<name>/`` at
the repository root; ``.rig/env`` holds ``KEY=VALUE`` lines for every running server (the
Makefile sources it). Downloads are cached in ``${XDG_CACHE_HOME:-~/.cache}/quantward/rig``
(Maven also keeps its own ``~/.m2``), so a second ``up`` on the same machine is fast.

``up`` is idempotent: a server recorded in ``.rig`` that is alive and answering is reused.

The module is importable (stdlib only), for pytest fixtures::

    rig = load()                # or importlib from this path
    env = rig.up("kafka")       # -> {"QW_KAFKA_BOOTSTRAP": "127.0.0.1:40123"}
    rig.down("kafka")
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import fcntl
import hashlib
import json
import os
import pwd
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
RIG_DIR = Path(os.environ.get("QW_RIG_DIR") or (REPO_ROOT / ".rig"))
CACHE_DIR = Path(os.environ.get("XDG_CACHE_HOME") or (Path.home() / ".cache")) / "quantward" / "rig"
ENV_FILE = RIG_DIR / "env"
LOOPBACK = "127.0.0.1"

# Versions. Kafka and Neo4j versions must match their pom.xml (passed to mvn as -D properties).
KAFKA_VERSION = "4.4.0"
NEO4J_VERSION = "5.26.30"
# Elasticsearch: the 8.17 line; 8.17.0 is the 8.17 version whose server and transport-netty4
# jars both resolve here. Must match deploy/local/elasticsearch/pom.xml.
ELASTICSEARCH_VERSION = "8.17.0"
# The node's heap; QW_RIG_ELASTICSEARCH_HEAP overrides it (e.g. 2g for a larger benchmark).
ELASTICSEARCH_HEAP = os.environ.get("QW_RIG_ELASTICSEARCH_HEAP") or "1g"
# OpenSearch: 2.19.6 is the newest that runs on Java 17. Must match deploy/local/opensearch/pom.xml.
OPENSEARCH_VERSION = "2.19.6"
OPENSEARCH_HEAP = os.environ.get("QW_RIG_OPENSEARCH_HEAP") or "1g"
NEO4J_MAX_JAVA = 21  # Neo4j 5.26 runs on Java 17 and 21

NEO4J_USER = "neo4j"
NEO4J_PASSWORD = "quantward-rig"  # Neo4j 5 wants at least 8 characters.
PG_USER = PG_PASSWORD = PG_DB = "quantward"

SERVERS = ("kafka", "kafka-secure", "neo4j", "elasticsearch", "opensearch", "postgres")

# Seconds. Cold JVM starts on a 2-core machine are slow; these are upper bounds, not sleeps.
START_TIMEOUT = {
    "kafka": 120.0,
    "kafka-secure": 120.0,
    "neo4j": 180.0,
    "elasticsearch": 120.0,
    "opensearch": 120.0,
    "postgres": 60.0,
}
STOP_TIMEOUT = {
    "kafka": 30.0,
    "kafka-secure": 30.0,
    "neo4j": 30.0,
    "elasticsearch": 30.0,
    "opensearch": 30.0,
    "postgres": 20.0,
}
# A slower machine can stretch the start deadlines, e.g. QW_RIG_TIMEOUT_SCALE=3.
TIMEOUT_SCALE = float(os.environ.get("QW_RIG_TIMEOUT_SCALE") or 1.0)


class RigError(RuntimeError):
    """A server could not be installed or started; the message says why."""


# --------------------------------------------------------------------------------------------
# small helpers


def _say(msg: str) -> None:
    print(f"rig: {msg}", file=sys.stderr, flush=True)


def free_port() -> int:
    """A port that is free on 127.0.0.1 right now (the kernel picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((LOOPBACK, 0))
        return int(s.getsockname()[1])


def _port_open(port: int, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection((LOOPBACK, port), timeout=timeout):
            return True
    except OSError:
        return False


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie (exited, not yet reaped by its parent) does not count as alive.
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        return stat.rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return True


def _tail(path: Path, lines: int = 40) -> str:
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return f"(no log at {path})"
    return "\n".join(text.splitlines()[-lines:])


def _run(cmd: list[str], what: str, **kw: Any) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(cmd, text=True, capture_output=True, check=False, **kw)
    if proc.returncode != 0:
        out = (proc.stdout + proc.stderr).strip()
        raise RigError(f"{what} failed (exit {proc.returncode}): {' '.join(cmd)}\n{out[-4000:]}")
    return proc


def _have(exe: str) -> str | None:
    return shutil.which(exe)


def _apt_install(packages: list[str], why: str) -> None:
    if os.geteuid() != 0 or not _have("apt-get"):
        raise RigError(f"{why}: install {' '.join(packages)} (apt-get, as root) and retry")
    _say(f"{why}: apt-get install {' '.join(packages)}")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    stamp = CACHE_DIR / "apt-updated"
    if not stamp.exists():
        _run(["apt-get", "update", "-q"], "apt-get update", env=env)
        stamp.parent.mkdir(parents=True, exist_ok=True)
        stamp.touch()
    _run(["apt-get", "install", "-y", "-q", *packages], "apt-get install", env=env)


#: tools the connected suite runs itself (not servers the rig keeps running): name → Debian package
TOOLS: dict[str, str] = {"prometheus": "prometheus", "openssl": "openssl"}


def tool(name: str) -> str:
    """The path of tool `name` (e.g. Prometheus for the metrics scrape test), installed from
    Debian when missing. The test starts and stops its own process of it, on loopback."""
    if name not in TOOLS:
        raise RigError(f"unknown tool {name!r}; choose from {', '.join(TOOLS)}")
    found = _have(name)
    if found:
        return found
    _apt_install([TOOLS[name]], f"the connected suite runs {name}")
    found = _have(name)
    if not found:
        raise RigError(f"{name} not on PATH after apt-get install {TOOLS[name]}")
    return found


@contextlib.contextmanager
def _lock() -> Iterator[None]:
    """One rig operation at a time (e.g. several pytest workers starting the same server)."""
    RIG_DIR.mkdir(parents=True, exist_ok=True)
    with open(RIG_DIR / ".lock", "w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _java_home_version(home: Path) -> int:
    try:
        for line in (home / "release").read_text().splitlines():
            if line.startswith("JAVA_VERSION="):
                v = line.split("=", 1)[1].strip().strip('"')
                major = v.split(".")[0]
                return int(major if major != "1" else v.split(".")[1])
    except (OSError, ValueError):
        pass
    return 0


def _find_java(min_major: int, tool: str = "java", max_major: int = 99) -> Path:
    """A `java` (or `javac`) of major version in [min, max]: JAVA_HOME, PATH, then /usr/lib/jvm."""
    homes: list[Path] = []
    if os.environ.get("JAVA_HOME"):
        homes.append(Path(os.environ["JAVA_HOME"]))
    on_path = _have(tool)
    if on_path:
        homes.append(Path(os.path.realpath(on_path)).parent.parent)
    jvm = Path("/usr/lib/jvm")
    if jvm.is_dir():
        homes.extend(sorted((p for p in jvm.iterdir() if p.is_dir()), reverse=True))
    for home in homes:
        exe = home / "bin" / tool
        if exe.is_file() and min_major <= _java_home_version(home) <= max_major:
            return exe
    wanted = f"{min_major}" + (f"..{max_major}" if max_major < 99 else "+")
    raise RigError(
        f"no {tool} of Java {wanted} found (JAVA_HOME, PATH, /usr/lib/jvm); install a JDK, e.g. "
        f"apt-get install openjdk-17-jdk-headless"
    )


def _mvn() -> str:
    mvn = _have("mvn")
    if not mvn:
        _apt_install(["maven"], "Maven is missing")
        mvn = _have("mvn")
    if not mvn:
        raise RigError("mvn not found after installing maven")
    return mvn


def _maven_libs(name: str, pom: Path, version_prop: str, version: str) -> Path:
    """Copy the pom's runtime dependency closure into the cache once; return the jar dir."""
    libdir = CACHE_DIR / name / f"libs-{version}"
    marker = libdir / ".complete"
    if marker.exists():
        return libdir
    tmp = libdir.with_name(libdir.name + ".partial")
    shutil.rmtree(tmp, ignore_errors=True)
    _say(f"fetching {name} {version} jars with Maven into {libdir} (once per machine)")
    started = time.monotonic()
    _run(
        [
            _mvn(), "-q", "-B", "-f", str(pom),
            f"-D{version_prop}={version}",
            "dependency:copy-dependencies",
            "-DincludeScope=runtime",
            f"-DoutputDirectory={tmp}",
        ],
        f"Maven fetch of {name} {version}",
    )  # fmt: skip
    (tmp / ".complete").write_text(f"{version}\n")
    shutil.rmtree(libdir, ignore_errors=True)
    tmp.rename(libdir)
    _say(f"{name} jars ready in {time.monotonic() - started:.0f}s")
    return libdir


# --------------------------------------------------------------------------------------------
# wire-level readiness probes (no client library needed)


def kafka_broker_count(port: int, timeout: float = 2.0) -> int:
    """Send a raw Metadata v4 request; return how many brokers the cluster reports."""
    body = struct.pack(">ib", -1, 0)  # topics: null (all), allow_auto_topic_creation: false
    client_id = b"qw-rig"
    header = struct.pack(">hhih", 3, 4, 7, len(client_id)) + client_id  # api 3 = Metadata, v4
    msg = header + body
    with socket.create_connection((LOOPBACK, port), timeout=timeout) as s:
        s.sendall(struct.pack(">i", len(msg)) + msg)
        size = struct.unpack(">i", _recv_exact(s, 4))[0]
        data = _recv_exact(s, size)
    corr, _throttle, n_brokers = struct.unpack_from(">iii", data, 0)
    if corr != 7:
        raise OSError("unexpected correlation id")
    return int(n_brokers)


def _recv_exact(s: socket.socket, n: int) -> bytes:
    buf = bytearray()
    while len(buf) < n:
        chunk = s.recv(n - len(buf))
        if not chunk:
            raise OSError("connection closed")
        buf.extend(chunk)
    return bytes(buf)


def bolt_handshake(port: int, timeout: float = 2.0) -> int:
    """Bolt handshake offering 5.0-5.4 and 4.4; return the agreed major version (0 = none)."""
    offer = b"\x60\x60\xb0\x17" + struct.pack(">IIII", 0x00040405, 0x00000404, 0, 0)
    with socket.create_connection((LOOPBACK, port), timeout=timeout) as s:
        s.sendall(offer)
        agreed = _recv_exact(s, 4)
    return agreed[3]


def http_json(url: str, timeout: float = 2.0) -> Any:
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        return json.loads(resp.read())


# --------------------------------------------------------------------------------------------
# process management


@dataclass
class State:
    name: str
    pid: int
    port: int
    version: str
    env: dict[str, str]
    started_at: float
    stop_signal: int = signal.SIGTERM
    extra: dict[str, Any] | None = None

    @property
    def dir(self) -> Path:
        return RIG_DIR / self.name

    def save(self) -> None:
        self.dir.mkdir(parents=True, exist_ok=True)
        tmp = self.dir / "state.json.tmp"
        tmp.write_text(json.dumps(self.__dict__, indent=2) + "\n")
        tmp.rename(self.dir / "state.json")
        (self.dir / "server.pid").write_text(f"{self.pid}\n")

    @classmethod
    def load(cls, name: str) -> State | None:
        try:
            raw = json.loads((RIG_DIR / name / "state.json").read_text())
            return cls(**raw)
        except (OSError, ValueError, TypeError):
            return None


_CHILDREN: dict[int, subprocess.Popen[bytes]] = {}


def _spawn(
    name: str,
    cmd: list[str],
    *,
    cwd: Path,
    env: dict[str, str] | None = None,
    user: str | None = None,
) -> subprocess.Popen[bytes]:
    """Start ``cmd`` detached in its own session / process group, output to server.log."""
    log = RIG_DIR / name / "server.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "ab") as fh:
        fh.write(f"\n=== rig: {time.strftime('%F %T')} starting: {' '.join(cmd)}\n".encode())
        fh.flush()
        kw: dict[str, Any] = {}
        if user is not None:
            kw.update(user=user, group=pwd.getpwnam(user).pw_gid, extra_groups=[])
        proc = subprocess.Popen(
            cmd,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=fh,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            close_fds=True,
            **kw,
        )
    _CHILDREN[proc.pid] = proc
    return proc


def _reap(pid: int) -> None:
    proc = _CHILDREN.pop(pid, None)
    if proc is not None:
        with contextlib.suppress(Exception):
            proc.wait(timeout=0)


def _stop_pid(pid: int, sig: int, timeout: float, name: str) -> None:
    """Signal the process group, wait up to ``timeout``, then SIGKILL the group."""
    if not _pid_alive(pid):
        _reap(pid)
        return
    try:
        pgid = os.getpgid(pid)
    except ProcessLookupError:
        return
    # Only signal the group if the server leads it (it always does when the rig started it).
    with contextlib.suppress(ProcessLookupError):
        if pgid == pid:
            os.killpg(pgid, sig)
        else:
            os.kill(pid, sig)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        proc = _CHILDREN.get(pid)
        if proc is not None and proc.poll() is not None:
            break
        if not _pid_alive(pid):
            break
        time.sleep(0.1)
    else:
        _say(f"{name}: still running {timeout:.0f}s after {signal.Signals(sig).name}; SIGKILL")
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)  # stragglers in the group (children) go too
    _reap(pid)


def _wait_ready(
    name: str,
    proc: subprocess.Popen[bytes],
    probe: Callable[[], bool],
    timeout: float,
) -> None:
    """Poll ``probe`` until it is true; fail fast if the process dies; fail at the deadline."""
    timeout *= TIMEOUT_SCALE
    deadline = time.monotonic() + timeout
    delay = 0.1
    last_err: Exception | None = None
    while True:
        if proc.poll() is not None:
            problem = f"{name} exited with code {proc.returncode} before it was ready"
            break
        try:
            if probe():
                return
        except Exception as exc:  # probes raise while the server boots; that is expected
            last_err = exc
        if time.monotonic() >= deadline:
            problem = f"{name} was not ready after {timeout:.0f}s" + (
                f" (last probe error: {last_err!r})" if last_err else ""
            )
            break
        time.sleep(delay)
        delay = min(delay * 1.5, 1.0)
    _stop_pid(proc.pid, signal.SIGKILL, 5, name)
    log = RIG_DIR / name / "server.log"
    raise RigError(f"{problem}\n--- last lines of {log} ---\n{_tail(log)}\n---")


# --------------------------------------------------------------------------------------------
# Kafka

KAFKA_LOG4J2 = """\
status = warn
appender.console.type = Console
appender.console.name = STDOUT
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = INFO
rootLogger.appenderRef.stdout.ref = STDOUT
logger.statechange.name = state.change.logger
logger.statechange.level = WARN
logger.request.name = kafka.request.logger
logger.request.level = WARN
logger.authorizer.name = kafka.authorizer.logger
logger.authorizer.level = WARN
"""


def _kafka_cluster_id() -> str:
    while True:
        cid = base64.urlsafe_b64encode(os.urandom(16)).decode().rstrip("=")
        if not cid.startswith("-"):
            return cid


def _kafka_common_props(home: Path) -> dict[str, str]:
    """Broker settings both rig brokers share (one KRaft node, small, fast rebalances)."""
    return {
        "process.roles": "broker,controller",
        "node.id": "1",
        "controller.listener.names": "CONTROLLER",
        "log.dirs": str(home / "data"),
        "num.network.threads": "3",
        "num.io.threads": "4",
        "auto.create.topics.enable": "true",
        "num.partitions": "6",
        "default.replication.factor": "1",
        "min.insync.replicas": "1",
        "offsets.topic.replication.factor": "1",
        "offsets.topic.num.partitions": "10",
        "transaction.state.log.replication.factor": "1",
        "transaction.state.log.min.isr": "1",
        "transaction.state.log.num.partitions": "10",
        "share.coordinator.state.topic.replication.factor": "1",
        "share.coordinator.state.topic.min.isr": "1",
        "group.initial.rebalance.delay.ms": "0",
        "group.min.session.timeout.ms": "1000",
        "log.retention.hours": "24",
        "log.cleaner.dedupe.buffer.size": str(16 * 1024 * 1024),
        "delete.topic.enable": "true",
    }


def _kafka_jvm(home: Path, libdir: Path) -> list[str]:
    java = _find_java(17)
    log4j = home / "log4j2.properties"
    log4j.write_text(KAFKA_LOG4J2)
    return [
        str(java),
        "-Xms256m",
        "-Xmx768m",
        "-XX:+UseG1GC",
        "-XX:MaxGCPauseMillis=20",
        "-XX:InitiatingHeapOccupancyPercent=35",
        "-Djava.awt.headless=true",
        f"-Dlog4j2.configurationFile={log4j}",
        f"-Dkafka.logs.dir={home}",
        "-cp",
        f"{libdir}/*",
    ]


def _kafka_format(name: str, home: Path, jvm: list[str], conf: Path, *extra: str) -> None:
    cluster = _kafka_cluster_id()
    fmt = subprocess.run(
        [*jvm, "kafka.tools.StorageTool", "format", "-t", cluster, "-c", str(conf), *extra],
        cwd=home,
        text=True,
        capture_output=True,
        check=False,
    )  # fmt: skip
    (home / "server.log").write_text(f"=== rig: storage format\n{fmt.stdout}{fmt.stderr}")
    if fmt.returncode != 0:
        raise RigError(f"{name} storage format failed:\n{(fmt.stdout + fmt.stderr)[-3000:]}")


def _two_ports() -> tuple[int, int]:
    port, cport = free_port(), free_port()
    while cport == port:
        cport = free_port()
    return port, cport


def _start_kafka() -> State:
    libdir = _maven_libs("kafka", HERE / "kafka" / "pom.xml", "kafka.version", KAFKA_VERSION)
    home = RIG_DIR / "kafka"
    shutil.rmtree(home, ignore_errors=True)
    (home / "data").mkdir(parents=True)
    port, cport = _two_ports()
    props = {
        **_kafka_common_props(home),
        "controller.quorum.voters": f"1@{LOOPBACK}:{cport}",
        "listeners": f"PLAINTEXT://{LOOPBACK}:{port},CONTROLLER://{LOOPBACK}:{cport}",
        "advertised.listeners": f"PLAINTEXT://{LOOPBACK}:{port}",
        "inter.broker.listener.name": "PLAINTEXT",
        "listener.security.protocol.map": "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT",
    }
    conf = home / "server.properties"
    conf.write_text("".join(f"{k}={v}\n" for k, v in props.items()))
    jvm = _kafka_jvm(home, libdir)
    _kafka_format("kafka", home, jvm, conf)
    proc = _spawn("kafka", [*jvm, "kafka.Kafka", str(conf)], cwd=home)
    _wait_ready("kafka", proc, lambda: kafka_broker_count(port) >= 1, START_TIMEOUT["kafka"])
    return State(
        name="kafka",
        pid=proc.pid,
        port=port,
        version=KAFKA_VERSION,
        env={"QW_KAFKA_BOOTSTRAP": f"{LOOPBACK}:{port}"},
        started_at=time.time(),
        extra={"controller_port": cport},
    )


def _kafka_ok(st: State) -> bool:
    try:
        return kafka_broker_count(st.port) >= 1
    except (OSError, struct.error):
        return False


# --------------------------------------------------------------------------------------------
# Kafka over TLS with SASL/SCRAM and ACLs (kafka-secure)
#
# A second broker shaped like a production one: clients reach it only over TLS (certificates
# from a CA made here with openssl) and authenticate with SCRAM-SHA-512; the StandardAuthorizer
# refuses whatever no ACL allows. `admin` is the super user (its password only in files under
# .rig/kafka-secure, mode 0600). The KRaft controller listener stays PLAINTEXT on loopback (KRaft
# controllers cannot use SCRAM), so its ANONYMOUS principal is a super user too: a rig
# shortcut, not a production layout. bin/kafka-acls.sh and bin/kafka-configs.sh run Kafka's own
# tools (org.apache.kafka.tools, fetched once per machine) like a Kafka distribution's bin/.

KAFKA_SECURE_MECHANISM = "SCRAM-SHA-512"


def _openssl(*args: str, cwd: Path) -> None:
    _run([tool("openssl"), *args], f"openssl {args[0]}", cwd=cwd)


def _kafka_secure_certs(home: Path) -> None:
    """A CA and the broker's certificate for 127.0.0.1 and localhost (30 days)."""
    ca_subject = "/CN=quantward rig CA"
    _openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.crt",
             "-days", "30", "-subj", ca_subject, cwd=home)  # fmt: skip
    _openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", "broker.key", "-out", "broker.csr",
             "-subj", "/CN=127.0.0.1", cwd=home)  # fmt: skip
    (home / "san.ext").write_text("subjectAltName=IP:127.0.0.1,DNS:localhost\n")
    _openssl("x509", "-req", "-in", "broker.csr", "-CA", "ca.crt", "-CAkey", "ca.key",
             "-CAcreateserial", "-out", "broker.crt", "-days", "30", "-extfile", "san.ext",
             cwd=home)  # fmt: skip
    keystore = home / "broker-keystore.pem"
    keystore.write_text((home / "broker.key").read_text() + (home / "broker.crt").read_text())
    for secret in ("ca.key", "broker.key", "broker-keystore.pem"):
        (home / secret).chmod(0o600)


def _jaas(user: str, password: str) -> str:
    return (
        "org.apache.kafka.common.security.scram.ScramLoginModule required "
        f'username="{user}" password="{password}";'
    )


def _write_private(path: Path, text: str) -> None:
    path.write_text("")
    path.chmod(0o600)
    path.write_text(text)


def _start_kafka_secure() -> State:
    libdir = _maven_libs("kafka", HERE / "kafka" / "pom.xml", "kafka.version", KAFKA_VERSION)
    tools = _maven_libs(
        "kafka-tools", HERE / "kafka-tools" / "pom.xml", "kafka.version", KAFKA_VERSION
    )
    home = RIG_DIR / "kafka-secure"
    shutil.rmtree(home, ignore_errors=True)
    (home / "data").mkdir(parents=True)
    _kafka_secure_certs(home)
    admin_password = base64.urlsafe_b64encode(os.urandom(18)).decode()
    port, cport = _two_ports()
    props = {
        **_kafka_common_props(home),
        "auto.create.topics.enable": "false",
        "controller.quorum.voters": f"1@{LOOPBACK}:{cport}",
        "listeners": f"SASL_SSL://{LOOPBACK}:{port},CONTROLLER://{LOOPBACK}:{cport}",
        "advertised.listeners": f"SASL_SSL://{LOOPBACK}:{port}",
        "inter.broker.listener.name": "SASL_SSL",
        "listener.security.protocol.map": "CONTROLLER:PLAINTEXT,SASL_SSL:SASL_SSL",
        "sasl.enabled.mechanisms": KAFKA_SECURE_MECHANISM,
        "sasl.mechanism.inter.broker.protocol": KAFKA_SECURE_MECHANISM,
        "listener.name.sasl_ssl.scram-sha-512.sasl.jaas.config": _jaas("admin", admin_password),
        "ssl.keystore.type": "PEM",
        "ssl.keystore.location": str(home / "broker-keystore.pem"),
        "ssl.truststore.type": "PEM",
        "ssl.truststore.location": str(home / "ca.crt"),
        "authorizer.class.name": "org.apache.kafka.metadata.authorizer.StandardAuthorizer",
        "super.users": "User:admin;User:ANONYMOUS",
        "allow.everyone.if.no.acl.found": "false",
    }
    conf = home / "server.properties"
    _write_private(conf, "".join(f"{k}={v}\n" for k, v in props.items()))
    admin_conf = home / "admin.properties"
    _write_private(
        admin_conf,
        "security.protocol=SASL_SSL\n"
        f"sasl.mechanism={KAFKA_SECURE_MECHANISM}\n"
        f"sasl.jaas.config={_jaas('admin', admin_password)}\n"
        "ssl.truststore.type=PEM\n"
        f"ssl.truststore.location={home / 'ca.crt'}\n",
    )
    _write_private(
        home / "admin.json", json.dumps({"username": "admin", "password": admin_password}) + "\n"
    )
    jvm = _kafka_jvm(home, libdir)
    _kafka_format(
        "kafka-secure", home, jvm, conf,
        "--add-scram", f"{KAFKA_SECURE_MECHANISM}=[name=admin,password={admin_password}]",
    )  # fmt: skip
    bin_dir = home / "bin"
    bin_dir.mkdir()
    java = jvm[0]
    for script, main in (
        ("kafka-acls.sh", "org.apache.kafka.tools.AclCommand"),
        ("kafka-configs.sh", "org.apache.kafka.tools.ConfigCommand"),
    ):
        wrapper = bin_dir / script
        wrapper.write_text(
            f"#!/bin/sh\n# written by deploy/local/rig.py: Kafka's {main}\n"
            f"exec {java} -Xmx256m -cp '{tools}/*' {main} \"$@\"\n"
        )
        wrapper.chmod(0o755)
    proc = _spawn("kafka-secure", [*jvm, "kafka.Kafka", str(conf)], cwd=home)
    cafile = home / "ca.crt"
    _wait_ready(
        "kafka-secure",
        proc,
        lambda: _tls_handshake(port, cafile),
        START_TIMEOUT["kafka-secure"],
    )
    return State(
        name="kafka-secure",
        pid=proc.pid,
        port=port,
        version=KAFKA_VERSION,
        env={
            "QW_RIG_KAFKA_SECURE_BOOTSTRAP": f"{LOOPBACK}:{port}",
            "QW_RIG_KAFKA_SECURE_CAFILE": str(cafile),
            "QW_RIG_KAFKA_SECURE_ADMIN_CONFIG": str(admin_conf),
            "QW_RIG_KAFKA_SECURE_ADMIN_FILE": str(home / "admin.json"),
            "QW_RIG_KAFKA_SECURE_BIN": str(bin_dir),
        },
        started_at=time.time(),
        extra={"controller_port": cport},
    )


def _tls_handshake(port: int, cafile: Path, timeout: float = 2.0) -> bool:
    """The broker's TLS listener answers with a certificate the rig's CA signed."""
    import ssl

    context = ssl.create_default_context(cafile=str(cafile))
    with (
        socket.create_connection((LOOPBACK, port), timeout=timeout) as raw,
        context.wrap_socket(raw, server_hostname=LOOPBACK),
    ):
        return True


def _kafka_secure_ok(st: State) -> bool:
    try:
        return _tls_handshake(st.port, RIG_DIR / "kafka-secure" / "ca.crt")
    except OSError:
        return False


def kafka_secure_add_user(name: str) -> str:
    """Create (or reset) a SCRAM user on the secured broker; return its new password."""
    st = _live_state("kafka-secure")
    if st is None:
        raise RigError("kafka-secure is not running; `rig.py up kafka-secure` first")
    password = base64.urlsafe_b64encode(os.urandom(18)).decode()
    done = subprocess.run(
        [
            str(Path(st.env["QW_RIG_KAFKA_SECURE_BIN"]) / "kafka-configs.sh"),
            "--bootstrap-server", st.env["QW_RIG_KAFKA_SECURE_BOOTSTRAP"],
            "--command-config", st.env["QW_RIG_KAFKA_SECURE_ADMIN_CONFIG"],
            "--alter", "--entity-type", "users", "--entity-name", name,
            "--add-config", f"{KAFKA_SECURE_MECHANISM}=[iterations=4096,password={password}]",
        ],
        text=True, capture_output=True, check=False,
    )  # fmt: skip
    if done.returncode != 0:  # the command line holds the password: never part of the error
        out = (done.stdout + done.stderr).replace(password, "***").strip()
        raise RigError(f"kafka-configs.sh could not create SCRAM user {name}:\n{out[-3000:]}")
    return password


# --------------------------------------------------------------------------------------------
# Neo4j


def _neo4j_launcher(libdir: Path) -> Path:
    src = HERE / "neo4j" / "Launcher.java"
    digest = hashlib.sha256(src.read_bytes() + NEO4J_VERSION.encode()).hexdigest()[:12]
    out = CACHE_DIR / "neo4j" / f"launcher-{digest}"
    if (out / "Launcher.class").exists():
        return out
    javac = _find_java(17, "javac", max_major=NEO4J_MAX_JAVA)
    tmp = out.with_name(out.name + ".partial")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    _run(
        [str(javac), "--release", "17", "-cp", f"{libdir}/*", "-d", str(tmp), str(src)],
        "compiling deploy/local/neo4j/Launcher.java",
    )
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)
    return out


def _start_neo4j() -> State:
    java = _find_java(17, max_major=NEO4J_MAX_JAVA)
    libdir = _maven_libs("neo4j", HERE / "neo4j" / "pom.xml", "neo4j.version", NEO4J_VERSION)
    launcher = _neo4j_launcher(libdir)
    home = RIG_DIR / "neo4j"
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    port = free_port()
    opens = [
        "java.base/java.nio",
        "java.base/java.io",
        "java.base/sun.nio.ch",
        "java.base/java.lang",
        "java.base/java.util",
        "java.base/java.util.concurrent",
    ]
    cmd = [
        str(java),
        "-Xms256m",
        "-Xmx1g",
        "-XX:+UseG1GC",
        "-XX:-OmitStackTraceInFastThrow",
        # C1 only: boots in about half the time; test queries are small, peak speed is moot.
        "-XX:TieredStopAtLevel=1",
        "-Djava.awt.headless=true",
        "-Dio.netty.tryReflectionSetAccessible=true",
        "-Djdk.nio.maxCachedBufferSize=1024",
        *[f"--add-opens={m}=ALL-UNNAMED" for m in opens],
        "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED",
        "-cp",
        f"{libdir}/*:{launcher}",
        "Launcher",
        "--work-dir",
        str(home / "db"),
        "--bolt-port",
        str(port),
        "--password",
        NEO4J_PASSWORD,
    ]
    proc = _spawn("neo4j", cmd, cwd=home)
    log = home / "server.log"

    def ready() -> bool:
        return "QW-RIG NEO4J READY" in log.read_text(errors="replace") and bolt_handshake(port) > 0

    _wait_ready("neo4j", proc, ready, START_TIMEOUT["neo4j"])
    return State(
        name="neo4j",
        pid=proc.pid,
        port=port,
        version=NEO4J_VERSION,
        env={
            "QW_NEO4J_URI": f"bolt://{LOOPBACK}:{port}",
            "QW_NEO4J_USER": NEO4J_USER,
            "QW_NEO4J_PASSWORD": NEO4J_PASSWORD,
        },
        started_at=time.time(),
    )


def _neo4j_ok(st: State) -> bool:
    try:
        return bolt_handshake(st.port) > 0
    except OSError:
        return False


# --------------------------------------------------------------------------------------------
# Elasticsearch and OpenSearch: one JVM each, from Maven Central jars and a small launcher


def _compile_launcher(name: str, sources: list[Path], libdir: Path, version: str) -> Path:
    """Compile a node launcher against its jars into the cache, once per source and version."""
    digest = hashlib.sha256(
        b"".join(src.read_bytes() for src in sources) + version.encode()
    ).hexdigest()[:12]
    out = CACHE_DIR / name / f"launcher-{digest}"
    marker = out / ".complete"
    if marker.exists():
        return out
    javac = _find_java(17, "javac")
    tmp = out.with_name(out.name + ".partial")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    _run(
        [str(javac), "--release", "17", "-cp", f"{libdir}/*", "-d", str(tmp), *map(str, sources)],
        f"compiling the {name} launcher ({', '.join(s.name for s in sources)})",
    )
    (tmp / ".complete").write_text(f"{version}\n")
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)
    return out


@dataclass(frozen=True)
class _JavaNode:
    """A search server run as one JVM from Maven Central jars and a small launcher class."""

    name: str  # the rig server name; also the cache folder and the Maven version property
    version: str
    heap: str
    main_class: str
    sources: tuple[str, ...]  # launcher sources, relative to deploy/local/<name>/
    env_var: str


def _start_java_node(node: _JavaNode) -> State:
    java = _find_java(17)
    here = HERE / node.name
    libdir = _maven_libs(node.name, here / "pom.xml", f"{node.name}.version", node.version)
    launcher = _compile_launcher(
        node.name, [here / src for src in node.sources], libdir, node.version
    )
    home = RIG_DIR / node.name
    shutil.rmtree(home, ignore_errors=True)
    (home / "node").mkdir(parents=True)
    port, transport_port = free_port(), free_port()
    cmd = [
        str(java),
        f"-Xms{node.heap}",
        f"-Xmx{node.heap}",
        "-XX:+UseG1GC",
        "-XX:-OmitStackTraceInFastThrow",
        "-Djava.awt.headless=true",
        "-Dfile.encoding=UTF-8",
        "-Dlog4j2.formatMsgNoLookups=true",
        "-cp",
        f"{libdir}/*:{launcher}",
        node.main_class,
        str(home / "node"),
        str(port),
        str(transport_port),
    ]
    proc = _spawn(node.name, cmd, cwd=home)
    url = f"http://{LOOPBACK}:{port}"
    log = home / "server.log"
    ready_line = f"QW-RIG {node.name.upper()} READY"

    def ready() -> bool:
        return ready_line in log.read_text(errors="replace") and (
            http_json(url + "/").get("version", {}).get("number") == node.version
        )

    _wait_ready(node.name, proc, ready, START_TIMEOUT[node.name])
    return State(
        name=node.name,
        pid=proc.pid,
        port=port,
        version=f"{node.name} {node.version}",
        env={node.env_var: url},
        started_at=time.time(),
    )


def _start_elasticsearch() -> State:
    # RigNode lives in org.elasticsearch.node (see its header for why).
    return _start_java_node(
        _JavaNode(
            name="elasticsearch",
            version=ELASTICSEARCH_VERSION,
            heap=ELASTICSEARCH_HEAP,
            main_class="org.elasticsearch.node.RigNode",
            sources=(
                "org/elasticsearch/node/RigNode.java",
                "org/elasticsearch/plugins/ClasspathPluginsService.java",
            ),
            env_var="QW_ELASTICSEARCH_URL",
        )
    )


def _start_opensearch() -> State:
    return _start_java_node(
        _JavaNode(
            name="opensearch",
            version=OPENSEARCH_VERSION,
            heap=OPENSEARCH_HEAP,
            main_class="OpenSearchRigNode",
            sources=("OpenSearchRigNode.java",),
            env_var="QW_OPENSEARCH_URL",
        )
    )


def _version_ok(st: State) -> bool:
    try:
        return "number" in http_json(f"http://{LOOPBACK}:{st.port}/").get("version", {})
    except (OSError, ValueError, urllib.error.URLError):
        return False


# --------------------------------------------------------------------------------------------
# PostgreSQL


def _pg_bindir() -> Path:
    def find() -> Path | None:
        candidates = sorted(
            Path("/usr/lib/postgresql").glob("*/bin"),
            key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
            reverse=True,
        )
        for c in candidates:
            if (c / "initdb").exists() and (c / "postgres").exists():
                return c
        initdb = _have("initdb")
        if initdb:
            return Path(os.path.realpath(initdb)).parent
        return None

    found = find()
    if found is None:
        _apt_install(["postgresql"], "PostgreSQL is missing")
        found = find()
    if found is None:
        raise RigError("PostgreSQL binaries (initdb, postgres) not found after apt-get install")
    return found


def _pg_user() -> str | None:
    """Root cannot run postgres: use the `postgres` OS user then; otherwise run as ourselves."""
    if os.geteuid() != 0:
        return None
    try:
        pwd.getpwnam("postgres")
    except KeyError as exc:
        raise RigError("running as root but there is no `postgres` OS user") from exc
    return "postgres"


def _pg_version(bindir: Path) -> str:
    out = _run([str(bindir / "postgres"), "--version"], "postgres --version").stdout
    return out.strip().rsplit(" ", 1)[-1]


def _start_postgres() -> State:
    bindir = _pg_bindir()
    user = _pg_user()
    home = RIG_DIR / "postgres"
    shutil.rmtree(home, ignore_errors=True)
    data, sock = home / "data", home / "sock"
    data.mkdir(parents=True)
    sock.mkdir()
    if user:
        pw = pwd.getpwnam(user)
        for p in (home, data, sock):
            os.chown(p, pw.pw_uid, pw.pw_gid)
        home.chmod(0o755)
        probe = subprocess.run(
            ["test", "-w", str(data)], user=user, check=False, capture_output=True
        )
        if probe.returncode != 0:
            raise RigError(
                f"the `{user}` OS user cannot write {data}: a parent folder of the repository is "
                f"not traversable by other users (chmod o+x it), or set QW_RIG_DIR elsewhere"
            )
    # `su`-less: subprocess runs the tools as `user` directly.
    env = {"PATH": f"{bindir}:/usr/bin:/bin", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
    if user:
        env["HOME"] = pwd.getpwnam(user).pw_dir
    kw: dict[str, Any] = {"env": env, "cwd": str(home)}
    if user:
        kw.update(user=user, group=pwd.getpwnam(user).pw_gid, extra_groups=[])
    pwfile = home / "superuser.pw"
    pwfile.write_text("postgres\n")
    if user:
        os.chown(pwfile, pwd.getpwnam(user).pw_uid, -1)
    _run(
        [str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "--pwfile", str(pwfile),
         "-E", "UTF8", "--locale=C.UTF-8", "--auth-local=trust", "--auth-host=scram-sha-256",
         "--no-instructions"],
        "initdb",
        **kw,
    )  # fmt: skip
    pwfile.unlink()
    port = free_port()
    cmd = [
        str(bindir / "postgres"), "-D", str(data),
        "-c", f"listen_addresses={LOOPBACK}",
        "-c", f"port={port}",
        "-c", f"unix_socket_directories={sock}",
        "-c", "max_connections=200",
        "-c", "shared_buffers=128MB",
        # Throw-away test data: durability off for speed.
        "-c", "fsync=off",
        "-c", "synchronous_commit=off",
        "-c", "full_page_writes=off",
        "-c", "logging_collector=off",
    ]  # fmt: skip
    proc = _spawn("postgres", cmd, cwd=home, env=env, user=user)
    psql = [str(bindir / "psql"), "-h", str(sock), "-p", str(port), "-U", "postgres", "-X", "-q"]

    def ready() -> bool:
        r = subprocess.run(
            [*psql, "-d", "postgres", "-tAc", "SELECT 1"],
            capture_output=True,
            text=True,
            check=False,
            timeout=10,
            **kw,
        )
        return r.returncode == 0 and r.stdout.strip() == "1"

    _wait_ready("postgres", proc, ready, START_TIMEOUT["postgres"])
    setup = [
        "-c", f"CREATE ROLE {PG_USER} LOGIN CREATEDB PASSWORD '{PG_PASSWORD}'",
        "-c", f"CREATE DATABASE {PG_DB} OWNER {PG_USER}",
    ]  # fmt: skip
    try:
        _run([*psql, "-d", "postgres", "-v", "ON_ERROR_STOP=1", *setup], "psql setup", **kw)
    except RigError:
        _stop_pid(proc.pid, signal.SIGKILL, 5, "postgres")
        raise
    return State(
        name="postgres",
        pid=proc.pid,
        port=port,
        version=_pg_version(bindir),
        env={
            "QW_POSTGRES_DSN": (f"postgresql://{PG_USER}:{PG_PASSWORD}@{LOOPBACK}:{port}/{PG_DB}"),
        },
        started_at=time.time(),
        stop_signal=signal.SIGINT,  # "fast" shutdown: SIGTERM would wait for clients to leave
        extra={"bindir": str(bindir), "socket_dir": str(sock)},
    )


def _postgres_ok(st: State) -> bool:
    # A TCP connect plus an SSLRequest answered with 'S' or 'N' means the postmaster serves.
    try:
        with socket.create_connection((LOOPBACK, st.port), timeout=2) as s:
            s.sendall(struct.pack(">ii", 8, 80877103))
            return _recv_exact(s, 1) in (b"S", b"N")
    except OSError:
        return False


# --------------------------------------------------------------------------------------------
# the public API


_STARTERS: dict[str, Callable[[], State]] = {
    "kafka": _start_kafka,
    "kafka-secure": _start_kafka_secure,
    "neo4j": _start_neo4j,
    "elasticsearch": _start_elasticsearch,
    "opensearch": _start_opensearch,
    "postgres": _start_postgres,
}
_CHECKS: dict[str, Callable[[State], bool]] = {
    "kafka": _kafka_ok,
    "kafka-secure": _kafka_secure_ok,
    "neo4j": _neo4j_ok,
    "elasticsearch": _version_ok,
    "opensearch": _version_ok,
    "postgres": _postgres_ok,
}


def _names(names: Iterable[str] | str | None) -> list[str]:
    if names is None:
        return list(SERVERS)
    if isinstance(names, str):
        names = [names]
    out: list[str] = []
    for n in names:
        if n == "all":
            out.extend(s for s in SERVERS if s not in out)
        elif n in SERVERS:
            if n not in out:
                out.append(n)
        else:
            raise RigError(f"unknown server {n!r}; choose from {', '.join(SERVERS)} or all")
    return out


def _owned(st: State) -> bool:
    """Is st.pid still the rig's server (and not an unrelated process that reused the pid)?

    Every server's command line names its folder under .rig (config, data or work dir).
    """
    if not _pid_alive(st.pid):
        return False
    try:
        cmdline = Path(f"/proc/{st.pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return False
    return str(RIG_DIR / st.name) in cmdline


def _live_state(name: str) -> State | None:
    st = State.load(name)
    if st is None or not _owned(st) or not _CHECKS[name](st):
        return None
    return st


def running(name: str) -> bool:
    """Is ``name`` recorded in .rig, alive and answering?"""
    return _live_state(name) is not None


def write_env_file() -> dict[str, str]:
    """(Re)write .rig/env from every live server; return the variables."""
    env: dict[str, str] = {}
    for name in SERVERS:
        st = State.load(name)
        if st is not None and _owned(st):
            env.update(st.env)
    RIG_DIR.mkdir(parents=True, exist_ok=True)
    lines = ["# written by deploy/local/rig.py; source with: set -a; source .rig/env; set +a"]
    lines += [f"{k}={v}" for k, v in env.items()]
    tmp = ENV_FILE.with_suffix(".tmp")
    tmp.write_text("\n".join(lines) + "\n")
    tmp.rename(ENV_FILE)
    return env


def up(name: str) -> dict[str, str]:
    """Start ``name`` (or reuse it if it already serves); return its environment variables."""
    (name,) = _names([name])
    with _lock():
        st = _live_state(name)
        if st is not None:
            _say(f"{name}: already running (pid {st.pid}, port {st.port}), reused")
        else:
            old = State.load(name)
            if old is not None and _owned(old):
                _say(f"{name}: pid {old.pid} is alive but not answering; restarting it")
                _stop_pid(old.pid, signal.SIGKILL, 5, name)
            started = time.monotonic()
            _say(f"{name}: starting")
            st = _STARTERS[name]()
            st.save()
            _say(
                f"{name}: ready in {time.monotonic() - started:.1f}s "
                f"(pid {st.pid}) {' '.join(f'{k}={v}' for k, v in st.env.items())}"
            )
        write_env_file()
        return dict(st.env)


def up_many(names: Iterable[str] | str | None = None) -> dict[str, str]:
    env: dict[str, str] = {}
    for name in _names(names):
        env.update(up(name))
    return env


def down(name: str) -> None:
    """Stop ``name`` (SIGTERM, SIGKILL after a deadline) and remove its state and data."""
    (name,) = _names([name])
    with _lock():
        st = State.load(name)
        if st is not None and _owned(st):
            _say(f"{name}: stopping pid {st.pid}")
            _stop_pid(st.pid, st.stop_signal, STOP_TIMEOUT[name], name)
        elif st is not None:
            _say(f"{name}: pid {st.pid} is gone already; removing its state")
        shutil.rmtree(RIG_DIR / name, ignore_errors=True)
        write_env_file()


def down_many(names: Iterable[str] | str | None = None) -> None:
    for name in reversed(_names(names)):
        down(name)


def env() -> dict[str, str]:
    """The variables of every live server (what .rig/env holds)."""
    out: dict[str, str] = {}
    for name in SERVERS:
        st = _live_state(name)
        if st is not None:
            out.update(st.env)
    return out


def status() -> list[dict[str, Any]]:
    """One row per server: name, state (running / not answering / dead / stopped), pid, env."""
    rows: list[dict[str, Any]] = []
    for name in SERVERS:
        st = State.load(name)
        if st is None:
            rows.append({"name": name, "state": "stopped"})
            continue
        alive = _owned(st)
        ok = alive and _CHECKS[name](st)
        rows.append(
            {
                "name": name,
                "state": "running" if ok else ("not answering" if alive else "dead"),
                "pid": st.pid,
                "version": st.version,
                "env": st.env,
                "log": str(RIG_DIR / name / "server.log"),
            }
        )
    return rows


# --------------------------------------------------------------------------------------------
# CLI


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="rig.py", description="Real servers on loopback for quantward's connected tests."
    )
    sub = parser.add_subparsers(dest="cmd", required=True)
    p_up = sub.add_parser("up", help="start servers (default: all); reuse running ones")
    p_up.add_argument("names", nargs="*", default=["all"], help=f"{'|'.join(SERVERS)}|all")
    p_down = sub.add_parser("down", help="stop servers (default: all) and delete their state")
    p_down.add_argument("names", nargs="*", default=["all"], help=f"{'|'.join(SERVERS)}|all")
    sub.add_parser("status", help="show the servers and their addresses")
    sub.add_parser("env", help="print KEY=VALUE lines for the running servers")
    p_install = sub.add_parser("install", help="install a tool the tests run (when missing)")
    p_install.add_argument("tools", nargs="+", help="|".join(TOOLS))
    args = parser.parse_args(argv)
    try:
        if args.cmd == "up":
            started = time.monotonic()
            up_many(args.names)
            _say(f"up done in {time.monotonic() - started:.1f}s; env in {ENV_FILE}")
        elif args.cmd == "down":
            down_many(args.names)
        elif args.cmd == "status":
            for row in status():
                where = " ".join(f"{k}={v}" for k, v in row.get("env", {}).items())
                pid = f"pid {row['pid']}" if "pid" in row else ""
                print(f"{row['name']:<14} {row['state']:<14} {pid:<11} {where}".rstrip())
        elif args.cmd == "env":
            for k, v in env().items():
                print(f"{k}={v}")
        elif args.cmd == "install":
            for name in args.tools:
                print(f"{name}: {tool(name)}")
    except RigError as exc:
        print(f"rig: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
