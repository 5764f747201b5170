"""Browser test on a phone: the funding feed shows one card per wish with its latest news,
and hiding is a folded-away, secondary action."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from test_funding_journey import befriend, give, start_collection
from test_wish_editing import PHONE


def test_the_feed_shows_each_wish_once_with_its_latest_news(sign_up):
    ada, bob, cat = (sign_up(n) for n in ("ada", "bob", "cat"))
    befriend(ada, bob)
    befriend(ada, cat)
    wish = start_collection(ada, "Kayak", "5000", "For the archipelago.")
    give(bob, wish, "200")
    give(cat, wish, "300")

    page = bob.page
    page.set_viewport_size(PHONE)
    page.goto("/funding")
    cards = page.locator("ul.feed > li", has=page.get_by_role("link", name="Kayak"))
    expect(cards).to_have_count(1)
    card = cards.first
    expect(card.locator(".feed-line")).to_contain_text(re.compile(rf"{re.escape(cat.display_name)} gave"))
    # Hiding is there, but folded away: no big buttons on the card.
    hide = card.get_by_role("button", name="Hide this wish")
    expect(hide).to_be_hidden()
    card.get_by_text("Hide from my feed…").click()
    expect(hide).to_be_visible()
    hide.click()
    page.wait_for_load_state()
    expect(page.locator("ul.feed > li", has=page.get_by_role("link", name="Kayak"))).to_have_count(0)
