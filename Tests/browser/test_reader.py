"""Browser test of the e-book reader: borrow a book, open it, turn pages with keys and the
button, bookmark a page and make the text bigger; a second browser context (another device of
the same person) opens the book at the same page with the bookmark and the bigger text; after
the loan is returned the book's content is refused.

scripts/test imports the project's own demo books (`satchel library demo-books`) into the
"malmo" library; "Kartan över Lindhamn" is one of them."""

from __future__ import annotations

import re
import time

from playwright.sync_api import Page, expect

PHONE = {"width": 390, "height": 720}
# The phone the reading-order, place, wrapping and bookmark tests use.
PHONE_844 = {"width": 390, "height": 844}
BOOK = "Kartan över Lindhamn"


def sign_in(page: Page, login: str, password: str) -> None:
    page.goto("/sign-in")
    form = page.locator("form", has=page.locator("input[name=login]"))
    form.locator("input[name=login]").fill(login)
    form.locator("input[name=password]").fill(password)
    form.get_by_role("button", name="Sign in").click()
    page.wait_for_url(re.compile(r"/(\?.*)?$"))


def open_reader(page: Page) -> None:
    page.get_by_role("link", name="Read", exact=True).click()
    page.wait_for_url(re.compile(r"/read$"))
    expect(page.locator("#reader[data-ready=true]")).to_be_attached()


def test_a_borrowed_book_opens_on_another_device_at_the_same_page_with_bookmark_and_settings(sign_up, new_context):
    ada = sign_up("reader")
    page = ada.page
    page.set_viewport_size(PHONE)

    # A card of her own at Malmö, then borrow the demo book.
    get_card_and_borrow(page)
    title_path = page.locator("#items > li", has_text=BOOK).get_by_role("link", name="Read").get_attribute("href")
    title_id = re.search(r"/titles/([0-9A-Fa-f-]{36})/read", title_path).group(1)

    # Open it (the first time: nothing saved yet is not an error) and turn pages: two with the
    # keyboard, one with the button.
    failed: list[str] = []
    page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page.on("console", lambda m: failed.append(m.text) if m.type == "error" else None)
    open_reader(page)
    position = page.locator("#reader-position")
    expect(position).to_contain_text(re.compile(r"Page 1 of \d+ in this chapter"))
    assert failed == [], failed
    expect(page.frame_locator("#reader-frame").get_by_role("heading", name="Atlasen")).to_be_visible()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(position).to_contain_text("Page 3 of")
    page.get_by_role("button", name="Next page").click()
    expect(position).to_contain_text("Page 4 of")
    pages = int(re.search(r"Page 4 of (\d+)", position.inner_text()).group(1))
    assert pages >= 5, position.inner_text()

    # Bookmark this page, then make the text bigger.
    page.get_by_role("button", name="Bookmark this page").click()
    expect(page.locator("#reader-note")).to_have_text("Bookmark added.")
    page.get_by_role("button", name="Reading settings").click()
    page.get_by_label("Font size").fill("150")
    page.get_by_role("button", name="Close").last.click()
    expect(position).to_contain_text(re.compile(r"Page \d+ of \d+"))
    bigger_page = position.inner_text()

    # The place and the settings reach the server (saved a moment after the last change).
    deadline = time.time() + 15
    while time.time() < deadline:
        saved = page.request.get(f"/api/v1/reader/titles/{title_id}/position")
        settings = page.request.get("/api/v1/reader/settings").json()
        if saved.status == 200 and settings["settings"]["fontSize"] == 150 and saved.json()["locator"]["locations"]["progression"] > 0:
            break
        time.sleep(0.3)
    assert saved.status == 200 and settings["settings"]["fontSize"] == 150, (saved.text(), settings)
    place = saved.json()["locator"]
    assert place["href"].endswith("ch1.xhtml") and place["locations"]["progression"] > 0, place

    # Another device: the same person in a second browser context opens at the same page,
    # with the bookmark and the bigger text.
    other = new_context().new_page()
    other.set_viewport_size(PHONE)
    sign_in(other, ada.username, ada.password)
    other.goto(f"/library/malmo/titles/{title_id}/read")
    expect(other.locator("#reader[data-ready=true]")).to_be_attached()
    expect(other.locator("#reader-note")).to_contain_text("Opened where you left off on")
    expect(other.locator("#reader-position")).to_contain_text(bigger_page.split(" · ")[0])
    other.get_by_role("button", name="Reading settings").click()
    expect(other.get_by_label("Font size")).to_have_value("150")
    other.get_by_role("button", name="Close").last.click()
    other.get_by_role("button", name="Bookmarks").click()
    marks = other.locator("#reader-mark-list > li")
    expect(marks).to_have_count(1)
    expect(marks.first).to_contain_text("Atlasen")

    # A later chapter is readable on loan…
    chapter3 = f"/publications/{title_id}/OEBPS/ch3.xhtml"
    assert other.request.get(chapter3).status == 200

    # …and refused once the loan is returned (the first device returns it).
    page.goto("/library/malmo/shelf")
    page.locator("#items > li", has_text=BOOK).get_by_role("link", name="Return").click()
    page.get_by_role("button", name="Return").click()
    page.wait_for_url(re.compile(r"/library/malmo/shelf"))
    assert other.request.get(chapter3).status == 403


