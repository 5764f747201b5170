"""Times as people read them: the server runs in UTC, the browsers do not. A person's zone is
taken from the browser at sign-up, can be changed in settings, and every time shown (server
rendered or added live) is in it, in one format."""

from __future__ import annotations

import re
from datetime import datetime
from urllib.parse import quote
from zoneinfo import ZoneInfo

from playwright.sync_api import Page, expect

from test_live_badge import LIVE_UPDATE_TIMEOUT_MS, open_with_live_stream


def shown_as(iso: str, zone: str) -> str:
    """The server's English format (en-GB): "16 Jan 2026, 01:59"."""
    local = datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(ZoneInfo(zone))
    return f"{local.day} {local.strftime('%b %Y, %H:%M')}"


def first_inbox_time(page: Page) -> tuple[str, str]:
    time = page.locator("#inbox time").first
    expect(time).to_be_visible()
    return time.get_attribute("datetime") or "", time.inner_text()


def ask_to_be_friends(asker, asked) -> None:
    asker.page.goto(f"/friends?q={quote(asked.username)}")
    row = asker.page.locator("li", has_text=f"@{asked.username}")
    expect(row).to_have_count(1)
    row.get_by_role("button", name="Add friend").click()
    asker.page.wait_for_load_state()


def test_the_inbox_shows_the_persons_own_time_and_follows_a_change_in_settings(sign_up):
    ada = sign_up("ada", "Asia/Kolkata")
    bob = sign_up("bob", "America/Los_Angeles")
    ask_to_be_friends(bob, ada)

    ada.page.goto("/notifications")
    iso, text = first_inbox_time(ada.page)
    assert text == shown_as(iso, "Asia/Kolkata"), (iso, text)
    assert text != shown_as(iso, "UTC")

    # Her settings know the zone the browser gave at sign-up; she travels and changes it.
    ada.page.goto("/settings")
    form = ada.page.locator("form[action='/settings/time-zone']")
    # Chromium still calls Kolkata by its older name.
    expect(form.locator("select[name=timeZone]")).to_have_value(re.compile(r"^Asia/(Kolkata|Calcutta)$"))
    form.locator("select[name=timeZone]").select_option("America/New_York")
    form.get_by_role("button", name="Save").click()
    ada.page.wait_for_load_state()
    ada.page.goto("/notifications")
    iso, text = first_inbox_time(ada.page)
    assert text == shown_as(iso, "America/New_York"), (iso, text)


def test_a_row_added_live_reads_exactly_as_the_server_writes_it(sign_up):
    ada = sign_up("ada", "Asia/Kolkata")
    bob = sign_up("bob", "America/Los_Angeles")
    ask_to_be_friends(bob, ada)

    # Bob keeps his inbox open; Ada accepts, and the row arrives without a reload.
    open_with_live_stream(bob.page, "/notifications")
    ada.page.goto("/friends")
    incoming = ada.page.locator("section", has=ada.page.locator("#h-incoming"))
    incoming.locator("li", has_text=bob.display_name).get_by_role("button", name="Accept").click()
    ada.page.wait_for_load_state()
    live = bob.page.locator("#inbox li.fresh time").first
    expect(live).to_be_visible(timeout=LIVE_UPDATE_TIMEOUT_MS)
    live_text = live.inner_text()
    iso = live.get_attribute("datetime") or ""
    assert live_text == shown_as(iso, "America/Los_Angeles"), (iso, live_text)

    bob.page.reload()
    _, rendered = first_inbox_time(bob.page)
    assert rendered == live_text
