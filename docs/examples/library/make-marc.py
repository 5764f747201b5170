#!/usr/bin/env python3
"""Writes svenska-klassiker.mrc: a small Swedish catalogue in MARC 21 (ISO 2709, UTF-8) for
trying `satchel library import-marc` and for the browser tests. Re-run to regenerate."""
import os

BOOKS = [
    # title, subtitle, author ("Surname, Given"), year, language, publisher, pages, subjects, isbn
    ("Gösta Berlings saga", None, "Lagerlöf, Selma", 1891, "swe", "Bonniers", 480, ["Fiction", "Värmland"], "9789100000018"),
    ("Nils Holgerssons underbara resa genom Sverige", None, "Lagerlöf, Selma", 1906, "swe", "Bonniers", 620, ["Children's stories", "Fiction"], "9789100000025"),
    ("Röda rummet", "skildringar ur artist- och författarlivet", "Strindberg, August", 1879, "swe", "Norstedts", 320, ["Fiction", "Stockholm"], "9789100000032"),
    ("Hemsöborna", None, "Strindberg, August", 1887, "swe", "Norstedts", 210, ["Fiction", "Archipelago"], "9789100000049"),
    ("Doktor Glas", None, "Söderberg, Hjalmar", 1905, "swe", "Bonniers", 160, ["Fiction", "Stockholm"], "9789100000056"),
    ("Den allvarsamma leken", None, "Söderberg, Hjalmar", 1912, "swe", "Bonniers", 260, ["Fiction", "Love stories"], "9789100000063"),
    ("Utvandrarna", None, "Moberg, Vilhelm", 1949, "swe", "Bonniers", 480, ["Fiction", "Emigration"], "9789100000070"),
    ("Pippi Långstrump", None, "Lindgren, Astrid", 1945, "swe", "Rabén & Sjögren", 190, ["Children's stories"], "9789100000087"),
    ("Ronja rövardotter", None, "Lindgren, Astrid", 1981, "swe", "Rabén & Sjögren", 240, ["Children's stories", "Fantasy"], "9789100000094"),
    ("Aniara", "en revy om människan i tid och rum", "Martinson, Harry", 1956, "swe", "Bonniers", 150, ["Poetry", "Science fiction"], "9789100000100"),
    ("Kallocain", "roman från 2000-talet", "Boye, Karin", 1940, "swe", "Bonniers", 200, ["Science fiction", "Fiction"], "9789100000117"),
    ("Det går an", "en tafla ur lifvet", "Almqvist, Carl Jonas Love", 1839, "swe", "Norstedts", 140, ["Fiction", "Love stories"], "9789100000124"),
    ("Sagan om Isfolket", None, "Åkesson, Margit", 1982, "swe", "Bra Böcker", 300, ["Fantasy", "Fiction"], "9789100000131"),
    ("Ängsmark", "dikter", "Ärlemalm, Inger", 1997, "swe", "Norstedts", 90, ["Nature", "Poetry"], "9789100000148"),
    ("Östersjöns hemligheter", None, "Öberg, Lars", 2004, "swe", "Natur & Kultur", 280, ["Nature", "History"], "9789100000155"),
    ("Öar i norr", None, "Östergren, Klas", 1995, "swe", "Bonniers", 350, ["Fiction", "Archipelago"], "9789100000162"),
    ("Ödemarkens sånger", None, "Ödman, Sara", 2015, "swe", "Albert Bonniers förlag", 240, ["Poetry", "Nature"], "9789100000179"),
    ("Zebrans år", None, "Zetterlund, Anna", 2011, "swe", "Norstedts", 310, ["Fiction"], "9789100000186"),
    ("Historia om Sverige", "från istid till framtid", "Andersson, Olle", 2009, "swe", "Natur & Kultur", 520, ["History", "Sweden"], "9789100000193"),
    ("Historiska kartor", None, "Olsson, Per", 2012, "swe", "Natur & Kultur", 180, ["History", "Maps"], "9789100000209"),
    ("Invandrarna", None, "Moberg, Vilhelm", 1952, "swe", "Bonniers", 500, ["Fiction", "Emigration"], "9789100000216"),
    ("Nybyggarna", None, "Moberg, Vilhelm", 1956, "swe", "Bonniers", 430, ["Fiction", "Emigration"], "9789100000223"),
    ("Sista brevet till Sverige", None, "Moberg, Vilhelm", 1959, "swe", "Bonniers", 390, ["Fiction", "Emigration"], "9789100000230"),
]

# The series a title is in (MARC 490 $a, $v): browsing by series reads them in series order.
SERIES = {
    "Utvandrarna": ("Utvandrarserien", "1"),
    "Invandrarna": ("Utvandrarserien", "2"),
    "Nybyggarna": ("Utvandrarserien", "3"),
    "Sista brevet till Sverige": ("Utvandrarserien", "4"),
}

FT, RT, SF = b"\x1e", b"\x1d", b"\x1f"


def data_field(ind, subfields):
    out = ind.encode()
    for code, value in subfields:
        out += SF + code.encode() + value.encode("utf-8")
    return out + FT


def record(n, book):
    title, subtitle, author, year, lang, publisher, pages, subjects, isbn = book
    fields = [
        ("001", f"sk{n:06d}".encode() + FT),
        ("008", f"000101s{year}    sw            000 1 {lang} d".encode() + FT),
        ("020", data_field("  ", [("a", isbn)])),
        ("100", data_field("1 ", [("a", author + ","), ("e", "author.")])),
        ("245", data_field("10", [("a", title + (" :" if subtitle else ".")), *([("b", subtitle + ".")] if subtitle else [])])),
        ("264", data_field(" 1", [("a", "Stockholm :"), ("b", publisher + ","), ("c", f"{year}.")])),
        ("300", data_field("  ", [("a", f"{pages} pages")])),
        *([("490", data_field("1 ", [("a", SERIES[title][0] + " ;"), ("v", SERIES[title][1])]))] if title in SERIES else []),
        ("520", data_field("  ", [("a", f"{title} ({year}) av {author.split(', ')[1]} {author.split(', ')[0]}.")])),
    ] + [("650", data_field(" 0", [("a", s + ".")])) for s in subjects]
    directory, body = b"", b""
    for tag, data in fields:
        directory += f"{tag}{len(data):04d}{len(body):05d}".encode()
        body += data
    directory += FT
    base = 24 + len(directory)
    length = base + len(body) + 1
    leader = f"{length:05d}nam a22{base:05d} i 4500".encode()
    assert len(leader) == 24
    return leader + directory + body + RT


here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "svenska-klassiker.mrc"), "wb") as f:
    for n, book in enumerate(BOOKS, 1):
        f.write(record(n, book))
print(f"wrote {len(BOOKS)} records")
