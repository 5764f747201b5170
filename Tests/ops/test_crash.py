"""kill -9 during a burst of writes: every write the server acknowledged survives, and the
database is consistent afterwards (SQLite and PostgreSQL)."""

from __future__ import annotations

import os
import sqlite3
import threading
import time

import pytest

from conftest import Satchel, psql


def burst_then_kill(server: Satchel, token: str, writers: int = 8, seconds: float = 3) -> set[str]:
    """Creates wishes from several threads, kills the server mid-burst; returns the names the
    server answered 201 for."""
    acknowledged: set[str] = set()
    lock = threading.Lock()
    stop = threading.Event()

    def write(writer: int) -> None:
        n = 0
        while not stop.is_set():
            name = f"w{writer}-{n}"
            n += 1
            try:
                answer = server.request("POST", "/api/v1/wishes", token=token, body={"name": name}, timeout=10)
            except OSError:
                return  # the server is gone
            if answer.status == 201:
                with lock:
                    acknowledged.add(name)

    threads = [threading.Thread(target=write, args=(w,), daemon=True) for w in range(writers)]
    for thread in threads:
        thread.start()
    time.sleep(seconds)
    server.kill()
    stop.set()
    for thread in threads:
        thread.join(15)
    return acknowledged


def inbox_names(server: Satchel, token: str) -> set[str]:
    answer = server.request("GET", "/api/v1/wishes", token=token)
    assert answer.status == 200, answer.body
    return {wish["name"] for wish in answer.json()}


@pytest.mark.parametrize("engine", ["sqlite", "postgresql"])
def test_every_acknowledged_write_survives_a_kill_9(engine, satchel_bin, data_dir, servers, request):
    database_url = request.getfixturevalue("postgres_database") if engine == "postgresql" else None
    server = Satchel(satchel_bin, data_dir, database_url)
    servers.append(server.start())
    ada = server.sign_up("ada")

    acknowledged = burst_then_kill(server, ada["token"])
    assert len(acknowledged) > 50, "the burst wrote too little to prove anything"
    print(f"{engine}: {len(acknowledged)} writes acknowledged before the kill")

    server.start()
    found = inbox_names(server, ada["token"])
    missing = acknowledged - found
    assert not missing, f"{len(missing)} acknowledged writes lost, e.g. {sorted(missing)[:5]}"

    if engine == "sqlite":
        with sqlite3.connect(os.path.join(data_dir, "satchel.sqlite")) as db:
            assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    else:
        count = psql(database_url, "SELECT count(*) FROM wishes").strip()
        assert int(count) == len(found), "the API and the table disagree"
    # Still writable after the crash.
    assert server.request("POST", "/api/v1/wishes", token=ada["token"], body={"name": "after"}).status == 201
