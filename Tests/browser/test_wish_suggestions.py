"""Browser tests of creating wishes fast: product suggestions while typing a wish's name (from
the catalogue scripts/test imports from docs/examples/products.csv), and the payout form asking
before unsaved changes are left behind."""

import re

from playwright.sync_api import expect


def test_typing_a_wish_name_suggests_products_and_a_pick_fills_the_form(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/wishes/new")
    name = page.get_by_role("combobox", name="What do you wish for?")
    name.press_sequentially("horsk", delay=40)
    suggestions = page.get_by_role("listbox", name="Suggestions")
    expect(suggestions).to_be_visible()
    options = suggestions.get_by_role("option")
    expect(options.first).to_contain_text("Horské kolo")
    # Keyboard: arrow down to the first suggestion, Enter to take it.
    name.press("ArrowDown")
    name.press("Enter")
    expect(name).to_have_value(re.compile(r"^Horské kolo "))
    expect(page.get_by_label("Price", exact=True)).not_to_have_value("")
    expect(page.get_by_label("Link", exact=True)).to_have_value(re.compile(r"^https://example\.com/"))
    # Where to buy it: the shop the catalogue's link points at, not the brand (Trek).
    expect(page.get_by_label("Where to buy it")).to_have_value("example.com")
    expect(suggestions).to_be_hidden()
    page.get_by_role("button", name="Add wish").click()
    expect(page.locator("h1")).to_contain_text("Horské kolo")


def test_a_name_with_no_matching_product_says_so_on_a_phone(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/wishes/new")
    name = page.get_by_role("combobox", name="What do you wish for?")
    name.press_sequentially("iPhone 17 Pro", delay=30)
    suggestions = page.get_by_role("listbox", name="Suggestions")
    expect(suggestions).to_be_visible()
    expect(suggestions.get_by_role("option")).to_have_count(1)
    expect(suggestions.get_by_role("option")).to_have_text("No products match “iPhone 17 Pro” — type the wish as you like.")
    expect(suggestions.get_by_role("option")).to_have_attribute("aria-disabled", "true")
    # Nothing to pick: Enter adds the wish as typed.
    name.press("ArrowDown")
    expect(name).to_have_value("iPhone 17 Pro")
    page.get_by_label("Where to buy it").fill("Apple Store")
    page.get_by_role("button", name="Add wish").click()
    expect(page.locator("h1")).to_have_text("iPhone 17 Pro")
    expect(page.locator("main")).to_contain_text("Apple Store")


def test_leaving_the_payout_form_with_unsaved_changes_asks_first(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.goto("/funding/settings")
    page.get_by_label("Account holder").fill("Ada Lovelace")
    asked = []

    def answer(dialog):
        asked.append(dialog.type)
        dialog.dismiss()

    page.on("dialog", answer)
    # A real navigation away: the browser asks, and dismissing it keeps the page and the input.
    page.get_by_role("link", name="Feed").click()
    page.wait_for_timeout(500)
    assert asked == ["beforeunload"]
    expect(page).to_have_url(re.compile(r"/funding/settings$"))
    expect(page.get_by_label("Account holder")).to_have_value("Ada Lovelace")
