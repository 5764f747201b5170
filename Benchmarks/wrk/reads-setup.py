#!/usr/bin/env python3
"""Lists every read for reads.sh against a server started with `serve --demo`.

Signs the demo person in twice — an API token and a browser session (the sign-in form, as a
browser posts it) — finds the ids the reads need in the demo world, and writes one read per
line to argv[2]:  KIND PATH  (KIND `api`: bearer token; `page`: the session cookie). The
token goes to argv[2].token, the cookie to argv[2].cookie. argv[3]: the person (default alice).

On a generated world (`satchel admin generate-world`): READ_PASSWORD is everyone's password and
READ_POPULATION the number of people there (person1…personN); READ_PEOPLE more of them, drawn
at random (seeded), are signed in too (argv[2].tokens, argv[2].cookies), and each read that
needs no id of the first person's is marked `apis`/`pages`: it runs as all of them in turn.
"""

import http.cookiejar
import json
import os
import random
import re
import sys
import urllib.error
import urllib.parse
import urllib.request

base = sys.argv[1].rstrip("/")
out = sys.argv[2]
person = sys.argv[3] if len(sys.argv) > 3 else "alice"
password = os.environ.get("READ_PASSWORD", "satchel-demo-2026")
population = int(os.environ.get("READ_POPULATION", "0"))
drawn = int(os.environ.get("READ_PEOPLE", "0"))


def call(method, path, token=None, body=None):
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Accept": "application/json"}
    if data:
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = "Bearer " + token
    with urllib.request.urlopen(urllib.request.Request(base + path, data=data, method=method, headers=headers), timeout=30) as r:
        return json.loads(r.read() or b"null")


def ok(path, token):
    try:
        call("GET", path, token)
        return True
    except urllib.error.HTTPError:
        return False


def sign_in(who):
    """An API token and a browser session (the form's CSRF token, then the form posted with
    the cookies it set)."""
    api_token = call("POST", "/api/v1/sessions", body={"login": who, "password": password, "keepSignedIn": True})["token"]
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    form = opener.open(base + "/sign-in", timeout=30).read().decode()
    csrf = re.search(r'name="_csrf" value="([^"]+)"', form).group(1)
    fields = urllib.parse.urlencode({"login": who, "password": password, "_csrf": csrf}).encode()
    opener.open(urllib.request.Request(base + "/sign-in", data=fields, method="POST"), timeout=30).read()
    return api_token, opener, "; ".join(f"{c.name}={c.value}" for c in jar)


token, browser, cookie = sign_in(person)
others = []
if population and drawn:
    for n in random.Random(2026).sample(range(1, population + 1), min(drawn, population)):
        others.append(sign_in(f"person{n}"))

api = ["/api/v1/me", "/api/v1/tokens", "/api/v1/me/notification-preferences", "/api/v1/people?q=bo", "/api/v1/friends",
       "/api/v1/friend-requests", "/api/v1/invitations", "/api/v1/circles", "/api/v1/notifications?limit=20",
       "/api/v1/notifications/unread-count", "/api/v1/push/devices", "/api/v1/places?q=stock",
       "/api/v1/wishes", "/api/v1/lists", "/api/v1/friends-lists", "/api/v1/cart", "/api/v1/funding/donations",
       "/api/v1/funding/mine", "/api/v1/funding/surprises", "/api/v1/funding/feed?limit=20", "/api/v1/funding/feed/hidden",
       "/api/v1/spots/reminders?state=open&limit=50", "/api/v1/spots/lists",
       "/api/v1/eats/restaurants?near=59.3326,18.0649&radius=2000&limit=30",
       "/api/v1/eats/dishes?near=59.3326,18.0649&q=pasta", "/api/v1/library/libraries", "/api/v1/reader/settings"]
pages = ["/", "/wishes", "/friends", "/notifications", "/funding", "/spots", "/eats"]

circles = call("GET", "/api/v1/circles", token)
if circles:
    api.append(f"/api/v1/circles/{circles[0]['id']}")
def items(answer):
    return answer["items"] if isinstance(answer, dict) else answer


