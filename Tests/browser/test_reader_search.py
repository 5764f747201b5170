"""Browser test of search inside the book: the demo book searched without its diacritics, the
second match tapped, and the reader shows that page with the words marked.

scripts/test imports the project's own demo books into the "malmo" library."""

from __future__ import annotations


from playwright.sync_api import expect
from test_reader import get_card_and_borrow

PHONE = {"width": 390, "height": 844}
BOOK = "Kartan över Lindhamn"


def test_a_search_without_diacritics_marks_the_tapped_match_on_the_shown_page(sign_up):
    ada = sign_up("seeker", timezone_id="America/Los_Angeles")
    page = ada.page
    page.set_viewport_size(PHONE)
    get_card_and_borrow(page)
    page.locator("#items > li", has_text=BOOK).get_by_role("link", name="Read").click()
    expect(page.locator("#reader[data-ready=true]")).to_be_attached()

    # "fonstret" for "fönstret": folded as the catalogue folds.
    page.get_by_role("button", name="Search in this book").click()
    page.get_by_label("Words to find").fill("FONSTRET")
    page.get_by_role("button", name="Search", exact=True).click()
    hits = page.locator("#reader-search-results .reader-search-hit")
    expect(hits.first).to_contain_text("fönstret")
    expect(page.locator("#reader-search-results h3").first).to_have_text("Atlasen")
    hits.nth(1).click()

    found = page.frame_locator("#reader-frame").locator("mark.satchel-found")
    expect(found).to_have_text("fönstret")
    box = found.bounding_box()
    frame = page.locator("#reader-frame").bounding_box()
    assert box and frame and frame["x"] <= box["x"] < frame["x"] + frame["width"], (box, frame)
    # The next page turn clears the mark.
    page.get_by_role("button", name="Next page").click()
    expect(found).to_have_count(0)
