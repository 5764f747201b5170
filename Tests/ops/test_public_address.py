"""Every absolute link Satchel hands out leads back to it, as people deploy it: started on a
random port with no SATCHEL_PUBLIC_URL, and behind a real nginx (Debian's) on another port with
SATCHEL_TRUSTED_PROXIES. The links: friend and list invitations, the public funding page and its
og:url, the payment gateway's return address (paid at the simulated bank), the calendar
subscription, and the OPDS catalogue's links."""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator

import pytest

from conftest import Satchel, free_port

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CATALOGUE = os.path.join(REPO, "docs", "examples", "library", "svenska-klassiker.mrc")


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


class Client:
    """A client of one base address (Satchel itself, or the proxy in front of it), with cookies."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.cookies = urllib.request.HTTPCookieProcessor()
        self.opener = urllib.request.build_opener(self.cookies, NoRedirect)

    def send(self, method: str, url: str, token: str | None = None, body=None, form: dict | None = None,
             accept: str = "application/json") -> tuple[int, dict[str, str], bytes]:
        if not url.startswith("http"):
            url = self.base + url
        headers = {"Accept": accept}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if form is not None:
            data = urllib.parse.urlencode(form).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if token:
            headers["Authorization"] = f"Bearer {token}"
        request = urllib.request.Request(url, data=data, method=method, headers=headers)
        try:
            with self.opener.open(request, timeout=30) as response:
                return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
        except urllib.error.HTTPError as error:
            return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()

    def json(self, method: str, path: str, token: str | None = None, body=None, expect: int = 200):
        status, _, payload = self.send(method, path, token, body)
        assert status == expect, f"{method} {path}: {status} {payload[:300]!r}"
        return json.loads(payload) if payload else None


def hand_out_links(client: Client) -> dict[str, str]:
    """Uses Satchel as two friends would, through `client`; returns every absolute link met."""
    suffix = str(int(time.time() * 1000))[-8:]
    people = []
    for name in ("ada", "bob"):
        username = f"{name}{suffix}"
        people.append(client.json("POST", "/api/v1/accounts", body={
            "displayName": name.capitalize(), "username": username, "email": f"{username}@example.test",
            "password": "correct horse battery"}, expect=201))
    ada, bob = people[0]["token"], people[1]["token"]
    asked = client.json("POST", "/api/v1/friend-requests", ada, {"userId": people[1]["user"]["id"]}, expect=201)
    client.json("POST", f"/api/v1/friend-requests/{asked['id']}/accept", bob)

    links: dict[str, str] = {}
    links["friend invitation"] = client.json("POST", "/api/v1/invitations", ada, expect=201)["url"]
    birthday = client.json("POST", "/api/v1/lists", ada, {"name": "Birthday"}, expect=201)
    links["list invitation"] = client.json("POST", f"/api/v1/lists/{birthday['id']}/invitation", ada, expect=201)["url"]

    wish = client.json("POST", "/api/v1/wishes", ada, {"name": "Bicycle"}, expect=201)
    deadline = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() + 30 * 86400))
    client.json("POST", f"/api/v1/wishes/{wish['id']}/funding", ada, {
        "target": {"amount": 500000, "currency": "SEK"}, "deadline": deadline, "why": "To ride to work",
        "mode": "keep_what_you_get", "audience": "friends", "publicLink": True}, expect=201)
    links["public funding page"] = client.json("GET", f"/api/v1/wishes/{wish['id']}/funding", ada)["funding"]["publicURL"]

    # Bob gives: the bank page is Satchel's own simulated gateway; paying sends him back.
    donation = client.json("POST", f"/api/v1/wishes/{wish['id']}/donations", bob, {"amount": 10000}, expect=201)
    bank_page = donation["paymentURL"]
    status, _, page = client.send("GET", bank_page, accept="text/html")
    assert status == 200, page[:300]
    csrf = re.search(rb'name="_csrf" value="([^"]+)"', page).group(1).decode()
    status, headers, _ = client.send("POST", bank_page, accept="text/html",
                                     form={"_csrf": csrf, "card": "4242 4242 4242 4242", "action": "pay"})
    assert status in (302, 303), status
    links["payment return"] = headers["location"]

    links["calendar subscription"] = client.json("POST", "/api/v1/spots/calendar", ada, expect=201)["url"]

    # OPDS, as an e-reader app reads it: every href in the navigation feed and an acquisition feed.
    for path in ("/opds/malmo", "/opds/malmo/new?limit=3"):
        status, _, feed = client.send("GET", path, accept="application/atom+xml")
        assert status == 200, (path, status)
        for n, href in enumerate(re.findall(rb'href="([^"]+)"', feed)):
            links[f"opds {path} #{n}"] = html.unescape(href.decode())
    status, _, feed = client.send("GET", "/opds/malmo/v2", accept="application/opds+json")
    assert status == 200
    for n, href in enumerate(re.findall(r'"href"\s*:\s*"([^"]+)"', feed.decode())):
        links[f"opds2 #{n}"] = href.replace("\\/", "/")
    return links


def check_links_lead_back(client: Client, links: dict[str, str]) -> None:
    for name, link in links.items():
        if name.startswith("opds") and not link.startswith("http"):
            continue  # relative references resolve against the feed's own address
        assert link.startswith(client.base + "/"), f"{name}: {link} does not start with {client.base}"
    # Follow the ones a person or an app opens.
    for name in ("friend invitation", "list invitation", "public funding page", "payment return", "calendar subscription"):
        status, _, body = client.send("GET", links[name], accept="text/html")
        assert status in (200, 303), f"{name}: {links[name]} answered {status}"
        if name == "public funding page":
            og = re.search(rb'property="og:url" content="([^"]+)"', body)
            assert og and html.unescape(og.group(1).decode()) == links[name]
    followed = 0
    for name, link in links.items():
        if name.startswith("opds") and link.startswith("http") and "{" not in link and "/borrow" not in link \
                and "/loans/" not in link and "/shelf" not in link:
            status, _, _ = client.send("GET", link, accept="application/atom+xml")
            assert status == 200, f"{name}: {link} answered {status}"
            followed += 1
    assert followed >= 3


def prepare_library(satchel: Satchel) -> None:
    for arguments in (("library", "add", "malmo", "Malmö stadsbibliotek", "--language", "sv"),
                      ("library", "import-marc", "--library", "malmo", CATALOGUE)):
        done = satchel.run(*arguments)
        assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture
def unconfigured(satchel_bin: str, data_dir: str) -> Iterator[Satchel]:
    server = Satchel(satchel_bin, data_dir, None, public_url=False,
                     extra_env={"SATCHEL_JOB_INTERVAL_SECONDS": "1"})
    prepare_library(server)
    server.start()
    yield server
    server.stop()


def test_without_a_public_url_every_link_leads_to_the_port_it_listens_on(unconfigured: Satchel):
    assert unconfigured.port != 8080
    client = Client(unconfigured.url)
    check_links_lead_back(client, hand_out_links(client))
    with open(unconfigured.log_path, encoding="utf-8") as log:
        started = log.read()
    assert f"port={unconfigured.port}" in started and f"links=http://127.0.0.1:{unconfigured.port}" in started, started[-2000:]
    assert ":8080" not in started


NGINX_CONFIG = """
worker_processes 1;
daemon off;
{user}
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
events {{ worker_connections 64; }}
http {{
    access_log off;
    client_body_temp_path {dir}/body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    # Plain HTTP, as a proxy in front of Satchel on the same machine.
    server {{
        listen 127.0.0.1:{plain};
        location / {{
            proxy_pass http://127.0.0.1:{upstream};
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Forwarded-Host $http_host;
            proxy_buffering off;
        }}
    }}
    # As if it ended TLS: it tells Satchel the client came over https.
    server {{
        listen 127.0.0.1:{tls};
        location / {{
            proxy_pass http://127.0.0.1:{upstream};
            proxy_set_header Host $http_host;
            proxy_set_header Forwarded "for=$remote_addr;proto=https;host=$http_host";
        }}
    }}
}}
"""


@pytest.fixture
def behind_nginx(satchel_bin: str, data_dir: str) -> Iterator[tuple[Satchel, int, int]]:
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    if not os.access(nginx, os.X_OK):
        if os.environ.get("CI") == "true":
            pytest.fail("nginx is not installed (apt-get install nginx)", pytrace=False)
        pytest.skip("nginx is not installed")
    server = Satchel(satchel_bin, data_dir, None, public_url=False,
                     extra_env={"SATCHEL_TRUSTED_PROXIES": "127.0.0.1", "SATCHEL_JOB_INTERVAL_SECONDS": "1"})
    prepare_library(server)
    server.start()
    folder = tempfile.mkdtemp(prefix="satchel-nginx-")
    plain, tls = free_port(), free_port()
    config = os.path.join(folder, "nginx.conf")
    with open(config, "w", encoding="utf-8") as f:
        f.write(NGINX_CONFIG.format(dir=folder, plain=plain, tls=tls, upstream=server.port,
                                    user="user root;" if os.geteuid() == 0 else ""))
    process = subprocess.Popen([nginx, "-c", config, "-p", folder], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{plain}/health", timeout=2)
                break
            except OSError:
                time.sleep(0.1)
        yield server, plain, tls
    finally:
        process.terminate()
        process.wait(10)
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)


def test_behind_nginx_every_link_leads_through_the_proxy(behind_nginx):
    server, plain, _ = behind_nginx
    client = Client(f"http://127.0.0.1:{plain}")
    # Plain http: no promise to keep to https (browsers would ignore it here anyway).
    _, headers, _ = client.send("GET", "/sign-in", accept="text/html")
    assert "strict-transport-security" not in headers, headers
    links = hand_out_links(client)
    check_links_lead_back(client, links)
    assert not any(f":{server.port}/" in link for link in links.values())


def test_behind_a_proxy_that_ended_tls_links_are_https_and_cookies_secure(behind_nginx):
    _, _, tls = behind_nginx
    client = Client(f"http://127.0.0.1:{tls}")
    # An account first: on a Satchel with none, every page leads to /setup (the first start).
    ada = client.json("POST", "/api/v1/accounts", body={
        "displayName": "Ada", "username": "adatls", "email": "adatls@example.test", "password": "correct horse battery"}, expect=201)
    status, headers, _ = client.send("GET", "/sign-in", accept="text/html")
    assert status == 200
    assert "secure" in headers.get("set-cookie", "").lower(), headers.get("set-cookie")
    assert headers.get("strict-transport-security") == "max-age=31536000", headers
    link = client.json("POST", "/api/v1/invitations", ada["token"], expect=201)["url"]
    assert link.startswith(f"https://127.0.0.1:{tls}/invite/"), link
