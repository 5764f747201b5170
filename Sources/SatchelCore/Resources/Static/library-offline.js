// Borrowed books kept on this device for reading offline (the bookshelves and /library/offline).
// Each bookshelf item the licences list (GET /api/v1/reader/offline) gets "Download for reading
// offline" or "On this device · Remove"; a download fetches every file the licence names and the
// reader's page and its scripts into `satchel-book-<id>` (Cache Storage), then marks the book as on
// the device in `satchel-books` (`/__index/<id>`: { until, slug }); sw.js serves them offline and
// deletes them when the loan is due. Copies the licences no longer list are deleted (sweep). Each
// entry names the person it was kept for (`account`); another person's copies are deleted here.
// Nothing here is needed without scripts: the buttons are made here.
(() => {
  "use strict";
  if (!("serviceWorker" in navigator) || !window.caches) return;
  // The texts come with the borrowed books; a bookshelf without any still deletes old copies.
  const texts = document.getElementById("library-offline");
  const t = (key, args = {}) => {
    const name = "t" + key.split("-").map((w) => w[0].toUpperCase() + w.slice(1)).join("");
    return Object.entries(args).reduce((s, [k, v]) => s.split(`{${k}}`).join(String(v)), texts?.dataset[name] || key);
  };
  const INDEX = "satchel-books";
  const SHELL = "satchel-shell-v1";
  const bookCache = (id) => `satchel-book-${id}`;
  const items = texts ? [...document.querySelectorAll("li[data-title-id]")] : [];
  const offlinePage = document.getElementById("offline-books");
  const account = document.body.dataset.account || "";

  async function onDevice() {
    const index = await caches.open(INDEX);
    const books = new Map();
    for (const request of await index.keys()) {
      const e = await (await index.match(request)).json();
      const id = new URL(request.url).pathname.replace("/__index/", "");
      if (e.account !== account) await forget(id);
      else if (Date.parse(e.until) > Date.now()) books.set(id, e);
    }
    return books;
  }

  async function forget(id) {
    await caches.delete(bookCache(id));
    await (await caches.open(INDEX)).delete(`/__index/${id}`);
  }

  async function fetchInto(cache, path) {
    const res = await fetch(path, { credentials: "same-origin", headers: { Accept: path.startsWith("/api/") ? "application/json" : "*/*" } });
    if (!res.ok || res.redirected) throw new Error(`${res.status} ${path}`);
    await cache.put(path, res.clone());
    return res;
  }

  async function download(licence, status) {
    const id = licence.titleId.toLowerCase();
    if (navigator.storage?.estimate) {
      const { quota = Infinity, usage = 0 } = await navigator.storage.estimate();
      // The documents are kept unpacked: room for about three times the book file.
      if (quota - usage < licence.bytes * 3) throw new Error(t("no-room"));
    }
    navigator.storage?.persist?.().catch(() => false);
    const cache = await caches.open(bookCache(id));
    const files = [...licence.files, licence.readerPath];
    let done = 0;
    const next = async () => {
      while (files.length) {
        const path = files.shift();
        const res = await fetchInto(cache, path);
        if (path === licence.readerPath) await keepScripts(await res.text());
        done += 1;
        status.textContent = t("downloading", { percent: Math.floor((done * 100) / (licence.files.length + 1)) });
      }
    };
    await Promise.all([next(), next(), next(), next()]);
    await fetchInto(await caches.open(SHELL), "/library/offline").catch(() => null);
    await (await caches.open(INDEX)).put(`/__index/${id}`, new Response(JSON.stringify({ until: licence.until, slug: licence.library, account }),
      { headers: { "Content-Type": "application/json" } }));
  }

  // The reader page's own scripts and style sheet, kept with the other static files.
  async function keepScripts(html) {
    const page = new DOMParser().parseFromString(html, "text/html");
    const shell = await caches.open(SHELL);
    const paths = [...page.querySelectorAll("script[src], link[rel=stylesheet][href]")]
      .map((el) => new URL(el.getAttribute("src") || el.getAttribute("href"), location.href))
      .filter((u) => u.origin === location.origin).map((u) => u.pathname);
    await Promise.all(paths.map((p) => shell.add(p).catch(() => null)));
  }

  function button(label, cls) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = label;
    return b;
  }

  // The item's line: what is on the device, and what can be done.
  function show(li, licence, kept) {
    let box = li.querySelector(".offline-actions");
    if (!box) {
      box = document.createElement("div");
      box.className = "offline-actions";
      li.append(box);
    }
    box.replaceChildren();
    const status = document.createElement("span");
    status.setAttribute("role", "status");
    if (kept) {
      status.textContent = t("on-device") + " · ";
      const remove = button(t("remove"), "link");
      remove.addEventListener("click", async () => {
        await forget(licence ? licence.titleId.toLowerCase() : li.dataset.titleId);
        if (offlinePage) li.hidden = true;
        show(li, licence, false);
      });
      box.append(status, remove);
    } else if (licence) {
      const get = button(t("download"), "button");
      get.addEventListener("click", async () => {
        get.disabled = true;
        try {
          await download(licence, status);
          show(li, licence, true);
        } catch (error) {
          await forget(licence.titleId.toLowerCase()).catch(() => null);
          get.disabled = false;
          status.textContent = error.message === t("no-room") ? t("no-room") : t("failed");
        }
      });
      box.append(get, status);
    }
  }

  async function licences() {
    if (!navigator.onLine) return null;
    try {
      const res = await fetch("/api/v1/reader/offline", { headers: { Accept: "application/json" }, credentials: "same-origin" });
      return res.ok ? (await res.json()).items : null;
    } catch {
      return null;
    }
  }

  async function start() {
    const listed = await licences();
    if (listed) {
      // Copies of books no longer lent to this person go (the worker does it too, when it runs).
      const ids = new Set(listed.map((l) => l.titleId.toLowerCase()));
      for (const id of (await onDevice()).keys()) if (!ids.has(id)) await forget(id);
      (await navigator.serviceWorker.ready).active?.postMessage({ type: "sweep", licensed: [...ids] });
    }
    const kept = await onDevice();
    const byId = new Map((listed || []).map((l) => [l.titleId.toLowerCase(), l]));
    for (const li of items) {
      const id = li.dataset.titleId;
      if (offlinePage) li.hidden = !kept.has(id);
      show(li, byId.get(id), kept.has(id));
    }
    if (offlinePage) {
      document.getElementById("offline-now").hidden = navigator.onLine;
      if (kept.size === 0 && !document.getElementById("offline-none")) {
        const none = document.createElement("p");
        none.id = "offline-none";
        none.className = "muted empty";
        none.textContent = t("none-here");
        offlinePage.before(none);
      }
    }
  }
  start();
})();
