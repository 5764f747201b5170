"""Browser test of the wish lists' core journey: a wish with a photo goes into a list, the list
is shared, a friend accepts and reserves it, the friend's cart shows it, and the owner's own
view shows no trace of the reservation."""

from __future__ import annotations

import os
import re
from urllib.parse import quote

from playwright.sync_api import Page, expect

PHOTO = os.path.join(os.path.dirname(__file__), "gift.jpg")


def befriend(asker, answerer) -> None:
    asker.page.goto(f"/friends?q={quote(answerer.username)}")
    asker.page.locator("li", has_text=f"@{answerer.username}").get_by_role("button", name="Add friend").click()
    asker.page.wait_for_load_state()
    answerer.page.goto("/friends")
    incoming = answerer.page.locator("section", has=answerer.page.locator("#h-incoming"))
    incoming.locator("li", has_text=asker.display_name).get_by_role("button", name="Accept").click()
    answerer.page.wait_for_load_state()


def owner_page_text(page: Page, path: str) -> str:
    page.goto(path)
    return page.locator("main").inner_text()


def test_a_reserved_gift_reaches_the_givers_cart_and_stays_hidden_from_the_owner(sign_up):
    ada = sign_up("ada")
    bob = sign_up("bob")
    befriend(ada, bob)

    # Ada makes a list and adds a wish with a photo to it, from the New wish tab.
    ada.page.goto("/wishes/lists")
    ada.page.get_by_label("Name").fill("Birthday")
    ada.page.get_by_role("button", name="Create list").click()
    ada.page.wait_for_load_state()
    list_path = ada.page.url.split("?")[0].replace(ada.page.url.split("/wishes")[0], "")
    assert list_path.startswith("/wishes/lists/")

    ada.page.goto("/wishes/new")
    ada.page.get_by_label("What do you wish for?").fill("Red kite")
    ada.page.get_by_label("Price").fill("249.50")
    ada.page.get_by_label("List").select_option(label="Birthday")
    ada.page.set_input_files("input[name=photo]", PHOTO)
    ada.page.get_by_role("button", name="Add wish").click()
    ada.page.wait_for_load_state()
    expect(ada.page.locator("h1")).to_have_text("Red kite")
    expect(ada.page.locator("img.wish-photo")).to_be_visible()
    expect(ada.page.locator(".owner-badge")).to_have_text("Your wish")

    # She shares the list with Bob.
    ada.page.goto(list_path)
    ada.page.get_by_label(bob.display_name).check()
    ada.page.get_by_role("button", name="Share with them").click()
    ada.page.wait_for_load_state()

    # Bob accepts the invitation under Friends' lists.
    bob.page.goto("/wishes/friends")
    bob.page.get_by_role("button", name="Accept").click()
    bob.page.wait_for_load_state()
    expect(bob.page.locator(".owner-badge")).to_contain_text(ada.display_name)

    # What Ada sees now, before Bob reserves anything.
    before = {path: owner_page_text(ada.page, path) for path in ["/wishes", list_path]}

    # Bob reserves the kite.
    bob.page.get_by_role("link", name="Red kite").click()
    bob.page.get_by_role("button", name="I'll give this").click()
    bob.page.wait_for_load_state()
    expect(bob.page.locator(".giving-panel")).to_contain_text("You are giving this")

    # The cart shows it, grouped under Ada, with its price.
    bob.page.goto("/wishes/cart")
    group = bob.page.locator("section.cart-group", has_text=ada.display_name)
    expect(group).to_contain_text("Red kite")
    expect(group).to_contain_text("249.50")

    # Bought: the gift says so plainly (not struck through), with a way to undo it.
    bob.page.set_viewport_size({"width": 390, "height": 844})
    row = group.locator("li", has_text="Red kite")
    row.get_by_role("button", name="Mark bought").click()
    row = bob.page.locator("section.cart-group li", has_text="Red kite")
    expect(row.locator(".state-pill")).to_have_text("Bought")
    assert "line-through" not in row.locator(".wish-name").evaluate("e => getComputedStyle(e).textDecorationLine")
    row.get_by_role("button", name="Undo: Red kite is not bought yet").click()
    row = bob.page.locator("section.cart-group li", has_text="Red kite")
    expect(row.get_by_role("button", name="Mark bought")).to_be_visible()
    expect(row.locator(".state-pill")).to_have_count(0)

    # Ada's own views did not change and say nothing about it.
    for path, text in before.items():
        after = owner_page_text(ada.page, path)
        assert after == text, f"{path} changed for the owner after a reservation"
        assert "reserv" not in after.lower(), f"{path} mentions a reservation to the owner"
    wish_link = ada.page.get_by_role("link", name="Red kite")
    wish_link.click()
    main = ada.page.locator("main").inner_text()
    assert "reserv" not in main.lower() and "giving" not in main.lower() and bob.display_name not in main


