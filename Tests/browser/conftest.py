"""Fixtures for Satchel's browser tests.

The tests drive a running Satchel server (SATCHEL_BASE_URL, e.g. http://127.0.0.1:18080;
scripts/test starts one) with Playwright's sync API and Debian's Chromium
(CHROMIUM_PATH, default /usr/bin/chromium): Playwright's own browser downloads are not used.
"""

from __future__ import annotations

import os
import re
import secrets
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

DEFAULT_TIMEOUT_MS = 15_000


@pytest.fixture(scope="session")
def base_url() -> str:
    url = os.environ.get("SATCHEL_BASE_URL", "").rstrip("/")
    if not url:
        pytest.fail(
            "SATCHEL_BASE_URL is not set: run scripts/test, or start `satchel serve` and "
            "export SATCHEL_BASE_URL=http://127.0.0.1:PORT",
            pytrace=False,
        )
    return url


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    executable = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
    if not os.path.exists(executable):
        pytest.fail(f"no Chromium at {executable} (set CHROMIUM_PATH)", pytrace=False)
    browser = playwright.chromium.launch(
        executable_path=executable,
        headless=True,
        # Root in a container: no sandbox; a small /dev/shm would crash renderers.
        args=["--no-sandbox", "--disable-dev-shm-usage"],
    )
    yield browser
    browser.close()


# The server runs in UTC; people do not. Browsers take turns between a zone west of UTC and
# one with a half-hour offset, so a time shown in the server's zone shows up as wrong.
BROWSER_TIME_ZONES = ("America/Los_Angeles", "Asia/Kolkata")


@pytest.fixture
def new_context(browser: Browser, base_url: str) -> Iterator[Callable[..., BrowserContext]]:
    """Makes separate browser contexts (separate cookie jars: separate people)."""
    contexts: list[BrowserContext] = []

    def make(timezone_id: str | None = None) -> BrowserContext:
        zone = timezone_id or BROWSER_TIME_ZONES[len(contexts) % len(BROWSER_TIME_ZONES)]
        context = browser.new_context(base_url=base_url, locale="en-US", timezone_id=zone)
        context.set_default_timeout(DEFAULT_TIMEOUT_MS)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


@dataclass
class Person:
    display_name: str
    username: str
    email: str
    password: str
    page: Page


def unique_person_details(label: str) -> tuple[str, str, str, str]:
    """Display name, username, email and password unique to this run."""
    tag = secrets.token_hex(5)
    username = f"{label}{tag}"
    return (
        f"{label.capitalize()} {tag}",
        username,
        f"{username}@example.test",
        f"Tall-Maple-{secrets.token_hex(6)}",
    )


def fill_sign_up_form(page: Page, display_name: str, username: str, email: str, password: str) -> None:
    page.goto("/sign-up")
    form = page.locator("form", has=page.locator("input[name=username]"))
    form.locator("input[name=displayName]").fill(display_name)
    form.locator("input[name=username]").fill(username)
    form.locator("input[name=email]").fill(email)
    form.locator("input[name=password]").fill(password)
    form.get_by_role("button", name="Create account").click()


@pytest.fixture
def sign_up(new_context: Callable[[], BrowserContext], base_url: str) -> Callable[[str], Person]:
    """Signs a new person up through the web form, in a browser context of their own."""

    def make(label: str, timezone_id: str | None = None) -> Person:
        page = new_context(timezone_id).new_page()
        display_name, username, email, password = unique_person_details(label)
        fill_sign_up_form(page, display_name, username, email, password)
        # Signed up and in: the home page, possibly with a notice in the query.
        page.wait_for_url(re.compile("^" + re.escape(base_url) + r"/(\?.*)?$"))
        return Person(display_name, username, email, password, page)

    return make
