"""Browser test of fixing a place's facts and the "open at…" filter on a phone in Helsinki
(issue 42): someone suggests new hours, the person who added the place accepts them from the
review queue the Eats menu links to (a
moderator may too: the Swift tests cover moderators, this server has no administrator to sign
in as), the place shows them, and "open at" keeps it only when it is open then."""

from __future__ import annotations

import re
import secrets

from playwright.sync_api import expect

from test_eats_journey import choose_place
from test_wish_editing import PHONE

ZONE = "Europe/Helsinki"


def test_suggested_hours_accepted_show_and_open_at_follows_them(sign_up):
    tag = secrets.token_hex(3)
    cuisine = "fika_" + "".join(chr(ord("a") + int(c, 16) % 26) for c in tag)
    name = f"Korjaamo {tag}"

    ada = sign_up("ada", ZONE)
    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto("/eats/new")
    page.get_by_label("Name", exact=True).fill(name)
    page.get_by_label("Cuisines").fill(cuisine)
    page.get_by_label("Latitude").fill("60.16952")
    page.get_by_label("Longitude").fill("24.93545")
    page.get_by_label("Opening hours").fill("Mo-Fr 11:00-14:00")
    page.get_by_role("button", name="Save restaurant").click()
    page.wait_for_url(re.compile(r"/eats/restaurants/[0-9a-f-]{36}"))
    restaurant = page.url.split("?")[0]

    bob = sign_up("bob", ZONE)
    other = bob.page
    other.set_viewport_size(PHONE)
    other.goto(restaurant)
    other.get_by_role("link", name="Suggest a change").click()
    hours = other.get_by_label("Opening hours")
    expect(hours).to_have_value("Mo-Fr 11:00-14:00")
    hours.fill("Sa 07:00 till late")
    other.get_by_role("button", name="Send suggestion").click()
    expect(other.locator("#f-openingHours-error")).to_contain_text("cannot be read")
    expect(other.get_by_label("Opening hours")).to_have_value("Sa 07:00 till late")
    other.get_by_label("Opening hours").fill("Sa 07:00-09:00")
    other.get_by_label("Why (optional)").fill("New weekend breakfast")
    other.get_by_role("button", name="Send suggestion").click()
    expect(other.get_by_role("status")).to_contain_text("your suggestion was sent")

    # The Eats menu leads to the review queue: the place, its hours old → new.
    page.goto("/eats?near=60.16952,24.93545&place=Helsinki")
    page.get_by_role("link", name="To review (1)").click()
    expect(page.locator(".suggestion")).to_contain_text("Mo-Fr 11:00-14:00 → Sa 07:00-09:00")
    expect(page.locator(".suggestion")).to_contain_text(name)
    expect(page.locator(".suggestion")).to_contain_text("New weekend breakfast")
    page.get_by_role("button", name="Accept").click()
    expect(page.get_by_role("status")).to_contain_text("Suggestion accepted")
    page.goto(restaurant)
    expect(page.locator("main")).to_contain_text("07:00")
    expect(page.locator("main")).not_to_contain_text("11:00")

    # Open at…: Saturday 08:00 on Bob's clock (Helsinki) finds it; Saturday 12:00 does not.
    other.goto(f"/eats?near=60.16952,24.93545&place=Helsinki&radius=500&cuisine={cuisine}")
    # The filters are open: a cuisine is chosen.
    with other.expect_navigation():
        other.get_by_label("Time", exact=True).fill("08:00")
    with other.expect_navigation():
        other.get_by_label("Day", exact=True).select_option("sa")
    expect(other.get_by_role("link", name=name)).to_be_visible()
    expect(other.get_by_label("Day", exact=True)).to_have_value("sa")
    other.goto(f"/eats?near=60.16952,24.93545&place=Helsinki&radius=500&cuisine={cuisine}&openDay=sa&openTime=12:00")
    expect(other.locator("main")).to_contain_text(re.compile("No restaurants|Nothing"))
    expect(other.get_by_role("link", name=name)).to_have_count(0)
