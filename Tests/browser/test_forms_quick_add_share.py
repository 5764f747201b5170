"""Issue 41 on a phone (390×844, a non-UTC zone): a refused form takes the focus to its error
summary (axe clean), quick adds typed fast all land in order without a reload, and a shop's
page shared to Satchel (as the share sheet posts it, without a CSRF token) opens the new-wish
form filled in — after signing in, when signed out."""

import re

from playwright.sync_api import Page, expect

from test_pages import axe_problems

PHONE = {"width": 390, "height": 844}


def post_share(page: Page, fields: dict[str, str]) -> None:
    """Posts to the share target as the phone's share sheet does: a plain form, no CSRF token."""
    page.evaluate(
        """(fields) => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = "/wishes/share";
            for (const [name, value] of Object.entries(fields)) {
                const input = document.createElement("input");
                input.type = "hidden"; input.name = name; input.value = value;
                form.append(input);
            }
            document.body.append(form);
            HTMLFormElement.prototype.submit.call(form);
        }""",
        fields,
    )


def test_a_refused_wish_form_moves_focus_to_its_error_summary(sign_up):
    ada = sign_up("ada", "America/Los_Angeles")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto("/wishes/new")
    form = page.locator("form.wish-form")
    form.get_by_label("Price", exact=True).fill("lots")
    form.get_by_role("combobox", name="What do you wish for?").fill("Kite")
    form.get_by_role("button", name="Add wish").click()
    summary = page.locator("[data-error-summary]")
    expect(summary).to_be_visible()
    expect(summary).to_be_focused()
    expect(summary.get_by_role("heading")).to_have_text("There is a problem")
    expect(summary).to_be_in_viewport()
    price = page.get_by_label("Price", exact=True)
    expect(price).to_have_attribute("aria-invalid", "true")
    expect(price).to_have_value("lots")
    assert axe_problems(page) == []
    # Its link puts the cursor in the field in error.
    summary.get_by_role("link").first.click()
    expect(price).to_be_focused()


def test_twelve_quick_adds_typed_fast_all_land_in_order_without_a_reload(sign_up):
    ada = sign_up("ada", "Europe/Prague")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto("/wishes")
    box = page.get_by_label("Quick add")
    box.click()
    marker = page.evaluate("() => (window.__sameDocument = Math.random())")
    names = [f"Wish {i:02d}" for i in range(1, 13)]
    for name in names:
        page.keyboard.type(name)
        page.keyboard.press("Enter")
    rows = page.locator("ul.list.own li.wish-row .wish-name")
    expect(rows).to_have_count(12)
    # Newest at the top, none lost, not one letter lost; the page never reloaded.
    expect(rows).to_have_text(list(reversed(names)))
    assert page.evaluate("() => window.__sameDocument") == marker
    expect(box).to_be_focused()
    expect(box).to_have_value("")
    # Saved in the order typed.
    page.reload()
    expect(page.locator("ul.list.own li.wish-row .wish-name")).to_have_text(names)


def test_a_refused_quick_add_says_why_beside_the_box(sign_up):
    ada = sign_up("ada", "Asia/Tokyo")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto("/wishes")
    box = page.get_by_label("Quick add")
    box.fill("Scarf")
    box.press("Enter")
    expect(page.locator("ul.list.own li.wish-row")).to_have_count(1)
    box.fill("Scarf")
    box.press("Enter")
    expect(page.locator("#f-name-error")).to_be_visible()
    expect(box).to_have_attribute("aria-invalid", "true")
    expect(box).to_have_value("Scarf")
    expect(page.locator("ul.list.own li.wish-row")).to_have_count(1)


def test_a_shared_page_opens_the_new_wish_form_filled_in(sign_up, base_url):
    ada = sign_up("ada", "Europe/Stockholm")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto("/wishes")
    post_share(page, {"title": "Blue kite", "text": "Look at this http://127.0.0.1:9/kite."})
    page.wait_for_url(re.compile(r"/wishes/share\?d="))
    expect(page.get_by_role("combobox", name="What do you wish for?")).to_have_value("Blue kite")
    expect(page.get_by_label("Link", exact=True)).to_have_value("http://127.0.0.1:9/kite")
    expect(page.get_by_role("status").filter(has_text="Satchel could not read that page")).to_be_visible()
    # Nothing was added by the share; the person saves, choosing the list.
    page.get_by_role("button", name="Add wish").click()
    expect(page.locator("h1")).to_have_text("Blue kite")


def test_a_page_shared_while_signed_out_is_kept_through_sign_in(sign_up, new_context):
    ada = sign_up("ada", "America/New_York")
    page = new_context("America/New_York").new_page()
    page.set_viewport_size(PHONE)
    page.goto("/sign-in")
    post_share(page, {"title": "Green tent", "url": "http://127.0.0.1:9/tent"})
    page.wait_for_url(re.compile(r"/sign-in\?next="))
    page.get_by_label("Username or email").fill(ada.username)
    page.get_by_label("Password").fill(ada.password)
    page.locator("form", has=page.locator("input[name=login]")).get_by_role("button", name="Sign in").click()
    page.wait_for_url(re.compile(r"/wishes/share\?d="))
    expect(page.get_by_role("combobox", name="What do you wish for?")).to_have_value("Green tent")
    expect(page.get_by_label("Link", exact=True)).to_have_value("http://127.0.0.1:9/tent")


def test_the_bookmarklet_opens_the_share_route_with_the_pages_link_and_title(sign_up):
    ada = sign_up("ada", "Europe/Prague")
    page = ada.page
    page.goto("/wishes/from-shop")
    href = page.get_by_role("link", name="Add to Satchel").get_attribute("href")
    assert href.startswith("javascript:")
    # Run as it would run on a shop's page (here one of Satchel's own, its title known).
    page.goto("/wishes/new")
    title = page.title()
    page.evaluate(href[len("javascript:"):])
    page.wait_for_url(re.compile(r"/wishes/share\?"))
    expect(page.get_by_role("combobox", name="What do you wish for?")).to_have_value(title)
