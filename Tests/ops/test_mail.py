"""`satchel admin send-test-mail` against a real SMTP server (scripts/smtp-sink.py, aiosmtpd):
success printed with the server's answer, a refusal printed in the server's own words with a
non-zero exit, and mail settings that cannot work refused at start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from conftest import Satchel, free_port

SINK = os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "smtp-sink.py")
pytest.importorskip("aiosmtpd", reason="needs aiosmtpd (pip install aiosmtpd; .ci/run installs it)")


@contextmanager
def smtp_sink(directory: str, *options: str, port: int = 0) -> Iterator[int]:
    """The sink on `port` (0: a free one), until the block ends; yields the port."""
    process = subprocess.Popen([sys.executable, SINK, "--dir", directory, "--port", str(port), *options])
    try:
        ready = os.path.join(directory, "ready")
        deadline = time.time() + 20
        while not os.path.exists(ready):
            assert process.poll() is None and time.time() < deadline, "smtp-sink.py did not start"
            time.sleep(0.05)
        with open(ready) as f:
            yield int(f.read())
    finally:
        process.terminate()
        process.wait(10)


def mailing(satchel_bin: str, data_dir: str, url: str) -> Satchel:
    return Satchel(satchel_bin, data_dir, None,
                   extra_env={"SATCHEL_SMTP_URL": url, "SATCHEL_MAIL_FROM": "Satchel <satchel@example.test>"})


def test_a_test_mail_arrives_and_the_servers_answer_is_printed(satchel_bin: str, data_dir: str):
    received = os.path.join(data_dir, "sink")
    with smtp_sink(received) as port:
        done = mailing(satchel_bin, data_dir, f"smtp://localhost:{port}?tls=none").run("admin", "send-test-mail", "ada@example.test")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "250" in done.stdout and "queued as sink-1" in done.stdout, done.stdout
    with open(os.path.join(received, "1.json")) as f:
        message = json.load(f)
    assert message["rcpt_tos"] == ["ada@example.test"] and message["from_name"] == "Satchel"
    assert message["subject"] == "Satchel test message" and message["html"] and message["text"]


def test_a_refusal_is_printed_in_the_servers_words(satchel_bin: str, data_dir: str):
    with smtp_sink(os.path.join(data_dir, "sink"), "--reject", "550 5.7.1 Relaying denied for you") as port:
        done = mailing(satchel_bin, data_dir, f"smtp://localhost:{port}?tls=none").run("admin", "send-test-mail", "ada@example.test")
    assert done.returncode != 0, done.stdout
    assert "550 5.7.1 Relaying denied for you" in done.stderr, done.stdout + done.stderr


def test_a_server_that_is_down_is_said_in_words(satchel_bin: str, data_dir: str):
    done = mailing(satchel_bin, data_dir, f"smtp://localhost:{free_port()}?tls=none&timeout=5").run("admin", "send-test-mail", "ada@example.test")
    assert done.returncode != 0, done.stdout
    assert "cannot reach localhost" in done.stderr, done.stdout + done.stderr


def test_without_mail_settings_the_command_says_what_to_set(satchel_bin: str, data_dir: str):
    done = Satchel(satchel_bin, data_dir, None).run("admin", "send-test-mail", "ada@example.test")
    assert done.returncode != 0
    assert "Mail is not configured: set SATCHEL_SMTP_URL and SATCHEL_MAIL_FROM" in done.stderr, done.stdout + done.stderr


def test_mail_settings_that_cannot_work_stop_the_start(satchel_bin: str, data_dir: str):
    done = mailing(satchel_bin, data_dir, "smtp://user:secret@mail.example.test?tls=maybe").run("admin", "send-test-mail", "ada@example.test")
    assert done.returncode != 0
    assert "SATCHEL_SMTP_URL: unknown option tls=maybe" in done.stderr, done.stdout + done.stderr
    assert "secret" not in done.stdout + done.stderr
