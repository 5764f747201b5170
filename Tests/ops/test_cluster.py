"""Two `satchel serve` processes on one PostgreSQL database, as behind a load balancer."""

from __future__ import annotations

import http.client
import os
import threading
import time

import pytest

from conftest import Satchel


@pytest.fixture
def pair(satchel_bin, data_dir, postgres_database, servers) -> tuple[Satchel, Satchel]:
    a = Satchel(satchel_bin, os.path.join(data_dir, "a"), postgres_database)
    b = Satchel(satchel_bin, os.path.join(data_dir, "b"), postgres_database)
    os.makedirs(a.data_dir)
    os.makedirs(b.data_dir)
    # Started together on an empty database: both migrate on start, one after the other.
    servers.extend([a.start(wait=False), b.start(wait=False)])
    a.wait_ready()
    b.wait_ready()
    return a, b


def first_event(server: Satchel, token: str, seconds: float = 15) -> threading.Thread:
    """Listens to the server-sent event stream in the background; `.events` collects the
    event names after the opening `unread`."""
    listener = threading.Thread(daemon=True)
    listener.events = []  # type: ignore[attr-defined]
    listener.ready = threading.Event()  # type: ignore[attr-defined]

    def listen() -> None:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=seconds)
        connection.request("GET", "/api/v1/notifications/stream",
                           headers={"Accept": "text/event-stream", "Authorization": f"Bearer {token}"})
        response = connection.getresponse()
        deadline = time.time() + seconds
        try:
            while time.time() < deadline:
                line = response.fp.readline().decode().strip()
                if line.startswith("event:"):
                    name = line.split(":", 1)[1].strip()
                    if name == "unread" and not listener.ready.is_set():
                        listener.ready.set()
                        continue
                    listener.events.append(name)
                    return
        except OSError:
            pass
        finally:
            listener.ready.set()
            connection.close()

    listener.run = listen  # type: ignore[method-assign]
    listener.start()
    return listener


def test_instances_started_together_both_migrate_and_serve(pair):
    a, b = pair
    assert a.request("GET", "/ready").status == 200
    assert b.request("GET", "/ready").status == 200


def test_a_notification_raised_on_one_instance_reaches_a_stream_on_the_other(pair):
    a, b = pair
    ada = a.sign_up("ada")
    bob = b.sign_up("bob")
    listener = first_event(b, ada["token"])
    assert listener.ready.wait(15), "the stream on b did not open"
    answer = a.request("POST", "/api/v1/friend-requests", token=bob["token"], body={"username": "ada"})
    assert answer.status in (200, 201, 204), answer.body
    listener.join(15)
    assert listener.events == ["notification"]


def test_a_session_works_on_either_instance_and_a_sign_out_ends_it_on_both(pair):
    a, b = pair
    ada = a.sign_up("ada")
    assert b.request("GET", "/api/v1/me", token=ada["token"]).status == 200
    assert b.request("GET", "/api/v1/me", token=ada["token"]).status == 200  # now in b's memory
    assert a.request("DELETE", "/api/v1/sessions/current", token=ada["token"]).status == 204
    deadline = time.time() + 3  # b's cache would keep it for 10 s without a's message
    while b.request("GET", "/api/v1/me", token=ada["token"]).status != 401:
        assert time.time() < deadline, "b still accepts a token signed out on a"
        time.sleep(0.1)


def test_password_guesses_are_counted_across_instances(pair):
    a, b = pair
    a.sign_up("ada")
    statuses = []
    for attempt in range(8):
        server = (a, b)[attempt % 2]
        answer = server.request("POST", "/api/v1/sessions", body={"login": "ada", "password": f"wrong {attempt}"})
        statuses.append(answer.status)
    # Five failures are free; after that the name is locked on every instance. Counted per
    # instance, each would have seen only four.
    assert statuses[:5] == [401] * 5
    assert statuses[6:] == [429, 429], statuses