def get_card_and_borrow(page: Page, book: str = BOOK, query: str = "Kartan%20Lindhamn") -> None:
    """A card of their own at Malmö (PIN 4321) and a demo book borrowed; ends on the bookshelf."""
    page.goto("/library")
    page.locator("li", has_text="Malmö stadsbibliotek").get_by_role("button", name="Choose").click()
    page.get_by_role("link", name="Get a library card").first.click()
    page.get_by_label("Choose a PIN").fill("4321")
    page.get_by_role("button", name="Get a library card").click()
    page.goto(f"/library/malmo/search?q={query}")
    page.locator("#results").get_by_role("link", name=re.compile(re.escape(book))).click()
    page.get_by_role("button", name="Borrow").click()
    page.wait_for_url(re.compile(r"/library/malmo/shelf"))


def borrow_and_open(page: Page, book: str = BOOK, query: str = "Kartan%20Lindhamn") -> None:
    """A card of their own at Malmö, a demo book borrowed, the reader open."""
    get_card_and_borrow(page, book, query)
    page.locator("#items > li", has_text=book).get_by_role("link", name="Read").click()
    page.wait_for_url(re.compile(r"/read$"))
    expect(page.locator("#reader[data-ready=true]")).to_be_attached()


def test_wide_code_and_tables_stay_inside_their_page(sign_up):
    ada = sign_up("reader")
    page = ada.page
    page.set_viewport_size(PHONE)
    borrow_and_open(page)
    # A technical book's content: a long line of code, a wide table, a big picture.
    sizes = page.frame_locator("#reader-frame").locator("body").evaluate("""(body) => {
        const pre = document.createElement('pre');
        pre.textContent = 'let result = computeSomethingVeryLong(argumentNumberOne, argumentNumberTwo, argumentNumberThree, argumentNumberFour)';
        const table = document.createElement('table');
        table.innerHTML = '<tr>' + Array.from({ length: 14 }, (_, i) => `<td>Column heading ${i}</td>`).join('') + '</tr>';
        body.prepend(pre, table);
        const column = body.clientWidth - parseFloat(getComputedStyle(body).paddingLeft) - parseFloat(getComputedStyle(body).paddingRight);
        return { column, pre: pre.getBoundingClientRect().width, table: table.getBoundingClientRect().width,
                 preScroll: pre.scrollWidth, left: pre.getBoundingClientRect().left, tableLeft: table.getBoundingClientRect().left };
    }""")
    assert sizes["pre"] <= sizes["column"] + 1, sizes
    assert sizes["preScroll"] <= sizes["pre"] + 1, sizes  # wrapped, not cut off
    assert sizes["table"] <= sizes["column"] + 1, sizes


