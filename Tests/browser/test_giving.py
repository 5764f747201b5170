"""Browser tests of giving on a phone: chipping in until the price is covered, a chip-in that
arrives too late, and a wish a friend reserved before its owner started collecting money."""

from __future__ import annotations

import datetime
import re

from playwright.sync_api import expect

from test_funding_journey import amount, befriend, funding_panel
from test_wish_editing import PHONE, add_wish, make_list


def shared_list(owner, friends, list_name: str) -> str:
    """A list of the owner's, shared with each friend, who accepts it."""
    path = make_list(owner.page, list_name)
    owner.page.goto(path)
    for friend in friends:
        owner.page.get_by_label(friend.display_name).check()
    owner.page.get_by_role("button", name="Share with them").click()
    owner.page.wait_for_load_state()
    for friend in friends:
        friend.page.goto("/wishes/friends")
        friend.page.get_by_role("button", name="Accept").first.click()
        friend.page.wait_for_load_state()
    return path


def priced_wish(owner, name: str, price: str, list_name: str) -> str:
    page = owner.page
    page.goto("/wishes/new")
    page.get_by_label("What do you wish for?").fill(name)
    page.get_by_label("Price").fill(price)
    page.get_by_label("Currency").select_option("SEK")
    page.get_by_label("List").select_option(label=list_name)
    page.get_by_role("button", name="Add wish").click()
    page.wait_for_url(re.compile(r"/wishes/[0-9a-f-]{36}(\?.*)?$"))
    return "/wishes/" + page.url.split("/wishes/")[1].split("?")[0]


def chip_in(person, wish: str, major: str) -> None:
    person.page.goto(wish)
    panel = person.page.locator(".giving-panel")
    panel.get_by_label("Your part (SEK)").fill(major)
    panel.get_by_role("button", name="Chip in").click()
    person.page.wait_for_load_state()


def test_a_covered_price_says_who_covered_it_and_takes_no_more(sign_up):
    ada, ben, fred, maya = (sign_up(n) for n in ("ada", "ben", "fred", "maya"))
    for friend in (ben, fred, maya):
        befriend(ada, friend)
        friend.page.set_viewport_size(PHONE)
    shared_list(ada, [ben, fred, maya], "Birthday")
    wish = priced_wish(ada, "Drone", "1000", "Birthday")

    chip_in(ben, wish, "600")
    maya.page.goto(wish)  # Maya opens the page while 400 is still missing ...
    expect(maya.page.locator(".giving-panel")).to_contain_text(re.compile("Still missing: SEK.?" + amount(400)))
    chip_in(fred, wish, "400")  # ... and Fred covers it before she submits.

    # Everyone giving sees who pledged what, and that the price is covered.
    for person, me in ((ben, "600"), (fred, "400")):
        person.page.goto(wish)
        panel = person.page.locator(".giving-panel")
        expect(panel.locator(".covered")).to_have_text(re.compile(r"^Covered — by "))
        rows = panel.locator("ul.pledges li")
        expect(rows).to_have_count(2)
        expect(rows.filter(has_text="You")).to_contain_text(re.compile(amount(int(me))))
        expect(panel).not_to_contain_text("Still missing")

    # Maya's form is stale: submitting it explains, on the wish's page, instead of a bare error.
    panel = maya.page.locator(".giving-panel")
    panel.get_by_label("Your part (SEK)").fill("200")
    panel.get_by_role("button", name="Chip in").click()
    expect(maya.page.locator("h1")).to_have_text("Drone")
    expect(maya.page.locator(".giving-panel [role=alert]")).to_have_text("The whole price is already pledged.")
    panel = maya.page.locator(".giving-panel")
    expect(panel.locator(".covered")).to_have_text(f"Covered — by {ben.display_name} and {fred.display_name}")
    expect(panel.locator("ul.pledges li", has_text=ben.display_name)).to_contain_text(re.compile(amount(600)))
    expect(panel.locator("ul.pledges li", has_text=fred.display_name)).to_contain_text(re.compile(amount(400)))
    expect(panel.get_by_role("button", name="Chip in")).to_have_count(0)
    expect(panel.get_by_label("Your part (SEK)")).to_have_count(0)
    expect(panel).not_to_contain_text("Still missing")

    # Too much is explained in money, not in minor units.
    ben.page.goto(wish)
    ben_panel = ben.page.locator(".giving-panel")
    ben_panel.get_by_label("Your part (SEK)").fill("700")
    ben_panel.get_by_role("button", name="Change my part").click()
    expect(ben.page.locator("#f-amount-error")).to_contain_text(re.compile("at most SEK.?" + amount(600)))
    expect(ben.page.get_by_label("Your part (SEK)")).to_have_value("700")


