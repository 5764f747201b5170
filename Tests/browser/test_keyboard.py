"""Journeys done with the keyboard alone, as someone who cannot use a pointer does them: Tab to
move, Enter or Space to act, arrows in lists of choices. No click, no tap, no fill."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

MAX_TABS = 120


def focused(page: Page) -> str:
    """The focused element's accessible name (as a person hears it), else its text."""
    return page.evaluate("""() => {
        const e = document.activeElement;
        if (!e || e === document.body) return '';
        const labelled = e.getAttribute('aria-label') || (e.labels && e.labels[0] && e.labels[0].textContent) || '';
        return (labelled || e.innerText || e.value || '').trim().replace(/\\s+/g, ' ');
    }""")


def tab_to(page: Page, name: re.Pattern[str] | str, *, backwards: bool = False) -> None:
    """Presses Tab until the focused element's name matches; fails if it is never reached."""
    pattern = name if isinstance(name, re.Pattern) else re.compile(rf"^{re.escape(name)}$")
    seen = []
    for _ in range(MAX_TABS):
        page.keyboard.press("Shift+Tab" if backwards else "Tab")
        now = focused(page)
        if pattern.search(now):
            return
        seen.append(now)
    raise AssertionError(f"never reached {pattern.pattern!r} with the keyboard; passed: {seen[:40]}")


def type_text(page: Page, text: str) -> None:
    page.keyboard.type(text, delay=5)


def test_every_app_is_reached_from_home_with_the_keyboard(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size({"width": 390, "height": 844})
    for app, heading in [("Wishes", re.compile("wish", re.I)), ("Spots", re.compile("remind|spots", re.I)),
                         ("Eats", re.compile("eats", re.I)), ("Library", re.compile("librar", re.I))]:
        page.goto("/")
        # The skip link comes first, then the page; the bar's Apps tab is reached in order.
        page.keyboard.press("Tab")
        assert focused(page) == "Skip to content"
        tab_to(page, "Apps")
        page.keyboard.press("Enter")
        page.wait_for_url(re.compile(r"/apps$"))
        tab_to(page, re.compile(rf"^{app}\b"))
        page.keyboard.press("Enter")
        page.wait_for_url(re.compile(rf"/{app.lower()}"))
        expect(page.locator("h1")).to_contain_text(heading)


def test_wishes_are_added_and_moved_into_a_list_with_the_keyboard(sign_up):
    ada = sign_up("ada")
    page = ada.page
    # A list to move into.
    page.goto("/wishes/lists")
    tab_to(page, "Name")
    type_text(page, "Birthday")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/wishes/lists/[0-9a-f-]{36}"))
    expect(page.get_by_role("heading", name="Birthday")).to_be_visible()

    page.goto("/wishes")
    tab_to(page, re.compile(r"^Quick add"))
    type_text(page, "Fountain pen")
    page.keyboard.press("Enter")
    expect(page.get_by_role("link", name="Fountain pen")).to_be_visible()
    # The move form: its list chosen with an arrow, sent with Enter on its button.
    tab_to(page, "Move to list")
    page.keyboard.press("ArrowDown")
    tab_to(page, "Move")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    page.goto("/wishes/lists")
    expect(page.get_by_text(re.compile(r"Wishes: 1"))).to_be_visible()


def test_a_reminder_with_a_place_is_made_with_the_keyboard(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.goto("/spots/new")
    tab_to(page, "What")
    type_text(page, "Buy stamps")
    tab_to(page, "Search a place")
    type_text(page, "Stockh")
    expect(page.get_by_role("option", name=re.compile(r"^Stockholm")).first).to_be_visible()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(page.locator("form.reminder-form").get_by_label("Place name")).to_have_value("Stockholm")
    tab_to(page, "Add reminder")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/spots/[0-9a-f-]{36}(\?.*)?$"))
    expect(page.get_by_text("on arriving at Stockholm")).to_be_visible()
    # Marked done from the list, with Space on its button.
    page.goto("/spots")
    tab_to(page, re.compile(r"^Mark .*Buy stamps.* done|^Mark as done", re.I))
    with page.expect_navigation():
        page.keyboard.press("Space")
    expect(page.get_by_role("button", name=re.compile("Undo"))).to_be_visible()


def test_a_dish_is_rated_with_the_keyboard(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.goto("/eats/new")
    tab_to(page, "Name")
    type_text(page, f"Keyboard Grill {ada.username}")
    tab_to(page, "Latitude")
    type_text(page, "60.1702")
    tab_to(page, "Longitude")
    type_text(page, "24.9413")
    tab_to(page, re.compile(r"^(Add|Save)"))
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/eats/restaurants/[0-9a-f-]{36}"))
    tab_to(page, re.compile(r"^Dish( name)?$"))
    type_text(page, "Salmon soup")
    page.keyboard.press("Enter")
    # A new dish opens on its own page.
    page.wait_for_url(re.compile(r"/eats/dishes/[0-9a-f-]{36}"))
    # Stars are radio buttons: Tab into the group, arrows to four, Enter to send.
    tab_to(page, re.compile(r"1 star|★"))
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    tab_to(page, "Rate")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    expect(page.locator("#rate input[value='4']")).to_be_checked()
