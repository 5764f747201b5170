"""Issue 42, the seams of Eats and Spots as a new person meets them on a phone (390×844): a zone
the browser names by its old name (Chromium's Asia/Calcutta), a place name that follows the
point, alert rows of a finished reminder, opening hours, icons without an emoji font, and a map
that is never blank."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from test_spots_phone import new_reminder
from test_spots_journey import FAR_AWAY, STOCKHOLM
from test_live_badge import LIVE_UPDATE_TIMEOUT_MS, open_with_live_stream

PHONE = {"width": 390, "height": 844}
MUMBAI = {"latitude": 19.07283, "longitude": 72.88261}
DELHI = {"latitude": 28.65195, "longitude": 77.23149}


def pick_on_map(page: Page, lat: float, lon: float) -> None:
    """A tap on the picker, as both the drawing and the live map report it."""
    page.evaluate("([lat, lon]) => document.querySelector('[data-map-fragment]')"
                  ".dispatchEvent(new CustomEvent('map-pick', { detail: { lat, lon } }))", [lat, lon])


def test_a_person_in_india_gets_indias_map_and_the_name_follows_the_point(sign_up, base_url):
    ada = sign_up("ada", "Asia/Kolkata")
    page = ada.page
    page.set_viewport_size(PHONE)
    reported = page.evaluate("() => Intl.DateTimeFormat().resolvedOptions().timeZone")
    assert reported in ("Asia/Calcutta", "Asia/Kolkata"), reported
    # Stored under its current name, whatever Chromium called it.
    expect(page.locator("html")).to_have_attribute("data-time-zone", "Asia/Kolkata")

    page.context.grant_permissions(["geolocation"], origin=base_url)
    page.context.set_geolocation(DELHI)
    page.goto("/spots/new")
    # The picker opens over India (Mumbai, the zone's biggest city), not at zoom 3 over Germany.
    centre = page.locator("[data-map-fragment] [data-zoom]").first
    expect(centre).to_have_attribute("data-zoom", "11")
    assert abs(float(centre.get_attribute("data-lat") or 0) - MUMBAI["latitude"]) < 0.5

    label = page.locator("form.reminder-form").get_by_label("Place name")
    pick_on_map(page, MUMBAI["latitude"], MUMBAI["longitude"])
    expect(label).to_have_value(re.compile("Mumbai"))
    # Then "use my current location": the point moves to Delhi, and so does the name.
    page.get_by_role("button", name="Use my current location").click()
    expect(page.locator("form.reminder-form").get_by_label("Latitude")).to_have_value(re.compile(r"^28\.65"))
    expect(label).to_have_value(re.compile("Delhi"))
    assert "Mumbai" not in label.input_value()
    # A name the person typed stays theirs.
    label.fill("Grandma's")
    pick_on_map(page, MUMBAI["latitude"], MUMBAI["longitude"])
    expect(page.locator("form.reminder-form").get_by_label("Latitude")).to_have_value(re.compile(r"^19\.07"))
    expect(label).to_have_value("Grandma's")


def test_an_alert_row_is_one_line_and_a_finished_reminders_row_answers_in_words(sign_up, base_url):
    ada = sign_up("ada", "America/New_York")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.context.grant_permissions(["geolocation"], origin=base_url)
    page.context.set_geolocation(FAR_AWAY)
    reminder = new_reminder(page, "Post the parcel", place=STOCKHOLM)
    # An inbox left open in another tab: the alert arrives there live, with its actions.
    inbox = page.context.new_page()
    inbox.set_viewport_size(PHONE)
    open_with_live_stream(inbox, "/notifications")
    open_with_live_stream(page, "/spots")
    page.get_by_role("button", name="Turn on place alerts").click()
    page.context.set_geolocation(STOCKHOLM)
    expect(page.locator("#unread-badge")).to_have_text("1", timeout=LIVE_UPDATE_TIMEOUT_MS)
    arrived = inbox.locator("#inbox li", has_text="Post the parcel")
    expect(arrived.get_by_role("button", name=re.compile("^Done"))).to_be_visible(timeout=LIVE_UPDATE_TIMEOUT_MS)
    expect(arrived.locator("details.row-menu > summary")).to_be_visible()
    inbox.close()

    page.goto("/notifications")
    row = page.locator("#inbox li", has_text="Post the parcel")
    # One primary action in sight, the rest in a menu; the row stays compact on a phone.
    expect(row.get_by_role("button", name=re.compile("^Done"))).to_be_visible()
    expect(row.get_by_role("button", name=re.compile("^Remind me in an hour"))).to_be_hidden()
    assert row.locator("button:visible").count() == 1
    # (It was half a phone screen with six buttons.) The two controls share one line.
    box = row.bounding_box()
    assert box and box["height"] <= 200, f"the row is {box['height'] if box else '?'} px tall"
    done = row.get_by_role("button", name=re.compile("^Done")).bounding_box()
    menu = row.locator("details.row-menu > summary").bounding_box()
    assert done and menu and abs(done["y"] - menu["y"]) < 4
    row.screenshot(path="/tmp/inbox-alert-row-390.png")
    # Icons are drawn (SVG), never an emoji needing an emoji font.
    expect(row.locator("svg.row-icon")).to_have_count(1)
    emoji = page.evaluate("() => /\\p{Extended_Pictographic}/u.test(document.querySelector('main').innerText)")
    assert not emoji, "an emoji in the inbox"

    # Done from the reminder's page in another tab; this inbox page is now stale.
    other = page.context.new_page()
    other.goto(reminder)
    other.get_by_role("button", name="Mark as done").click()
    other.wait_for_load_state()
    row.locator("details.row-menu > summary").click()
    row.get_by_role("button", name=re.compile("^Remind me in an hour")).click()
    expect(page.get_by_role("status")).to_contain_text("This reminder is already done.")
    row = page.locator("#inbox li", has_text="Post the parcel")
    expect(row.locator("button[name=action]")).to_have_count(0)
    expect(row).not_to_have_class(re.compile(r"\bunread\b"))


def test_opening_hours_read_well_in_three_languages_at_390px(sign_up):
    ada = sign_up("ada", "Europe/Helsinki")
    page = ada.page
    page.set_viewport_size(PHONE)
    page.goto("/eats/new")
    form = page.locator("main form", has=page.locator("input[name=latitude]"))
    form.get_by_label("Name", exact=True).fill(f"Trattoria {ada.username}")
    form.get_by_label("Cuisines").fill("italian")
    # Pasila, away from the other tests' restaurants (their maps are checked for crowding).
    form.get_by_label("Latitude").fill("60.19850")
    form.get_by_label("Longitude").fill("24.93300")
    form.get_by_label("Opening hours").fill("Mo-Su 11:00-14:00,17:00-23:00; PH off")
    form.locator("button[type=submit]").last.click()
    page.wait_for_load_state()
    confirm = page.locator("input[name=confirmDuplicate]")
    if confirm.count() > 0:
        confirm.check()
        page.locator("main form", has=page.locator("input[name=latitude]")).locator("button[type=submit]").last.click()
    page.wait_for_url(re.compile(r"/eats/restaurants/[0-9a-f-]{36}"))
    url = page.url
    for language, wednesday, holidays, cuisine in [("en", "Wednesday", "Closed on public holidays", "Italian"),
                                                   ("sv", "onsdag", "Stängt på helgdagar", "Italienskt"),
                                                   ("cs", "středa", "Ve státní svátky zavřeno", "Italská")]:
        page.context.add_cookies([{"name": "satchel_lang", "value": language, "url": url}])
        page.goto(url)
        main = page.locator("main")
        expect(main).to_contain_text(holidays)
        expect(main).to_contain_text(cuisine)
        day = page.locator("table.opening-week th", has_text=re.compile(wednesday, re.IGNORECASE))
        expect(day).to_have_count(1)
        # One line: a day's name is never broken.
        height = day.evaluate("(th) => { const r = document.createRange(); r.selectNodeContents(th); return r.getClientRects().length; }")
        assert height == 1, f"{wednesday} breaks over {height} lines ({language})"
        assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"], f"the page scrolls sideways ({language})"


def test_a_view_partly_beyond_the_tiles_is_drawn_and_pin_names_keep_clear_of_the_zoom_buttons(sign_up):
    from test_maps import KAUPPATORI, add_restaurant, self_hosted_tiles, wait_live

    self_hosted_tiles()
    ada = sign_up("ada", "Europe/Helsinki")
    page = ada.page
    page.set_viewport_size(PHONE)
    add_restaurant(page, f"Kappeli {ada.username}", *KAUPPATORI)
    page.goto(f"/eats/map?near={KAUPPATORI[0]},{KAUPPATORI[1]}&place=Kauppatori")
    wait_live(page)
    bounds = page.evaluate("() => fetch('/map/style.json').then((r) => r.json()).then((s) => s.sources.satchel.bounds)")
    assert bounds and len(bounds) == 4, "the self-hosted tiles say their extent"
    # The view's centre on the tiles' east edge: its right half has no tile.
    page.evaluate("([lon, lat]) => window.satchelMaps[0].jumpTo({ center: [lon, lat], zoom: 12 })",
                  [bounds[2], (bounds[1] + bounds[3]) / 2])
    page.wait_for_function("() => window.satchelMaps[0].loaded()")
    drawn = page.evaluate("""() => {
        const m = window.satchelMaps[0], c = m.getCanvas();
        const at = [c.clientWidth * 0.85, c.clientHeight / 2];
        return m.queryRenderedFeatures(at, { layers: ['satchel-drawing-outside'] }).length;
    }""")
    assert drawn > 0, "beyond the tiles' edge the map is blank"
    page.locator(".map-frame").screenshot(path="/tmp/map-beyond-tiles-390.png")

    # The pin moved to just left of the zoom buttons: its name would run under them.
    page.evaluate(f"""() => {{
        const m = window.satchelMaps[0];
        const ctrl = document.querySelector('.map-live .maplibregl-ctrl-top-right .maplibregl-ctrl-group').getBoundingClientRect();
        const frame = m.getContainer().getBoundingClientRect();
        const p = m.project([{KAUPPATORI[1]}, {KAUPPATORI[0]}]);
        const c = m.getCanvas();
        m.jumpTo({{ center: m.unproject([c.clientWidth / 2 + p.x - (ctrl.left - frame.left - 40),
                                         c.clientHeight / 2 + p.y - (ctrl.top - frame.top + 20)]) }});
    }}""")
    page.wait_for_timeout(300)
    overlapping = page.evaluate("""() => {
        const ctrl = document.querySelector('.map-live .maplibregl-ctrl-top-right .maplibregl-ctrl-group').getBoundingClientRect();
        return Array.from(document.querySelectorAll('.map-live .map-marker-name')).filter((n) => {
            if (getComputedStyle(n).visibility === 'hidden') return false;
            const r = n.getBoundingClientRect();
            return r.left < ctrl.right && r.right > ctrl.left && r.top < ctrl.bottom && r.bottom > ctrl.top;
        }).length;
    }""")
    assert overlapping == 0, "a pin's name sits under the zoom buttons"
