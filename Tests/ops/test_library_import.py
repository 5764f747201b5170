"""`satchel library import` as staff run it: a summary at the end, and a failing exit when
every file was refused (so a script notices)."""

from __future__ import annotations

import os
import tempfile

from conftest import Satchel


def test_an_import_where_every_file_is_refused_fails_with_a_summary(satchel_bin, data_dir):
    satchel = Satchel(satchel_bin, data_dir, None)
    added = satchel.run("library", "add", "malmo", "Malmö stadsbibliotek", "--language", "sv")
    assert added.returncode == 0, added.stdout + added.stderr
    with tempfile.TemporaryDirectory() as books:
        for name, content in (("not-a-zip.epub", b"plain text, not a book"), ("empty.epub", b"")):
            with open(os.path.join(books, name), "wb") as file:
                file.write(content)
        done = satchel.run("library", "import", "--library", "malmo", books)
    output = done.stdout + done.stderr
    assert done.returncode != 0, output
    assert "not-a-zip.epub (refused): it is not a ZIP archive" in output, output
    assert "2 given: 0 new, 0 updated, 0 unchanged, 2 refused; 0 with warnings" in output, output
    assert "every file was refused" in output, output


def test_a_good_import_ends_with_its_summary_and_succeeds(satchel_bin, data_dir):
    satchel = Satchel(satchel_bin, data_dir, None)
    assert satchel.run("library", "add", "malmo", "Malmö stadsbibliotek", "--language", "sv").returncode == 0
    with tempfile.TemporaryDirectory() as books:
        made = satchel.run("library", "demo-books", books)
        assert made.returncode == 0, made.stdout + made.stderr
        done = satchel.run("library", "import", "--library", "malmo", books)
    output = (done.stdout + done.stderr).strip()
    assert done.returncode == 0, output
    # The EPUB 2 demo book lists a chapter twice, as real books do: imported with warnings.
    assert "2 given: 2 new, 0 updated, 0 unchanged, 0 refused; 1 with warnings" in output, output
    assert "the spine lists OEBPS/ch2.xhtml more than once" in output, output
