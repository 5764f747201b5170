"""The data folder is its owner's alone (0700, files 0600), from the first start on an empty
folder; a looser folder is tightened at start with one log line. Long commands tell their
progress on standard error, in plain lines when it is not a terminal, and leave standard
output (the summary scripts read) as it was."""

from __future__ import annotations

import os
import re
import stat

from conftest import Satchel

PHOTO = os.path.join(os.path.dirname(__file__), "..", "browser", "gift.jpg")


def mode(path: str) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def files_under(folder: str) -> list[str]:
    return [os.path.join(top, name) for top, _, names in os.walk(folder) for name in names]


def test_a_first_start_on_an_empty_folder_keeps_everything_owner_only(satchel_bin, data_dir):
    data = os.path.join(data_dir, "data")  # not there yet: serve makes it
    server = Satchel(satchel_bin, data, None, log_dir=data_dir)
    server.start()
    try:
        ada = server.sign_up("ada")
        # A secret: the server's push key is made on first use and kept in the database.
        assert server.request("GET", "/api/v1/push/vapid-key", token=ada["token"]).status == 200
        with open(PHOTO, "rb") as f:
            answer = server.request("PUT", "/api/v1/me/photo", token=ada["token"], raw=f.read(), content_type="image/jpeg")
        assert answer.status == 200, answer.body
        assert mode(data) == 0o700
        database = [os.path.join(data, name) for name in ("satchel.sqlite", "satchel.sqlite-wal", "satchel.sqlite-shm")]
        for path in database:
            assert mode(path) == 0o600, (path, oct(mode(path)))
        media = [path for path in files_under(data) if "/media/" in path]
        assert media, files_under(data)
        for path in media:
            assert mode(path) == 0o600, (path, oct(mode(path)))
        for top, folders, _ in os.walk(data):
            for name in folders:
                assert mode(os.path.join(top, name)) == 0o700, os.path.join(top, name)
    finally:
        server.stop()
    assert "data folder" not in server.log_tail(200), "nothing was loose, so nothing is said"


def test_a_loose_folder_is_tightened_at_start_with_one_log_line(satchel_bin, data_dir):
    data = os.path.join(data_dir, "data")
    assert Satchel(satchel_bin, data, None).run("library", "add", "city", "City library").returncode == 0
    os.chmod(data, 0o755)
    loose = files_under(data)
    assert loose
    for path in loose:
        os.chmod(path, 0o644)
    server = Satchel(satchel_bin, data, None, log_dir=data_dir)
    server.start()
    server.stop()
    log = server.log_tail(200)
    said = [line for line in log.splitlines() if "data folder" in line]
    assert len(said) == 1, log
    assert re.search(rf"data folder {re.escape(data)} was 0755, now 0700; \d+ files? tightened to 0600", said[0]), said[0]
    assert mode(data) == 0o700
    for path in files_under(data):
        assert mode(path) == 0o600, (path, oct(mode(path)))


def marc_catalogue(path: str, records: int) -> None:
    """A MARC 21 file of `records` distinct titles (as docs/examples/library/make-marc.py writes them)."""
    ft, rt, sf = b"\x1e", b"\x1d", b"\x1f"
    with open(path, "wb") as out:
        for n in range(1, records + 1):
            fields = [("001", f"pr{n:07d}".encode() + ft),
                      ("245", b"10" + sf + b"a" + f"Progress, volume {n}.".encode() + ft)]
            directory, body = b"", b""
            for tag, data in fields:
                directory += f"{tag}{len(data):04d}{len(body):05d}".encode()
                body += data
            directory += ft
            base = 24 + len(directory)
            out.write(f"{base + len(body) + 1:05d}nam a22{base:05d} i 4500".encode() + directory + body + rt)


def test_a_long_import_outside_a_terminal_tells_its_progress_in_plain_lines(satchel_bin, data_dir):
    satchel = Satchel(satchel_bin, os.path.join(data_dir, "data"), None)
    # Lines every 0.1 s instead of 5, so a short import shows some.
    satchel.extra_env["SATCHEL_PROGRESS_SECONDS"] = "0.1"
    assert satchel.run("library", "add", "city", "City library").returncode == 0
    catalogue = os.path.join(data_dir, "catalogue.mrc")
    marc_catalogue(catalogue, 4000)
    done = satchel.run("library", "import-marc", "--library", "city", catalogue)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "\r" not in done.stderr and "\x1b[" not in done.stderr, "no terminal redraws in a log"
    lines = [line for line in done.stderr.splitlines() if line.startswith("library import-marc: ")]
    assert re.fullmatch(r"library import-marc: done, 4,000 records, [\d.]+ KB in [\d.]+ s(, [\d,.]+/s)?", lines[-1]), lines
    running = lines[:-1]
    assert running, done.stderr
    assert all(re.fullmatch(r"library import-marc: [\d,]+ records, [\d.]+ KB / [\d.]+ KB \(\d+%\), [\d,.]+/s(, about .+ left)?", line)
               for line in running), running
    # Standard output is as before: the summary scripts grep.
    assert "library import-marc:" not in done.stdout
    assert "4000 given: 4000 new, 0 updated, 0 unchanged, 0 refused" in done.stdout, done.stdout
