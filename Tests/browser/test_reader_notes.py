"""Browser test of highlights and notes (issue 43): in a sample of a demo book, select words in
the frame and highlight them green with a note; another device of the same person sees the mark
and the Contents entry; the Notes page lists it.

scripts/test imports the project's demo books into the "malmo" library."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

PHONE = {"width": 390, "height": 844}
BOOK = "Kartan över Lindhamn"


def open_sample(page: Page) -> None:
    page.goto("/library/malmo/search?q=Kartan%20Lindhamn")
    page.locator("#results").get_by_role("link", name=re.compile(BOOK)).click()
    page.get_by_role("link", name="Read a sample").click()
    page.wait_for_url(re.compile(r"/read$"))
    expect(page.locator("#reader[data-ready=true]")).to_be_attached()


def test_a_highlight_with_a_note_follows_the_reader_to_another_device_and_the_notes_page(sign_up, new_context):
    ada = sign_up("notes", timezone_id="Asia/Kolkata")
    page = ada.page
    page.set_viewport_size(PHONE)
    errors: list[str] = []
    # Playwright's own probes into the script-less book frame are reported as blocked: not ours.
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" and "Blocked script execution" not in m.text else None)
    open_sample(page)

    # Select the first twenty characters of the first paragraph, as a finger would.
    body = page.frame_locator("#reader-frame").locator("body")
    quote = body.evaluate("""(body) => {
        const p = [...body.querySelectorAll("p")].find((e) => e.textContent.trim().length > 40);
        const walker = body.ownerDocument.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        const node = walker.nextNode();
        const start = node.data.search(/\\S/);
        const range = body.ownerDocument.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + 20);
        const sel = body.ownerDocument.getSelection();
        sel.removeAllRanges();
        sel.addRange(range);
        p.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
        return range.toString().replace(/\\s+/g, " ");
    }""")
    page.get_by_role("button", name="Green highlight").click()
    expect(page.locator("#reader-note")).to_have_text("Saved.")
    mark = page.frame_locator("#reader-frame").locator("mark.satchel-hl-green")
    expect(mark.first).to_be_attached()

    # Tap it: a note.
    mark.first.click()
    page.get_by_role("textbox", name="Note").fill("Så börjar det")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("#reader-note")).to_have_text("Saved.")

    # Another device of Ada's: the mark and the Contents entry.
    other = new_context("America/Los_Angeles").new_page()
    other.set_viewport_size(PHONE)
    other.goto("/sign-in")
    other.locator("input[name=login]").fill(ada.username)
    other.locator("input[name=password]").fill(ada.password)
    other.get_by_role("button", name="Sign in").click()
    other.wait_for_url(re.compile(r"/(\?.*)?$"))
    open_sample(other)
    expect(other.frame_locator("#reader-frame").locator("mark.satchel-hl-green").first).to_have_attribute("data-note", "")
    other.get_by_role("button", name="Contents").click()
    expect(other.locator("#reader-note-list")).to_contain_text(quote)
    expect(other.locator("#reader-note-list")).to_contain_text("Så börjar det")

    # The Notes page, without the reader.
    other.goto("/library/notes")
    item = other.locator(".notes-item").first
    expect(item).to_contain_text("Green highlight")
    expect(item).to_contain_text(quote)
    expect(item).to_contain_text("Så börjar det")
    assert errors == [], errors
