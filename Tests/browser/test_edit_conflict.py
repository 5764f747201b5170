"""Browser test of two devices editing one reminder on phones (issue 46): both open its edit
page and save; the second is shown the conflict page with its typed title kept beside the
first one's, and "Keep mine" saves it knowingly. Nothing is overwritten without a word."""

from __future__ import annotations

import os
import re

from playwright.sync_api import expect

from test_spots_phone import new_reminder
from test_wish_editing import PHONE

# Where the conflict page's screenshot goes, to look at (CI keeps it with the other artefacts).
SCREENSHOT_DIR = os.environ.get("SATCHEL_SCREENSHOT_DIR", "/tmp")


def test_the_second_save_of_a_reminder_shows_the_conflict_page_and_keeps_the_typing(sign_up, browser, base_url):
    ada = sign_up("ada", "Asia/Kolkata")
    phone = ada.page
    phone.set_viewport_size(PHONE)
    reminder = new_reminder(phone, "Buy milk", date="2031-05-02", time="17:30")

    # The same person on a second phone: a context of its own, signed in with the same session.
    tablet = browser.new_context(base_url=base_url, locale="en-US", timezone_id="Asia/Kolkata", viewport=PHONE,
                                 storage_state=phone.context.storage_state())
    try:
        other = tablet.new_page()
        phone.goto(reminder + "/edit")
        other.goto(reminder + "/edit")

        phone.get_by_label("What").fill("Buy oat milk")
        phone.get_by_role("button", name="Save").click()
        phone.wait_for_url(re.compile(re.escape(reminder) + r"(\?.*)?$"))
        expect(phone.get_by_role("heading", level=1)).to_have_text("Buy oat milk")

        other.get_by_label("What").fill("Buy soy milk")
        other.get_by_role("button", name="Save").click()
        expect(other.get_by_role("heading", level=1)).to_have_text("Changed since you opened it")
        # What was typed is kept, editable, beside what it says now.
        expect(other.get_by_label("What — yours")).to_have_value("Buy soy milk")
        expect(other.locator(".conflict-theirs")).to_contain_text("Buy oat milk")
        expect(other.get_by_role("button", name="Keep mine")).to_be_visible()
        expect(other.get_by_role("link", name="Keep theirs")).to_be_visible()
        # Whole on a phone: nothing wider than the screen.
        assert other.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        other.screenshot(path=os.path.join(SCREENSHOT_DIR, "conflict-page-390x844.png"), full_page=True)

        other.get_by_role("button", name="Keep mine").click()
        other.wait_for_url(re.compile(re.escape(reminder) + r"(\?.*)?$"))
        expect(other.get_by_role("heading", level=1)).to_have_text("Buy soy milk")
        phone.reload()
        expect(phone.get_by_role("heading", level=1)).to_have_text("Buy soy milk")
    finally:
        tablet.close()
