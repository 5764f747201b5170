"""Browser test on a phone in a zone far from UTC: an organiser starts a Secret Santa and draws,
a member sees whom they give to and asks a question, and the receiver reads it without a name."""

from __future__ import annotations

import datetime
import re

from playwright.sync_api import expect

from test_funding_journey import befriend
from test_pages import SMALL_TARGETS_JS, axe_problems
from test_wish_editing import PHONE

ZONE = "Pacific/Auckland"


def test_an_organiser_draws_and_a_receiver_reads_an_anonymous_question(sign_up, base_url):
    olga = sign_up("olga", ZONE)
    friends = [sign_up(name, ZONE) for name in ("ann", "ben", "cy")]
    for person in [olga] + friends:
        person.page.set_viewport_size(PHONE)
    for friend in friends:
        befriend(olga, friend)

    # From the lists page to a new Secret Santa; a budget that is not an amount comes back beside its field, input kept.
    page = olga.page
    page.goto("/wishes/lists")
    page.get_by_role("link", name=re.compile("Secret Santa")).click()
    page.get_by_role("link", name="New Secret Santa").click()
    page.get_by_label("Name", exact=True).fill("Family Christmas")
    today = datetime.date.fromisoformat(page.evaluate("new Date().toLocaleDateString('en-CA')"))
    page.get_by_label("Exchange day").fill((today + datetime.timedelta(days=20)).isoformat())
    for friend in friends:
        page.get_by_label(friend.display_name, exact=True).check()
    page.get_by_label("Budget").fill("a lot")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.locator("#f-amount-error")).to_be_visible()
    expect(page.get_by_label("Name", exact=True)).to_have_value("Family Christmas")
    page.get_by_label("Budget").fill("250")
    page.get_by_role("button", name="Create", exact=True).click()
    expect(page.get_by_role("heading", name="Family Christmas")).to_be_visible()
    exchange_path = re.sub(r"\?.*$", "", page.url.replace(base_url, ""))
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    page.get_by_role("button", name="Draw names").click()
    expect(page.get_by_text("Names drawn.")).to_be_visible()
    # The organiser takes part: they see whom they give to, and who has looked — never a pair.
    expect(page.get_by_role("heading", name="You give to")).to_be_visible()

    ann = friends[0]
    ann.page.goto(exchange_path)
    receiver_name = ann.page.locator(".assignment strong").inner_text()
    assert receiver_name != ann.display_name
    ann.page.get_by_label(re.compile("^Ask ")).fill("What size are you?")
    ann.page.get_by_role("button", name="Ask anonymously").click()
    expect(ann.page.get_by_text("You asked: What size are you?")).to_be_visible()

    receiver = next(p for p in [olga] + friends if p.display_name == receiver_name)
    receiver.page.goto(exchange_path)
    section = receiver.page.locator("section", has=receiver.page.locator("#h-questions"))
    expect(section.get_by_text("Your Secret Santa asks: What size are you?")).to_be_visible()
    assert ann.display_name not in section.inner_text()
    section.get_by_label("Your answer").fill("Medium")
    section.get_by_role("button", name="Answer").click()
    ann.page.goto(exchange_path)
    expect(ann.page.get_by_text("Answer: Medium")).to_be_visible()

    # The organiser's page shows who has looked, and no pair.
    page.goto(exchange_path)
    members = page.locator("section", has=page.locator("#h-members"))
    expect(members.locator("li", has_text=ann.display_name)).to_contain_text("Has looked")

    # Each page of it, on the phone: no serious accessibility problem, every control big enough and apart.
    for viewer, path in [(page, "/wishes/exchanges"), (page, "/wishes/exchanges/new"), (page, exchange_path), (receiver.page, exchange_path),
                         (ann.page, exchange_path)]:
        viewer.goto(path)
        assert axe_problems(viewer) == [], path
        assert viewer.evaluate(SMALL_TARGETS_JS) == [], path
        assert viewer.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], path


def test_an_organiser_changes_the_budget_and_adds_a_friend_after_the_draw(sign_up, base_url):
    olga = sign_up("olga", ZONE)
    friends = [sign_up(name, ZONE) for name in ("ann", "ben", "cy", "dan")]
    olga.page.set_viewport_size(PHONE)
    for friend in friends:
        befriend(olga, friend)
    page = olga.page
    page.goto("/wishes/exchanges/new")
    page.get_by_label("Name", exact=True).fill("Office party")
    today = datetime.date.fromisoformat(page.evaluate("new Date().toLocaleDateString('en-CA')"))
    page.get_by_label("Exchange day").fill((today + datetime.timedelta(days=20)).isoformat())
    for friend in friends[:3]:
        page.get_by_label(friend.display_name, exact=True).check()
    page.get_by_label("Budget").fill("20")
    page.get_by_role("button", name="Create", exact=True).click()
    page.get_by_role("button", name="Draw names").click()
    expect(page.get_by_text("Names drawn.")).to_be_visible()
    exchange_path = re.sub(r"\?.*$", "", page.url.replace(base_url, ""))

    # Details change after the draw; the rules do not, and the page says why.
    page.get_by_role("link", name="Change details").click()
    expect(page.get_by_text("Names are drawn: who must not draw whom can no longer change.", exact=False)).to_be_visible()
    assert axe_problems(page) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.get_by_label("Budget").fill("25")
    page.get_by_role("button", name="Save").click()
    expect(page.locator(".facts")).to_contain_text("25")

    # A friend added after the draw sees whom they give to.
    add = page.locator("section", has=page.locator("#h-add"))
    add.get_by_label(friends[3].display_name, exact=True).check()
    add.get_by_role("button", name="Add", exact=True).click()
    expect(page.get_by_text("Added to the Secret Santa.")).to_be_visible()
    dan = friends[3]
    dan.page.set_viewport_size(PHONE)
    dan.page.goto(exchange_path)
    expect(dan.page.get_by_role("heading", name="You give to")).to_be_visible()
    assert dan.page.locator(".assignment strong").inner_text() != dan.display_name
