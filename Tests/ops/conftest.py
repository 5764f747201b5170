"""Fixtures for Satchel's operations tests: real `satchel serve` processes started, killed and
restarted by the tests (several instances, crashes, backups).

SATCHEL_BIN names the built server (scripts/test sets it). SATCHEL_TEST_DATABASE_URL, when set,
is a PostgreSQL server whose role may create databases; tests that need PostgreSQL are skipped
without it (and fail in CI, where scripts/test always sets it).
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import warnings
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self):
        return json.loads(self.body)


@dataclass
class Satchel:
    """One `satchel serve` process."""

    binary: str
    data_dir: str
    database_url: str | None
    port: int = field(default_factory=free_port)
    process: subprocess.Popen | None = None
    log_path: str = ""
    extra_env: dict[str, str] = field(default_factory=dict)
    # False: no SATCHEL_PUBLIC_URL, so links are built from where it listens or a proxy says.
    public_url: bool = True
    # Where the serve log goes (default: the data folder; elsewhere when the folder's own files are checked).
    log_dir: str = ""

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "SATCHEL_PUBLIC_URL")}
        # The tests sign up through the API on fresh instances: open sign-up (a new instance is
        # by invitation otherwise); a test of the modes passes its own in extra_env.
        env.update(SATCHEL_DATA_DIR=self.data_dir, SATCHEL_BCRYPT_COST="4", SATCHEL_SIGN_UP="open")
        if self.public_url:
            env["SATCHEL_PUBLIC_URL"] = self.url
        if self.database_url:
            env["DATABASE_URL"] = self.database_url
        env.update(self.extra_env)
        return env

    def start(self, wait: bool = True) -> "Satchel":
        self.log_path = os.path.join(self.log_dir or self.data_dir, f"serve-{self.port}.log")
        log = open(self.log_path, "ab")
        self.process = subprocess.Popen(
            [self.binary, "serve", "--hostname", "127.0.0.1", "--port", str(self.port)],
            env=self.env(), stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
        )
        if wait:
            self.wait_ready()
        return self

    def wait_ready(self, seconds: float = 90) -> None:
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.process and self.process.poll() is not None:
                raise AssertionError(f"satchel exited ({self.process.returncode}):\n{self.log_tail()}")
            try:
                if self.request("GET", "/ready").status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        raise AssertionError(f"satchel did not become ready on {self.url}:\n{self.log_tail()}")

    def kill(self) -> None:
        """kill -9: no shutdown, no flush, as in a power cut of the process."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.kill()

    def log_tail(self, lines: int = 40) -> str:
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as f:
                return "".join(f.readlines()[-lines:])
        except OSError:
            return ""

    def run(self, *arguments: str, timeout: float = 300) -> subprocess.CompletedProcess:
        """Another `satchel` command on the same data (backup, restore…)."""
        return subprocess.run([self.binary, *arguments], env=self.env(), capture_output=True, text=True, timeout=timeout)

    def request(self, method: str, path: str, token: str | None = None, body=None,
                headers: dict[str, str] | None = None, timeout: float = 30,
                raw: bytes | None = None, content_type: str = "application/octet-stream") -> Answer:
        data = None
        all_headers = {"Accept": "application/json"}
        if body is not None:
            data = json.dumps(body).encode()
            all_headers["Content-Type"] = "application/json"
        if raw is not None:
            data = raw
            all_headers["Content-Type"] = content_type
        if token:
            all_headers["Authorization"] = f"Bearer {token}"
        all_headers.update(headers or {})
        request = urllib.request.Request(self.url + path, data=data, method=method, headers=all_headers)
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return Answer(response.status, {k.lower(): v for k, v in response.headers.items()}, response.read())
        except urllib.error.HTTPError as error:
            return Answer(error.code, {k.lower(): v for k, v in error.headers.items()}, error.read())

    def sign_up(self, username: str | None = None) -> dict:
        username = username or "u" + secrets.token_hex(5)
        answer = self.request("POST", "/api/v1/accounts", body={
            "displayName": username.capitalize(), "username": username,
            "email": f"{username}@example.test", "password": "correct horse battery"})
        assert answer.status == 201, answer.body
        return answer.json()


@pytest.fixture(scope="session")
def satchel_bin() -> str:
    binary = os.environ.get("SATCHEL_BIN", "")
    if not binary or not os.access(binary, os.X_OK):
        pytest.fail("SATCHEL_BIN must name the built `satchel` binary (scripts/test sets it)", pytrace=False)
    return binary


@pytest.fixture
def data_dir() -> Iterator[str]:
    folder = tempfile.mkdtemp(prefix="satchel-ops-")
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def postgres_base() -> str | None:
    return os.environ.get("SATCHEL_TEST_DATABASE_URL") or None


def psql(url: str, sql: str, maintenance: bool = False) -> str:
    """Runs SQL with psql in the database of `url` (or its server's maintenance database)."""
    if maintenance:
        url = urllib.parse.urlunsplit(urllib.parse.urlsplit(url)._replace(path="/postgres"))
    result = subprocess.run(["psql", url, "-v", "ON_ERROR_STOP=1", "-Atc", sql], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.fixture
def postgres_databases() -> Iterator:
    """Makes fresh, empty PostgreSQL databases; all dropped afterwards."""
    base = postgres_base()
    if not base:
        if os.environ.get("CI") == "true":
            pytest.fail("SATCHEL_TEST_DATABASE_URL is not set", pytrace=False)
        pytest.skip("SATCHEL_TEST_DATABASE_URL is not set")
    made: list[str] = []

    def make() -> str:
        name = "satchel_ops_" + secrets.token_hex(4)
        psql(base, f'CREATE DATABASE "{name}"', maintenance=True)
        made.append(name)
        return urllib.parse.urlunsplit(urllib.parse.urlsplit(base)._replace(path="/" + name))

    yield make
    for name in made:
        drop_database(base, name)


def drop_database(base: str, name: str) -> None:
    """Drops a test database. A backend PostgreSQL started for itself on it (one the test role may
    not terminate) can hold it for a moment: try again, and leave it (it is a throw-away) with a
    warning rather than fail a test that passed."""
    for attempt in range(10):
        try:
            psql(base, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)', maintenance=True)
            return
        except AssertionError as error:
            last = error
            time.sleep(1)
    warnings.warn(f"could not drop {name}: {last}")


@pytest.fixture
def postgres_database(postgres_databases) -> str:
    """A fresh, empty PostgreSQL database."""
    return postgres_databases()


@pytest.fixture
def servers() -> Iterator[list[Satchel]]:
    """Servers a test starts; all stopped afterwards."""
    started: list[Satchel] = []
    yield started
    for server in started:
        server.stop()
