// Satchel's service worker: shows pushed notifications, opens their page on a tap, and does
// what a notification's button says (Spots: Done, Snooze) without opening anything.
// The message arrives encrypted (RFC 8291); the browser decrypts it before this runs.
self.addEventListener("push", (event) => {
  let message = {};
  try { message = event.data ? event.data.json() : {}; } catch (_) { message = { body: event.data ? event.data.text() : "" }; }
  const title = message.title || "Satchel";
  const actions = Array.isArray(message.actions) ? message.actions.filter(validAction) : [];
  event.waitUntil(self.registration.showNotification(title, {
    body: message.body || "",
    tag: message.id || undefined,
    icon: "/static/icon-192.png",
    badge: "/static/icon-192.png",
    actions: actions.map(({ action, title: label }) => ({ action, title: label })),
    data: { link: message.link || "/notifications", actions },
  }));
});

// A button the server described: a same-site address to post its body to.
function validAction(a) {
  return a && typeof a.action === "string" && typeof a.title === "string" && typeof a.body === "string"
    && typeof a.url === "string" && new URL(a.url, self.location.origin).origin === self.location.origin;
}

// Posts the button's body; true when the server did it. Kept apart so it can be tested.
async function act(data, name) {
  const chosen = ((data && data.actions) || []).find((a) => a.action === name && validAction(a));
  if (!chosen) return false;
  try {
    const res = await fetch(new URL(chosen.url, self.location.origin), {
      method: "POST", headers: { "Content-Type": "application/json" }, body: chosen.body, credentials: "omit",
    });
    return res.ok;
  } catch (_) {
    return false;
  }
}
self.satchelAct = act;

function open(link) {
  const target = new URL(link || "/notifications", self.location.origin);
  // Only this site's own pages.
  if (target.origin !== self.location.origin) return Promise.resolve();
  return self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
    for (const w of windows) {
      if (w.url === target.href && "focus" in w) return w.focus();
    }
    return self.clients.openWindow(target.href);
  });
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  if (event.action) {
    // Done there and then; if it could not be done, the page is opened instead.
    event.waitUntil(act(data, event.action).then((done) => (done ? undefined : open(data.link))));
    return;
  }
  event.waitUntil(open(data.link));
});

// ---- Reading offline ------------------------------------------------------------------------
// Only these same-site GETs are handled, network first with the kept copy as the fallback: a
// borrowed book's files and the reader's reads (`satchel-book-<id>`, kept only for books on the
// device), the reader's page, the static files and the offline page (`satchel-shell-v1`).
// Every other request is untouched. A book is on the device while `satchel-books` has its entry
// (`/__index/<id>`: { until, slug }); it is deleted when `until` passes (checked on activate, on
// each of its requests and on `sweep`), when a `sweep` with the current licences does not list
// it, on `forget-all` (signing out), and when a page says another person is signed in than the
// one before (`account`, kept in `satchel-who`): a book, its reader data and the offline page
// are one person's, never shown to the next one on a shared browser.
const SHELL = "satchel-shell-v1";
const INDEX = "satchel-books";
const WHO = "satchel-who";
// The shell's entries that are one person's (the rest are the same for everyone).
const PERSONAL_SHELL = ["/library/offline", "/api/v1/reader/settings"];
const bookCache = (id) => `satchel-book-${id}`;
const SHELL_FILES = ["/static/app.css", "/static/app.js", "/static/map.js", "/static/reader.js", "/static/reader-search.js",
  "/static/reader-notes.js", "/static/reader-finished.js", "/static/reader-offline.js", "/static/library-offline.js",
  "/static/icon.svg", "/static/icon-192.png", "/manifest.webmanifest"];
const UUID = "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}";
const BOOK_ROUTES = [new RegExp(`^/publications/(${UUID})/`), new RegExp(`^/api/v1/reader/titles/(${UUID})/`),
  new RegExp(`^/library/[^/]+/titles/(${UUID})/read$`)];

// The book a request belongs to (lower-case id), "shell", or null for requests left alone.
function kindOf(url) {
  if (url.origin !== self.location.origin) return null;
  for (const route of BOOK_ROUTES) {
    const m = url.pathname.match(route);
    if (m) return m[1].toLowerCase();
  }
  if (url.pathname.startsWith("/static/") || url.pathname === "/api/v1/reader/settings" || url.pathname === "/library/offline"
      || url.pathname === "/manifest.webmanifest") return "shell";
  return null;
}