def test_a_reserved_wish_that_starts_collecting_tells_the_reserver_and_explains_to_givers(sign_up):
    ada, bob, maya, cat = (sign_up(n) for n in ("ada", "bob", "maya", "cat"))
    ada.page.set_viewport_size(PHONE)
    for friend in (bob, maya, cat):
        befriend(ada, friend)
        friend.page.set_viewport_size(PHONE)
    shared_list(ada, [bob, maya], "Birthday")
    wish = priced_wish(ada, "Camera", "2000", "Birthday")

    maya.page.goto(wish)
    maya.page.get_by_role("button", name="I'll give this").click()
    maya.page.wait_for_load_state()

    # Ada starts collecting money for it (she cannot know Maya reserved it).
    ada.page.goto(wish + "/funding")
    ada.page.get_by_label("Target amount").fill("2000")
    today = datetime.date.fromisoformat(ada.page.evaluate("new Date().toLocaleDateString('en-CA')"))
    ada.page.get_by_label("Deadline").fill((today + datetime.timedelta(days=20)).isoformat())
    ada.page.get_by_label("Why should friends chip in?").fill("A real camera for the trip.")
    ada.page.get_by_role("button", name="Collect money").click()
    ada.page.wait_for_url(re.compile(re.escape(wish) + r"(\?.*)?$"))
    owner_text = ada.page.locator("main").inner_text()
    assert maya.display_name not in owner_text and "reserv" not in owner_text.lower()
    assert "already giving" not in owner_text

    # Bob, who sees the reservation, is told why he should not give, instead of an invitation
    # to be the first.
    bob.page.goto(wish)
    panel = funding_panel(bob.page)
    expect(panel.locator(".given-otherwise")).to_have_text(
        f"{maya.display_name} is already giving this, so please don't chip in while they are. "
        "Friends who can't see that may still give money.")
    expect(panel).not_to_contain_text("Be the first")
    expect(panel.get_by_role("button", name="Give")).to_have_count(0)

    # Cat, a friend of Ada's outside the list, finds the collection as if nobody had reserved
    # anything: the owner's second account could otherwise read reservations through it.
    cat.page.goto(wish)
    panel = funding_panel(cat.page)
    expect(panel.get_by_role("button", name="Give")).to_be_visible()
    expect(panel).to_contain_text("Be the first")
    expect(panel.locator(".given-otherwise")).to_have_count(0)

    # Maya is told, and can release her reservation from the notification's page.
    maya.page.goto("/notifications")
    item = maya.page.locator("#inbox li").first
    expect(item).to_contain_text(f"{ada.display_name} now collects money for “Camera”, which you are giving")
    item.get_by_role("link").first.click()
    maya.page.wait_for_url(re.compile(re.escape(wish)))
    panel = funding_panel(maya.page)
    expect(panel.locator(".given-otherwise")).to_contain_text("You are giving this yourself")
    panel.get_by_role("button", name="Release my reservation").click()
    maya.page.wait_for_url(re.compile(re.escape(wish) + r"(\?.*)?$"))
    expect(funding_panel(maya.page).get_by_role("button", name="Give")).to_be_visible()

    # Now Bob can give.
    bob.page.goto(wish)
    expect(funding_panel(bob.page).get_by_role("button", name="Give")).to_be_visible()
    expect(funding_panel(bob.page)).to_contain_text("Be the first")
