// The reader without a network: a change (the place, a bookmark, a highlight or note, settings)
// that cannot be sent is kept in this browser's IndexedDB (`satchel-reader`, store `queue`, in
// order) and the reader says so; the queue is sent when the browser is online again (and when a
// reader opens). The place keeps the revision it was based on, so a place saved meanwhile on
// another device is offered, never overwritten; bookmarks and highlights are kept by id, so
// sending one twice does no harm. Reads come from the book's copy on the device (sw.js).
// Each change names the person who made it (`account`): on a browser several people use, only
// the signed-in person's are shown or sent; another's wait until they sign in here again.
(() => {
  "use strict";
  const R = window.SatchelReader;
  if (!R || !window.indexedDB) return;
  const send = R.request; // the reader's own, unwrapped
  const STORE = "queue";
  const account = document.body.dataset.account || "";

  const open = () => new Promise((resolve, reject) => {
    const r = indexedDB.open("satchel-reader", 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  // One request in its own transaction; resolves with its result once committed.
  async function run(mode, make) {
    const db = await open();
    return new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = make(tx.objectStore(STORE));
      tx.oncomplete = () => { db.close(); resolve(req.result); };
      tx.onerror = tx.onabort = () => { db.close(); reject(tx.error); };
    });
  }
  const queued = async () => (await run("readonly", (s) => s.getAll())).filter((i) => i.account === account);
  const drop = (seq) => run("readwrite", (s) => s.delete(seq));

  async function enqueue(item) {
    // Only the latest place of a book matters; it keeps the revision the first one was based on.
    if (item.method === "PUT" && item.path.endsWith("/position")) {
      for (const old of await queued()) {
        if (old.method === "PUT" && old.path === item.path) {
          item.body = { ...item.body, basedOn: old.body.basedOn };
          await drop(old.seq);
        }
      }
    }
    await run("readwrite", (s) => s.add(item));
  }

  // Said after the reader's own message about the same change (which runs first).
  const say = (key) => setTimeout(() => R.note(R.t(key)), 0);

  // A place sent late moved the book's revision on; the reader's next save is based on the one
  // before, so it is sent based on the new one (it is this device's own place).
  const moved = new Map(); // path → { from, to }
  const isPlace = (method, path) => method === "PUT" && path.endsWith("/position");

  // A list read while changes to it wait here (from the copy on the device, or the network
  // before the queue is sent) shows them as made: new bookmarks and highlights in it, deleted
  // ones gone, changed colours and notes changed.
  async function withQueued(path, res) {
    const lists = { [`${R.api}/bookmarks`]: "bookmarks", [`${R.api}/annotations`]: "annotations" };
    const kind = lists[path];
    if (!kind || !res.ok) return res;
    const waiting = (await queued().catch(() => [])).filter((i) => i.path.startsWith(`${path}/`));
    if (waiting.length === 0) return res;
    const data = await res.clone().json().catch(() => null);
    if (!data || !Array.isArray(data.items)) return res;
    for (const item of waiting) {
      const urn = "urn:uuid:" + item.path.slice(path.length + 1);
      const at = data.items.findIndex((x) => x.id === urn);
      if (item.method === "DELETE") {
        if (at >= 0) data.items.splice(at, 1);
      } else if (item.method === "PUT" && at < 0 && item.body) {
        const loc = item.body.locator;
        data.items.push(kind === "bookmarks" ? { id: urn, target: { locator: loc }, created: item.body.created } : {
          id: urn, colour: item.body.colour, anchor: "anchored", version: 0, created: item.body.created,
          body: item.body.note ? [{ type: "TextualBody", value: item.body.note, purpose: "commenting" }] : [],
          target: { locator: loc, selector: [{ type: "TextQuoteSelector", exact: loc.text?.highlight || "", prefix: loc.text?.before, suffix: loc.text?.after }] },
        });
      } else if (item.method === "PATCH" && at >= 0 && item.body) {
        const a = data.items[at];
        if (item.body.colour) a.colour = item.body.colour;
        if (item.body.note !== undefined) a.body = item.body.note ? [{ type: "TextualBody", value: item.body.note, purpose: "commenting" }] : [];
      }
    }
    return new Response(JSON.stringify(data), { status: 200, headers: { "Content-Type": "application/json" } });
  }

  R.request = async (method, path, body) => {
    if (method === "GET") return withQueued(path, await send(method, path, body));
    if (isPlace(method, path) && body && moved.get(path)?.from === body.basedOn) body = { ...body, basedOn: moved.get(path).to };
    try {
      const res = await send(method, path, body);
      replay(); // the network is back: whatever waits goes after this
      return res;
    } catch (error) {
      // No network: kept here, and answered as accepted so the reader carries on.
      try {
        await enqueue({ method, path, body, account, at: new Date().toISOString() });
      } catch {
        throw error;
      }
      say("offline-queued");
      return new Response(JSON.stringify({ queued: true }), { status: 202, headers: { "Content-Type": "application/json" } });
    }
  };

  let replaying = false;
  async function replay() {
    if (replaying || !navigator.onLine) return;
    replaying = true;
    let sent = 0;
    try {
      for (const item of await queued()) {
        let res;
        try {
          res = await send(item.method, item.path, item.body);
        } catch {
          return; // still no network: later
        }
        // Not now (signed out, the server's trouble, too many): kept, in order, for later.
        if (res.status === 401 || res.status === 403 || res.status === 429 || res.status >= 500) return;
        if (isPlace(item.method, item.path)) {
          if (res.ok) {
            const saved = await res.json().catch(() => ({}));
            if (saved.revision !== undefined) moved.set(item.path, { from: item.body.basedOn, to: saved.revision });
          } else if (res.status === 409 && item.path === `${R.api}/position`) {
            // Another device saved a place meanwhile: offered, as when online.
            const conflict = await res.json().catch(() => null);
            if (conflict?.current && R.offer) R.offer(conflict.current);
          }
        } else if (res.status === 412 && item.method === "PATCH" && item.body) {
          // Changed meanwhile (on another device, or by this device's own highlight sent just
          // before): a note keeps both, theirs first (as the reader does); a colour is this one.
          const current = (await res.json().catch(() => ({}))).current;
          if (current) {
            const theirs = current.body && current.body.length ? current.body[0].value : "";
            const patch = { ...item.body, version: current.version };
            if (item.body.note !== undefined && theirs && theirs !== item.body.note) {
              patch.note = `${theirs}\n\n${R.t("notes-from-device", { device: R.device.name })}\n${item.body.note}`;
            }
            try { await send("PATCH", item.path, patch); } catch { return; }
          }
        }
        // Done, or refused for good (gone, not found, invalid): not sent again.
        await drop(item.seq);
        sent += 1;
      }
      if (sent > 0) R.note(R.t("offline-synced"));
    } finally {
      replaying = false;
    }
  }

  // The books this person may keep: any other copy on the device is deleted (returned early,
  // expired, returned on another device).
  async function sweep() {
    if (!navigator.onLine || !navigator.serviceWorker?.controller) return;
    try {
      const res = await fetch("/api/v1/reader/offline", { headers: { Accept: "application/json" }, credentials: "same-origin" });
      if (!res.ok) return;
      const licensed = (await res.json()).items.map((l) => l.titleId.toLowerCase());
      navigator.serviceWorker.controller.postMessage({ type: "sweep", licensed });
    } catch {
      // offline after all
    }
  }

  // Sent when the browser says it is online, when the reader opens or comes back into view,
  // after any change that reached the server, and now and then (a network can return unannounced).
  window.addEventListener("online", () => { replay(); sweep(); });
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") replay(); });
  R.on("ready", () => { replay(); sweep(); });
  replay();
  setInterval(replay, 20000);
})();
