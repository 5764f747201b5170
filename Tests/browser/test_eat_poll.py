"""Browser test on a phone in India: a person asks a friend where to eat, both say yes to
places, the creator ends voting and both see the same winner. The deadline shows as typed. The
friend's open page follows the tallies and the result live, without a reload."""

from __future__ import annotations

import datetime
import re
import secrets

from playwright.sync_api import expect

from test_funding_journey import befriend
from test_live_badge import LIVE_UPDATE_TIMEOUT_MS, open_with_live_stream
from test_pages import SMALL_TARGETS_JS, axe_problems
from test_wish_editing import PHONE

ZONE = "Asia/Kolkata"


def add_restaurant(page, name: str) -> None:
    page.goto("/eats/new")
    page.get_by_label("Name", exact=True).fill(name)
    page.get_by_label("Latitude").fill("60.16952")
    page.get_by_label("Longitude").fill("24.93545")
    page.get_by_role("button", name="Save restaurant").click()
    page.wait_for_url(re.compile(r"/eats/restaurants/[0-9a-f-]{36}"))


def test_two_friends_vote_and_both_see_the_place_the_creator_closes_on(sign_up, base_url):
    ann = sign_up("ann", ZONE)
    ben = sign_up("ben", ZONE)
    for person in (ann, ben):
        person.page.set_viewport_size(PHONE)
    befriend(ann, ben)
    tag = secrets.token_hex(3)
    alba, berg = f"Poll{tag} Alba", f"Poll{tag} Berg"
    page = ann.page
    add_restaurant(page, alba)
    add_restaurant(page, berg)

    # The form finds places by name and keeps everything typed; no script needed.
    page.goto("/eats/polls")
    page.get_by_role("link", name="New poll").click()
    page.get_by_label("Title").fill("Friday dinner")
    tomorrow = datetime.date.fromisoformat(page.evaluate("new Date().toLocaleDateString('en-CA')")) + datetime.timedelta(days=1)
    page.get_by_label("Vote until (date)").fill(tomorrow.isoformat())
    page.get_by_label("Time", exact=True).fill("19:30")
    page.get_by_label(ben.display_name, exact=True).check()
    page.get_by_label("Find a place by name").fill(f"Poll{tag}")
    page.get_by_role("button", name="Find", exact=True).click()
    expect(page.get_by_label("Title")).to_have_value("Friday dinner")
    assert axe_problems(page) == []
    assert page.evaluate(SMALL_TARGETS_JS) == []
    page.get_by_label(alba, exact=True).check()
    page.get_by_label(berg, exact=True).check()
    page.get_by_role("button", name="Start the poll").click()
    expect(page.get_by_role("heading", name="Friday dinner")).to_be_visible()
    poll_path = re.sub(r"\?.*$", "", page.url.replace(base_url, ""))
    # The deadline on the reader's clock: 19:30 in India, as typed.
    expect(page.locator("dl.facts")).to_contain_text("19:30")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    # Ben keeps the poll open and ticks Alba, not yet saved; Ann's yes to Berg shows up live.
    open_with_live_stream(ben.page, poll_path)
    ben.page.evaluate("window.notReloaded = true")
    ben.page.get_by_label(alba, exact=True).check()
    page.get_by_label(berg, exact=True).check()
    page.get_by_role("button", name="Save my votes").click()
    expect(page.get_by_text("Your votes are saved.")).to_be_visible()
    live_row = ben.page.locator("li", has_text=berg)
    expect(live_row).to_contain_text("1 yes", timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(live_row).to_contain_text(ann.display_name)
    assert ben.page.evaluate("window.notReloaded === true")
    expect(ben.page.get_by_label(alba, exact=True)).to_be_checked()

    ben.page.goto(poll_path)
    ben.page.get_by_label(alba, exact=True).check()
    ben.page.get_by_label(berg, exact=True).check()
    ben.page.get_by_role("button", name="Save my votes").click()
    row = ben.page.locator("li", has_text=berg)
    expect(row).to_contain_text("2 yes")
    expect(row).to_contain_text(ann.display_name)
    assert axe_problems(ben.page) == []
    assert ben.page.evaluate(SMALL_TARGETS_JS) == []
    assert ben.page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    # Ben's open page shows the result when Ann ends voting, without a reload.
    open_with_live_stream(ben.page, poll_path)
    ben.page.evaluate("window.notReloaded = true")
    page.goto(poll_path)
    page.get_by_role("link", name="End voting now").click()
    page.get_by_role("button", name="End voting now").click()
    expect(ben.page.locator("#h-winner")).to_be_visible(timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(ben.page.locator("section", has=ben.page.locator("#h-winner"))).to_contain_text(berg)
    expect(ben.page.get_by_role("button", name="Save my votes")).to_have_count(0)
    assert ben.page.evaluate("window.notReloaded === true")
    for viewer in (page, ben.page):
        viewer.goto(poll_path)
        winner = viewer.locator("section", has=viewer.locator("#h-winner"))
        expect(winner).to_contain_text(berg)
        expect(winner.get_by_role("link", name="The place and its map")).to_be_visible()
