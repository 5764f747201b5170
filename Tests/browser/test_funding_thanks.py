"""Browser test on a phone: a donor coming back from paying is thanked with the new total,
and pressing Pay again on the bank's page says it is already paid, with the way back."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from test_funding_journey import amount, befriend, start_collection
from test_wish_editing import PHONE


def test_a_donor_is_thanked_and_paying_twice_says_already_paid(sign_up):
    ada = sign_up("ada")
    bob = sign_up("bob")
    befriend(ada, bob)
    wish = start_collection(ada, "Tandem bicycle", "1000", "To ride to the lake.")

    page = bob.page
    page.set_viewport_size(PHONE)
    page.goto(wish)
    page.get_by_label("Amount (CZK)").fill("300")
    page.get_by_role("button", name="Give").click()
    page.wait_for_url(re.compile(r"/simbank/checkout/[0-9a-f-]{36}$"))
    checkout = page.url
    # The same checkout open in a second tab (a double tap, an old tab): paid in the first.
    stale = page.context.new_page()
    stale.set_viewport_size(PHONE)
    stale.goto(checkout)
    page.get_by_role("button", name="Pay", exact=True).click()
    page.wait_for_url(re.compile(re.escape(wish) + r"\?donation=[0-9a-f-]{36}$"))

    thanks = page.locator(".thanks")
    expect(thanks).to_contain_text("Thank you!")
    expect(thanks).to_contain_text(re.compile(
        rf"Your CZK.?{amount(300)} is in: CZK.?{amount(300)} of CZK.?{amount(1000)} raised so far\.|"
        rf"Your CZK.?{amount(300)} is on its way"))
    page.reload()  # once confirmed, the total is there
    expect(page.locator(".thanks")).to_contain_text(re.compile(rf"CZK.?{amount(300)} of CZK.?{amount(1000)} raised so far"))

    # The bank's page opened again says so.
    page.goto(checkout)
    expect(page.locator(".settled")).to_have_text("Already paid: this payment went through, and paying again charges nothing.")

    # Pay pressed again in the stale tab: the same friendly answer, no bare "Conflict".
    stale.get_by_role("button", name="Pay", exact=True).click()
    stale.wait_for_load_state()
    expect(stale.locator("h1")).to_have_text("Simulated bank")
    expect(stale.locator(".settled")).to_contain_text("Already paid")
    expect(stale.locator("main")).not_to_contain_text("Conflict")
    stale.close()
    page.get_by_role("link", name="Back to “Tandem bicycle”").click()
    page.wait_for_url(re.compile(re.escape(wish)))
    expect(page.locator("h1")).to_have_text("Tandem bicycle")
