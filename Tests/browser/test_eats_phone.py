"""Browser tests of Eats on a phone: an unknown place says so even with a place remembered,
and rows and pages show the street and opening hours as people say them."""

from __future__ import annotations

import datetime
import re
import secrets
from zoneinfo import ZoneInfo

from playwright.sync_api import expect

from test_eats_journey import choose_place
from test_wish_editing import PHONE


def test_an_unknown_place_says_so_even_when_a_place_is_remembered(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto("/eats")
    choose_place(page, "Helsin", r"^Helsinki")
    expect(page.locator(".where-current")).to_contain_text("Near Helsinki")

    page.goto("/eats")  # remembered
    expect(page.locator(".where-current")).to_contain_text("Near Helsinki")
    field = page.get_by_label("Or name a place")
    field.fill("Xyzzyville")
    page.get_by_role("button", name="Go").click()
    page.wait_for_load_state()
    expect(page.get_by_role("alert")).to_have_text(re.compile("^No place called “Xyzzyville” was found"))
    expect(page.locator("#results")).to_have_count(0)
    expect(page.get_by_label("Or name a place")).to_have_value("Xyzzyville")


def expected_hours_line(now: datetime.datetime) -> str:
    """What a place open 10:00–18:00 every day says at `now` (Helsinki time)."""
    if 10 <= now.hour < 18:
        return "Open until 18:00"
    return "Closed · opens at 10:00" if now.hour < 10 else "Closed · opens tomorrow at 10:00"


def test_rows_show_the_street_and_hours_as_people_say_them(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto("/eats")
    choose_place(page, "Helsin", r"^Helsinki")
    name = f"Kahvila {secrets.token_hex(3)}"
    page.goto("/eats/new")
    page.get_by_label("Name", exact=True).fill(name)
    page.get_by_label("Address").fill("Testikatu 5, 00100 Helsinki")
    page.get_by_label("Latitude").fill("60.16952")
    page.get_by_label("Longitude").fill("24.93545")
    page.get_by_label("Opening hours").fill("Mo-Su 10:00-18:00")
    page.get_by_role("button", name="Save restaurant").click()
    page.wait_for_url(re.compile(r"/eats/restaurants/[0-9a-f-]{36}"))
    restaurant = page.url

    line = expected_hours_line(datetime.datetime.now(ZoneInfo("Europe/Helsinki")))
    page.goto("/eats")
    row = page.locator("#results > li", has=page.get_by_role("link", name=name))
    while row.count() == 0 and page.get_by_role("link", name="Load more").count():
        page.get_by_role("link", name="Load more").click()
        page.wait_for_timeout(300)
    expect(row).to_contain_text("Testikatu 5")
    expect(row).not_to_contain_text("00100")
    expect(row.locator(".state-pill")).to_have_text(line)
    expect(row).not_to_contain_text("Mo-Su")

    page.goto(restaurant)
    opening = page.locator(".opening")
    expect(opening.locator(".state-pill")).to_have_text(line)
    rows = opening.locator("table.opening-week tr")
    expect(rows).to_have_count(7)
    expect(rows.first.locator("th")).to_have_text("Monday")
    expect(rows.first.locator("td")).to_have_text("10:00–18:00")
    today = datetime.datetime.now(ZoneInfo("Europe/Helsinki")).strftime("%A")
    expect(opening.locator("tr[aria-current=date] th")).to_have_text(today)
    expect(opening).to_contain_text("Times on the restaurant's clock (Europe/Helsinki).")
    expect(page.locator("main")).not_to_contain_text("Mo-Su 10:00-18:00")
