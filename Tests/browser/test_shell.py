"""The shell every app sits in, as a phone and a wide screen show it: at most five tabs with
whole labels in every language, each app two taps from anywhere, where you are always in view,
sub-navigation that never hides off-screen, icons that need no emoji font, and a home page
that shows what is due today."""

from __future__ import annotations

import datetime
import re
from zoneinfo import ZoneInfo

from playwright.sync_api import Browser, Page, expect

PHONE_360 = {"width": 360, "height": 740}
PHONE = {"width": 390, "height": 844}
WIDE = {"width": 1280, "height": 800}
APPS = ["/wishes", "/funding", "/spots", "/eats", "/library"]
LANGUAGES = {"en-US": "Apps", "sv-SE": "Appar", "cs-CZ": "Aplikace"}


def visible_tabs(page: Page):
    return [tab for tab in page.locator("nav.tabs a").all() if tab.is_visible()]


def same_person_in(browser: Browser, page: Page, base_url: str, locale: str, viewport: dict) -> Page:
    """The person signed in on `page`, on another device whose browser speaks `locale`."""
    context = browser.new_context(base_url=base_url, locale=locale, viewport=viewport,
                                  timezone_id="America/Los_Angeles", storage_state=page.context.storage_state())
    return context.new_page()


def test_a_phone_bar_has_at_most_five_tabs_whose_labels_are_whole_at_360_px_in_every_language(sign_up, browser, base_url):
    ada = sign_up("ada")
    for locale, apps_label in LANGUAGES.items():
        page = same_person_in(browser, ada.page, base_url, locale, PHONE_360)
        for path in ["/", "/eats", "/wishes"]:
            page.goto(path)
            tabs = visible_tabs(page)
            assert 1 < len(tabs) <= 5, f"{locale} {path}: {len(tabs)} tabs"
            assert any(tab.inner_text().strip().startswith(apps_label) for tab in tabs), locale
            for tab in tabs:
                label = tab.locator(".tab-label")
                box = tab.bounding_box()
                assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE_360["width"] + 0.5
                # A label cut short scrolls inside its own box.
                cut = label.evaluate("e => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > e.parentElement.getBoundingClientRect().right + 1")
                assert not cut, f"{locale} {path}: {label.inner_text()!r} is cut"
                icon = tab.locator("svg.icon")
                expect(icon).to_have_attribute("aria-hidden", "true")
        page.context.close()


def test_every_app_is_two_taps_from_anywhere_and_the_open_app_stays_named(sign_up, browser, base_url):
    ada = sign_up("ada")
    page = same_person_in(browser, ada.page, base_url, "en-US", PHONE)
    for start in ["/", "/notifications", "/profile"] + APPS:
        for target in APPS:
            page.goto(start)
            page.locator("nav.tabs").get_by_role("link", name="Apps").click()
            page.wait_for_url(re.compile(r"/apps$"))
            page.locator(f'.app-grid a[href="{target}"]').click()
            page.wait_for_url(re.compile(re.escape(target) + r"(\?.*)?$"))
            # Where you are: the Apps tab is marked, and the app's name is in the top bar.
            expect(page.locator("nav.tabs a.tab-apps")).to_have_attribute("aria-current", "true")
            expect(page.locator(".topbar .app-crumb")).to_be_visible()
            expect(page.locator(".topbar .app-crumb")).to_have_attribute("href", target)
    page.context.close()


def test_an_apps_sub_navigation_wraps_inside_a_phone_screen(sign_up, browser, base_url):
    ada = sign_up("ada")
    for locale in LANGUAGES:
        page = same_person_in(browser, ada.page, base_url, locale, PHONE_360)
        for path in APPS:
            page.goto(path)
            links = page.locator("nav.subtabs a")
            if links.count() == 0:
                continue
            for link in links.all():
                box = link.bounding_box()
                assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE_360["width"] + 0.5, \
                    f"{locale} {path}: {link.inner_text()!r} lies off-screen"
                assert link.is_visible()
        page.context.close()


def test_a_wide_screen_lists_every_app_by_name(sign_up, browser, base_url):
    ada = sign_up("ada")
    page = same_person_in(browser, ada.page, base_url, "en-US", WIDE)
    page.goto("/")
    names = [tab.inner_text().strip() for tab in visible_tabs(page)]
    for name in ["Home", "Wishes", "Funding", "Spots", "Eats", "Library", "Friends", "Inbox", "Me"]:
        assert any(n.startswith(name) for n in names), names
    assert not page.locator("nav.tabs a.tab-apps").is_visible()
    page.goto("/eats")
    expect(page.locator("nav.tabs a[href='/eats']")).to_have_attribute("aria-current", "page")
    page.context.close()


def test_no_icon_needs_an_emoji_font(sign_up, browser, base_url):
    ada = sign_up("ada")
    page = same_person_in(browser, ada.page, base_url, "en-US", PHONE)
    emoji = re.compile("[\U0001F300-\U0001FAFF\u2600-\u27BF\u2302\u2630]")
    for path in ["/", "/apps", "/notifications", "/profile", "/friends"] + APPS:
        page.goto(path)
        chrome = page.locator("nav.tabs").inner_text() + page.locator("header.topbar").inner_text()
        assert not emoji.search(chrome), f"{path}: {chrome!r}"
        assert not emoji.search(page.locator("main").inner_text()), path
    page.context.close()


def test_home_shows_what_is_due_today_where_the_person_is(sign_up, browser, base_url):
    ada = sign_up("ada", timezone_id="Asia/Kolkata")
    page = ada.page
    page.set_viewport_size(PHONE)
    soon = datetime.datetime.now(ZoneInfo("Asia/Kolkata")).replace(hour=23, minute=59)
    page.goto("/spots/new")
    form = page.locator("form.reminder-form")
    form.get_by_label("What").fill("Water the plants")
    form.get_by_label("Date", exact=True).fill(soon.strftime("%Y-%m-%d"))
    form.get_by_label("Time", exact=True).fill(soon.strftime("%H:%M"))
    form.get_by_role("button", name="Add reminder").click()
    page.wait_for_url(re.compile(r"/spots/[0-9a-f-]{36}"))
    page.goto("/")
    today = page.get_by_role("region", name="Today")
    expect(today.get_by_role("link", name="Water the plants")).to_be_visible()
    expect(today).to_contain_text("23:59")
