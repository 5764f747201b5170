"""Browser tests of collecting money for a wish: the owner starts a collection from the wish's
page, a friend gives through the simulated bank's checkout, and the owner's open page follows
the progress live (the funding panel refreshes itself from /wishes/{id}/funding/live) up to
"Funded", with the "fully funded" notification in her inbox. A declined card gives nothing."""

from __future__ import annotations

import datetime
import re
from urllib.parse import quote, urlparse

from playwright.sync_api import Locator, Page, expect

# The panel refreshes every 4 s; the unread badge follows server-sent events.
LIVE_UPDATE_TIMEOUT_MS = 15_000

DECLINED_CARD = "4000 0000 0000 0002"
GOOD_CARD = "4242 4242 4242 4242"


def befriend(asker, answerer) -> None:
    asker.page.goto(f"/friends?q={quote(answerer.username)}")
    asker.page.locator("li", has_text=f"@{answerer.username}").get_by_role("button", name="Add friend").click()
    asker.page.wait_for_load_state()
    answerer.page.goto("/friends")
    incoming = answerer.page.locator("section", has=answerer.page.locator("#h-incoming"))
    incoming.locator("li", has_text=asker.display_name).get_by_role("button", name="Accept").click()
    answerer.page.wait_for_load_state()


def amount(major: int) -> str:
    """A regex for a whole amount however the locale writes it: "1,000.00", "1 000,00", "1000"."""
    grouped = f"{major:,}".replace(",", "[\\s\u00a0\u202f,.']?")
    return rf"(?<![\d.,]){grouped}(?:[.,]00)?(?![\d])"


def raised_of(raised: int, target: int) -> re.Pattern[str]:
    """The panel's "{raised} of {target}" line."""
    return re.compile(rf"{amount(raised)}\D*of\D*{amount(target)}")


def funding_panel(page: Page) -> Locator:
    """The wish page's collection panel (section#funding, labelled by its "Collection" heading)."""
    return page.get_by_role("region", name="Collection")


def path_of(page: Page) -> str:
    return urlparse(page.url).path


def start_collection(owner, wish_name: str, target: str, why: str) -> str:
    """Adds a wish from New wish, starts collecting for it from its page, and returns the wish's
    path. Waits until the wish page, reloaded after saving, has its live notification stream."""
    page = owner.page
    page.goto("/wishes/new")
    page.get_by_label("What do you wish for?").fill(wish_name)
    page.get_by_role("button", name="Add wish").click()
    page.wait_for_load_state()
    expect(page.locator("h1")).to_have_text(wish_name)
    wish_path = path_of(page)
    assert re.fullmatch(r"/wishes/[0-9a-f-]{36}", wish_path), f"not on the new wish's page: {page.url}"

    page.get_by_role("link", name="Collect money").click()
    page.wait_for_url(re.compile(re.escape(wish_path) + r"/funding$"))
    expect(page.locator("h1")).to_have_text(f"Collect money for {wish_name}")
    page.get_by_label("Target amount").fill(target)
    page.get_by_label("Currency").select_option("CZK")
    # Thirty days from today where the person is (the browser's zone, not the server's).
    today = datetime.date.fromisoformat(page.evaluate("new Date().toLocaleDateString('en-CA')"))
    deadline = today + datetime.timedelta(days=30)
    page.get_by_label("Deadline").fill(deadline.isoformat())
    page.get_by_label("Why should friends chip in?").fill(why)
    page.get_by_label("If the target is not reached").select_option(
        label="All or nothing: money goes back if the target is missed")
    page.get_by_label("Who sees it").select_option(label="All my friends")
    with page.expect_response(lambda r: "/notifications/stream" in r.url, timeout=15_000) as stream:
        page.get_by_role("button", name="Collect money").click()
        page.wait_for_url(re.compile(re.escape(wish_path) + r"(\?.*)?$"))
    assert stream.value.status == 200, f"GET {stream.value.url} answered {stream.value.status}"
    return wish_path


def give(giver, wish_path: str, major: str, card: str | None = None) -> None:
    """On the wish's page, gives `major` through the donate form and pays on the simulated
    bank's checkout page (keeping its prefilled test card unless `card` is given)."""
    page = giver.page
    page.goto(wish_path)
    panel = funding_panel(page)
    panel.get_by_label("Amount (CZK)").fill(major)
    panel.get_by_role("button", name="Give").click()

    page.wait_for_url(re.compile(r"/simbank/checkout/[0-9a-f-]{36}$"))
    expect(page.locator("h1")).to_have_text("Simulated bank")
    expect(page.locator("main")).to_contain_text(re.compile(amount(int(major))))
    card_field = page.get_by_label("Card number")
    expect(card_field).to_have_value(GOOD_CARD)
    if card is not None:
        card_field.fill(card)
    page.get_by_role("button", name="Pay", exact=True).click()

    # Back on the wish's page.
    page.wait_for_url(re.compile(re.escape(wish_path) + r"(\?.*)?$"))
    expect(page.locator("h1")).to_be_visible()


