"""Browser test: the push devices section of the settings page."""

from __future__ import annotations

import base64
import os

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from playwright.sync_api import expect


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def test_a_browser_subscription_is_listed_in_settings_and_can_be_stopped(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.goto("/settings")
    section = page.locator("section[data-push]")
    expect(section.get_by_role("heading", name="Push notifications")).to_be_visible()
    # Chromium has service workers and the Push API: the page offers to turn push on.
    expect(section.get_by_role("button", name="Turn on notifications in this browser")).to_be_visible()
    expect(section).to_contain_text("No browser or phone gets push notifications yet.")

    # What the button sends once the browser's push service has answered (the push service
    # itself is not reachable from the test machine): the subscription, with the page's session.
    key = ec.generate_private_key(ec.SECP256R1()).public_key().public_bytes(
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
    status = page.evaluate(
        """async ([p256dh, auth]) => {
            const csrf = document.querySelector('meta[name="csrf-token"]').content;
            const response = await fetch("/api/v1/push/web-subscriptions", {
                method: "POST",
                headers: {"Content-Type": "application/json", "Accept": "application/json", "X-CSRF-Token": csrf},
                body: JSON.stringify({endpoint: "https://fcm.googleapis.com/fcm/send/browser-test", keys: {p256dh, auth}}),
            });
            return response.status;
        }""",
        [b64u(key), b64u(os.urandom(16))],
    )
    assert status == 201

    page.reload()
    device = section.locator("li")
    expect(device).to_have_count(1)
    expect(device).to_contain_text("Browser")
    device.get_by_role("button", name="Stop").click()
    expect(page.get_by_text("Notifications are no longer pushed to that device.")).to_be_visible()
    expect(page.locator("section[data-push] li")).to_have_count(0)
