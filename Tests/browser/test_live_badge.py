"""Browser tests: what a person sees in a real Chromium, against a running Satchel."""

from __future__ import annotations

import re
from urllib.parse import quote, urlparse

from playwright.sync_api import Page, expect

from conftest import fill_sign_up_form, unique_person_details

LIVE_UPDATE_TIMEOUT_MS = 10_000


def open_with_live_stream(page: Page, path: str) -> None:
    """Loads `path` and waits until the page's live notification stream has answered, so that
    events sent from then on reach this page (the server subscribes before it answers)."""
    with page.expect_response(lambda r: "/notifications/stream" in r.url, timeout=15_000) as stream:
        page.goto(path)
    assert stream.value.status == 200, f"GET {stream.value.url} answered {stream.value.status}"
    assert stream.value.headers.get("content-type", "").startswith("text/event-stream")


def test_unread_badge_updates_live_when_a_friend_request_is_accepted_without_reload(sign_up):
    alice = sign_up("alice")
    bob = sign_up("bob")

    # Alice finds Bob and asks to be friends.
    alice.page.goto(f"/friends?q={quote(bob.username)}")
    row = alice.page.locator("li", has_text=f"@{bob.username}")
    expect(row).to_have_count(1)
    row.get_by_role("button", name="Add friend").click()
    alice.page.wait_for_load_state()

    # Alice keeps a page open; her badge is hidden, since nothing happened to her yet.
    open_with_live_stream(alice.page, "/")
    badge = alice.page.locator("#unread-badge")
    expect(badge).to_be_hidden()
    expect(badge).to_have_attribute("hidden", re.compile(".*"))
    url_before = alice.page.url
    alice.page.evaluate("window.__satchelNotReloaded = true")

    # Bob sees the request (reloading is fine for him) and accepts it.
    bob.page.goto("/friends")
    incoming = bob.page.locator("section", has=bob.page.locator("#h-incoming"))
    request_row = incoming.locator("li", has_text=alice.display_name)
    expect(request_row).to_have_count(1)
    request_row.get_by_role("button", name="Accept").click()
    bob.page.wait_for_load_state()
    expect(bob.page.locator("#h-incoming")).to_have_count(0)

    # Alice's badge turns to 1 by itself, over server-sent events: no reload, no navigation.
    expect(badge).to_be_visible(timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(badge).to_have_text("1", timeout=LIVE_UPDATE_TIMEOUT_MS)
    assert alice.page.url == url_before
    assert alice.page.evaluate("window.__satchelNotReloaded === true"), "Alice's page was reloaded"


def test_sign_up_with_a_short_password_keeps_the_username_and_shows_the_error_at_the_password(
    new_context,
):
    page = new_context().new_page()
    display_name, username, email, _ = unique_person_details("carol")

    fill_sign_up_form(page, display_name, username, email, "short")
    page.wait_for_load_state()

    # Still on the form, not signed in.
    expect(page.locator("input[name=password]")).to_have_count(1)
    assert urlparse(page.url).path == "/sign-up", f"expected to stay on the form, got {page.url}"

    # The error stands next to the password field…
    password_field = page.locator(".field.has-error", has=page.locator("input[name=password]"))
    expect(password_field).to_have_count(1)
    error = password_field.locator(".field-error")
    expect(error).to_be_visible()
    expect(error).to_have_text(re.compile(r"at least \d+ characters", re.IGNORECASE))

    # …and only there: the other fields were fine.
    username_field = page.locator(".field", has=page.locator("input[name=username]"))
    expect(username_field.locator(".field-error")).to_have_count(0)

    # What the person typed is kept (but never the password).
    expect(page.locator("input[name=username]")).to_have_value(username)
    expect(page.locator("input[name=displayName]")).to_have_value(display_name)
    expect(page.locator("input[name=email]")).to_have_value(email)
    expect(page.locator("input[name=password]")).to_have_value("")