def saved_place(page: Page, title_id: str) -> dict:
    answer = page.request.get(f"/api/v1/reader/titles/{title_id}/position")
    assert answer.status == 200, answer.status
    return answer.json()


def wait_for_saved(page: Page, title_id: str, check, seconds: float = 10) -> dict:
    deadline = time.time() + seconds
    while True:
        answer = page.request.get(f"/api/v1/reader/titles/{title_id}/position")
        if answer.status == 200 and check(answer.json()):
            return answer.json()
        assert time.time() < deadline, answer.text()
        time.sleep(0.3)


def page_number(page: Page) -> int:
    return int(re.search(r"Page (\d+) of", page.locator("#reader-position").inner_text()).group(1))


def test_a_device_that_is_behind_never_saves_its_place_over_a_further_one(sign_up, new_context):
    ada = sign_up("reader")
    phone = ada.page
    phone.set_viewport_size(PHONE)
    borrow_and_open(phone)
    title_id = re.search(r"/titles/([0-9A-Fa-f-]{36})/read", phone.url).group(1)
    read_url = phone.url

    # The phone reads to page 3; that is saved.
    phone.keyboard.press("ArrowRight")
    phone.keyboard.press("ArrowRight")
    expect(phone.locator("#reader-position")).to_contain_text("Page 3 of")
    wait_for_saved(phone, title_id, lambda p: p["device"]["name"] and p["locator"]["locations"]["progression"] > 0)

    # The tablet opens where the phone was, reads on to page 5; that is saved.
    tablet = new_context().new_page()
    tablet.set_viewport_size(PHONE)
    sign_in(tablet, ada.username, ada.password)
    tablet.goto(read_url)
    expect(tablet.locator("#reader[data-ready=true]")).to_be_attached()
    expect(tablet.locator("#reader-position")).to_contain_text("Page 3 of")
    tablet.keyboard.press("ArrowRight")
    tablet.keyboard.press("ArrowRight")
    expect(tablet.locator("#reader-position")).to_contain_text("Page 5 of")
    ahead = wait_for_saved(tablet, title_id, lambda p: p["locator"]["locations"]["progression"] > 0.3)

    # The phone, behind, opens its own page and offers the tablet's; a resize (turning the
    # phone, the offer banner itself) saves nothing.
    phone.goto(read_url)
    expect(phone.locator("#reader[data-ready=true]")).to_be_attached()
    expect(phone.locator("#reader-offer")).to_be_visible()
    expect(phone.locator("#reader-offer-text")).to_contain_text("You were further on")
    assert page_number(phone) == 3
    phone.set_viewport_size({"width": 844, "height": 390})
    phone.wait_for_timeout(2500)
    phone.set_viewport_size(PHONE)
    phone.wait_for_timeout(2500)
    assert saved_place(phone, title_id)["locator"] == ahead["locator"], "the phone's older place was saved"

    # "Stay here" makes the phone's place the saved one.
    phone.get_by_role("button", name="Stay here").click()
    stayed = wait_for_saved(phone, title_id, lambda p: p["locator"]["locations"]["progression"] < ahead["locator"]["locations"]["progression"])

    # The tablet is further than that: it carries on at its own page, offered nothing.
    tablet.goto(read_url)
    expect(tablet.locator("#reader[data-ready=true]")).to_be_attached()
    assert page_number(tablet) == 5
    expect(tablet.locator("#reader-offer")).to_be_hidden()
    tablet.wait_for_timeout(2500)
    assert saved_place(tablet, title_id)["locator"] == stayed["locator"], "opening saved a place without moving"

    # The tablet turns a page (now it saves), the phone reopens and follows with "Continue there".
    tablet.keyboard.press("ArrowRight")
    expect(tablet.locator("#reader-position")).to_contain_text("Page 6 of")
    wait_for_saved(tablet, title_id, lambda p: p["locator"]["locations"]["progression"] > ahead["locator"]["locations"]["progression"])
    phone.goto(read_url)
    expect(phone.locator("#reader-offer")).to_be_visible()
    phone.get_by_role("button", name="Continue there").click()
    expect(phone.locator("#reader-position")).to_contain_text("Page 6 of")


