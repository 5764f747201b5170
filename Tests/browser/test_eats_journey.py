"""Browser test: finding food near a named place, then rating, reviewing and picturing a dish
moves it up its restaurant's ranking and makes the most helpful review the one people voted for."""

from __future__ import annotations

import re
import secrets
from pathlib import Path

from playwright.sync_api import Page, expect

PHOTO = Path(__file__).with_name("gift.jpg")
HELSINKI = {"latitude": 60.16952, "longitude": 24.93545, "accuracy": 20}


def choose_place(page: Page, typed: str, option: str) -> None:
    """Names a place in Eats' "where" bar and picks a suggestion with the keyboard."""
    field = page.get_by_label("Or name a place")
    field.type(typed, delay=40)
    expect(page.get_by_role("option", name=re.compile(option)).first).to_be_visible()
    field.press("ArrowDown")
    with page.expect_navigation():
        field.press("Enter")


def test_a_rated_reviewed_and_pictured_dish_rises_and_its_voted_review_is_most_helpful(sign_up):
    tag = secrets.token_hex(3)
    ada = sign_up("ada")
    page = ada.page

    # Near a named place: suggestions while typing, the choice stays visible, the list is near it.
    page.goto("/eats")
    expect(page.get_by_text("Where are you?")).to_be_visible()
    choose_place(page, "Helsin", r"^Helsinki")
    expect(page.locator(".where-current")).to_contain_text(re.compile(r"Near Helsinki"))
    assert "near=60.1" in page.url
    expect(page.locator("#results > li").first).to_be_visible()  # the imported OpenStreetMap places
    expect(page.locator("#results > li").first).to_contain_text(re.compile(r"\d+ m|\d+(\.\d)? km"))

    # Ada adds a restaurant where she is looking, and two dishes.
    page.get_by_role("link", name="Add a restaurant").first.click()
    name = f"Kuu {tag}"
    page.get_by_label("Name", exact=True).fill(name)
    page.get_by_label("Cuisines").fill("finnish")
    expect(page.get_by_label("Latitude")).to_have_value(re.compile(r"^60\.1"))
    page.get_by_role("button", name="Save restaurant").click()
    page.wait_for_url(re.compile(r"/eats/restaurants/[0-9a-f-]{36}"))
    restaurant_url = page.url
    for dish in ["Karelian pie", "Salmon soup"]:
        page.goto(restaurant_url)
        page.get_by_label("Dish name").fill(dish)
        page.get_by_role("button", name="Add a dish").click()
        page.wait_for_url(re.compile(r"/eats/dishes/[0-9a-f-]{36}"))

    # Adding the same name again, right there, is pointed out before saving.
    page.goto("/eats/new")
    page.get_by_label("Name", exact=True).fill(name)
    page.get_by_role("button", name="Save restaurant").click()
    expect(page.get_by_role("alert").filter(has_text="already within 100 m")).to_be_visible()
    expect(page.get_by_label("Name", exact=True)).to_have_value(name)

    # Bo finds it from the list near Helsinki: restaurant → its dishes, unrated, placeholders.
    bo = sign_up("bo")
    other = bo.page
    other.goto("/eats")
    choose_place(other, "Helsinki", r"^Helsinki")
    filters = other.locator("details.filters-box")  # folded on phones, open on wide screens
    if not filters.evaluate("box => box.open"):
        filters.locator("summary").click()
    other.get_by_label("Sort by").select_option("name")
    other.wait_for_url(re.compile(r"sort=name"))
    other.goto(restaurant_url)
    rows = other.locator("#dishes > li")
    expect(rows).to_have_count(2)
    expect(rows.nth(0)).to_contain_text("Karelian pie")
    expect(rows.nth(1).locator("[data-placeholder]")).to_be_visible()

    # Bo rates the soup five stars, reviews it and adds a photo.
    rows.nth(1).get_by_role("link", name="Salmon soup").click()
    expect(other.get_by_text(f"No. 2 at {name}")).to_be_visible()
    other.get_by_label("5 stars").check()
    other.get_by_role("button", name="Rate").click()
    expect(other.get_by_text(f"No. 1 at {name}")).to_be_visible()
    expect(other.locator("[data-rating-count]")).to_have_text("Ratings: 1")
    other.get_by_label("What was it like?").fill("Creamy, with lots of dill. The best soup on the street.")
    other.get_by_role("button", name="Post review").click()
    expect(other.locator("#reviews article.review").get_by_text("Creamy, with lots of dill.")).to_be_visible()
    other.get_by_label("Add a photo").set_input_files(str(PHOTO))
    other.get_by_role("button", name="Upload photo").click()
    photo = other.locator(".gallery img").first
    expect(photo).to_be_visible()
    # The picture really loads (waits for it: a slow machine is still fetching it).
    assert photo.evaluate("img => img.decode().then(() => img.naturalWidth > 0, () => false)")

    # The restaurant's ranking now leads with the soup, with its photo instead of a placeholder.
    other.goto(restaurant_url)
    expect(rows.nth(0)).to_contain_text("Salmon soup")
    expect(rows.nth(0).locator("img.thumb")).to_be_visible()

    # Ada writes a review too, then votes Bo's helpful: it becomes the most helpful review.
    page.goto(restaurant_url)
    page.locator("#dishes > li").nth(0).get_by_role("link", name="Salmon soup").click()
    page.get_by_label("What was it like?").fill("Good but a little salty.")
    page.get_by_role("button", name="Post review").click()
    expect(page.locator("#most-helpful")).to_have_count(0)
    bos_review = page.locator("article.review", has_text="Creamy, with lots of dill.")
    bos_review.get_by_role("button", name=re.compile("^Helpful")).click()
    most_helpful = page.locator("#most-helpful")
    expect(most_helpful).to_contain_text("Creamy, with lots of dill.")
    expect(most_helpful).to_contain_text("1 found it helpful")
    # Your own review has no vote buttons.
    own = page.locator("#reviews article.review", has_text="Good but a little salty.")
    expect(own.get_by_role("button", name=re.compile("Helpful"))).to_have_count(0)


def test_using_my_location_shows_locating_then_lists_what_is_near(sign_up, base_url):
    page = sign_up("cy").page
    page.context.grant_permissions(["geolocation"], origin=base_url)
    page.context.set_geolocation(HELSINKI)
    page.goto("/eats")
    page.get_by_role("button", name="Use my location").click()
    page.wait_for_url(re.compile(r"near=60\.1695"))
    expect(page.locator(".where-current")).to_contain_text("Near your location")
    expect(page.locator("#results > li").first).to_be_visible()
    # "Load more" appends the next page in place.
    before = page.locator("#results > li").count()
    page.get_by_role("link", name="Load more").click()
    expect(page.locator("#results > li")).to_have_count(before * 2)


def test_a_refused_location_says_so_and_offers_naming_a_place(sign_up):
    page = sign_up("di").page
    page.context.clear_permissions()
    page.goto("/eats")
    page.evaluate("""() => {
        navigator.geolocation.getCurrentPosition = (ok, fail) => setTimeout(() => fail({ code: 1, message: "denied" }), 300);
    }""")
    page.get_by_role("button", name="Use my location").click()
    expect(page.get_by_role("status").filter(has_text="Locating…")).to_be_visible()
    expect(page.get_by_role("status").filter(has_text="Location permission was denied")).to_be_visible()
    expect(page.get_by_label("Or name a place")).to_be_editable()
