#!/usr/bin/env python3
"""Prepares the realistic mix for mix.lua against a server started with `serve --demo`, or on
a generated world (`satchel admin generate-world`) when MIX_POPULATION is set.

Signs people in and writes one request per line to the file named by argv[2]:
  WEIGHT METHOD PATH TOKEN [JSON BODY]
The mix, per 100 requests: the notification inbox 18 and its unread count 10; wish lists
(own inbox 8, a friend's shared list 10, the cart 4); group funding's feed 8; Eats nearby 10;
Spots reminders 8; Library search 10 and a title 4; and writes 10: a position report 6 and an
edit of the person's own wish 4 (a new name each time, see mix.lua).

Demo world: the five demo people; the library search is "the" (the demo catalogue is small).
Generated world: MIX_PEOPLE (default 200) of person1…person{MIX_POPULATION}, drawn with a fixed
seed, with MIX_PASSWORD (default satchel-world-2026); each searches their library for a word
of a title in it, as people look for a book (a stop word over 250,000 titles ranks a third of
the catalogue: docs/library-search.md), and looks for restaurants around one of the busy
cities the world's restaurants cluster in.
"""

import json
import os
import random
import re
import sys
import time
import urllib.parse
import urllib.error
import urllib.request

base = sys.argv[1].rstrip("/")
out = sys.argv[2]


def call(method, path, token=None, body=None):
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Accept": "application/json"}
    if data:
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = "Bearer " + token
    with urllib.request.urlopen(urllib.request.Request(base + path, data=data, method=method, headers=headers), timeout=30) as r:
        return json.loads(r.read() or b"null")


population = int(os.environ.get("MIX_POPULATION", "0"))
if population:
    drawn = random.Random(2026).sample(range(1, population + 1), min(int(os.environ.get("MIX_PEOPLE", "200")), population))
    names, password = [f"person{n}" for n in drawn], os.environ.get("MIX_PASSWORD", "satchel-world-2026")
else:
    names, password = ["alice", "bob", "carol", "dave", "eva"], "satchel-demo-2026"
people = {}
for name in names:
    people[name] = call("POST", "/api/v1/sessions", body={"login": name, "password": password, "keepSignedIn": True})["token"]

# Busy city centres (the generated restaurants cluster around cities, weighted by size).
centres = ["59.3326,18.0649", "51.5072,-0.1276", "40.7128,-74.0060", "35.6762,139.6503", "48.8566,2.3522", "19.4326,-99.1332"]
choose = random.Random(7)
run = int(time.time())
lines = []
for number, (name, token) in enumerate(people.items()):
    lines.append(f"18 GET /api/v1/notifications?limit=20 {token}")
    lines.append(f"10 GET /api/v1/notifications/unread-count {token}")
    lines.append(f"8 GET /api/v1/wishes {token}")
    # A friend's list this person has accepted (one only offered answers 404).
    for shared in call("GET", "/api/v1/friends-lists", token):
        try:
            call("GET", f"/api/v1/lists/{shared['id']}", token)
        except urllib.error.HTTPError:
            continue
        lines.append(f"10 GET /api/v1/lists/{shared['id']} {token}")
        break
    lines.append(f"4 GET /api/v1/cart {token}")
    lines.append(f"8 GET /api/v1/funding/feed?limit=20 {token}")
    near = centres[number % len(centres)] if population else "59.3326,18.0649"
    lines.append(f"10 GET /api/v1/eats/restaurants?near={near}&radius=2000&limit=30 {token}")
    lines.append(f"8 GET /api/v1/spots/reminders?state=open&limit=50 {token}")
    libraries = call("GET", "/api/v1/library/libraries", token)
    if libraries:
        library = libraries[number % len(libraries)]["id"]
        query = "the"
        titles = call("GET", f"/api/v1/library/libraries/{library}/titles?sort=added&limit=50", token)["items"]
        if population and titles:
            words = [w for w in re.findall(r"\w+", choose.choice(titles)["title"]) if len(w) >= 4] or ["history"]
            query = urllib.parse.quote(choose.choice(words).lower())
        lines.append(f"10 GET /api/v1/library/libraries/{library}/titles?q={query}&limit=20 {token}")
        if titles:
            lines.append(f"4 GET /api/v1/library/titles/{choose.choice(titles)['id']} {token}")
    # mix.lua stamps each report with the current time.
    position = {"latitude": 59.3326, "longitude": 18.0649, "accuracy": 20, "timestamp": "NOW"}
    lines.append(f"6 POST /api/v1/spots/positions {token} {json.dumps(position, separators=(',', ':'))}")
    # An edit of the person's own wish (a new name each time, see mix.lua): writes without
    # growing the data, so a long run measures the same work throughout.
    # Named for this run: a generated world keeps the wishes of earlier runs.
    wish = call("POST", "/api/v1/wishes", token, {"name": f"Load test wish {run}"})["id"]
    lines.append(f"4 PUT /api/v1/wishes/{wish} {token} " + json.dumps({"name": "NAME"}, separators=(",", ":")))

with open(out, "w") as f:
    f.write("\n".join(lines) + "\n")
print(f"{len(lines)} request kinds for {len(people)} people")
