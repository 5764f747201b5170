"""Browser test: a library's staff on a phone (390×844, a browser in India against a server in
UTC). An administrator of a fresh instance sets up a library, imports a MARC sample, makes
themself staff, finds a title in the staff area, gives it three copies and a 7-day loan period,
edits its title, gets a card, asks the library to buy a book its search did not find, sees the
request ranked in the staff area and marks it bought with that title (their hold is ready), and
withdraws it: it is gone from the catalogue's search. Then, from the staff area, they upload
an EPUB with a tolerated fault over a slow uplink (the progress bar seen part way) and find its warning under its title in
the report and on the title's staff page. Its own server, as test_admin's."""

from __future__ import annotations

import io
import re
import secrets
import zipfile

from playwright.sync_api import Browser, expect

from test_admin import MARC_SAMPLE, Instance, instance, phone  # noqa: F401 (the fixture)


def warned_epub(padding: int = 0) -> bytes:
    """An EPUB 3 whose spine references carry a #fragment: imported, with a warning each;
    `padding` bytes of incompressible data in a stylesheet make the file that much larger."""
    chapters = [f"text/chapter{n}.xhtml" for n in (1, 2)]
    opf = f"""<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:{secrets.token_hex(4)}-0000-4000-8000-000000000000</dc:identifier>
  <dc:title>Hemsöborna</dc:title><dc:creator>August Strindberg</dc:creator><dc:language>sv</dc:language></metadata>
  <manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
  {"".join(f'<item id="c{i}" href="{c}#top" media-type="application/xhtml+xml"/>' for i, c in enumerate(chapters))}</manifest>
  <spine>{"".join(f'<itemref idref="c{i}"/>' for i in range(len(chapters)))}</spine>
</package>"""
    page = """<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>{t}</title></head><body>{b}</body></html>"""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("mimetype", "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        z.writestr("META-INF/container.xml", '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
                   '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>')
        z.writestr("OEBPS/content.opf", opf)
        z.writestr("OEBPS/nav.xhtml", page.format(t="Innehåll", b='<nav epub:type="toc"><ol>'
                   + "".join(f'<li><a href="{c}">Kapitel {i + 1}</a></li>' for i, c in enumerate(chapters)) + "</ol></nav>"))
        if padding:
            z.writestr("OEBPS/pad.css", "/*" + secrets.token_hex(padding // 2) + "*/", compress_type=zipfile.ZIP_STORED)
        for i, c in enumerate(chapters):
            z.writestr("OEBPS/" + c, page.format(t=f"Kapitel {i + 1}", b=f"<h1>Kapitel {i + 1}</h1>" + "<p>Det var en afton i maj.</p>" * 20))
    return out.getvalue()


def test_staff_set_copies_and_loan_period_and_withdraw_a_title_on_a_phone(browser: Browser, instance: Instance):
    page = phone(browser, instance)
    page.goto("/setup")
    password = "Tall-Maple-" + secrets.token_hex(6)
    page.locator("input[name=displayName]").fill("Sam Staff")
    page.locator("input[name=username]").fill("sam")
    page.locator("input[name=email]").fill("sam@example.org")
    page.locator("input[name=password]").fill(password)
    page.locator("form", has=page.locator("input[name=username]")).locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"^" + re.escape(instance.url) + r"/(\?.*)?$"))  # signed in as the administrator

    page.goto("/admin/libraries")
    form = page.locator("form", has=page.locator("input[name=slug]"))
    form.locator("input[name=name]").fill("Kista bibliotek")
    form.locator("input[name=slug]").fill("kista")
    form.locator("select[name=language]").select_option("en")
    form.locator("input[name=selfRegistration]").check()
    form.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"/admin/libraries/kista\?"))
    upload = page.locator("form[enctype='multipart/form-data']")
    upload.locator("input[name=file]").set_input_files(str(MARC_SAMPLE))
    upload.locator("button[type=submit]").click()
    page.locator("main").get_by_text("What the import did").wait_for(timeout=60_000)

    # The Staff section of the library's administration page.
    page.goto("/admin/libraries/kista")
    page.get_by_label("Username").fill("sam")
    page.get_by_role("button", name="Add to staff").click()
    expect(page.locator("#h-staff ~ ul")).to_contain_text("@sam")

    # The staff area: find the title, change its licence, withdraw it.
    page.get_by_role("link", name="Open the staff area").click()
    page.get_by_label("Title or author").fill("botanical")
    page.get_by_role("button", name="Find").click()
    page.get_by_role("link", name=re.compile("Botanical materia medica")).click()
    page.get_by_label("Copies", exact=True).fill("3")
    page.get_by_label(re.compile("Loan period of this title")).fill("7")
    page.get_by_role("button", name="Save").click()
    expect(page.locator("main")).to_contain_text("Copies and loan period saved.")
    expect(page.locator("main")).to_contain_text("3 copies")
    title_page = page.url.split("?")[0]

    # Edit the title's catalogue data: search finds the new words at once.
    page.get_by_role("link", name="Edit title and cover").click()
    page.get_by_label("Subtitle").fill("Revised by the staff")
    page.get_by_role("button", name="Save").click()
    expect(page.locator("main")).to_contain_text("Title saved")

    # A card, then a search that finds nothing offers to ask the library to buy the book.
    page.goto("/library/kista/register")
    page.get_by_label("Choose a PIN").fill("2468")
    page.get_by_role("button", name="Get a library card").click()
    page.goto("/library/kista/search?q=Inferno")
    page.get_by_role("link", name="Ask the library to buy it").click()
    expect(page.get_by_label("Title", exact=True)).to_have_value("Inferno")
    page.get_by_label("Author").fill("August Strindberg")
    page.get_by_role("button", name="Send the request").click()
    expect(page.locator("main")).to_contain_text("Request sent")

    # Ranked in the staff area (linked from the library's header); bought → the hold is placed.
    page.locator("nav.library-nav").get_by_role("link", name="Staff").click()
    page.get_by_role("link", name="Purchase requests").click()
    expect(page.locator("main")).to_contain_text("1 asked")
    page.get_by_label("The title in the catalogue (ISBN or id)").fill(title_page.rsplit("/", 1)[1])
    page.get_by_role("button", name="Bought").click()
    expect(page.locator("main")).to_contain_text("No open requests.")
    page.goto("/library/kista/holds")
    expect(page.locator("main")).to_contain_text("Botanical materia medica")

    page.goto(title_page)
    page.get_by_role("button", name="Withdraw this title").click()
    expect(page.get_by_role("button", name="Lend it again")).to_be_visible()

    page.goto("/library/kista/search?q=botanical")
    assert "Botanical materia medica" not in page.locator("main").inner_text(), "a withdrawn title is not found"

    # Staff import an EPUB from the staff area (the form sends with an upload progress bar).
    page.goto("/library/kista/staff")
    page.get_by_role("link", name="Import catalogue files (MARC or EPUB)").click()
    upload = page.locator("form[data-upload-progress]")
    upload.locator("input[name=file]").set_input_files({"name": "hemso.epub", "mimeType": "application/epub+zip",
                                                        "buffer": warned_epub(padding=400_000)})
    # A slow uplink (about 200 KB/s, over the browser's DevTools protocol), so the bar is seen
    # part way, as on a phone's connection.
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": 200_000})
    upload.locator("button[type=submit]").click()
    page.wait_for_function("""() => { const bar = document.querySelector("form[data-upload-progress] progress");
                                      return bar && bar.value >= 10 && bar.value <= 90; }""", timeout=10_000)
    expect(upload.get_by_role("status")).to_contain_text("%")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    page.wait_for_url(re.compile(r"/library/kista/staff/imports/[0-9a-f-]{36}$"))
    page.locator("main").get_by_text("What the import did").wait_for(timeout=60_000)
    warnings = page.locator("#title-warnings")
    expect(warnings).to_contain_text("carries #top")
    warnings.get_by_role("link", name="Hemsöborna").click()
    expect(page.locator("#warnings")).to_contain_text("hemso.epub")
    page.context.close()
