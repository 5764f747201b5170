"""Spots on a phone in New York: one reminder with two places and a time window, made in the
form ("Add another place" brings a second place row), shows a pin at each place on the map."""

from __future__ import annotations

import re

from playwright.sync_api import expect

PHONE = {"width": 390, "height": 844}
# Two pharmacies in Manhattan, about 1.6 km apart.
UNION_SQUARE = ("40.735800", "-73.990600")
BRYANT_PARK = ("40.753600", "-73.983200")


def test_a_reminder_with_two_places_and_a_window_has_a_pin_at_each(sign_up):
    ada = sign_up("places", timezone_id="America/New_York")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto("/spots/new")
    form = page.locator("form.reminder-form")
    form.locator("input[name=title]").fill("Pick up the prescription")
    form.locator("input[name=label]").fill("Union Square pharmacy")
    form.locator("input[name=latitude]").fill(UNION_SQUARE[0])
    form.locator("input[name=longitude]").fill(UNION_SQUARE[1])
    form.get_by_role("button", name="Add another place").click()
    # The form comes back with what was typed and a row for place 2.
    expect(form.locator("input[name=label]")).to_have_value("Union Square pharmacy")
    form.locator("input[name=otherLabel0]").fill("Bryant Park pharmacy")
    form.locator("input[name=otherLatitude0]").fill(BRYANT_PARK[0])
    form.locator("input[name=otherLongitude0]").fill(BRYANT_PARK[1])
    form.locator("input[name=windowStart]").fill("08:00")
    form.locator("input[name=windowEnd]").fill("20:00")
    form.get_by_label("Only on weekdays (Monday to Friday)").check()
    form.locator("button.primary[type=submit]").click()
    page.wait_for_url(re.compile(r"/spots/[0-9a-f-]{36}(\?.*)?$"))
    facts = page.locator("dl")
    expect(facts).to_contain_text("Bryant Park pharmacy")
    expect(facts).to_contain_text("only 08:00–20:00, Monday to Friday")

    # The map drawn by Satchel (no tiles needed): a pin per place.
    page.route(re.compile(r".*/tiles/.*|.*tile\.openstreetmap\.org.*"), lambda route: route.abort())
    page.goto("/spots/map")
    pins = page.locator("svg.map a.map-pin")
    expect(pins).to_have_count(2)
    expect(page.locator("svg.map")).to_contain_text("Union Square pharmacy")
    expect(page.locator("svg.map")).to_contain_text("Bryant Park pharmacy")
