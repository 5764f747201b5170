"""Browser test of a list's public registry link on a phone, in a zone away from UTC: the owner
turns the link on; a guest with no account (and no JavaScript, in Swedish) opens it, reserves a
wish with a name, follows the reservation's link and marks it bought; a friend sees "Reserved by
a guest"; the owner's list page shows nothing of it."""

from __future__ import annotations

import os
import re

from playwright.sync_api import expect

from test_forgot_password import MAIL_DIR, mail_to
from test_funding_journey import befriend
from test_giving import shared_list
from test_wish_editing import PHONE, add_wish


def test_a_guest_without_an_account_reserves_from_the_public_link_and_marks_it_bought(sign_up, browser, base_url):
    ada = sign_up("ada", timezone_id="America/Los_Angeles")
    bob = sign_up("bob", timezone_id="Asia/Kolkata")
    befriend(ada, bob)
    path = shared_list(ada, [bob], "Wedding")
    add_wish(ada.page, "Teapot", "Wedding")

    owner = ada.page
    owner.set_viewport_size(PHONE)
    owner.goto(path)
    owner.get_by_role("button", name="Turn on a public link").click()
    owner.wait_for_load_state()
    link = owner.get_by_label("Public link").input_value()
    assert re.match(re.escape(base_url) + r"/registry/[A-Za-z0-9_-]{40,}$", link), link
    owner.goto(path)
    owner_before = owner.locator("main").inner_text()

    # A guest: no account, no JavaScript, a Swedish phone in India.
    guest_context = browser.new_context(viewport=PHONE, locale="sv-SE", timezone_id="Asia/Kolkata", java_script_enabled=False)
    try:
        guest = guest_context.new_page()
        guest.goto(link)
        expect(guest.locator("h1")).to_have_text("Wedding")
        row = guest.locator("li", has_text="Teapot")
        expect(row.locator("[data-state]")).to_have_text("Tillgänglig")
        row.locator("summary", has_text="Reservera").click()
        row.get_by_label("Ditt namn").fill("Eva")
        if MAIL_DIR:
            row.get_by_label("E-post (valfritt)").fill("eva@example.net")
        row.get_by_role("button", name="Reservera önskan").click()
        expect(guest.locator("h1")).to_have_text("Din reservation")
        reservation = guest.get_by_label("Länk till din reservation").input_value()
        assert "/registry/reservations/" in reservation, reservation
        if MAIL_DIR:
            mail = mail_to("eva@example.net", "Din reservation: Teapot")
            assert reservation in mail["text"], mail["text"]

        # Later, from the reservation's link.
        guest.goto(reservation)
        guest.get_by_role("button", name="Markera som köpt").click()
        expect(guest.locator("[data-state]")).to_have_text("Köpt")
        guest.goto(link)
        expect(guest.locator("li", has_text="Teapot").locator("[data-state]")).to_have_text("Köpt")
        # Nothing on the guest's page is wider than the phone.
        assert guest.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        os.makedirs(os.environ.get("SATCHEL_SCREENSHOTS", ".build/screenshots"), exist_ok=True)
        guest.screenshot(path=os.path.join(os.environ.get("SATCHEL_SCREENSHOTS", ".build/screenshots"), "registry-390.png"))
    finally:
        guest_context.close()

    # A friend sees who: a guest, by the name given.
    bob.page.set_viewport_size(PHONE)
    bob.page.goto(path)
    expect(bob.page.locator("li", has_text="Teapot")).to_contain_text("Reserved by a guest (Eva)")

    # The owner sees nothing of it.
    owner.goto(path)
    assert owner.locator("main").inner_text() == owner_before
    expect(owner.locator("main")).not_to_contain_text("Eva")
    owner.goto(link)
    expect(owner.locator("li", has_text="Teapot").locator("[data-state]")).to_have_text("Available")
