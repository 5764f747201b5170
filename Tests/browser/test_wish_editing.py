"""Browser tests of owning wishes on a phone: moving a wish between lists, reordering a long
list with the ↑/↓ buttons, and editing a wish in one form that keeps what was typed."""

from __future__ import annotations

import os
import re

from playwright.sync_api import Page, expect

PHONE = {"width": 390, "height": 844}
PHOTO = os.path.join(os.path.dirname(__file__), "gift.jpg")


def make_list(page: Page, name: str) -> str:
    page.goto("/wishes/lists")
    page.get_by_label("Name").fill(name)
    page.get_by_role("button", name="Create list").click()
    page.wait_for_url(re.compile(r"/wishes/lists/[0-9a-f-]{36}"))
    return "/wishes/lists/" + page.url.split("/wishes/lists/")[1].split("?")[0].split("#")[0]


def add_wish(page: Page, name: str, list_name: str | None = None) -> str:
    page.goto("/wishes/new")
    page.get_by_label("What do you wish for?").fill(name)
    if list_name:
        page.get_by_label("List").select_option(label=list_name)
    page.get_by_role("button", name="Add wish").click()
    page.wait_for_url(re.compile(r"/wishes/[0-9a-f-]{36}(\\?.*)?$"))
    return "/wishes/" + page.url.split("/wishes/")[1].split("?")[0]


def list_names(page: Page, path: str) -> list[str]:
    page.goto(path)
    return page.locator("ul#wishes > li .wish-name").all_inner_texts()


