"""Web Push end to end: a real server pushes to a push service (a local stand-in) and the
message decrypts with the `http_ece` package as a browser would (RFC 8291); VAPID verifies;
a subscription the service says is gone is removed."""

from __future__ import annotations

import base64
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature

from conftest import Satchel, free_port

# Reads the messages as a browser does (pip install http-ece; .ci/run installs it).
http_ece = pytest.importorskip("http_ece")


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64u(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class PushService:
    """Accepts pushes like a browser vendor's push service; answers with `status`."""

    def __init__(self) -> None:
        self.port = free_port()
        self.received: list[tuple[dict[str, str], bytes]] = []
        self.status = 201
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                service.received.append(({k.lower(): v for k, v in self.headers.items()}, body))
                self.send_response(service.status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args) -> None:
                pass

        self.server = HTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def wait(self, count: int, seconds: float = 20) -> None:
        deadline = time.time() + seconds
        while len(self.received) < count:
            assert time.time() < deadline, f"no push arrived (got {len(self.received)})"
            time.sleep(0.1)


@pytest.fixture
def push_service():
    service = PushService()
    yield service
    service.server.shutdown()


def test_a_notification_reaches_the_push_service_encrypted_for_the_browser(satchel_bin, data_dir, servers, push_service):
    server = Satchel(satchel_bin, data_dir, None, extra_env={
        "SATCHEL_PUSH_ENDPOINTS": push_service.origin, "SATCHEL_JOB_INTERVAL_SECONDS": "1"})
    servers.append(server.start())
    ada = server.sign_up("ada")
    bob = server.sign_up("bob")

    # The browser: its own key pair and authentication secret.
    browser_key = ec.generate_private_key(ec.SECP256R1())
    p256dh = browser_key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
    auth = os.urandom(16)
    subscription = {"endpoint": push_service.origin + "/push/ada-firefox", "keys": {"p256dh": b64u(p256dh), "auth": b64u(auth)}}
    answer = server.request("POST", "/api/v1/push/web-subscriptions", token=ada["token"], body=subscription)
    assert answer.status == 201, answer.body

    assert server.request("POST", "/api/v1/friend-requests", token=bob["token"], body={"username": "ada"}).status in (200, 201, 204)
    push_service.wait(1)
    headers, body = push_service.received[0]

    assert headers["content-encoding"] == "aes128gcm"
    message = json.loads(http_ece.decrypt(body, private_key=browser_key, auth_secret=auth, version="aes128gcm"))
    assert message["kind"] == "friend.request" and message["link"] and "Bob" in message["body"]

    # VAPID (RFC 8292): an ES256 token for the push service's origin, signed by the key in k=.
    token, key = headers["authorization"].removeprefix("vapid t=").split(", k=")
    header_part, claims_part, signature = token.split(".")
    claims = json.loads(unb64u(claims_part))
    assert claims["aud"] == push_service.origin and claims["exp"] > time.time() + 11 * 3600
    public = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64u(key))
    raw = unb64u(signature)
    der = encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big"))
    public.verify(der, f"{header_part}.{claims_part}".encode(), ec.ECDSA(hashes.SHA256()))

    # The push service says the subscription is gone: Satchel forgets it.
    push_service.status = 410
    carol = server.sign_up("carol")
    server.request("POST", "/api/v1/friend-requests", token=carol["token"], body={"username": "ada"})
    push_service.wait(2)
    deadline = time.time() + 10
    while server.request("GET", "/api/v1/push/devices", token=ada["token"]).json():
        assert time.time() < deadline, "the gone subscription is still listed"
        time.sleep(0.2)


def test_a_pushed_place_alerts_buttons_act_without_a_session(satchel_bin, data_dir, servers, push_service):
    """A place alert is pushed with Done and "Next time I'm here"; posting what a button carries,
    as the service worker does (no session), checks the reminder off."""
    import datetime

    server = Satchel(satchel_bin, data_dir, None, extra_env={
        "SATCHEL_PUSH_ENDPOINTS": push_service.origin, "SATCHEL_JOB_INTERVAL_SECONDS": "1"})
    servers.append(server.start())
    ada = server.sign_up("ada")
    browser_key = ec.generate_private_key(ec.SECP256R1())
    p256dh = browser_key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
    auth = os.urandom(16)
    subscription = {"endpoint": push_service.origin + "/push/ada-phone", "keys": {"p256dh": b64u(p256dh), "auth": b64u(auth)}}
    assert server.request("POST", "/api/v1/push/web-subscriptions", token=ada["token"], body=subscription).status == 201

    made = server.request("POST", "/api/v1/spots/reminders", token=ada["token"], body={
        "title": "Buy stamps", "place": {"latitude": 59.32938, "longitude": 18.06871, "label": "Post office", "radius": 200}})
    assert made.status == 201, made.body
    reminder = made.json()["id"]
    now = datetime.datetime.now(datetime.timezone.utc)
    for seconds, lat in ((20, 59.36), (0, 59.32938)):  # far away, then at the post office
        stamp = (now - datetime.timedelta(seconds=seconds)).isoformat().replace("+00:00", "Z")
        answer = server.request("POST", "/api/v1/spots/positions", token=ada["token"],
                                body={"latitude": lat, "longitude": 18.06871, "accuracy": 10, "timestamp": stamp})
        assert answer.status == 200, answer.body
    push_service.wait(1)
    _, body = push_service.received[-1]
    message = json.loads(http_ece.decrypt(body, private_key=browser_key, auth_secret=auth, version="aes128gcm"))
    assert message["kind"] == "spots.arrived"
    assert [(a["action"], a["title"]) for a in message["actions"]] == [("done", "Done"), ("next_visit", "Next time I'm here")]

    done = next(a for a in message["actions"] if a["action"] == "done")
    assert done["url"] == "/api/v1/spots/alerts"
    answer = server.request("POST", done["url"], raw=done["body"].encode(), content_type="application/json")
    assert answer.status == 204, answer.body
    after = server.request("GET", f"/api/v1/spots/reminders/{reminder}", token=ada["token"]).json()
    assert after.get("doneAt"), after