def test_a_friends_gifts_fund_a_wish_and_the_owner_watches_it_happen_live(sign_up):
    ada = sign_up("ada")
    bob = sign_up("bob")
    befriend(ada, bob)

    # 1. Ada adds a wish and starts collecting 1 000 CZK for it.
    wish_path = start_collection(ada, "Tandem bicycle", "1000", "So we can ride to the lake together.")
    ada_panel = funding_panel(ada.page)
    expect(ada_panel.locator(".funding-state")).to_have_text("Collecting")
    expect(ada_panel).to_contain_text(raised_of(0, 1000))
    expect(ada_panel).to_contain_text("So we can ride to the lake together.")
    expect(ada_panel).to_contain_text("30 days left")
    expect(ada_panel).to_contain_text("Nobody has given yet.")

    # Ada leaves her page open from here on: no reload, no navigation.
    badge = ada.page.locator("#unread-badge")
    unread_before = int(badge.get_attribute("data-count") or "0")
    ada.page.evaluate("window.__satchelNotReloaded = true")
    ada_url = ada.page.url

    # 2. Bob opens the wish, gives 600 CZK, pays with the prefilled card, and sees his gift.
    bob.page.goto(wish_path)
    expect(bob.page.locator(".owner-badge")).to_contain_text(ada.display_name)
    expect(funding_panel(bob.page)).to_contain_text(raised_of(0, 1000))
    give(bob, wish_path, "600")
    bob_panel = funding_panel(bob.page)
    expect(bob_panel.locator("ul.donors li", has_text=bob.display_name)).to_contain_text(
        re.compile(amount(600)), timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(bob_panel).to_contain_text(raised_of(600, 1000), timeout=LIVE_UPDATE_TIMEOUT_MS)

    # 3. Ada's open page shows the new total and Bob as a donor, by itself.
    expect(ada_panel).to_contain_text(raised_of(600, 1000), timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(ada_panel.locator("ul.donors li", has_text=bob.display_name)).to_contain_text(
        re.compile(amount(600)), timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(ada_panel.locator(".funding-state")).to_have_text("Collecting")

    # 4. Bob gives the remaining 400 CZK: the target is reached.
    give(bob, wish_path, "400")
    expect(bob_panel.locator(".funding-state")).to_have_text("Funded", timeout=LIVE_UPDATE_TIMEOUT_MS)

    # Ada's page turns to "Funded", with the full amount — Bob's two gifts on one line — still
    # without a reload.
    expect(ada_panel.locator(".funding-state")).to_have_text("Funded", timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(ada_panel).to_contain_text(raised_of(1000, 1000), timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(ada_panel.locator("ul.donors li", has_text=bob.display_name)).to_have_count(1)
    expect(ada_panel.locator("ul.donors li", has_text=bob.display_name)).to_contain_text(re.compile(amount(1000)))
    expect(ada_panel.get_by_role("button", name="Give")).to_have_count(0)

    # Her inbox (opened in another tab) has the "fully funded" notification, unread, on top.
    inbox_page = ada.page.context.new_page()
    inbox_page.goto("/notifications")
    inbox = inbox_page.locator("#inbox")
    expect(inbox.locator("li").first).to_contain_text("Tandem bicycle is fully funded!",
                                                      timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(inbox.locator("li").first).to_have_class(re.compile(r"\bunread\b"))
    unread_now = inbox.locator("li.unread").count()
    assert unread_now > unread_before, f"{unread_now} unread notifications, {unread_before} before the gifts"

    # The badge on the page Ada kept open counts them, updated live.
    expect(badge).to_be_visible(timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(badge).to_have_text(str(unread_now), timeout=LIVE_UPDATE_TIMEOUT_MS)
    assert ada.page.url == ada_url
    assert ada.page.evaluate("window.__satchelNotReloaded === true"), "Ada's wish page was reloaded"
    inbox_page.close()


def test_a_declined_card_gives_nothing_and_shows_as_failed_in_my_gifts(sign_up):
    ada = sign_up("ada")
    bob = sign_up("bob")
    befriend(ada, bob)
    wish_path = start_collection(ada, "Sea kayak", "1000", "For paddling around the islands.")

    # Bob tries to give 250 CZK with the card the bank declines.
    give(bob, wish_path, "250", card=DECLINED_CARD)

    # Back on the wish page he is told the payment did not go through…
    expect(bob.page.get_by_role("alert")).to_contain_text("did not go through", timeout=LIVE_UPDATE_TIMEOUT_MS)

    # …and his gifts list the attempt as failed…
    bob.page.goto("/funding/donations")
    expect(bob.page.locator("h1")).to_have_text("My gifts")
    row = bob.page.locator("ul.donations li", has=bob.page.get_by_role("link", name="Sea kayak"))
    expect(row).to_have_count(1)
    expect(row).to_contain_text(re.compile(amount(250)))
    expect(row.locator(".badge")).to_have_text("Failed", timeout=LIVE_UPDATE_TIMEOUT_MS)

    # …and the wish, for him and for Ada, still has no gift at all.
    for person in (bob, ada):
        person.page.goto(wish_path)
        panel = funding_panel(person.page)
        expect(panel.locator(".funding-state")).to_have_text("Collecting")
        expect(panel).to_contain_text(raised_of(0, 1000))
        expect(panel).to_contain_text("Given by (0)")
        expect(panel).to_contain_text("Nobody has given yet.")
        expect(panel.locator("ul.donors")).to_have_count(0)
        expect(panel.locator(".pending-donation")).to_have_count(0)
