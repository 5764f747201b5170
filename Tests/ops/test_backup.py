"""`satchel backup` while the server runs, `satchel restore` into a fresh instance, and the
documented PostgreSQL procedure (pg_dump, pg_restore, plus the files)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import zipfile

from conftest import Satchel, psql

PHOTO = os.path.join(os.path.dirname(__file__), "..", "browser", "gift.jpg")


def fill(server: Satchel) -> dict:
    """Someone with a photo, a friend, a wish in a list, and a notification."""
    ada = server.sign_up("ada")
    bob = server.sign_up("bob")
    with open(PHOTO, "rb") as f:
        photo = f.read()
    answer = server.request("PUT", "/api/v1/me/photo", token=ada["token"], raw=photo, content_type="image/jpeg")
    assert answer.status == 200, answer.body
    assert server.request("POST", "/api/v1/friend-requests", token=bob["token"], body={"username": "ada"}).status in (200, 201, 204)
    listing = server.request("POST", "/api/v1/lists", token=ada["token"], body={"name": "Birthday"})
    assert listing.status == 201, listing.body
    wish = server.request("POST", "/api/v1/wishes", token=ada["token"], body={"name": "Kite", "listId": listing.json()["id"]})
    assert wish.status == 201, wish.body
    return {"ada": ada, "photo": photo}


def check_everything(server: Satchel, before: dict) -> None:
    signed_in = server.request("POST", "/api/v1/sessions", body={"login": "ada", "password": "correct horse battery"})
    assert signed_in.status == 201, signed_in.body
    token = signed_in.json()["token"]
    me = server.request("GET", "/api/v1/me", token=token).json()
    assert me["username"] == "ada" and me["photoURL"]
    photo = server.request("GET", me["photoURL"], token=token, headers={"Accept": "image/*"})
    assert photo.status == 200 and photo.headers["content-type"].startswith("image/")
    lists = server.request("GET", "/api/v1/lists", token=token).json()
    assert [item["name"] for item in lists] == ["Birthday"]
    detail = server.request("GET", f"/api/v1/lists/{lists[0]['id']}", token=token).json()
    assert [wish["name"] for wish in detail["wishes"]] == ["Kite"]
    requests = server.request("GET", "/api/v1/friend-requests", token=token).json()
    assert [r["from"]["username"] for r in requests["incoming"]] == ["bob"]
    unread = server.request("GET", "/api/v1/notifications/unread-count", token=token)
    assert unread.status == 200 and unread.json()["count"] >= 1


def test_a_backup_taken_while_serving_restores_into_a_fresh_instance(satchel_bin, data_dir, servers):
    old = Satchel(satchel_bin, os.path.join(data_dir, "old"), None)
    os.makedirs(old.data_dir)
    servers.append(old.start())
    before = fill(old)
    archive = os.path.join(data_dir, "backup.zip")
    made = old.run("backup", "--output", archive)
    assert made.returncode == 0, made.stdout + made.stderr
    old.stop()

    new = Satchel(satchel_bin, os.path.join(data_dir, "new"), None)
    os.makedirs(new.data_dir)
    restored = new.run("restore", archive)
    assert restored.returncode == 0, restored.stdout + restored.stderr
    servers.append(new.start())
    check_everything(new, before)


def test_a_restore_never_overwrites_an_instance_that_has_data(satchel_bin, data_dir, servers):
    server = Satchel(satchel_bin, data_dir, None)
    servers.append(server.start())
    fill(server)
    archive = os.path.join(data_dir, "backup.zip")
    assert server.run("backup", "--output", archive).returncode == 0
    server.stop()
    again = server.run("restore", archive)
    assert again.returncode != 0 and "already has data" in again.stdout + again.stderr


def test_an_archive_with_a_path_outside_the_data_folder_is_refused(satchel_bin, data_dir):
    archive = os.path.join(data_dir, "evil.zip")
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("manifest.json", '{"format":"satchel-backup","version":1,"createdAt":"2026-01-01T00:00:00Z","database":"postgresql","files":1}')
        z.writestr("files/../../escaped.txt", "boo")
    server = Satchel(satchel_bin, os.path.join(data_dir, "data"), None)
    os.makedirs(server.data_dir)
    result = server.run("restore", archive)
    assert result.returncode != 0 and "outside" in result.stdout + result.stderr
    assert not os.path.exists(os.path.join(data_dir, "escaped.txt"))


def test_the_documented_postgresql_procedure_brings_everything_back(satchel_bin, data_dir, servers, postgres_databases):
    postgres_database = postgres_databases()
    old = Satchel(satchel_bin, os.path.join(data_dir, "old"), postgres_database)
    os.makedirs(old.data_dir)
    servers.append(old.start())
    before = fill(old)
    dump = os.path.join(data_dir, "satchel.dump")
    files = os.path.join(data_dir, "files.zip")
    # docs/operations.md, "Backups on PostgreSQL":
    subprocess.run(["pg_dump", "--format=custom", "--file", dump, postgres_database], check=True, timeout=120)
    assert old.run("backup", "--output", files).returncode == 0
    old.stop()

    fresh = postgres_databases()
    subprocess.run(["pg_restore", "--no-owner", "--dbname", fresh, dump], check=True, timeout=120)
    new = Satchel(satchel_bin, os.path.join(data_dir, "new"), fresh)
    os.makedirs(new.data_dir)
    restored = new.run("restore", files)
    assert restored.returncode == 0, restored.stdout + restored.stderr
    servers.append(new.start())
    check_everything(new, before)


def test_a_finished_backup_is_recorded_for_the_instance_page(satchel_bin, data_dir):
    instance = Satchel(satchel_bin, os.path.join(data_dir, "recorded"), None)
    assert instance.run("library", "add", "city", "City library").returncode == 0
    archive = os.path.join(data_dir, "recorded.zip")
    made = instance.run("backup", "--output", archive)
    assert made.returncode == 0, made.stdout + made.stderr
    record_path = os.path.join(instance.data_dir, "last-backup.json")
    with open(record_path) as f:
        record = json.load(f)
    assert record["file"] == "recorded.zip" and record["bytes"] > 0, record
    assert stat.S_IMODE(os.stat(record_path).st_mode) == 0o600
