"""A new administrator's first `satchel serve`, on an empty data folder with no settings but the
folder: every page leads to creating the administrator, the API says sign-up needs an invitation
(the default), the first administrator is made once, and the folder and database are the
owner's alone."""

from __future__ import annotations

import http.client
import os
import stat

from conftest import Satchel


def get(server: Satchel, path: str) -> http.client.HTTPResponse:
    # http.client, not urllib: the redirect itself is what is checked.
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    connection.request("GET", path, headers={"Accept": "text/html"})
    return connection.getresponse()


def test_a_fresh_instance_leads_to_the_administrator_and_is_private(satchel_bin, data_dir):
    data = os.path.join(data_dir, "data")
    server = Satchel(satchel_bin, data, None, log_dir=data_dir, public_url=False,
                     extra_env={"SATCHEL_SIGN_UP": "invitation"})
    server.start()
    try:
        for path in ("/", "/wishes", "/sign-up"):
            answer = get(server, path)
            assert answer.status == 303 and answer.getheader("Location") == "/setup", (path, answer.status, answer.getheader("Location"))
        assert get(server, "/setup").status == 200
        assert get(server, "/health").status == 200, "health is never redirected"
        rules = server.request("GET", "/api/v1/sign-up").json()
        assert rules["mode"] == "invitation" and rules["needsInvitation"] is True
        admin = {"displayName": "Owner", "username": "owner", "email": "owner@example.org", "password": "Tall-Maple-0123456"}
        made = server.request("POST", "/api/v1/setup/administrator", body=admin)
        assert made.status == 201, made.body
        assert made.json()["user"]["isAdmin"] is True
        again = server.request("POST", "/api/v1/setup/administrator", body={**admin, "username": "second", "email": "s@example.org"})
        assert again.status == 409
        assert get(server, "/").getheader("Location") != "/setup", "the first start is over"
        assert get(server, "/setup").status == 404
        people = server.request("GET", "/api/v1/admin/people", token=made.json()["token"])
        assert people.status == 200 and [p["username"] for p in people.json()["items"]] == ["owner"]
        stranger = server.request("POST", "/api/v1/accounts",
                                  body={"displayName": "S", "username": "stranger", "email": "st@example.org", "password": "Tall-Maple-0123456"})
        assert stranger.status == 403, "a new instance takes members by invitation only"
        assert stat.S_IMODE(os.stat(data).st_mode) == 0o700
        assert stat.S_IMODE(os.stat(os.path.join(data, "satchel.sqlite")).st_mode) == 0o600
    finally:
        server.stop()
