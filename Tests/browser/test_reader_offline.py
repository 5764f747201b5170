"""Browser test of reading offline on a phone (Europe/Helsinki): the app is installable; a
borrowed book is downloaded from the bookshelf, opens again with the network off, pages turn, a
bookmark and a highlight are kept on the device (and shown); back online they reach the server;
returned, the copy is gone.

scripts/test imports the project's own demo books into the "malmo" library."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from conftest import fill_sign_up_form, unique_person_details
from playwright.sync_api import Browser, BrowserContext, Page, expect
from test_reader import get_card_and_borrow

PHONE = {"width": 390, "height": 844}
BOOK = "Kartan över Lindhamn"
# The paths of the reader's changes waiting in this browser (reader-offline.js's queue).
QUEUED = """() => new Promise((resolve) => {
  const r = indexedDB.open("satchel-reader", 1);
  r.onupgradeneeded = () => r.result.createObjectStore("queue", { keyPath: "seq", autoIncrement: true });
  r.onsuccess = () => { const q = r.result.transaction("queue").objectStore("queue").getAll(); q.onsuccess = () => resolve(q.result.map((i) => i.path)); };
})"""


def wait_for_queue(page: Page, done) -> list[str]:
    """Polls the queue until `done(paths)` holds (at most 15 s)."""
    for _ in range(150):
        paths = page.evaluate(QUEUED)
        if done(paths):
            return paths
        page.wait_for_timeout(100)
    raise AssertionError(f"the queue stayed {paths}")


def worker_offline(browser: Browser, context: BrowserContext, page: Page) -> Callable[[], None]:
    """The context offline, its service worker too: Playwright's set_offline leaves the worker's
    own fetches on the network (microsoft/playwright#2311), so the worker's target gets the same
    network emulation over the browser's DevTools protocol. Returns what puts both back online."""
    context_id = context.new_cdp_session(page).send("Target.getTargetInfo")["targetInfo"]["browserContextId"]
    cdp = browser.new_browser_cdp_session()
    workers = [t for t in cdp.send("Target.getTargets")["targetInfos"]
               if t["type"] == "service_worker" and t.get("browserContextId") == context_id]
    assert workers, "no service worker runs for the page"
    sessions = [cdp.send("Target.attachToTarget", {"targetId": w["targetId"], "flatten": False})["sessionId"] for w in workers]

    def emulate(offline: bool) -> None:
        conditions = {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
        for session in sessions:
            for n, (method, params) in enumerate([("Network.enable", {}), ("Network.emulateNetworkConditions", conditions)]):
                cdp.send("Target.sendMessageToTarget",
                         {"sessionId": session, "message": json.dumps({"id": n + 1, "method": method, "params": params})})
        context.set_offline(offline)

    emulate(True)

    def online() -> None:
        emulate(False)
        for session in sessions:
            cdp.send("Target.detachFromTarget", {"sessionId": session})

    return online


def borrow_and_download(page: Page):
    """The book borrowed and downloaded from the bookshelf: its item there, and the title's id."""
    get_card_and_borrow(page)
    item = page.locator("#items > li", has_text=BOOK)
    item.get_by_role("button", name="Download for reading offline").click()
    expect(item.get_by_role("status")).to_have_text(re.compile("On this device"))
    return item, item.get_attribute("data-title-id")


def read_offline(browser: Browser, page: Page, item) -> Callable[[], None]:
    """Opens the bookshelf item's book, then reloads the reader with the network off (the
    worker's too): the reader as the device keeps it. Returns what puts the network back."""
    item.get_by_role("link", name="Read", exact=True).click()
    expect(page.locator("#reader[data-ready=true]")).to_be_attached()
    back_online = worker_offline(browser, page.context, page)
    page.reload()
    expect(page.locator("#reader[data-ready=true]")).to_be_attached()
    return back_online


def bookmarks_on_server(page: Page, title_id: str) -> list:
    return page.request.get(f"/api/v1/reader/titles/{title_id}/bookmarks").json()["items"]


def wait_until_cache_gone(page: Page, name: str) -> None:
    for _ in range(150):
        if name not in page.evaluate("() => caches.keys()"):
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"{name} is still on the device")


def test_a_downloaded_book_is_read_offline_and_syncs_when_online(sign_up, browser):
    ada = sign_up("offline", timezone_id="Europe/Helsinki")
    page = ada.page
    page.set_viewport_size(PHONE)
    context = page.context

    # Installable as an app: Chromium finds nothing missing (besides the test's own browser
    # context being off the record, which it reports alongside any real error).
    page.goto("/library")
    page.evaluate("() => navigator.serviceWorker.ready")
    errors = context.new_cdp_session(page).send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [e for e in errors if e["errorId"] != "in-incognito"] == [], errors

    item, title_id = borrow_and_download(page)

    # No network: the reader opens from the device, turns pages, keeps a bookmark here.
    back_online = read_offline(browser, page, item)
    position = page.locator("#reader-position")
    page.get_by_role("button", name="Next page").click()
    page.get_by_role("button", name="Next page").click()
    expect(position).to_contain_text("Page 3 of")
    page.get_by_role("button", name="Bookmark this page").click()
    expect(page.locator("#reader-note")).to_have_text("Saved on this device; it syncs when you are online.")
    wait_for_queue(page, lambda paths: any("/bookmarks/" in p for p in paths))
    # The bookmark list shows it already (the copy on the device, with what waits to be sent).
    page.get_by_role("button", name="Bookmarks", exact=True).click()
    expect(page.locator("#reader-mark-list .reader-mark-go")).to_have_count(1)
    page.locator("#reader-marks").get_by_role("button", name="Close").click()
    # A highlight made offline is drawn at once, from what waits to be sent.
    page.frame_locator("#reader-frame").locator("body").evaluate("""(body) => {
        const p = [...body.querySelectorAll("p")].find((e) => e.textContent.trim().length > 40);
        const node = body.ownerDocument.createTreeWalker(p, NodeFilter.SHOW_TEXT).nextNode();
        const start = node.data.search(/\\S/);
        const range = body.ownerDocument.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + 20);
        body.ownerDocument.getSelection().removeAllRanges();
        body.ownerDocument.getSelection().addRange(range);
        p.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
    }""")
    page.get_by_role("button", name="Yellow highlight").click()
    expect(page.frame_locator("#reader-frame").locator("mark.satchel-hl-yellow").first).to_be_attached()
    wait_for_queue(page, lambda paths: any("/annotations/" in p for p in paths))

    # Online again and reading on: the queue is sent; the server has the bookmark and the place.
    back_online()
    page.get_by_role("button", name="Next page").click()
    expect(position).to_contain_text("Page 4 of")
    wait_for_queue(page, lambda paths: paths == [])
    api = f"/api/v1/reader/titles/{title_id}"
    marks = page.request.get(api + "/bookmarks").json()["items"]
    assert len(marks) == 1, marks
    assert [a["colour"] for a in page.request.get(api + "/annotations").json()["items"]] == ["yellow"]
    place = page.request.get(api + "/position").json()
    assert place["locator"]["locations"]["progression"] > 0, place

    # Returned: the bookshelf deletes the copy on the device.
    page.goto("/library/malmo/shelf")
    page.locator("#items > li", has_text=BOOK).get_by_role("link", name="Return").click()
    page.get_by_role("button", name="Return").click()
    page.wait_for_url(re.compile(r"/library/malmo/shelf"))
    expect(page.locator("#items")).to_have_count(0)
    wait_until_cache_gone(page, f"satchel-book-{title_id}")


def test_offline_changes_and_kept_books_stay_with_their_person_on_a_shared_browser(sign_up, browser, base_url):
    """Ada's session ends while a bookmark she made offline waits; Bea signs in on the same
    browser and reads the same book: Bea neither gets Ada's bookmark nor finds Ada's copy on the
    device. Ada signing in again is told what waits, and her bookmark reaches her account."""
    ada = sign_up("sharedada", timezone_id="Europe/Helsinki")
    page = ada.page
    page.set_viewport_size(PHONE)
    context = page.context
    page.goto("/library")
    page.evaluate("() => navigator.serviceWorker.ready")
    item, title_id = borrow_and_download(page)
    back_online = read_offline(browser, page, item)
    page.get_by_role("button", name="Bookmark this page").click()
    wait_for_queue(page, lambda paths: any("/bookmarks/" in p for p in paths))
    # Ada's session ends (it expired, or was signed out elsewhere) before the network returns.
    context.clear_cookies()
    back_online()

    # Bea signs up on this browser, borrows the same book and opens it.
    display_name, username, email, password = unique_person_details("sharedbea")
    fill_sign_up_form(page, display_name, username, email, password)
    page.wait_for_url(re.compile("^" + re.escape(base_url) + r"/(\?.*)?$"))
    get_card_and_borrow(page)
    wait_until_cache_gone(page, f"satchel-book-{title_id}")
    page.locator("#items > li", has_text=BOOK).get_by_role("link", name="Read", exact=True).click()
    expect(page.locator("#reader[data-ready=true]")).to_be_attached()
    page.get_by_role("button", name="Next page").click()
    page.wait_for_timeout(1500)  # the reader sends what waits as soon as a change reaches the server
    assert bookmarks_on_server(page, title_id) == []
    assert len(wait_for_queue(page, lambda paths: len(paths) == 1)) == 1
    page.goto("/sign-out")
    expect(page.locator("#unsent-changes")).to_be_hidden()
    page.get_by_role("button", name="Sign out").click()
    page.wait_for_url(re.compile(r"/sign-in"))

    # Ada again: the sign-out page says what would be lost; reading online sends it.
    page.locator("input[name=login]").fill(ada.username)
    page.locator("input[name=password]").fill(ada.password)
    page.locator("form", has=page.locator("input[name=login]")).locator("button[type=submit]").click()
    page.goto("/sign-out")
    expect(page.locator("#unsent-changes")).to_contain_text("have not reached the server yet (1:")
    page.get_by_role("link", name="Stay signed in").click()
    page.goto("/library/malmo/shelf")
    page.locator("#items > li", has_text=BOOK).get_by_role("link", name="Read", exact=True).click()
    expect(page.locator("#reader[data-ready=true]")).to_be_attached()
    wait_for_queue(page, lambda paths: paths == [])
    assert len(bookmarks_on_server(page, title_id)) == 1