def test_dragging_a_wish_to_the_top_of_a_list_saves_the_new_order(sign_up):
    ada = sign_up("ada")
    ada.page.goto("/wishes/lists")
    ada.page.get_by_label("Name").fill("Summer")
    ada.page.get_by_role("button", name="Create list").click()
    ada.page.wait_for_load_state()
    list_path = "/wishes/lists/" + ada.page.url.split("/wishes/lists/")[1].split("?")[0]
    for name in ["Alpha", "Bravo", "Charlie"]:
        ada.page.goto("/wishes/new")
        ada.page.get_by_label("What do you wish for?").fill(name)
        ada.page.get_by_label("List").select_option(label="Summer")
        ada.page.get_by_role("button", name="Add wish").click()
        ada.page.wait_for_load_state()

    ada.page.goto(list_path)
    rows = ada.page.locator("ul#wishes > li")
    expect(rows).to_have_count(3)
    expect(ada.page.locator("ul#wishes.sortable")).to_have_count(1)
    rows.nth(2).drag_to(rows.nth(0))
    expect(ada.page.locator("ul#wishes > li .wish-name")).to_have_text(["Charlie", "Alpha", "Bravo"])
    expect(ada.page.locator("ul#wishes[aria-busy]")).to_have_count(0)
    ada.page.reload()
    expect(ada.page.locator("ul#wishes > li .wish-name")).to_have_text(["Charlie", "Alpha", "Bravo"])


def test_quick_add_without_javascript_posts_the_form_and_keeps_the_cursor_in_the_box(browser, base_url):
    # With JavaScript, quick add adds in place (test_forms_quick_add_share.py); without it, the
    # form posts, the inbox comes back and the cursor is in the box for the next wish.
    from conftest import fill_sign_up_form, unique_person_details

    context = browser.new_context(base_url=base_url, locale="en-US", timezone_id="Europe/Prague", java_script_enabled=False)
    try:
        page = context.new_page()
        page.set_viewport_size({"width": 390, "height": 844})
        fill_sign_up_form(page, *unique_person_details("ada"))
        page.wait_for_url(re.compile("^" + re.escape(base_url) + r"/(\?.*)?$"))
        page.goto("/wishes")
        page.get_by_label("Quick add").click()
        names = [f"Wish number {n}" for n in range(1, 4)]
        for name in names:
            page.keyboard.type(name)
            with page.expect_navigation():
                page.keyboard.press("Enter")
            expect(page.get_by_label("Quick add")).to_be_focused()
        for name in names:
            expect(page.get_by_role("link", name=name, exact=True)).to_be_visible()
    finally:
        context.close()


def test_a_two_letter_username_signs_up(new_context):
    import random
    import string

    page = new_context().new_page()
    page.set_viewport_size({"width": 390, "height": 844})
    password = "Tall-Maple-quiet-river"
    for _ in range(20):
        username = "".join(random.choice(string.ascii_lowercase) for _ in range(2))
        if username in password.lower():
            continue  # Refused with another message: a password must not contain the username.
        page.goto("/sign-up")
        form = page.locator("form", has=page.locator("input[name=username]"))
        form.locator("input[name=displayName]").fill("Bo")
        form.locator("input[name=username]").fill(username)
        form.locator("input[name=email]").fill(f"{username}-{random.randrange(10**9)}@example.test")
        form.locator("input[name=password]").fill(password)
        with page.expect_navigation():
            form.get_by_role("button", name="Create account").click()
        if page.locator("#f-username-error, .field-error").count() == 0:
            break
        # Taken by an earlier run on this server: another pair.
        expect(page.get_by_text("This username is taken.")).to_be_visible()
    expect(page.get_by_role("heading", name="Hello, Bo")).to_be_visible()
