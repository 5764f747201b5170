"""Browser test on a phone: "Collect money for something new" makes the wish and its
collection in one form; a refused field keeps everything typed and makes nothing."""

from __future__ import annotations

import datetime
import re

from playwright.sync_api import expect

from test_funding_journey import funding_panel
from test_wish_editing import PHONE


def test_one_form_creates_a_wish_that_collects_money(sign_up):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto("/funding/mine")
    page.get_by_role("link", name="Collect money for something new").click()
    page.wait_for_url(re.compile(r"/funding/new$"))

    page.get_by_label("What are you collecting for?").fill("Sailing course")
    page.get_by_label("Why should friends chip in?").fill("A week on the water.")
    today = datetime.date.fromisoformat(page.evaluate("new Date().toLocaleDateString('en-CA')"))
    page.get_by_label("Deadline").fill((today + datetime.timedelta(days=14)).isoformat())
    # A target that is not an amount: refused beside the field, everything else kept, nothing made.
    page.get_by_label("Target amount").fill("lots")
    page.get_by_role("button", name="Collect money").click()
    expect(page.locator("#f-amount-error")).to_be_visible()
    expect(page.get_by_label("What are you collecting for?")).to_have_value("Sailing course")
    expect(page.get_by_label("Why should friends chip in?")).to_have_value("A week on the water.")
    page.goto("/wishes")
    expect(page.get_by_role("link", name="Sailing course")).to_have_count(0)

    page.goto("/funding/new")
    page.get_by_label("Target amount").fill("4500")
    page.get_by_label("What are you collecting for?").fill("Sailing course")
    page.get_by_label("Why should friends chip in?").fill("A week on the water.")
    page.get_by_label("Deadline").fill((today + datetime.timedelta(days=14)).isoformat())
    page.get_by_label("Currency").select_option("SEK")
    page.get_by_role("button", name="Collect money").click()
    page.wait_for_url(re.compile(r"/wishes/[0-9a-f-]{36}\?done=collection_started$"))
    expect(page.locator("h1")).to_have_text("Sailing course")
    expect(page.get_by_role("status")).to_contain_text("Your collection has started.")
    panel = funding_panel(page)
    expect(panel.locator(".funding-state")).to_have_text("Collecting")
    expect(panel).to_contain_text("A week on the water.")
    expect(panel).to_contain_text("14 days left")
    page.goto("/funding/mine")
    expect(page.get_by_role("link", name="Sailing course")).to_be_visible()
