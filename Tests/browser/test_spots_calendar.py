"""Spots' iCalendar over HTTP, read back by an independent iCalendar library (icalendar):
the export, importing an Apple Reminders file, and the secret subscription address.

These drive the JSON API with Playwright's request context (no browser page): a fresh account
per test, signed in with the bearer token that signing up returns.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import icalendar
import pytest
from playwright.sync_api import APIRequestContext, APIResponse, Playwright

from conftest import unique_person_details

APPLE_FIXTURE = Path(__file__).resolve().parent.parent / "SpotsTests" / "Fixtures" / "apple-reminders.ics"
SHOP_UID = "D0C5E3A1-7B2F-4C1E-9A8D-3F6B2E1C4A70"
PLANTS_UID = "8E41B7F2-55C0-4D3B-A6E9-1F0D2C3B4A59"
RECYCLING_UID = "3A9F6C0B-E2D7-4B18-9C54-7E8F1A2B3C6D"


@pytest.fixture
def anonymous(playwright: Playwright, base_url: str) -> Iterator[APIRequestContext]:
    """Requests from nobody: no token, no cookies."""
    context = playwright.request.new_context(base_url=base_url)
    yield context
    context.dispose()


@pytest.fixture
def api(playwright: Playwright, base_url: str) -> Iterator[APIRequestContext]:
    """The JSON API as a new account, signed in with its bearer token."""
    display_name, username, email, password = unique_person_details("cal")
    signing_up = playwright.request.new_context(base_url=base_url)
    response = signing_up.post(
        "/api/v1/accounts",
        data={"displayName": display_name, "username": username, "email": email, "password": password},
    )
    assert response.status == 201, describe("sign-up", response)
    token = response.json()["token"]
    signing_up.dispose()
    context = playwright.request.new_context(
        base_url=base_url, extra_http_headers={"Authorization": f"Bearer {token}"}
    )
    yield context
    context.dispose()


def describe(what: str, response: APIResponse) -> str:
    return f"{what}: {response.status} {response.text()[:500]}"


def create_reminder(api: APIRequestContext, draft: dict) -> dict:
    response = api.post("/api/v1/spots/reminders", data=draft)
    assert response.status in (200, 201), describe(f"creating {draft['title']!r}", response)
    return response.json()


def read_calendar(response: APIResponse) -> icalendar.Calendar:
    assert response.status == 200, describe(f"GET {response.url}", response)
    content_type = response.headers.get("content-type", "")
    assert content_type.startswith("text/calendar"), f"{response.url} is {content_type!r}"
    return icalendar.Calendar.from_ical(response.body())


def export_calendar(api: APIRequestContext) -> icalendar.Calendar:
    return read_calendar(api.get("/api/v1/spots/calendar/export"))


def place_alarm(todo: icalendar.Component) -> icalendar.Component:
    """The VTODO's one VALARM with an RFC 9074 PROXIMITY."""
    alarms = [c for c in todo.subcomponents if c.name == "VALARM" and "PROXIMITY" in c]
    assert len(alarms) == 1, f"{len(alarms)} proximity alarms in {todo.get('SUMMARY')!r}"
    return alarms[0]


def vlocation_url(alarm: icalendar.Component) -> str:
    locations = [c for c in alarm.subcomponents if c.name == "VLOCATION"]
    assert len(locations) == 1, f"{len(locations)} VLOCATIONs in the alarm"
    return str(locations[0]["URL"])


def zone_name(tzinfo: datetime.tzinfo | None) -> str:
    return str(getattr(tzinfo, "key", None) or getattr(tzinfo, "zone", None) or tzinfo)


def path_of(url: str) -> str:
    """A subscription URL's path and query, to request from the server under test (the URL
    names the server's public address, which need not be SATCHEL_BASE_URL; it may be webcal:)."""
    parts = urlsplit(url)
    return parts.path + (f"?{parts.query}" if parts.query else "")


