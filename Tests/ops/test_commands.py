"""`satchel` commands that refuse something say why in the words the web app uses, and exit
non-zero: never a dump of an error type."""

from __future__ import annotations

from conftest import Satchel


def refused(satchel: Satchel, *arguments: str) -> str:
    done = satchel.run(*arguments)
    assert done.returncode != 0, done.stdout + done.stderr
    output = done.stdout + done.stderr
    assert "AppError" not in output and "kind:" not in output and "code:" not in output, output
    return output


def test_a_refused_password_is_said_in_words(satchel_bin: str, data_dir: str):
    satchel = Satchel(satchel_bin, data_dir, None)
    output = refused(satchel, "admin", "create-user", "ada", "ada@example.test", "--password", "aaaaaaaaaaaa")
    assert "This password is too easy to guess. Choose another." in output, output
    output = refused(satchel, "admin", "create-user", "adalovelace", "ada@example.test", "--password", "adalovelace-1815")
    assert "The password must not contain your username." in output, output


def test_an_unsupported_library_language_is_said_in_words(satchel_bin: str, data_dir: str):
    satchel = Satchel(satchel_bin, data_dir, None)
    output = refused(satchel, "library", "add", "city", "City library", "--language", "tlh")
    assert "Error: Choose en, sv or cs." in output, output


def test_a_command_that_succeeds_exits_zero(satchel_bin: str, data_dir: str):
    done = Satchel(satchel_bin, data_dir, None).run("admin", "create-user", "ada", "ada@example.test", "--password", "correct horse battery")
    assert done.returncode == 0, done.stdout + done.stderr


def test_staff_see_who_tried_wrong_pins_on_a_card(satchel_bin: str, data_dir: str):
    satchel = Satchel(satchel_bin, data_dir, None)
    for arguments in (("library", "add", "city", "City library", "--language", "en"),
                      ("admin", "add-card", "--library", "city", "20000001", "Ada Lindqvist", "--pin", "1234")):
        done = satchel.run(*arguments)
        assert done.returncode == 0, done.stdout + done.stderr
    satchel.start()
    try:
        ada, mallory = satchel.sign_up("ada"), satchel.sign_up("mallory")
        library = satchel.request("GET", "/api/v1/library/libraries", ada["token"]).json()[0]["id"]
        session = f"/api/v1/library/libraries/{library}/session"
        assert satchel.request("POST", session, ada["token"], {"cardNumber": "20000001", "pin": "1234"}).status == 200
        statuses = [satchel.request("POST", session, mallory["token"], {"cardNumber": "20000001", "pin": "0000"}).status
                    for _ in range(6)]
        assert statuses == [401] * 5 + [429], statuses
        # Mallory waits; Ada, the holder, does not.
        assert satchel.request("POST", session, ada["token"], {"cardNumber": "20000001", "pin": "1234"}).status == 200
    finally:
        satchel.stop()
    done = satchel.run("admin", "card-attempts", "--library", "city", "20000001")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "holder: @ada" in done.stdout, done.stdout
    assert "@mallory: 5 wrong since" in done.stdout and "waiting until" in done.stdout, done.stdout
    assert "Wrong PINs in a row by others than the holder: 5 of 10." in done.stdout, done.stdout
