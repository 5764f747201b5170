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