def test_the_export_has_a_zoned_repeating_todo_and_a_place_todo_both_clients_can_read(api):
    year = datetime.date.today().year + 1  # always ahead, so the due is not rolled forward
    create_reminder(api, {
        "title": "Call the bank",
        "due": {"local": f"{year}-12-04T09:00", "timeZone": "Europe/Prague"},
        "repeat": "weekly",
    })
    create_reminder(api, {
        "title": "Buy milk",
        "place": {"latitude": 59.3326, "longitude": 18.0649, "label": "ICA, Stockholm", "radius": 200,
                  "trigger": "arrive"},
    })

    calendar = export_calendar(api)
    todos = {str(todo["SUMMARY"]): todo for todo in calendar.walk("VTODO")}
    assert set(todos) == {"Call the bank", "Buy milk"}
    assert [str(tz["TZID"]) for tz in calendar.walk("VTIMEZONE")] == ["Europe/Prague"]

    bank = todos["Call the bank"]
    due = bank["DUE"]
    assert due.params["TZID"] == "Europe/Prague"
    assert due.dt.tzinfo is not None and zone_name(due.dt.tzinfo) == "Europe/Prague"
    assert (due.dt.year, due.dt.month, due.dt.day, due.dt.hour, due.dt.minute) == (year, 12, 4, 9, 0)
    assert due.dt.utcoffset() == datetime.timedelta(hours=1)  # Prague in December: CET
    assert bank["RRULE"]["FREQ"] == ["WEEKLY"]

    milk = todos["Buy milk"]
    assert "DUE" not in milk
    assert (round(milk["GEO"].latitude, 6), round(milk["GEO"].longitude, 6)) == (59.3326, 18.0649)
    assert str(milk["LOCATION"]) == "ICA, Stockholm"
    alarm = place_alarm(milk)
    assert str(alarm["PROXIMITY"]) == "ARRIVE"
    assert vlocation_url(alarm).startswith("geo:59.332600,18.064900")
    assert str(alarm["X-APPLE-PROXIMITY"]) == "ARRIVE"
    apple = alarm["X-APPLE-STRUCTURED-LOCATION"]
    assert float(apple.params["X-APPLE-RADIUS"]) == 200
    assert apple.params["X-TITLE"] == "ICA, Stockholm"
    assert str(apple).startswith("geo:59.332600,18.064900")


def test_an_apple_reminders_file_imports_and_its_shop_reminder_exports_again(api):
    body = APPLE_FIXTURE.read_bytes()
    response = api.post("/api/v1/spots/calendar/import", data=body, headers={"Content-Type": "text/calendar"})
    assert response.status == 200, describe("import", response)
    assert response.json() == {"created": 3, "updated": 0, "skipped": []}

    # The same file again updates the same reminders (matched by UID) instead of adding more.
    again = api.post("/api/v1/spots/calendar/import", data=body, headers={"Content-Type": "text/calendar"})
    assert again.status == 200, describe("second import", again)
    assert again.json() == {"created": 0, "updated": 3, "skipped": []}

    todos = {str(todo["UID"]): todo for todo in export_calendar(api).walk("VTODO")}
    assert set(todos) == {SHOP_UID, PLANTS_UID, RECYCLING_UID}

    shop = todos[SHOP_UID]
    assert str(shop["SUMMARY"]) == "Coffee beans, oat milk and a birthday card for Märta"
    assert str(shop["LOCATION"]) == "ICA Nära Odenplan"
    alarm = place_alarm(shop)
    assert str(alarm["PROXIMITY"]) == "ARRIVE"
    assert str(alarm["X-APPLE-PROXIMITY"]) == "ARRIVE"
    assert vlocation_url(alarm).startswith("geo:59.342880,18.049510")
    apple = alarm["X-APPLE-STRUCTURED-LOCATION"]
    assert float(apple.params["X-APPLE-RADIUS"]) == 120
    assert apple.params["X-TITLE"] == "ICA Nära Odenplan"

    recycling = todos[RECYCLING_UID]
    assert str(recycling["STATUS"]) == "COMPLETED"
    assert str(place_alarm(recycling)["PROXIMITY"]) == "DEPART"


def test_the_subscription_address_serves_the_calendar_without_signing_in_until_revoked(api, anonymous):
    year = datetime.date.today().year + 1
    create_reminder(api, {
        "title": "Water the plants",
        "due": {"local": f"{year}-06-05T08:30", "timeZone": "Europe/Stockholm"},
        "repeat": "weekly",
    })

    created = api.post("/api/v1/spots/calendar")
    assert created.status in (200, 201), describe("creating the subscription", created)
    url = created.json()["url"]
    assert url, "no subscription URL"
    path = path_of(url)

    calendar = read_calendar(anonymous.get(path))
    todos = calendar.walk("VTODO")
    assert [str(todo["SUMMARY"]) for todo in todos] == ["Water the plants"]
    assert todos[0]["DUE"].dt.hour == 8 and todos[0]["DUE"].dt.minute == 30

    revoked = api.delete("/api/v1/spots/calendar")
    assert revoked.status in (200, 204), describe("revoking the subscription", revoked)
    gone = anonymous.get(path)
    assert gone.status == 404, describe(f"GET {path} after revoking", gone)