wishes = items(call("GET", "/api/v1/wishes", token))
if wishes:
    api.append(f"/api/v1/wishes/{wishes[0]['id']}")
for own in call("GET", "/api/v1/lists", token)[:1]:
    api.append(f"/api/v1/lists/{own['id']}")
    pages.append(f"/wishes/lists/{own['id']}")
for shared in call("GET", "/api/v1/friends-lists", token):
    if ok(f"/api/v1/lists/{shared['id']}", token):
        api.append(f"/api/v1/lists/{shared['id']}")
        pages.append(f"/wishes/lists/{shared['id']}")
        detail = call("GET", f"/api/v1/lists/{shared['id']}", token)
        if detail["wishes"]:
            api.append(f"/api/v1/wishes/{detail['wishes'][0]['id']}/comments")
        break
for item in items(call("GET", "/api/v1/funding/feed?limit=5", token))[:1]:
    api.append(f"/api/v1/wishes/{item['item']['wish']['id']}/funding")
for donation in items(call("GET", "/api/v1/funding/donations", token))[:1]:
    api.append(f"/api/v1/funding/donations/{donation['id']}")
reminders = items(call("GET", "/api/v1/spots/reminders?state=open&limit=5", token))
if reminders:
    api.append(f"/api/v1/spots/reminders/{reminders[0]['id']}")
restaurants = items(call("GET", "/api/v1/eats/restaurants?near=59.3326,18.0649&radius=2000&limit=5", token))
if restaurants:
    api.append(f"/api/v1/eats/restaurants/{restaurants[0]['id']}")
    dishes = call("GET", f"/api/v1/eats/restaurants/{restaurants[0]['id']}", token).get("dishes", [])
    if dishes:
        api.append(f"/api/v1/eats/dishes/{dishes[0]['id']}")
for library in call("GET", "/api/v1/library/libraries", token)[:1]:
    lib = f"/api/v1/library/libraries/{library['id']}"
    api += [lib, lib + "/session", lib + "/titles?q=the&limit=20", lib + "/titles?sort=title&limit=20", lib + "/discover",
            lib + "/categories", lib + "/to-be-read", lib + "/samples"]
    if ok(lib + "/loans", token):
        api += [lib + "/loans", lib + "/holds"]
    pages += [f"/library/{library['slug']}", f"/library/{library['slug']}/search?q=the"]
    titles = items(call("GET", lib + "/titles?q=the&limit=5", token))
    if titles:
        api += [f"/api/v1/library/titles/{titles[0]['id']}", f"/api/v1/library/titles/{titles[0]['id']}/similar"]
        pages.append(f"/library/{library['slug']}/titles/{titles[0]['id']}")

for path in api:
    if not ok(path, token):
        print(f"skipped (not 2xx for {person}): {path}", file=sys.stderr)
api = [p for p in api if ok(p, token)]


def page_ok(path):
    try:
        browser.open(urllib.request.Request(base + path, headers={"Accept": "text/html"}), timeout=30).read()
        return True
    except urllib.error.HTTPError:
        print(f"skipped (not 2xx for {person}): {path}", file=sys.stderr)
        return False


pages = [p for p in pages if page_ok(p)]


def everyones(path):
    """A read that names nothing of one person's (no id, no library session) runs as everyone drawn."""
    return others and not re.search(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-", path) and "/library" not in path


with open(out, "w") as f:
    f.write("".join(f"{'apis' if everyones(p) else 'api'} {p}\n" for p in api)
            + "".join(f"{'pages' if everyones(p) else 'page'} {p}\n" for p in pages))
with open(out + ".tokens", "w") as f:
    f.write("".join(t + "\n" for t, _, _ in [(token, None, None)] + others))
with open(out + ".cookies", "w") as f:
    f.write("".join(c + "\n" for _, _, c in [(None, None, cookie)] + others))
with open(out + ".token", "w") as f:
    f.write(token)
with open(out + ".cookie", "w") as f:
    f.write(cookie)
print(f"{len(api)} API reads and {len(pages)} pages as {person}" + (f" and {len(others)} people drawn from {population}" if others else ""))
