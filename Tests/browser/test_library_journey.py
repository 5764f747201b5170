"""Browser test: in a Swedish library, searching an "Ö" author and sorting by author Ö→A puts the
Ö names first in Swedish order; a title is borrowed with card number and PIN, shows on the
bookshelf with its days left, and is returned.

scripts/test sets the library up with the real staff commands: `satchel library add malmo …
--language sv --self-registration`, `library import-marc` of docs/examples/library/
svenska-klassiker.mrc and `admin import-cards`. Each run gets a card of its own through the
library's self-registration, so runs never share loans."""

from __future__ import annotations

import re

from playwright.sync_api import expect


def choose_malmo(page) -> None:
    page.goto("/library")
    page.locator("li", has_text="Malmö stadsbibliotek").get_by_role("button", name="Choose").click()
    page.wait_for_url(re.compile(r"/library/malmo$"))
    expect(page.get_by_role("heading", name="Malmö stadsbibliotek", level=1)).to_be_visible()


def test_an_ö_author_sorts_ö_to_a_and_a_title_is_borrowed_and_returned_with_card_and_pin(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size({"width": 390, "height": 844})

    # Choose the library.
    choose_malmo(page)

    # A card of her own (self-registration), then out of the library session again.
    page.get_by_role("link", name="Get a library card").first.click()
    page.get_by_label("Choose a PIN").fill("4321")
    page.get_by_role("button", name="Get a library card").click()
    number = re.search(r"Your card number is (\d+)", page.locator("main").inner_text()).group(1)
    page.goto("/library/malmo")
    page.get_by_role("button", name="Sign out of the library").click()
    expect(page.get_by_role("link", name="Sign in with library card").first).to_be_visible()

    # Search "Ö" among authors, sorted by author Ö to A: Swedish order puts Ö last of the
    # alphabet, so reversed it comes first — Östergren, Ödman, Öberg — then O names.
    page.goto("/library/malmo/search")
    page.get_by_label("Title, author, subject or ISBN").fill("Ö")
    page.get_by_label("Search in").select_option("author")
    page.get_by_text("Sort and filter").click()
    page.get_by_label("Sort by").select_option("author")
    page.get_by_label("Order").select_option("desc")
    page.get_by_role("button", name="Apply").click()
    page.wait_for_url(re.compile(r"/library/malmo/search\?.*q=%C3%96"))
    expect(page.get_by_role("status")).to_contain_text(re.compile(r"\d+ titles"))
    authors = page.locator("#results .title-meta").all_inner_texts()
    assert [a.split(" · ")[0] for a in authors[:3]] == ["Östergren, Klas", "Ödman, Sara", "Öberg, Lars"], authors
    assert any(a.startswith("Olsson") for a in authors[3:]), authors

    # Open a title and borrow it: the library asks for card number and PIN first.
    page.locator("#results").get_by_role("link", name=re.compile("Öar i norr")).click()
    expect(page.get_by_role("heading", name="Öar i norr")).to_be_visible()
    expect(page.locator("#availability")).to_contain_text("Available")
    page.get_by_role("button", name="Borrow").click()
    page.wait_for_url(re.compile(r"/library/malmo/sign-in\?next="))
    page.get_by_label("Card number").fill(number)
    page.get_by_label("PIN").fill("1111")
    page.get_by_role("button", name="Sign in with library card").click()
    expect(page.get_by_role("alert")).to_contain_text("card number or PIN is wrong")
    expect(page.get_by_label("Card number")).to_have_value(number)
    page.get_by_label("PIN").fill("4321")
    page.get_by_role("button", name="Sign in with library card").click()

    # Signed in, the borrow she asked for is done: no second press of Borrow.
    # On the bookshelf with its days left.
    page.wait_for_url(re.compile(r"/library/malmo/shelf"))
    expect(page.get_by_text("Borrowed: it is on your bookshelf.")).to_be_visible()
    item = page.locator("#items > li", has_text="Öar i norr")
    expect(item).to_contain_text(re.compile(r"Days left: 21 \(until"))

    # Return it (after confirming): the shelf is empty again and the title is available.
    item.get_by_role("link", name="Return").click()
    expect(page.get_by_role("heading", name=re.compile("Return Öar i norr now"))).to_be_visible()
    page.get_by_role("button", name="Return").click()
    page.wait_for_url(re.compile(r"/library/malmo/shelf"))
    expect(page.get_by_text("Returned. Thank you!")).to_be_visible()
    expect(page.get_by_text("You have no loans.")).to_be_visible()


def test_titles_on_plain_covers_wrap_inside_them_at_every_size(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size({"width": 390, "height": 844})
    choose_malmo(page)
    for path in ("/library/malmo", "/library/malmo/search?q=s&in=title"):
        page.goto(path)
        covers = page.locator(".cover.blank > span")
        expect(covers.first).to_be_visible()
        spill = covers.evaluate_all("""(spans) => spans.filter((s) => {
            const cover = s.parentElement.getBoundingClientRect();
            const text = s.getBoundingClientRect();
            return s.scrollWidth > s.clientWidth + 1 || text.left < cover.left - 1 || text.right > cover.right + 1
                || text.top < cover.top - 1 || text.bottom > cover.bottom + 1;
        }).map((s) => s.textContent)""")
        assert spill == [], (path, spill)
