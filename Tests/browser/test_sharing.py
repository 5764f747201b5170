"""Browser tests on a phone: links made to be passed on — a friend invitation, a list
invitation and a collection's public page — have a Share button where the browser has the
Web Share API (phones do) and a Copy button everywhere."""

from __future__ import annotations

import datetime
import re

from playwright.sync_api import Page, expect

from test_wish_editing import PHONE, make_list

# Headless Chromium on Linux has no share sheet: this stands in for the browser's, with the
# Web Share API's contract (a promise; the data passed is what a share sheet would show).
FAKE_SHARE_SHEET = """
window.__shared = [];
navigator.share = (data) => { window.__shared.push(data); return Promise.resolve(); };
navigator.canShare = (data) => !!(data && data.url);
"""


def phone_with_share_sheet(person) -> Page:
    page = person.page.context.new_page()
    page.add_init_script(FAKE_SHARE_SHEET)
    page.set_viewport_size(PHONE)
    return page


def share_and_copy(page: Page, label: str) -> dict:
    """Presses Share… and then Copy beside the labelled link; returns what was shared."""
    field = page.get_by_label(label)
    url = field.input_value()
    assert re.match(r"^https?://", url), url
    page.get_by_role("button", name="Share…").click()
    shared = page.evaluate("window.__shared")
    assert len(shared) == 1 and shared[0]["url"] == url, shared
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("button", name="Copy", exact=True).click()
    expect(page.locator(".copy-status")).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == url
    return shared[0]


def test_a_friend_invitation_shares_from_the_phone_and_copies(sign_up):
    ada = sign_up("ada")
    page = phone_with_share_sheet(ada)
    page.goto("/friends/invitations")
    page.get_by_role("button", name="Create an invitation link").click()
    shared = share_and_copy(page, "Invitation link")
    assert ada.display_name in shared["text"], shared

    # A browser without a share sheet offers Copy only.
    ada.page.set_viewport_size(PHONE)
    ada.page.goto("/friends/invitations")
    ada.page.get_by_role("button", name="Create an invitation link").click()
    expect(ada.page.get_by_role("button", name="Copy", exact=True)).to_be_visible()
    expect(ada.page.get_by_role("button", name="Share…")).to_have_count(0)


def test_a_list_invitation_shares_with_the_lists_name(sign_up):
    ada = sign_up("ada")
    path = make_list(ada.page, "Wedding")
    page = phone_with_share_sheet(ada)
    page.goto(path)
    page.get_by_role("button", name="Invite someone not on Satchel").click()
    shared = share_and_copy(page, re.compile("^Invitation link"))
    assert shared["title"] == "Wedding" and "Wedding" in shared["text"], shared


def test_a_public_collection_link_shares_from_the_wish_page(sign_up):
    ada = sign_up("ada")
    page = phone_with_share_sheet(ada)
    page.goto("/funding/new")
    page.get_by_label("What are you collecting for?").fill("Canoe")
    page.get_by_label("Target amount").fill("9000")
    page.get_by_label("Why should friends chip in?").fill("Summers on the lake.")
    today = datetime.date.fromisoformat(page.evaluate("new Date().toLocaleDateString('en-CA')"))
    page.get_by_label("Deadline").fill((today + datetime.timedelta(days=10)).isoformat())
    page.get_by_label(re.compile("Allow a public link")).check()
    page.get_by_role("button", name="Collect money").click()
    page.wait_for_url(re.compile(r"/wishes/[0-9a-f-]{36}"))
    shared = share_and_copy(page, re.compile("^Public link"))
    assert "/f/" in shared["url"] and shared["title"] == "Canoe", shared
    # The link works for anyone, signed in or not.
    stranger = page.context.browser.new_context(viewport=PHONE, timezone_id="America/Los_Angeles")
    public = stranger.new_page()
    public.goto(shared["url"])
    expect(public.locator("h1")).to_have_text("Canoe")
    stranger.close()
