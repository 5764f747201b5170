"""Browser tests of Spots on a phone: acting on an alert from the inbox, the day view's
"Any time" reminders and coming back to it after an edit, and sorting as soon as chosen."""

from __future__ import annotations

import datetime
import re

from playwright.sync_api import Page, expect

from test_live_badge import LIVE_UPDATE_TIMEOUT_MS, open_with_live_stream
from test_spots_journey import FAR_AWAY, STOCKHOLM
from test_wish_editing import PHONE


def new_reminder(page: Page, title: str, *, place: dict | None = None, date: str | None = None,
                 time: str | None = None, zone: str | None = None) -> str:
    page.goto("/spots/new")
    form = page.locator("form.reminder-form")
    form.get_by_label("What").fill(title)
    if date:
        form.get_by_label("Date").fill(date)
        form.get_by_label("Time", exact=True).fill(time or "09:00")
    if zone:
        form.get_by_label("Time zone").select_option(zone)
    if place:
        form.get_by_label("Latitude").fill(str(place["latitude"]))
        form.get_by_label("Longitude").fill(str(place["longitude"]))
        form.get_by_label("Place name").fill("Stockholm")
        form.get_by_label("Radius (metres)").fill("300")
    form.get_by_role("button", name="Add reminder").click()
    page.wait_for_url(re.compile(r"/spots/[0-9a-f-]{36}(\?.*)?$"))
    return "/spots/" + page.url.split("/spots/")[1].split("?")[0]


def test_an_alert_is_snoozed_and_checked_off_from_the_inbox(sign_up, base_url):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.context.grant_permissions(["geolocation"], origin=base_url)
    page.context.set_geolocation(FAR_AWAY)
    reminder = new_reminder(page, "Buy stamps", place=STOCKHOLM)

    open_with_live_stream(page, "/spots")
    page.get_by_role("button", name="Turn on place alerts").click()
    page.context.set_geolocation(STOCKHOLM)
    expect(page.locator("#unread-badge")).to_have_text("1", timeout=LIVE_UPDATE_TIMEOUT_MS)

    page.goto("/notifications")
    row = page.locator("#inbox li", has_text="Buy stamps")
    # Done in sight; the snoozes in the row's menu.
    row.locator("details.row-menu > summary").click()
    for name in ["Done", "In an hour", "Tomorrow morning", "Next time I'm here"]:
        expect(row.get_by_role("button", name=re.compile(re.escape(name), re.IGNORECASE))).to_be_visible()
        expect(row.get_by_role("button", name=re.compile(re.escape(name), re.IGNORECASE))).to_have_text(name)
    row.get_by_role("button", name=re.compile("^Remind me next time I'm here")).click()
    expect(page.get_by_role("status")).to_contain_text("Snoozed till you are there next time.")
    page.goto(reminder)
    expect(page.locator("main")).to_contain_text("till you are there next time")

    page.goto("/notifications")
    row = page.locator("#inbox li", has_text="Buy stamps")
    row.locator("details.row-menu > summary").click()
    row.get_by_role("button", name=re.compile("^Remind me in an hour")).click()
    expect(page.get_by_role("status")).to_contain_text("Snoozed: you are reminded again in an hour.")
    page.goto(reminder)
    expect(page.locator("main")).to_contain_text(re.compile(r"Snoozed\s*till "))

    page.goto("/notifications")
    page.locator("#inbox li", has_text="Buy stamps").get_by_role("button", name=re.compile("^Done")).click()
    expect(page.get_by_role("status")).to_contain_text("Checked off.")
    page.goto(reminder)
    expect(page.get_by_role("button", name="Undo")).to_be_visible()
    expect(page.locator("main")).not_to_contain_text("Snoozed")


