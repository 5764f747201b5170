"""Browser test (390×844, America/Los_Angeles): browsing a library — Browse → Authors → an author's
books; a series in series order, and on a title's page its place in it ("Book 2 …"); a shelf of one's own,
"för resan", made from that title's page without script, lists the title.

scripts/test imports docs/examples/library/svenska-klassiker.mrc into the library `malmo`; its
Utvandrarserien (Moberg) is numbered 1–4, an order its titles' alphabetical order is not."""

from __future__ import annotations

import re

from playwright.sync_api import expect

SERIES = ["Utvandrarna", "Invandrarna", "Nybyggarna", "Sista brevet till Sverige"]


def test_browse_an_author_and_a_series_in_order_and_put_a_title_on_a_shelf_of_ones_own(sign_up):
    ada = sign_up("ada", timezone_id="America/Los_Angeles")
    page = ada.page
    page.set_viewport_size({"width": 390, "height": 844})

    page.goto("/library/malmo")
    page.get_by_role("link", name="Browse by author, series, publisher, language or subject").click()
    expect(page.get_by_role("heading", name="Browse", level=1)).to_be_visible()

    # Authors, in Swedish order (Ö after Z), each with a count; one author's books.
    page.get_by_role("link", name="Authors").click()
    names = page.locator("#facet-values a").all_inner_texts()
    assert names.index("Zetterlund, Anna") < names.index("Östergren, Klas"), names
    page.get_by_role("link", name="Moberg, Vilhelm").click()
    expect(page.get_by_role("heading", name="Moberg, Vilhelm", level=1)).to_be_visible()
    expect(page.locator("#browse-titles .title-name")).to_have_count(4)

    # The series in its own order, not the alphabet's.
    page.goto("/library/malmo/browse")
    page.get_by_role("link", name="Series").click()
    page.get_by_role("link", name="Utvandrarserien").click()
    assert page.locator("#browse-titles .title-name").all_inner_texts() == SERIES

    # The second book's page places it in the series, then a new shelf of one's own from there.
    page.locator("#browse-titles").get_by_role("link", name=re.compile("^Invandrarna")).click()
    expect(page.locator("#series")).to_contain_text(re.compile(r"Book 2 (of 4|in the series · 4 of its books here)"))
    assert page.locator("#series li").all_inner_texts() == SERIES
    shelves = page.locator("#my-shelves")
    shelves.get_by_label("Put it on a new shelf named").fill("för resan")
    shelves.get_by_role("button", name="Save shelves").click()
    expect(page.locator("#my-shelves").get_by_label("för resan")).to_be_checked()

    # All my libraries → My shelves → för resan lists the title.
    page.goto("/library/shelf")
    page.get_by_role("link", name="My shelves").click()
    page.get_by_role("link", name="för resan").click()
    expect(page.get_by_role("heading", name="för resan", level=1)).to_be_visible()
    expect(page.locator("#shelf-titles")).to_contain_text("Invandrarna")
