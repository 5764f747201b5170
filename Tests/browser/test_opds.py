"""The OPDS 1.2 catalogue of the test library ("malmo", set up by scripts/test), read the way
e-book apps read it: parsed by feedparser, followed link by link — navigation, an acquisition
feed with pagination and facets, OpenSearch, the authentication document, and borrowing with
card number and PIN over HTTP Basic until the book is on the shelf feed, then returning it."""

from __future__ import annotations

import base64
import json
import urllib.error
import urllib.request

import feedparser


def fetch(url: str, method: str = "GET", card: tuple[str, str] | None = None) -> tuple[int, dict, bytes]:
    request = urllib.request.Request(url, method=method)
    if card:
        token = base64.b64encode(f"{card[0]}:{card[1]}".encode()).decode()
        request.add_header("Authorization", f"Basic {token}")
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def links(feed_or_entry, rel: str) -> list:
    return [link for link in feed_or_entry.get("links", []) if link.get("rel") == rel]


def test_the_catalogue_parses_and_leads_from_navigation_to_acquisition_feeds(base_url):
    status, headers, body = fetch(f"{base_url}/opds/malmo")
    assert status == 200 and "kind=navigation" in headers["content-type"]
    root = feedparser.parse(body)
    assert not root.bozo, root.bozo_exception
    assert root.feed.title == "Malmö stadsbibliotek"
    assert links(root.feed, "http://opds-spec.org/shelf") and links(root.feed, "http://opds-spec.org/auth/document")
    titles = [entry.title for entry in root.entries]
    assert "New books" in titles and "Categories" in titles

    new_books = next(entry for entry in root.entries if entry.title == "New books")
    feed_url = links(new_books, "subsection")[0]["href"]
    status, headers, body = fetch(feed_url + "?limit=5")
    assert "kind=acquisition" in headers["content-type"]
    page = feedparser.parse(body)
    assert not page.bozo and len(page.entries) == 5
    assert links(page.feed, "next"), "a first page of 5 out of 20 links to the next"
    assert any(link.get("opds_facetgroup") or "facet" in link.get("rel", "") for link in page.feed.links)
    entry = page.entries[0]
    borrow = links(entry, "http://opds-spec.org/acquisition/borrow")
    assert borrow and entry.title and entry.author

    second = feedparser.parse(fetch(links(page.feed, "next")[0]["href"])[2])
    assert not second.bozo and {e.id for e in second.entries}.isdisjoint({e.id for e in page.entries})


def test_opensearch_finds_a_title_by_a_word_prefix(base_url):
    status, _, body = fetch(f"{base_url}/opds/malmo/opensearch.xml")
    assert status == 200
    template = body.decode().split('template="')[1].split('"')[0].replace("&amp;", "&")
    found = feedparser.parse(fetch(template.replace("{searchTerms}", "hemligh"))[2])
    assert not found.bozo
    assert [entry.title for entry in found.entries] == ["Östersjöns hemligheter"]
    assert int(found.feed.get("opensearch_totalresults", 1)) == 1


def test_borrowing_with_card_and_pin_puts_the_book_on_the_shelf_feed(base_url):
    status, headers, body = fetch(f"{base_url}/opds/malmo/shelf")
    assert status == 401 and headers["www-authenticate"].startswith("Basic")
    document = json.loads(body)
    assert document["authentication"][0]["type"] == "http://opds-spec.org/auth/basic"

    card = ("20000001", "1234")
    found = feedparser.parse(fetch(f"{base_url}/opds/malmo/search?q=kallocain")[2])
    borrow = links(found.entries[0], "http://opds-spec.org/acquisition/borrow")[0]["href"]
    status, _, body = fetch(borrow, method="PUT", card=card)
    assert status in (200, 201), body
    shelf = feedparser.parse(fetch(f"{base_url}/opds/malmo/shelf", card=card)[2])
    assert not shelf.bozo
    assert "Kallocain" in [entry.title for entry in shelf.entries]
    mine = next(entry for entry in shelf.entries if entry.title == "Kallocain")
    revoke = links(mine, "http://librarysimplified.org/terms/rel/revoke")[0]["href"]
    assert fetch(revoke, method="PUT", card=card)[0] == 204
    shelf = feedparser.parse(fetch(f"{base_url}/opds/malmo/shelf", card=card)[2])
    assert "Kallocain" not in [entry.title for entry in shelf.entries]


def test_opds2_is_json_with_publications_and_availability(base_url):
    status, headers, body = fetch(f"{base_url}/opds/malmo/v2/search?query=doktor")
    assert status == 200 and headers["content-type"] == "application/opds+json"
    feed = json.loads(body)
    publication = feed["publications"][0]
    assert publication["metadata"]["title"] == "Doktor Glas"
    properties = publication["links"][0]["properties"]
    assert properties["availability"]["state"] in ("available", "unavailable")
    assert "copies" in properties and "holds" in properties