def test_the_day_view_shows_any_time_reminders_and_an_edit_comes_back_to_it(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)
    today = datetime.date.fromisoformat(page.evaluate("new Date().toLocaleDateString('en-CA')"))
    new_reminder(page, "Pick up parcel", place=STOCKHOLM)  # a place, no time
    new_reminder(page, "Dentist", date=(today + datetime.timedelta(days=1)).isoformat(), time="10:00")

    page.goto("/spots/days")
    any_time = page.locator("section.any-time")
    expect(any_time.get_by_role("heading", name="Any time")).to_be_visible()
    expect(any_time).to_contain_text("Pick up parcel")
    expect(page.locator("section.day", has_text="Dentist").get_by_role("heading")).to_have_text("Tomorrow")

    # Opened from the day view, edited, saved: back on the day view.
    page.get_by_role("link", name="Dentist").click()
    expect(page.get_by_role("link", name="← By day")).to_be_visible()
    page.get_by_role("link", name="Edit").click()
    page.locator("form.reminder-form").get_by_label("What").fill("Dentist at ten")
    page.get_by_role("button", name="Save").click()
    page.wait_for_url(re.compile(r"/spots/days(\?.*)?$"))
    expect(page.get_by_role("link", name="Dentist at ten")).to_be_visible()


def test_sorting_applies_when_chosen_and_rows_show_a_zone_only_when_not_mine(sign_up):
    ada = sign_up("ada", timezone_id="Asia/Kolkata")
    page = ada.page
    page.set_viewport_size(PHONE)
    today = datetime.date.fromisoformat(page.evaluate("new Date().toLocaleDateString('en-CA')"))
    tomorrow = (today + datetime.timedelta(days=1)).isoformat()
    new_reminder(page, "Zebra crossing check", date=tomorrow, time="08:00")
    new_reminder(page, "Apple harvest", date=tomorrow, time="09:00", zone="Europe/Stockholm")

    page.goto("/spots")
    rows = page.locator("ul.reminders > li")
    expect(rows.filter(has_text="Zebra crossing check")).not_to_contain_text("Kolkata")
    expect(rows.filter(has_text="Apple harvest")).to_contain_text("(Europe/Stockholm)")

    expect(page.get_by_role("button", name="Apply")).to_be_hidden()
    with page.expect_navigation():
        page.get_by_label("Sort by").select_option(label="Title")
    assert "sort=title" in page.url
    expect(page.locator("ul.reminders > li a").first).to_have_text("Apple harvest")


def test_the_service_worker_posts_a_buttons_body_to_its_own_site_only(sign_up, base_url):
    """What a pushed notification's button does (sw.js `act`): post the JSON body the server
    put on the button to its same-site address, with no session; anything else does nothing."""
    import json
    import secrets
    import urllib.request

    ada = sign_up("ada")
    page = ada.page
    # Every page registers the worker (reading offline), so it may be running already.
    page.evaluate("navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready)")
    worker = next((w for w in page.context.service_workers if w.url.endswith("/sw.js")), None) \
        or page.context.wait_for_event("serviceworker", timeout=15000)
    worker.evaluate("() => new Promise((ok) => self.satchelAct ? ok() : self.addEventListener('activate', ok))")

    # A body that does something visible without a session: signing someone up.
    name = f"sw{secrets.token_hex(4)}"
    body = json.dumps({"displayName": "Sw", "username": name, "email": f"{name}@example.test", "password": "Tall-Maple-quiet-river"})
    button = {"action": "go", "title": "Go", "url": "/api/v1/accounts", "body": body}
    assert worker.evaluate("(button) => self.satchelAct({ actions: [button] }, 'go')", button) is True
    signed_in = urllib.request.urlopen(urllib.request.Request(
        base_url + "/api/v1/sessions", method="POST", headers={"Content-Type": "application/json"},
        data=json.dumps({"login": name, "password": "Tall-Maple-quiet-river"}).encode()))
    assert signed_in.status in (200, 201)

    # Another site's address, an unknown button, a refused token: nothing done, false.
    elsewhere = dict(button, url="https://example.com/api/v1/accounts")
    assert worker.evaluate("(button) => self.satchelAct({ actions: [button] }, 'go')", elsewhere) is False
    assert worker.evaluate("(button) => self.satchelAct({ actions: [button] }, 'other')", button) is False
    refused = {"action": "done", "title": "Done", "url": "/api/v1/spots/alerts",
               "body": json.dumps({"token": "not-a-token", "action": "done"})}
    assert worker.evaluate("(button) => self.satchelAct({ actions: [button] }, 'done')", refused) is False