async function entry(id) {
  const index = await caches.open(INDEX);
  const res = await index.match(`/__index/${id}`);
  return res ? res.json() : null;
}

async function forget(id) {
  await caches.delete(bookCache(id));
  await (await caches.open(INDEX)).delete(`/__index/${id}`);
}

// Deletes expired books, books the licence list (when given) leaves out, and half-finished
// downloads (a book cache without an entry).
async function sweep(licensed) {
  const now = Date.now();
  const index = await caches.open(INDEX);
  const kept = new Set();
  for (const request of await index.keys()) {
    const id = new URL(request.url).pathname.replace("/__index/", "");
    const e = await (await index.match(request)).json();
    if (Date.parse(e.until) <= now || (licensed && !licensed.has(id))) await forget(id);
    else kept.add(id);
  }
  for (const name of await caches.keys()) {
    if (name.startsWith("satchel-book-") && !kept.has(name.slice("satchel-book-".length))) await caches.delete(name);
  }
}

async function forgetAll() {
  for (const name of await caches.keys()) if (name.startsWith("satchel-")) await caches.delete(name);
}

async function currentAccount() {
  const res = await (await caches.open(WHO)).match("/__account");
  return res ? res.text() : null;
}

// The person signed in on this browser now: another one than before finds none of the
// previous person's books or reader data here.
async function signedIn(id) {
  const before = await currentAccount();
  if (before === id) return;
  if (before !== null) {
    for (const name of await caches.keys()) if (name.startsWith("satchel-book-")) await caches.delete(name);
    await caches.delete(INDEX);
    const shell = await caches.open(SHELL);
    for (const path of PERSONAL_SHELL) await shell.delete(path, { ignoreSearch: true });
  }
  await (await caches.open(WHO)).put("/__account", new Response(id));
}

self.addEventListener("install", (event) => {
  self.skipWaiting();
  // One by one: a file that fails must not stop the worker from installing.
  event.waitUntil(caches.open(SHELL).then((shell) => Promise.all(SHELL_FILES.map((f) => shell.add(f).catch(() => null)))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), sweep(null)]));
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  let work = null;
  if (data.type === "sweep") work = sweep(Array.isArray(data.licensed) ? new Set(data.licensed.map((id) => String(id).toLowerCase())) : null);
  else if (data.type === "forget-all") work = forgetAll();
  else if (data.type === "account" && typeof data.id === "string" && data.id) work = signedIn(data.id);
  else if (data.type === "forget" && data.id) work = forget(String(data.id).toLowerCase());
  if (!work) return;
  const reply = event.ports && event.ports[0];
  event.waitUntil(work.then(() => reply && reply.postMessage({ done: true }), () => reply && reply.postMessage({ done: false })));
});

async function networkFirst(request, kind) {
  let cacheName = SHELL;
  if (kind !== "shell") {
    const e = await entry(kind);
    if (e && Date.parse(e.until) <= Date.now()) await forget(kind); // the loan is over: never served from the device again
    // Kept for another person than the one signed in last: not theirs to read.
    const theirs = e && e.account !== undefined && e.account === (await currentAccount());
    if (!e || Date.parse(e.until) <= Date.now() || !theirs) {
      // Not on this device: the network, else (a page) the books that are.
      return request.mode === "navigate" ? fetch(request).catch((error) => offlinePage(error)) : fetch(request);
    }
    cacheName = bookCache(kind);
  }
  try {
    const res = await fetch(request);
    // A good answer refreshes the kept copy (redirects, errors and other people's pages never do).
    if (res.ok && res.type === "basic" && !res.redirected) {
      const copy = res.clone();
      caches.open(cacheName).then((cache) => cache.put(request, copy)).catch(() => null);
    }
    return res;
  } catch (error) {
    const cache = await caches.open(cacheName);
    const hit = await cache.match(request, { ignoreVary: true, ignoreSearch: kind === "shell" && request.mode !== "navigate" });
    if (hit) return hit;
    throw error;
  }
}

// The page of books on this device, if it is kept; else the failure as it was.
async function offlinePage(error) {
  const page = await (await caches.open(SHELL)).match("/library/offline");
  if (page) return page;
  throw error;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const kind = kindOf(url);
  if (kind) {
    event.respondWith(networkFirst(request, kind));
  } else if (request.mode === "navigate" && url.origin === self.location.origin && url.pathname.startsWith("/library")) {
    // A library page that cannot be loaded: the page of books on this device, if it is kept.
    event.respondWith(fetch(request).catch((error) => offlinePage(error)));
  }
});
