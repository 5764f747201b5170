"""Browser test on a phone: "Forgot your password?" from the sign-in page to a new password,
following the link in the mail a real SMTP server took (scripts/test starts one beside the
live server and names its folder in SATCHEL_MAIL_DIR); the phone that was signed in is signed
out, and an unknown name is answered just the same."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from test_wish_editing import PHONE

MAIL_DIR = os.environ.get("SATCHEL_MAIL_DIR")


def mail_to(address: str, subject: str, timeout: float = 30) -> dict:
    """The newest message to `address` with `subject` the SMTP server took, as Python's email
    package read it (waiting for the outbox to send it)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = []
        for path in Path(MAIL_DIR).glob("*.json"):
            record = json.loads(path.read_text())
            if record["to_address"] == address and record["subject"] == subject:
                found.append((int(path.stem), record))
        if found:
            return max(found, key=lambda pair: pair[0])[1]
        time.sleep(0.25)
    raise AssertionError(f"no mail “{subject}” to {address} within {timeout} s")


@pytest.mark.skipif(not MAIL_DIR, reason="the live server sends no mail (no SMTP sink: pip install aiosmtpd)")
def test_a_forgotten_password_is_set_again_from_the_mailed_link(sign_up, new_context, base_url):
    fern = sign_up("fern", timezone_id="Asia/Kolkata")
    old_phone = fern.page
    old_phone.set_viewport_size(PHONE)

    page = new_context("America/Los_Angeles").new_page()
    page.set_viewport_size(PHONE)
    page.goto("/sign-in")
    page.get_by_role("link", name="Forgot your password?").click()
    expect(page.get_by_role("heading", name="Forgot your password?")).to_be_visible()
    page.locator("input[name=login]").fill(fern.username)
    page.get_by_role("button", name="Send me a link").click()
    expect(page.get_by_role("heading", name="Check your email")).to_be_visible()
    expect(page.get_by_role("status")).to_contain_text(fern.username)
    Path(os.environ.get("SATCHEL_SCREENSHOTS", ".build/screenshots")).mkdir(parents=True, exist_ok=True)
    page.screenshot(path=os.path.join(os.environ.get("SATCHEL_SCREENSHOTS", ".build/screenshots"), "forgot-password-sent-390.png"))

    mail = mail_to(fern.email, "Set a new password for Satchel")
    assert mail["to_name"] == fern.display_name and not mail["defects"]
    link = re.search(r"https?://\S+/reset-password/[A-Za-z0-9_-]+", mail["text"]).group(0)
    assert link.startswith(base_url), link

    page.goto(link)
    expect(page.get_by_role("heading", name="Set a new password")).to_be_visible()
    # Too short first: said beside the field, the link still good.
    page.locator("input[name=password]").fill("short")
    page.get_by_role("button", name="Set the new password").click()
    expect(page.locator(".field-error")).to_be_visible()
    new_password = fern.password + "-new"
    page.locator("input[name=password]").fill(new_password)
    page.get_by_role("button", name="Set the new password").click()
    page.wait_for_url(re.compile(r"/sign-in\?done=password_reset$"))
    expect(page.get_by_role("status")).to_contain_text("Your new password is set")

    # The link works once.
    page.goto(link)
    expect(page.get_by_role("heading", name="This link no longer works")).to_be_visible()

    page.goto("/sign-in")
    page.locator("input[name=login]").fill(fern.username)
    page.locator("input[name=password]").fill(new_password)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_url(re.compile(r"/(\?.*)?$"))

    # The phone signed in before the reset is signed out.
    old_phone.goto("/wishes")
    expect(old_phone).to_have_url(re.compile(r"/sign-in"))
    assert mail_to(fern.email, "Your Satchel password was changed")


@pytest.mark.skipif(not MAIL_DIR, reason="the live server sends no mail (no SMTP sink: pip install aiosmtpd)")
def test_an_unknown_name_gets_the_same_answer(new_context):
    page = new_context().new_page()
    page.set_viewport_size(PHONE)
    page.goto("/forgot-password")
    page.locator("input[name=login]").fill("nobody-by-this-name")
    page.get_by_role("button", name="Send me a link").click()
    expect(page.get_by_role("heading", name="Check your email")).to_be_visible()
