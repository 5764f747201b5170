"""Browser test of a group gift on a phone, in zones away from UTC: the organiser allows a public
link; a guest with no account opens it, reads what happens to a shortfall, gives anonymously and
pays at the simulated bank, landing on their receipt; the organiser sees "Anonymous" (never the
guest's name) and posts news; the guest finds the news on their receipt."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from test_funding_journey import funding_panel, start_collection
from test_wish_editing import PHONE


def test_a_guest_gives_anonymously_through_the_public_link_and_reads_the_organisers_news(sign_up, browser, base_url):
    ada = sign_up("ada", timezone_id="America/Los_Angeles")
    owner = ada.page
    owner.set_viewport_size(PHONE)
    wish = start_collection(ada, "Cargo bike", "1000", "For the school run.")

    # Allow the public link.
    owner.goto(wish + "/funding")
    owner.get_by_label("Allow a public link").check()
    owner.get_by_role("button", name="Save").click()
    owner.wait_for_url(re.compile(re.escape(wish) + r"(\?.*)?$"))
    link = owner.get_by_label("Public link: anyone with it sees the wish and its progress").input_value()
    assert re.match(re.escape(base_url) + r"/f/[A-Za-z0-9_-]{40,}$", link), link

    # A guest: no account, a phone in India.
    guest_context = browser.new_context(viewport=PHONE, locale="en-US", timezone_id="Asia/Kolkata")
    try:
        guest = guest_context.new_page()
        guest.goto(link)
        expect(guest.locator("h1")).to_have_text("Cargo bike")
        expect(guest.locator(".shortfall-rule")).to_have_text(
            "All or nothing: if the target is not reached by the deadline, everyone is refunded.")
        form = guest.locator("form.guest-gift-form")
        form.get_by_label("Your name").fill("Eva Guest")
        form.get_by_label("A message (optional)").fill("Happy riding!")
        form.get_by_label("Amount (CZK)").fill("200")
        form.get_by_label("Give anonymously").check()
        form.get_by_role("button", name="Give").click()

        guest.wait_for_url(re.compile(r"/simbank/checkout/[0-9a-f-]{36}$"))
        guest.get_by_role("button", name="Pay", exact=True).click()
        guest.wait_for_url(re.compile(r"/gifts/[A-Za-z0-9_-]{22,}$"))
        receipt = guest.url
        expect(guest.locator("h1")).to_have_text("Your gift")
        expect(guest.locator("main")).to_contain_text("Given anonymously")
        guest.reload()  # the bank's confirmation has landed
        expect(guest.locator("[data-state]")).to_have_text("Confirmed")

        # The organiser sees an anonymous gift, never the guest's name, and posts news.
        owner.goto(wish)
        panel = funding_panel(owner)
        expect(panel.locator("ul.donors")).to_contain_text("Anonymous")
        expect(owner.locator("main")).not_to_contain_text("Eva Guest")
        owner.get_by_label("Tell the givers something").fill("We bought the bike!")
        owner.get_by_role("button", name="Post news").click()
        owner.wait_for_load_state()
        expect(owner.locator(".funding-news")).to_contain_text("We bought the bike!")

        # The guest finds it on the receipt.
        guest.goto(receipt)
        expect(guest.locator(".funding-news")).to_contain_text("We bought the bike!")
    finally:
        guest_context.close()
