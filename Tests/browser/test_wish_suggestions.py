"""Browser tests of creating wishes fast: product suggestions while typing a wish's name (from
the catalogue scripts/test imports from docs/examples/products.csv), and the payout form asking
before unsaved changes are left behind."""

import re

from playwright.sync_api import expect


def test_typing_a_wish_name_suggests_products_and_a_pick_fills_the_form(sign_up):
    ada = sign_up("ada")
    page = ada.page
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
    expect(suggestions).to_be_hidden()
    page.get_by_role("button", name="Add wish").click()
    expect(page.locator("h1")).to_contain_text("Horské kolo")


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