def test_an_old_tab_turning_a_page_after_another_device_read_further_asks_instead_of_setting_the_place_back(sign_up, new_context):
    ada = sign_up("reader")
    phone = ada.page
    phone.set_viewport_size(PHONE_844)
    borrow_and_open(phone)
    title_id = re.search(r"/titles/([0-9A-Fa-f-]{36})/read", phone.url).group(1)
    read_url = phone.url

    # Device A (the phone) reads to page 2; that is saved.
    phone.keyboard.press("ArrowRight")
    expect(phone.locator("#reader-position")).to_contain_text("Page 2 of")
    wait_for_saved(phone, title_id, lambda p: p["locator"]["locations"]["progression"] > 0)

    # Device B (the tablet) opens there and reads further, to page 5.
    tablet = new_context().new_page()
    tablet.set_viewport_size(PHONE_844)
    sign_in(tablet, ada.username, ada.password)
    tablet.goto(read_url)
    expect(tablet.locator("#reader[data-ready=true]")).to_be_attached()
    expect(tablet.locator("#reader-position")).to_contain_text("Page 2 of")
    for _ in range(3):
        tablet.keyboard.press("ArrowRight")
    expect(tablet.locator("#reader-position")).to_contain_text("Page 5 of")
    ahead = wait_for_saved(tablet, title_id, lambda p: p["device"]["id"] and page_number(tablet) == 5
                           and p["locator"]["locations"]["progression"] > 0.3)

    # A, its old tab still open at page 2, turns one page: the server says B read further, and A
    # asks instead of moving the place back.
    phone.keyboard.press("ArrowRight")
    expect(phone.locator("#reader-position")).to_contain_text("Page 3 of")
    expect(phone.locator("#reader-offer")).to_be_visible()
    expect(phone.locator("#reader-offer-text")).to_contain_text("Continue where you left off on")
    phone.wait_for_timeout(2500)
    assert saved_place(phone, title_id)["locator"] == ahead["locator"], "the old tab set the place back"

    # A third device opens at B's page.
    third = new_context().new_page()
    third.set_viewport_size(PHONE_844)
    sign_in(third, ada.username, ada.password)
    third.goto(read_url)
    expect(third.locator("#reader[data-ready=true]")).to_be_attached()
    expect(third.locator("#reader-position")).to_contain_text("Page 5 of")

    # Only "Stay here" moves the saved place back to A's; A's further moves are then saved.
    phone.get_by_role("button", name="Stay here").click()
    stayed = wait_for_saved(phone, title_id, lambda p: p["locator"]["locations"]["progression"] < ahead["locator"]["locations"]["progression"])
    phone.keyboard.press("ArrowRight")
    expect(phone.locator("#reader-position")).to_contain_text("Page 4 of")
    wait_for_saved(phone, title_id, lambda p: p["locator"]["locations"]["progression"] > stayed["locator"]["locations"]["progression"])
    expect(phone.locator("#reader-offer")).to_be_hidden()


LEDGER = "The Keeper's Ledger"


