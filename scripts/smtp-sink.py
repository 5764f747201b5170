#!/usr/bin/env python3
"""A real SMTP server on loopback for Satchel's mail tests (aiosmtpd).

Writes each message it takes to DIR as N.eml (the raw bytes) and N.json (the envelope, and
the message as Python's `email` package reads it back: decoded headers, both parts), and
DIR/ready holding the port once it listens.

  smtp-sink.py --dir DIR --port PORT [--tls none|starttls|implicit] [--auth USER:PASS]
               [--reject "550 5.1.1 No such user"] [--login-only] [--silent]

With TLS it makes a self-signed certificate for localhost and 127.0.0.1 at start
(openssl) and writes it to DIR/cert.pem, for the client to trust. --reject answers every
RCPT TO with that reply (a 4xx or a 5xx). --login-only offers AUTH LOGIN but not PLAIN;
--silent takes connections and never answers (for timeouts).
"""
import argparse
import asyncio
import email
import email.policy
import json
import os
import signal
import ssl
import subprocess
import warnings

from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword


def self_signed(directory):
    cert, key = os.path.join(directory, "cert.pem"), os.path.join(directory, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                    "-days", "1", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
                   check=True, capture_output=True)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    return context


def read_back(raw):
    """What a mail reader would make of it."""
    message = email.message_from_bytes(raw, policy=email.policy.default)
    sender, recipient = message["from"].addresses[0], message["to"].addresses[0]
    plain, html = message.get_body(("plain",)), message.get_body(("html",))
    lines = raw.split(b"\r\n")
    return {
        "subject": str(message["subject"]),
        "from_name": sender.display_name, "from_address": sender.addr_spec,
        "to_name": recipient.display_name, "to_address": recipient.addr_spec,
        "message_id": message["message-id"], "date": message["date"],
        "content_type": message.get_content_type(),
        "list_unsubscribe": message["list-unsubscribe"], "list_unsubscribe_post": message["list-unsubscribe-post"],
        # Lines as a reader shows them (the parser keeps the wire's CRLF).
        "text": plain.get_content().replace("\r\n", "\n") if plain else None,
        "html": html.get_content().replace("\r\n", "\n") if html and html is not plain else None,
        "transfer_encodings": [part["content-transfer-encoding"] for part in message.walk() if not part.is_multipart()],
        "longest_line": max(len(line) for line in lines),
        "bare_line_feeds": sum(line.count(b"\n") + line.count(b"\r") for line in lines),
        "defects": [repr(defect) for part in message.walk() for defect in part.defects],
    }


class Sink:
    def __init__(self, directory, reject):
        self.directory, self.reject, self.count = directory, reject, 0

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if self.reject:
            return self.reject
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        self.count += 1
        base = os.path.join(self.directory, str(self.count))
        raw = envelope.original_content
        with open(base + ".eml", "wb") as out:
            out.write(raw)
        record = {"mail_from": envelope.mail_from, "rcpt_tos": envelope.rcpt_tos,
                  "tls": session.ssl is not None or server.transport.get_extra_info("ssl_object") is not None, "authenticated": session.authenticated}
        record.update(read_back(raw))
        with open(base + ".json.tmp", "w") as out:
            json.dump(record, out, ensure_ascii=False)
        os.rename(base + ".json.tmp", base + ".json")
        return f"250 2.0.0 Ok: queued as sink-{self.count}"


async def main():
    # A parent's blocked signals are inherited (Swift's Process blocks them): let SIGTERM stop us.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    # aiosmtpd warns about its own deprecated attributes on every AUTH, and about test setups.
    warnings.filterwarnings("ignore")
    parser = argparse.ArgumentParser()
    parser.add_argument("--dir", required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--tls", choices=["none", "starttls", "implicit"], default="none")
    parser.add_argument("--auth")
    parser.add_argument("--reject")
    parser.add_argument("--login-only", action="store_true")
    parser.add_argument("--silent", action="store_true")
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    context = self_signed(args.dir) if args.tls != "none" else None
    user, _, password = (args.auth or "").partition(":")

    def authenticate(server, session, envelope, mechanism, data):
        ok = isinstance(data, LoginPassword) and data.login.decode() == user and data.password.decode() == password
        # handled=False: aiosmtpd answers a failure itself (535) instead of saying nothing.
        return AuthResult(success=ok, handled=False)

    sink = Sink(args.dir, args.reject)

    def protocol():
        return SMTP(sink, hostname="sink.test", ident="Satchel test sink",
                    tls_context=context if args.tls == "starttls" else None,
                    require_starttls=args.tls == "starttls",
                    authenticator=authenticate if args.auth else None, auth_required=bool(args.auth),
                    auth_require_tls=args.tls == "starttls",
                    auth_exclude_mechanism=["PLAIN"] if args.login_only else None)

    if args.silent:
        protocol = asyncio.Protocol

    loop = asyncio.get_running_loop()
    server = await loop.create_server(protocol, "127.0.0.1", args.port,
                                      ssl=context if args.tls == "implicit" else None)
    port = server.sockets[0].getsockname()[1]
    with open(os.path.join(args.dir, "ready.tmp"), "w") as out:
        out.write(str(port))
    os.rename(os.path.join(args.dir, "ready.tmp"), os.path.join(args.dir, "ready"))
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main())
