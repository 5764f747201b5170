"""Browser test of sorting a list and of received wishes (issue 41), on a phone, in zones away
from UTC: the owner sorts a list by price (the order stays in the address), marks a wish a
friend reserved received, finds it on Received with the day in the browser's zone, and puts it
back; the friend who reserved it is told it arrived."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from test_funding_journey import befriend
from test_giving import priced_wish, shared_list
from test_wish_editing import PHONE


def test_a_list_sorted_by_price_and_a_reserved_wish_received_and_told_to_the_giver(sign_up):
    ada = sign_up("ada", timezone_id="Pacific/Auckland")
    bob = sign_up("bob", timezone_id="America/Los_Angeles")
    befriend(ada, bob)
    path = shared_list(ada, [bob], "Birthday")
    kite = priced_wish(ada, "Kite", "300", "Birthday")
    priced_wish(ada, "Ball", "100", "Birthday")
    priced_wish(ada, "Book", "200", "Birthday")

    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto(path)
    page.get_by_role("navigation", name="Sort").get_by_role("link", name="Price").click()
    page.wait_for_url(re.compile(r"\?sort=price$"))
    assert page.locator("ul#wishes > li .wish-name").all_inner_texts() == ["Ball", "Book", "Kite"]
    page.reload()
    assert page.locator("ul#wishes > li .wish-name").all_inner_texts() == ["Ball", "Book", "Kite"]

    # Bob reserves the kite.
    bob.page.set_viewport_size(PHONE)
    bob.page.goto(kite)
    bob.page.get_by_role("button", name="I'll give this").click()
    bob.page.wait_for_load_state()

    # Ada got it.
    page.goto(kite)
    page.get_by_role("button", name="I got it").click()
    expect(page.locator("h1")).to_have_text("Received")
    row = page.locator("#received li", has_text="Kite")
    expect(row).to_contain_text("from Birthday")
    # The day as the browser's zone has it (in Auckland it is often another day than in UTC).
    weekday = page.evaluate("new Date().toLocaleDateString('en-US', {weekday: 'long'})")
    expect(row.locator(".received-day")).to_contain_text(weekday)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.goto(path)
    expect(page.locator("ul#wishes")).not_to_contain_text("Kite")

    # Bob is told it arrived, and by whom it was wished, not who else gave.
    bob.page.goto("/notifications")
    expect(bob.page.locator("main")).to_contain_text("“Kite”, which you gave, arrived")

    # Not received yet: back on the list.
    page.goto("/wishes/received")
    page.locator("#received li", has_text="Kite").get_by_role("button", name="Not received yet").click()
    page.wait_for_load_state()
    page.goto(path)
    expect(page.locator("ul#wishes")).to_contain_text("Kite")
    page.goto("/wishes/received")
    expect(page.locator("main")).to_contain_text("Nothing received yet")
