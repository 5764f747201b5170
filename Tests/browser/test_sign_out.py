"""Browser test on a phone: signing out asks first (and can be called off), says it happened,
and leaves the person's other devices signed in."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from test_wish_editing import PHONE


def test_signing_out_is_confirmed_said_and_only_on_this_device(sign_up, new_context):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)

    # A second device, signed in too.
    tablet = new_context("Europe/Stockholm").new_page()
    tablet.goto("/sign-in")
    tablet.locator("input[name=login]").fill(ada.username)
    tablet.locator("input[name=password]").fill(ada.password)
    tablet.get_by_role("button", name="Sign in").click()
    tablet.wait_for_url(re.compile(r"/(\?.*)?$"))

    page.goto("/wishes")
    page.get_by_role("link", name="Sign out").click()
    expect(page.get_by_role("heading", name="Sign out?")).to_be_visible()
    # Called off: back where she was, still signed in.
    page.get_by_role("link", name="Stay signed in").click()
    page.wait_for_url(re.compile(r"/wishes$"))
    expect(page.get_by_role("heading", name="Wishes")).to_be_visible()

    page.get_by_role("link", name="Sign out").click()
    page.get_by_role("button", name="Sign out").click()
    page.wait_for_url(re.compile(r"/sign-in\?done=signed_out$"))
    expect(page.get_by_role("status")).to_contain_text("You are signed out on this device.")
    page.goto("/wishes")
    expect(page).to_have_url(re.compile(r"/sign-in"))

    tablet.goto("/wishes")
    expect(tablet).to_have_url(re.compile(r"/wishes$"))