def test_next_reads_a_book_whose_spine_lists_a_chapter_twice_through_exactly_once(sign_up):
    """The demo's EPUB 2 book lists its second chapter twice (two sections of one file) and has
    notes outside the reading flow (linear="no"): paging goes from the first page to the last
    once, "% read" only grows, and the notes open only from the contents."""
    ada = sign_up("reader")
    page = ada.page
    page.set_viewport_size(PHONE_844)
    borrow_and_open(page, LEDGER, "Keeper%20Ledger")

    position = page.locator("#reader-position")
    chapter = page.locator("#reader-chapter")
    seen: list[tuple[str, int]] = []
    for _ in range(400):
        text = position.inner_text()
        seen.append((chapter.inner_text(), int(re.search(r"(\d+) % read", text).group(1))))
        page.get_by_role("button", name="Next page").click()
        page.wait_for_function(
            "([before]) => document.getElementById('reader-position').textContent !== before"
            " || document.getElementById('reader-note').textContent.length > 0", arg=[text])
        if "The end." in page.locator("#reader-note").inner_text():
            break
    else:
        raise AssertionError(f"never reached the end: {seen[-5:]}")

    chapters: list[str] = []
    for name, _ in seen:
        if not chapters or chapters[-1] != name:
            chapters.append(name)
    assert chapters == ["The Ledger", "A Light on the Water", "One Hundred and Twelve Steps", "Morning"], chapters
    percents = [p for _, p in seen]
    assert percents == sorted(percents) and percents[-1] >= 90, percents

    # The end of a borrowed book offers to rate it or return it; closed, the book is still open.
    finished = page.locator("#reader-finished")
    expect(finished).to_be_visible()
    expect(finished.get_by_role("link", name="Return it now")).to_be_visible()
    finished.get_by_role("button", name="Close").click()
    expect(finished).to_be_hidden()

    # The notes: from the contents, and Next at their end comes back to where one was.
    page.get_by_role("button", name="Contents").click()
    page.locator("#reader-toc").get_by_role("link", name="Notes on the Ledger").click()
    expect(page.frame_locator("#reader-frame").get_by_role("heading", name="Notes on the Ledger")).to_be_visible()
    expect(chapter).to_have_text("Notes on the Ledger")
    page.get_by_role("button", name="Next page").click()
    expect(chapter).to_have_text("Morning")


def test_a_long_unbroken_address_wraps_inside_its_page(sign_up):
    ada = sign_up("reader")
    page = ada.page
    page.set_viewport_size(PHONE_844)
    borrow_and_open(page)
    sizes = page.frame_locator("#reader-frame").locator("body").evaluate("""(body) => {
        const p = document.createElement('p');
        p.textContent = 'See https://example.org/a/very/long/path/without/any/space/' + 'segment'.repeat(30) + ' for more.';
        body.prepend(p);
        const column = body.clientWidth - parseFloat(getComputedStyle(body).paddingLeft) - parseFloat(getComputedStyle(body).paddingRight);
        return { column, width: p.getBoundingClientRect().width, scroll: p.scrollWidth };
    }""")
    assert sizes["width"] <= sizes["column"] + 1, sizes
    assert sizes["scroll"] <= sizes["width"] + 1, sizes  # wrapped, not spilling into the next column


def test_a_bookmark_at_a_large_font_keeps_the_words_on_its_page(sign_up):
    ada = sign_up("reader")
    page = ada.page
    page.set_viewport_size(PHONE_844)
    borrow_and_open(page)
    page.get_by_role("button", name="Reading settings").click()
    page.get_by_label("Font size").fill("250")
    page.get_by_label("Margins").fill("4")
    page.get_by_role("button", name="Close").last.click()
    for _ in range(3):
        page.get_by_role("button", name="Next page").click()
    expect(page.locator("#reader-position")).to_contain_text("Page 4 of")
    page.get_by_role("button", name="Bookmark this page").click()
    expect(page.locator("#reader-note")).to_have_text("Bookmark added.")
    page.get_by_role("button", name="Bookmarks").click()
    words = page.locator(".reader-mark-text").first.inner_text()
    assert words, "the bookmark kept no words"
    # The words are on the page shown, not the chapter's first ones.
    shown = page.frame_locator("#reader-frame").locator("body").evaluate("""(body) => {
        const range = document.createRange();
        const w = window.innerWidth;
        let text = '';
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            range.selectNodeContents(node);
            if ([...range.getClientRects()].some((r) => r.width > 0 && r.right > 0 && r.left < w)) text += node.textContent + ' ';
        }
        return text.replace(/\\s+/g, ' ');
    }""")
    assert words[:20] in shown, (words, shown[:300])
    assert not words.startswith("Atlasen"), words
