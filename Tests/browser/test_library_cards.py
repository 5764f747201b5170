"""Browser test: one person with cards at two libraries. scripts/test sets up `malmo` (21-day
loans) and `lund` (14-day loans, one copy of each title) with the real staff commands.

A new person gets a card at each library on the web and borrows a title at each; All my
libraries lists both loans with their library's name, the sooner due (Lund's) first; searching
all my libraries shows each library's availability of a title both hold; a hold placed at Lund
while its only copy is out is paused for 7 days on the holds page, keeps its place, and is
resumed. The browser is in Los Angeles: the pause's last day is a date there."""

from __future__ import annotations

import datetime
import json
import os
import re
import secrets
import urllib.parse
import urllib.request
from collections.abc import Callable
from zoneinfo import ZoneInfo

from playwright.sync_api import expect

ZONE = "America/Los_Angeles"


def api(base_url: str, method: str, path: str, token: str | None = None, body: dict | None = None):
    headers = {"Content-Type": "application/json"} | ({"Authorization": f"Bearer {token}"} if token else {})
    request = urllib.request.Request(base_url + path, method=method, headers=headers,
                                     data=json.dumps(body).encode() if body is not None else None)
    with urllib.request.urlopen(request, timeout=15) as response:
        return json.loads(response.read() or b"null")


def someone_else_borrows(base_url: str, slug: str, title: str) -> Callable[[], None]:
    """Another account, with a card of its own at the library, borrows its copy of the title;
    returns what gives it back."""
    tag = secrets.token_hex(5)
    token = api(base_url, "POST", "/api/v1/accounts", body={"displayName": f"Other {tag}", "username": f"other{tag}",
                                                            "email": f"other{tag}@example.test", "password": f"Tall-Maple-{tag}"})["token"]
    library = next(l for l in api(base_url, "GET", "/api/v1/library/libraries", token) if l["slug"] == slug)
    api(base_url, "POST", f"/api/v1/library/libraries/{library['id']}/cards", token, {"name": f"Other {tag}", "pin": "2468"})
    found = api(base_url, "GET", f"/api/v1/library/libraries/{library['id']}/titles?q={urllib.parse.quote(title)}", token)["items"]
    loan = api(base_url, "POST", f"/api/v1/library/titles/{next(t for t in found if t['title'] == title)['id']}/loan", token)
    return lambda: api(base_url, "POST", f"/api/v1/library/loans/{loan['id']}/return", token)


def get_card(page, slug: str) -> None:
    page.goto(f"/library/{slug}/register")
    page.get_by_label("Choose a PIN").fill("4321")
    page.get_by_role("button", name="Get a library card").click()
    expect(page.locator("main")).to_contain_text("Your card number is")


def open_title(page, slug: str, title: str) -> None:
    page.goto(f"/library/{slug}/search?q={urllib.parse.quote(title)}&in=title")
    page.locator("#results").get_by_role("link", name=re.compile(title)).first.click()
    expect(page.get_by_role("heading", name=title, level=1)).to_be_visible()


def test_loans_at_two_libraries_share_one_shelf_and_a_hold_is_paused_keeping_its_place(sign_up, base_url):
    # Lund's only copy of Ronja rövardotter is out: a hold there waits.
    give_back = someone_else_borrows(base_url, "lund", "Ronja rövardotter")
    ada = sign_up("ada", ZONE)
    page = ada.page
    page.set_viewport_size({"width": 390, "height": 844})

    for slug, title in (("malmo", "Utvandrarna"), ("lund", "Hemsöborna")):
        get_card(page, slug)
        open_title(page, slug, title)
        page.get_by_role("button", name="Borrow").click()
        page.wait_for_url(re.compile(rf"/library/{slug}/shelf"))
    open_title(page, "lund", "Ronja rövardotter")
    page.get_by_role("button", name="Place hold").click()
    expect(page.get_by_text("Hold placed.")).to_be_visible()

    # One shelf: Lund lends for 14 days and Malmö for 21, so Lund's loan comes first.
    page.goto("/library/shelf")
    loans = page.locator("#loans > li")
    expect(loans).to_have_count(2)
    expect(loans.nth(0)).to_contain_text("Hemsöborna")
    expect(loans.nth(0).locator(".library-name")).to_have_text("Lunds stadsbibliotek")
    expect(loans.nth(0)).to_contain_text("Days left: 14")
    expect(loans.nth(1)).to_contain_text("Utvandrarna")
    expect(loans.nth(1).locator(".library-name")).to_have_text("Malmö stadsbibliotek")
    expect(loans.nth(1)).to_contain_text("Days left: 21")
    expect(page.locator("#holds > li", has_text="Ronja rövardotter")).to_contain_text("Lunds stadsbibliotek")
    expect(page.get_by_role("link", name="Books on this device")).to_have_attribute("href", "/library/offline")
    if os.environ.get("SATCHEL_SCREENSHOTS"):
        page.screenshot(path=os.path.join(os.environ["SATCHEL_SCREENSHOTS"], "library-all-shelf-390.png"), full_page=True)

    # Searching all my libraries: each library's availability of the title both hold.
    page.goto("/library/search?q=" + urllib.parse.quote("Ronja rövardotter"))
    row = page.locator("#results > li", has_text="Ronja rövardotter")
    expect(row.locator(".everywhere-availability")).to_contain_text("Malmö stadsbibliotek: available")
    expect(row.locator(".everywhere-availability")).to_contain_text("Lunds stadsbibliotek: 1 waiting")

    # Pause the hold for 7 days: it resumes at the start of that day in Los Angeles.
    page.goto("/library/lund/holds")
    hold = page.locator("#items > li", has_text="Ronja rövardotter")
    expect(hold.locator(".hold-state")).to_have_text("Your place in the queue: 1")
    hold.locator("summary", has_text="Pause").click()
    hold.get_by_label("Pause for").select_option(label="7 days")
    hold.locator("form.pause-form").get_by_role("button", name="Pause").click()
    resumes = datetime.datetime.now(ZoneInfo(ZONE)).date() + datetime.timedelta(days=7)
    hold = page.locator("#items > li", has_text="Ronja rövardotter")
    state = hold.locator(".hold-state")
    expect(state).to_have_text(re.compile(r"^Paused until .+ · keeps its place · place 1 in the queue$"))
    shown = state.inner_text()
    assert resumes.strftime("%A") in shown and resumes.strftime("%B") in shown and re.search(rf"\b{resumes.day}\b", shown), (resumes, shown)
    hold.get_by_role("button", name="Resume").click()
    expect(page.locator("#items > li", has_text="Ronja rövardotter").locator(".hold-state")).to_have_text("Your place in the queue: 1")

    # Everything goes back (Lund has one copy of each), through the actions on All my libraries.
    page.goto("/library/shelf")
    for title in ("Hemsöborna", "Utvandrarna"):
        page.locator("#loans > li", has_text=title).get_by_role("link", name="Return").click()
        page.get_by_role("button", name="Return").click()
        expect(page.get_by_text("Returned. Thank you!")).to_be_visible()
        page.goto("/library/shelf")
    expect(page.get_by_text("You have no loans.")).to_be_visible()
    page.locator("#holds > li", has_text="Ronja rövardotter").get_by_role("link", name="Holds there").click()
    page.locator("#items > li", has_text="Ronja rövardotter").get_by_role("link", name="Cancel hold").click()
    page.get_by_role("button", name="Cancel hold").click()
    expect(page.get_by_text("Hold cancelled.")).to_be_visible()
    give_back()