def test_a_wish_in_a_list_moves_to_another_list_or_back_to_the_inbox(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)
    birthday = make_list(page, "Birthday")
    christmas = make_list(page, "Christmas")
    wish = add_wish(page, "Red kite", "Birthday")

    # From the wish's own page.
    page.goto(wish)
    page.get_by_label("Move to list").select_option(label="Christmas")
    page.get_by_role("button", name="Move", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("Moved.")
    assert list_names(page, christmas) == ["Red kite"]
    assert list_names(page, birthday) == []

    # From the edit form, back to the inbox.
    page.goto(wish + "/edit")
    page.get_by_label("List").select_option(label="Wishes inbox")
    page.get_by_role("button", name="Save").click()
    page.wait_for_url(re.compile(re.escape(wish) + r"(\\?.*)?$"))
    assert list_names(page, christmas) == []
    page.goto("/wishes")
    expect(page.get_by_role("link", name="Red kite", exact=True)).to_be_visible()


def test_reordering_a_long_list_on_a_phone_keeps_even_buttons_and_the_page_where_it_was(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)
    path = make_list(page, "Long")
    names = [f"Wish {n:02d} with a fairly long name to wrap" for n in range(1, 13)]
    for name in names:
        add_wish(page, name, "Long")
    page.goto(path)
    rows = page.locator("ul#wishes > li")
    expect(rows).to_have_count(12)

    # Every row: ↑ and ↓ side by side, the same size, on the right of the row (none wrapped
    # under the photo); the ends' outer buttons are disabled.
    for i in range(12):
        up, down = rows.nth(i).locator(".reorder button").all()
        a, b = up.bounding_box(), down.bounding_box()
        row = rows.nth(i).bounding_box()
        photo = rows.nth(i).locator(".wish-thumb").bounding_box()
        assert a["width"] == b["width"] >= 44 and a["height"] == b["height"] >= 44, (i, a, b)
        assert abs(a["y"] - b["y"]) < 1 and b["x"] > a["x"], (i, a, b)
        assert a["y"] < photo["y"] + photo["height"], f"row {i}: the buttons wrapped under the photo"
        assert b["x"] + b["width"] <= row["x"] + row["width"] + 1
    expect(rows.nth(0).locator(".reorder button").first).to_be_disabled()
    expect(rows.nth(11).locator(".reorder button").last).to_be_disabled()

    # Far down the list, ↓ moves the row without reloading or jumping to the top.
    page.evaluate("window.__stillHere = true")
    target = rows.nth(9)
    target.scroll_into_view_if_needed()
    scrolled = page.evaluate("window.scrollY")
    assert scrolled > 300
    target.get_by_role("button", name=f"Move {names[9]} down").click()
    expect(rows.nth(10).locator(".wish-name")).to_have_text(names[9])
    expect(page.locator("ul#wishes[aria-busy]")).to_have_count(0)
    assert page.evaluate("window.__stillHere") is True, "the page reloaded"
    assert abs(page.evaluate("window.scrollY") - scrolled) < 80
    # The focus stays on the moved wish's button, so ↓ can be pressed again.
    expect(page.get_by_role("button", name=f"Move {names[9]} down")).to_be_focused()
    page.keyboard.press("Enter")
    expect(rows.nth(11).locator(".wish-name")).to_have_text(names[9])
    expect(page.locator("ul#wishes[aria-busy]")).to_have_count(0)
    expect(page.get_by_role("button", name=f"Move {names[9]} up")).to_be_focused()
    expect(rows.nth(11).locator(".reorder button").last).to_be_disabled()

    # The server kept the order.
    expected = names[:9] + names[10:] + [names[9]]
    assert list_names(page, path) == expected

    # Without JavaScript the buttons still work, and come back to the row that moved.
    context = page.context.browser.new_context(base_url=page.url.split("/wishes")[0], java_script_enabled=False,
                                               viewport=PHONE, timezone_id="Asia/Kolkata")
    context.add_cookies(page.context.cookies())
    plain = context.new_page()
    plain.goto(path)
    plain.get_by_role("button", name=f"Move {names[9]} up").click()
    assert re.search(r"#w-[0-9a-f-]{36}$", plain.url), plain.url
    assert plain.locator("ul#wishes > li .wish-name").all_inner_texts()[10] == names[9]
    context.close()


def test_editing_a_wish_is_one_form_that_keeps_what_was_typed_when_the_photo_is_refused(sign_up, tmp_path):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)
    wish = add_wish(page, "Tent")
    page.goto(wish + "/edit")
    expect(page.get_by_role("heading", name="Profile photo")).to_have_count(0)
    expect(page.locator("form.wish-form legend")).to_have_text("Photo")

    fake = tmp_path / "holiday.jpg"
    fake.write_bytes(b"this is not a picture at all")
    page.get_by_label("Price").fill("1299")
    page.get_by_label("Where to buy it").fill("Outdoor shop")
    page.set_input_files("input[name=photo]", str(fake))
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#f-photo-error")).to_be_visible()
    expect(page.get_by_label("Price")).to_have_value("1299")
    expect(page.get_by_label("Where to buy it")).to_have_value("Outdoor shop")
    expect(page.locator("#f-photo-hint")).to_contain_text("Choose the photo again")
    # Nothing was saved.
    page.goto(wish)
    expect(page.locator("main")).not_to_contain_text("Outdoor shop")

    # With a real photo everything is saved at once.
    page.goto(wish + "/edit")
    page.get_by_label("Price").fill("1299")
    page.get_by_label("Where to buy it").fill("Outdoor shop")
    page.set_input_files("input[name=photo]", PHOTO)
    page.get_by_role("button", name="Save").click()
    page.wait_for_url(re.compile(re.escape(wish) + r"(\\?.*)?$"))
    expect(page.locator("main")).to_contain_text("Outdoor shop")
    expect(page.locator("main")).to_contain_text("1,299.00")
    expect(page.locator("img.wish-photo")).to_be_visible()

    # Delete stands apart: after the form, under its own heading, well below Save.
    page.goto(wish + "/edit")
    save = page.get_by_role("button", name="Save").bounding_box()
    delete = page.get_by_role("link", name="Delete wish…")
    zone = page.locator("section.danger-zone")
    expect(zone.get_by_role("heading", name="Delete this wish")).to_be_visible()
    expect(zone.get_by_role("link", name="Delete wish…")).to_be_visible()
    assert delete.bounding_box()["y"] - (save["y"] + save["height"]) > 60
    assert page.locator("form.wish-form").get_by_role("link", name=re.compile("Delete")).count() == 0


def test_leaving_after_a_refused_save_still_asks_and_keeps_what_was_typed(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)
    wish = add_wish(page, "Kayak")
    page.goto(wish + "/edit")
    page.get_by_label("Price").fill("not a price")
    page.get_by_label("Notes (size, colour…)").fill("The blue one, two seats")
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#f-amount-error")).to_be_visible()
    expect(page.get_by_label("Notes (size, colour…)")).to_have_value("The blue one, two seats")

    # Nothing typed since the refused save, yet leaving asks: the changes are not saved.
    page.locator("h1").click()  # a person has touched the page (browsers ask only then)
    asked: list[str] = []

    def answer(dialog):
        asked.append(dialog.type)
        dialog.dismiss()

    page.on("dialog", answer)
    page.get_by_role("link", name="← Kayak").click()
    page.wait_for_timeout(500)
    assert asked == ["beforeunload"], asked
    assert page.url.endswith("/edit"), page.url
    expect(page.get_by_label("Notes (size, colour…)")).to_have_value("The blue one, two seats")
