"""Browser test: a place reminder chosen on the map and by search fires live when the
browser's (scripted) position moves inside its radius."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from test_live_badge import LIVE_UPDATE_TIMEOUT_MS, open_with_live_stream

STOCKHOLM = {"latitude": 59.32938, "longitude": 18.06871, "accuracy": 10}
# About 3 km north of the centre: well outside a 300 m radius.
FAR_AWAY = {"latitude": 59.35638, "longitude": 18.06871, "accuracy": 10}
# About 1 km north: still well outside.
NEARBY_BUT_OUTSIDE = {"latitude": 59.33838, "longitude": 18.06871, "accuracy": 10}


def test_a_place_reminder_made_by_map_and_search_fires_live_on_arrival(sign_up, base_url):
    ada = sign_up("ada")
    page = ada.page
    page.context.grant_permissions(["geolocation"], origin=base_url)
    page.context.set_geolocation(FAR_AWAY)

    page.goto("/spots/new")
    form = page.locator("form.reminder-form")
    form.get_by_label("What").fill("Buy milk")

    # Tapping the map puts the place there.
    form.locator("svg.map-picker").click(position={"x": 200, "y": 150})
    expect(form.get_by_label("Latitude")).not_to_have_value("")
    expect(form.locator("[data-picked] circle")).to_have_count(2)

    # Searching by name, picked with the keyboard, moves it to the city.
    search = form.get_by_label("Search a place")
    search.type("Stockh", delay=40)
    option = page.get_by_role("option", name=re.compile(r"^Stockholm, .*Sweden"))
    expect(option.first).to_be_visible()
    search.press("ArrowDown")
    search.press("Enter")
    expect(form.get_by_label("Latitude")).to_have_value(re.compile(r"^59\.329"))
    expect(form.get_by_label("Place name")).to_have_value("Stockholm")
    form.get_by_label("Radius (metres)").fill("300")
    form.get_by_role("button", name="Add reminder").click()
    page.wait_for_url(re.compile(r"/spots/[0-9a-f-]{36}"))
    expect(page.get_by_text("on arriving at Stockholm")).to_be_visible()

    # Turning place alerts on starts position reports; far away nothing happens.
    open_with_live_stream(page, "/spots")
    badge = page.locator("#unread-badge")
    expect(badge).to_be_hidden()
    page.context.set_geolocation(NEARBY_BUT_OUTSIDE)
    with page.expect_response(lambda r: "/api/v1/spots/positions" in r.url, timeout=15_000) as far:
        page.get_by_role("button", name="Turn on place alerts").click()
    assert far.value.status == 200
    assert far.value.json() == {"status": "accepted", "fired": []}
    expect(page.get_by_role("status").filter(has_text="Place alerts are on")).to_be_visible()
    expect(badge).to_be_hidden()

    # Walking into the radius raises the notification, live.
    page.context.set_geolocation(STOCKHOLM)
    expect(badge).to_have_text("1", timeout=LIVE_UPDATE_TIMEOUT_MS)
    page.goto("/notifications")
    expect(page.get_by_text("You are at Stockholm: Buy milk")).to_be_visible()
