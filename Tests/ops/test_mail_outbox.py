"""The mail outbox survives kill -9: an invitation mailed while the SMTP server is down is
queued (beside the sign-up's address confirmation), the server is killed, the SMTP server comes
back, and the restarted server delivers each mail exactly once (SQLite and PostgreSQL)."""

from __future__ import annotations

import glob
import json
import os
import sqlite3
import time

import pytest

from conftest import Satchel, free_port, psql
from test_mail import smtp_sink

GUEST = "guest@example.test"


def outbox(engine: str, data_dir: str, database_url: str | None) -> list[tuple[str, int]]:
    """(status, attempts) of each row of the mail outbox, by kind."""
    sql = "SELECT status, attempts FROM mail_outbox ORDER BY kind"
    if engine == "sqlite":
        with sqlite3.connect(os.path.join(data_dir, "satchel.sqlite")) as db:
            return [(status, attempts) for status, attempts in db.execute(sql)]
    rows = psql(database_url, sql).split()
    return [(status, int(attempts)) for status, attempts in (row.split("|") for row in rows)]


@pytest.mark.parametrize("engine", ["sqlite", "postgresql"])
def test_mail_queued_while_the_smtp_server_is_down_survives_a_kill_9_and_arrives_once(engine, satchel_bin, data_dir, servers, request):
    database_url = request.getfixturevalue("postgres_database") if engine == "postgresql" else None
    smtp_port = free_port()  # nothing listens there until the sink starts
    server = Satchel(satchel_bin, data_dir, database_url, extra_env={
        "SATCHEL_SMTP_URL": f"smtp://localhost:{smtp_port}?tls=none&timeout=5",
        "SATCHEL_MAIL_FROM": "Satchel <satchel@example.test>"})
    servers.append(server.start())
    jana = server.sign_up("jana")
    assert server.request("PATCH", "/api/v1/me", token=jana["token"], body={"displayName": "Jana Novák"}).status == 200
    answer = server.request("POST", "/api/v1/invitations", token=jana["token"], body={"email": GUEST})
    assert answer.status == 201, answer.body
    invitation = answer.json()
    assert invitation["mailQueued"] is True

    server.kill()
    # The sign-up's confirmation and the invitation.
    assert [status for status, _ in outbox(engine, data_dir, database_url)] == ["pending", "pending"]

    received = os.path.join(data_dir, "sink")
    with smtp_sink(received, port=smtp_port):
        # Passes every second from now on, so "once" is checked against several.
        server.extra_env["SATCHEL_JOB_INTERVAL_SECONDS"] = "1"
        server.start()
        deadline = time.time() + 15
        while not os.path.exists(os.path.join(received, "2.json")):
            assert time.time() < deadline, f"the queued mail did not arrive:\n{server.log_tail()}"
            time.sleep(0.1)
        time.sleep(2)  # two more passes: none may send it again
        messages = sorted(glob.glob(os.path.join(received, "*.json")))
    mails = []
    for path in messages:
        with open(path, encoding="utf-8") as f:
            mails.append(json.load(f))
    assert len(mails) == 2, f"sent {len(mails)} mails for 2 queued"
    assert sorted(m["rcpt_tos"] == [GUEST] for m in mails) == [False, True], "each mail once"
    mail = next(m for m in mails if m["rcpt_tos"] == [GUEST])
    assert mail["from_name"] == "Jana Novák via Satchel"
    assert invitation["url"] in mail["text"]
    assert [status for status, _ in outbox(engine, data_dir, database_url)] == ["sent", "sent"]
