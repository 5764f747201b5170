"""Browser tests of a phone camera's photo on the wish form (issue 41): 20 MB, 4,000 px, turned
by its EXIF orientation and carrying a GPS location. With JavaScript it is made small in the
browser (orientation applied, location gone) and just works; without, the form comes back as
typed with the limit in MB."""

from __future__ import annotations

import base64
import re
import struct
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from conftest import fill_sign_up_form, unique_person_details

PHONE = {"width": 390, "height": 844}
PHOTO_BYTES = 20 * 1024 * 1024
# Stored landscape, shown portrait: orientation 6 turns the picture 90° clockwise.
WIDTH, HEIGHT = 4000, 3000


def exif_segment() -> bytes:
    """An APP1 Exif segment with Orientation 6 and a GPS position (big-endian TIFF)."""
    def entry(tag: int, kind: int, count: int, value: bytes) -> bytes:
        return struct.pack(">HHI", tag, kind, count) + value.ljust(4, b"\0")

    ifd0_at = 8
    ifd0_size = 2 + 2 * 12 + 4
    gps_at = ifd0_at + ifd0_size
    gps_entries = 5
    gps_size = 2 + gps_entries * 12 + 4
    lat_at = gps_at + gps_size
    lon_at = lat_at + 24
    ifd0 = struct.pack(">H", 2) + entry(0x0112, 3, 1, struct.pack(">H", 6)) \
        + entry(0x8825, 4, 1, struct.pack(">I", gps_at)) + struct.pack(">I", 0)
    gps = struct.pack(">H", gps_entries) \
        + entry(0x0000, 1, 4, bytes([2, 2, 0, 0])) \
        + entry(0x0001, 2, 2, b"N\0") + entry(0x0002, 5, 3, struct.pack(">I", lat_at)) \
        + entry(0x0003, 2, 2, b"E\0") + entry(0x0004, 5, 3, struct.pack(">I", lon_at)) \
        + struct.pack(">I", 0)
    rationals = struct.pack(">6I", 59, 1, 19, 1, 4, 1) + struct.pack(">6I", 18, 1, 4, 1, 7, 1)
    tiff = b"MM\0*" + struct.pack(">I", ifd0_at) + ifd0 + gps + rationals
    payload = b"Exif\0\0" + tiff
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


def phone_photo(page: Page, path: Path) -> Path:
    """A 4,000 × 3,000 JPEG drawn by the browser (red top-left quarter, blue elsewhere), with the
    EXIF segment after SOI and comment segments up to 20 MB, as large as a phone's photo."""
    encoded = page.evaluate(
        """async ([w, h]) => {
            const canvas = document.createElement("canvas");
            canvas.width = w; canvas.height = h;
            const g = canvas.getContext("2d");
            g.fillStyle = "#0000ff"; g.fillRect(0, 0, w, h);
            g.fillStyle = "#ff0000"; g.fillRect(0, 0, w / 2, h / 2);
            const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.95));
            const bytes = new Uint8Array(await blob.arrayBuffer());
            let text = "";
            for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
            return btoa(text);
        }""",
        [WIDTH, HEIGHT],
    )
    jpeg = base64.b64decode(encoded)
    assert jpeg[:2] == b"\xff\xd8"
    body = bytearray(b"\xff\xd8" + exif_segment())
    filler = b"\xff\xfe" + struct.pack(">H", 65_535) + bytes(65_533)
    while len(body) + len(filler) + len(jpeg) < PHOTO_BYTES:
        body += filler
    body += jpeg[2:]
    path.write_bytes(bytes(body))
    assert path.stat().st_size >= PHOTO_BYTES - 70_000
    return path


def segments(jpeg: bytes) -> tuple[tuple[int, int], list[bytes]]:
    """The frame's (width, height) and the APPn segments' payloads."""
    assert jpeg[:2] == b"\xff\xd8"
    at, apps, size = 2, [], None
    while at < len(jpeg) and size is None:
        marker = jpeg[at + 1]
        length = struct.unpack(">H", jpeg[at + 2:at + 4])[0]
        payload = jpeg[at + 4:at + 2 + length]
        if 0xE0 <= marker <= 0xEF:
            apps.append(payload)
        if marker in (0xC0, 0xC1, 0xC2):
            height, width = struct.unpack(">HH", payload[1:5])
            size = (width, height)
        at += 2 + length
    assert size is not None
    return size, apps


def add_wish_with_photo(page: Page, photo: Path) -> None:
    page.goto("/wishes/new")
    page.get_by_label("What do you wish for?").fill("Beach kite")
    page.get_by_label("Where to buy it").fill("Kite shop")
    page.set_input_files("input[name=photo]", str(photo))
    page.get_by_role("button", name="Add wish").click()


def test_a_20_mb_phone_photo_is_made_small_upright_and_without_its_location(sign_up, tmp_path):
    ada = sign_up("ada")
    page = ada.page
    page.set_viewport_size(PHONE)
    photo = phone_photo(page, tmp_path / "IMG_0001.jpg")

    add_wish_with_photo(page, photo)
    page.wait_for_url(re.compile(r"/wishes/[0-9a-f-]{36}(\?.*)?$"))
    expect(page.locator("main")).to_contain_text("Beach kite")
    src = page.locator("img.wish-photo").get_attribute("src")
    assert src and src.startswith("/media/")

    stored = page.request.get(src).body()
    (width, height), apps = segments(stored)
    assert max(width, height) <= 2048, (width, height)
    assert height > width, f"turned upright by its EXIF orientation: {width}×{height}"
    assert not any(app.startswith(b"Exif\0\0") for app in apps), "no EXIF, the location with it"
    assert b"\x88\x25" not in b"".join(apps)

    # The picture itself turned: the red corner is now top right.
    colours = page.evaluate(
        """async (src) => {
            const bitmap = await createImageBitmap(await (await fetch(src)).blob());
            const canvas = document.createElement("canvas");
            canvas.width = bitmap.width; canvas.height = bitmap.height;
            const g = canvas.getContext("2d");
            g.drawImage(bitmap, 0, 0);
            const at = (x, y) => Array.from(g.getImageData(Math.floor(x * bitmap.width), Math.floor(y * bitmap.height), 1, 1).data);
            return { topLeft: at(0.25, 0.25), topRight: at(0.75, 0.25) };
        }""",
        src,
    )
    red, blue = colours["topRight"], colours["topLeft"]
    assert red[0] > 200 and red[2] < 60, colours
    assert blue[2] > 200 and blue[0] < 60, colours


def test_without_javascript_a_20_mb_photo_brings_the_form_back_as_typed(browser: Browser, base_url, tmp_path):
    context = browser.new_context(base_url=base_url, locale="en-US", timezone_id="America/Los_Angeles",
                                  java_script_enabled=False, viewport=PHONE)
    try:
        page = context.new_page()
        fill_sign_up_form(page, *unique_person_details("noscript"))
        page.wait_for_url(re.compile("^" + re.escape(base_url) + r"/(\?.*)?$"))
        helper = browser.new_page()
        try:
            photo = phone_photo(helper, tmp_path / "IMG_0002.jpg")
        finally:
            helper.close()

        add_wish_with_photo(page, photo)
        expect(page.locator("#f-photo-error")).to_contain_text("Photos can be up to 10 MB.")
        expect(page.get_by_label("What do you wish for?")).to_have_value("Beach kite")
        expect(page.get_by_label("Where to buy it")).to_have_value("Kite shop")
        page.goto("/wishes")
        expect(page.locator("main")).not_to_contain_text("Beach kite")
    finally:
        context.close()
