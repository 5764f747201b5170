// The Library's e-book reader: shows one reading-order document at a time in a sandboxed
// frame (same origin, no scripts), turns pages with CSS columns, and keeps the place,
// bookmarks and settings in sync through /api/v1/reader. The server sanitises every document
// and computes the book-wide position; this script only lays out and reports.
(() => {
  "use strict";
  const root = document.getElementById("reader");
  if (!root) return;
  const api = root.dataset.api;
  const base = root.dataset.base;
  const titleId = root.dataset.title;
  const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute("content") || "";
  const frame = document.getElementById("reader-frame");
  const positionText = document.getElementById("reader-position");
  const noteText = document.getElementById("reader-note");
  const note = (text) => { noteText.textContent = text; };
  const progressBar = document.getElementById("reader-progress");
  const chapterText = document.getElementById("reader-chapter");
  const offer = document.getElementById("reader-offer");
  const settingsForm = document.getElementById("reader-settings-form");

  // Texts from the page, in the reader's language: t("page-of", { page: 2 }).
  const t = (key, args = {}) => {
    const name = "t" + key.split("-").map((w) => w[0].toUpperCase() + w.slice(1)).join("");
    return Object.entries(args).reduce((s, [k, v]) => s.split(`{${k}}`).join(String(v)), root.dataset[name] || key);
  };

  // When a place was saved, as every time on the page is written (app.js).
  const when = (iso) => (window.satchelTime ? window.satchelTime(iso) : "");

  // This browser's id (kept) and a name people recognise.
  let deviceId = localStorage.getItem("satchel.reader.device");
  if (!deviceId) {
    deviceId = crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2);
    localStorage.setItem("satchel.reader.device", deviceId);
  }
  const deviceName = (() => {
    const ua = navigator.userAgent;
    const os = /Android/.test(ua) ? "Android" : /iPhone|iPad/.test(ua) ? "iOS" : /Mac/.test(ua) ? "Mac"
      : /Windows/.test(ua) ? "Windows" : /Linux/.test(ua) ? "Linux" : "?";
    const browser = /Firefox/.test(ua) ? "Firefox" : /Edg\//.test(ua) ? "Edge" : /Chrom/.test(ua) ? "Chrome"
      : /Safari/.test(ua) ? "Safari" : "Browser";
    return `${browser}, ${os}`;
  })();
  const device = { id: deviceId, name: deviceName };
  const localKey = `satchel.reader.place.${titleId}`;

  const request = async (method, path, body) => {
    const headers = { Accept: "application/json" };
    if (method !== "GET") headers["X-CSRF-Token"] = csrf;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return fetch(path, {
      method, credentials: "same-origin", headers, keepalive: method !== "GET",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  const getJSON = async (path) => {
    const res = await request("GET", path);
    return res.ok && res.status !== 204 ? res.json() : null; // 204: nothing saved yet
  };

  let manifest = null;
  let order = [];
  const spans = new Map(); // href → { start, count } in the server's position list
  let total = 1;
  let settings = null;
  let forTitle = false;
  let settingsModified = null;
  let index = 0; // reading-order document shown (or, outside the flow, the one to go back to)
  // A document outside the reading flow (linear="no": an answer key, a second contents page),
  // opened from the contents or a link; null while reading in the flow.
  let outside = null;
  let backInFlow = null; // { href, progression } to return to from outside the flow
  let extra = new Set(); // the book's non-linear documents
  const shown = () => outside ?? order[index];
  let page = 0;
  let pages = 1;
  let doc = null;

  // ---- layout ----------------------------------------------------------------------------
  const themes = {
    day: ["#1a1a1a", "#ffffff"], sepia: ["#5b4636", "#f4ecd8"], night: ["#dedede", "#121212"],
  };
  const fonts = {
    serif: 'Georgia, "Times New Roman", serif', "sans-serif": "system-ui, Arial, sans-serif",
    monospace: "ui-monospace, Menlo, Consolas, monospace", "dyslexia-friendly": "Verdana, Tahoma, sans-serif",
  };
  const paginated = () => settings.layout !== "scrolled";
  const colours = () => (settings.theme === "custom"
    ? [settings.textColor || "#1a1a1a", settings.backgroundColor || "#ffffff"] : themes[settings.theme] || themes.day);
  const width = () => frame.clientWidth;

  function styleSheet() {
    const [fg, bg] = colours();
    const margin = [0, 1, 2, 3.5, 5][settings.margins] ?? 1;
    const family = fonts[settings.fontFamily];
    const w = width();
    let css = `html { font-size: ${settings.fontSize}% !important; background: ${bg} !important; }
      body { color: ${fg} !important; background: ${bg} !important; line-height: ${settings.lineHeight} !important;
        margin: 0 !important; box-sizing: border-box !important; padding: ${margin}em !important; }
      body * { color: inherit !important; background-color: transparent !important; }
      img, svg, video { max-width: 100% !important; max-height: calc(100vh - 3em) !important; object-fit: contain; }
      a { text-decoration: underline; }
      /* Wide content stays inside its page (never spills over the next column): code wraps,
         tables scroll within the page. */
      /* Long unbroken text (addresses, paths, identifiers) wraps inside its column. */
      body, body * { overflow-wrap: break-word !important; }
      pre, code, samp, kbd { white-space: pre-wrap !important; overflow-wrap: anywhere !important; word-break: break-word; }
      pre, table, figure, math { max-width: 100% !important; box-sizing: border-box !important; }
      table { display: block !important; overflow-x: auto !important; }`;
    if (family) css += ` body, body * { font-family: ${family} !important; }`;
    if (settings.fontFamily === "dyslexia-friendly") css += " body { letter-spacing: .04em; word-spacing: .12em; } em, i { font-style: normal !important; font-weight: bold; }";
    if (paginated()) {
      const gap = Math.round(Math.min(w * 0.08, 48));
      // Heights follow the frame (100vh inside it), so a bar that grows cannot cut lines off.
      css += ` html { height: 100vh !important; overflow: hidden !important; }
        body { height: 100vh !important; padding-left: ${gap / 2}px !important; padding-right: ${gap / 2}px !important;
          column-width: ${w - gap}px !important; column-gap: ${gap}px !important; column-fill: auto !important; overflow: visible !important; }
        p, li, blockquote { orphans: 2; widows: 2; } img, figure, svg { break-inside: avoid; }`;
    } else {
      css += " html { overflow-y: auto !important; height: auto !important; }";
    }
    return css;
  }

  function applySettings() {
    if (!settings) return;
    const [fg, bg] = colours();
    root.style.setProperty("--reader-fg", fg);
    root.style.setProperty("--reader-bg", bg);
    document.getElementById("reader-dim").style.opacity = String(1 - settings.brightness);
    root.classList.toggle("reader-scrolled", !paginated());
    if (doc) {
      // A new layout (a resize, other type) shows the same place: the one the person moved to,
      // not the start of whichever page it now falls on (that would creep back on every turn
      // of the phone).
      const progression = anchor ?? currentProgression();
      let style = doc.getElementById("satchel-reader-style");
      if (!style) {
        style = doc.createElement("style");
        style.id = "satchel-reader-style";
        (doc.head || doc.documentElement).appendChild(style);
      }
      style.textContent = styleSheet();
      measure();
      relayout = true;
      show(progression);
      relayout = false;
    }
  }

  // Where in the chapter the person is (0…1), kept through layouts; null before the book opens.
  let anchor = null;
  let relayout = false;

  function measure() {
    if (!doc) return;
    pages = paginated() ? Math.max(1, Math.round(doc.documentElement.scrollWidth / width())) : 1;
  }

  function scroller() { return doc.scrollingElement || doc.documentElement; }

  function currentProgression() {
    if (!doc) return 0;
    if (!paginated()) {
      const el = scroller();
      const room = el.scrollHeight - el.clientHeight;
      return room > 0 ? Math.min(1, el.scrollTop / room) : 0;
    }
    return pages > 1 ? page / pages : 0;
  }

  function show(progression) {
    if (paginated()) {
      page = Math.min(pages - 1, Math.max(0, Math.floor(progression * pages + 1e-6)));
      scroller().scrollLeft = page * width();
    } else {
      const el = scroller();
      el.scrollTop = progression * (el.scrollHeight - el.clientHeight);
    }
    update();
  }

  // ---- where we are --------------------------------------------------------------------
  // The contents entry that leads to a document, if any.
  function tocTitle(href) {
    const find = (entries) => {
      for (const entry of entries || []) {
        if (entry.href.split("#")[0] === href) return entry.title;
        const inner = find(entry.children);
        if (inner) return inner;
      }
      return null;
    };
    return find(manifest.toc);
  }

  function totalProgression(href, progression) {
    const span = spans.get(href);
    if (!span) return 0;
    return Math.min(1, (span.start + progression * span.count) / total);
  }

  function update() {
    if (!relayout) anchor = currentProgression();
    const progression = anchor ?? currentProgression();
    if (outside) {
      // Outside the flow: the page count of this document, the share read stays the flow's.
      chapterText.textContent = tocTitle(outside) || manifest.metadata.title;
      const percent = Math.floor(progressBar.value * 100);
      positionText.textContent = paginated()
        ? `${t("page-of", { page: page + 1, pages })} · ${t("progress", { percent })}` : t("progress", { percent });
      return;
    }
    const href = order[index];
    const share = totalProgression(href, progression);
    const percent = Math.floor(share * 100);
    const chapter = manifest.readingOrder[index]?.title;
    chapterText.textContent = chapter || manifest.metadata.title;
    positionText.textContent = paginated()
      ? `${t("page-of", { page: page + 1, pages })} · ${t("progress", { percent })}`
      : t("progress", { percent });
    progressBar.value = share;
    localStorage.setItem(localKey, JSON.stringify({ href, progression, modified: new Date().toISOString() }));
    scheduleSave();
  }

  // The words at the top of the page, to recognise a bookmark or a place by: the first
  // characters laid out on the visible page (at any font size or margin), never the chapter's
  // first words.
  function excerpt() {
    if (!doc || !doc.body) return "";
    const w = width();
    const h = frame.clientHeight || window.innerHeight;
    const visible = (rect) => rect.width > 0 && rect.right > 0 && rect.left < w && rect.bottom > 0 && rect.top < h;
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    const range = doc.createRange();
    let text = "";
    for (let node = walker.nextNode(); node && text.length < 120; node = walker.nextNode()) {
      const content = node.textContent;
      if (!content.trim()) continue;
      range.selectNodeContents(node);
      if (![...range.getClientRects()].some(visible)) {
        if (text) break; // past the page
        continue;
      }
      // The first character of this node that is on the page.
      let start = 0;
      if (!text) {
        for (let i = 0; i < content.length; i += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          if ([...range.getClientRects()].some(visible)) { start = i; break; }
        }
      }
      text += content.slice(start) + " ";
    }
    return text.replace(/\s+/g, " ").trim().slice(0, 120);
  }

  function locator() {
    return { href: shown(), locations: { progression: anchor ?? currentProgression() }, text: { highlight: excerpt() } };
  }

  // "Further" is further in the book (not newer): a device that is behind is never offered
  // as ahead. Places are locators ({ href, locations.progression }) or local ones ({ href, progression }).
  const further = (a, b) => (order.indexOf(a.href) - order.indexOf(b.href))
    || ((a.locations?.progression ?? a.progression ?? 0) - (b.locations?.progression ?? b.progression ?? 0));

  // ---- saving the place -----------------------------------------------------------------
  // A place is saved only once the person moved (turned a page, scrolled, jumped, chose
  // "Stay here"): opening a book, a resize, the address bar hiding or the offer banner
  // appearing never make this device's place the newest.
  // Leaving the page saves only a place not saved yet: a tab left open on an old page must not
  // overwrite, as it closes, where another device has read since.
  let saveTimer = null;
  let ready = false;
  // The revision of the saved place this view has seen: a save based on an older one, when
  // another device saved since, is answered with that newer place instead of replacing it.
  let known = 0;
  let lastSaved = null; // "href progression" of this view's last saved place
  let moved = false;
  let unsaved = false;
  const move = () => { moved = true; };
  function scheduleSave() {
    if (!ready || !moved || outside) return;
    unsaved = true;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(save, 1500);
  }

  async function save() {
    clearTimeout(saveTimer);
    if (!ready || !moved || !unsaved || outside) return;
    const body = { locator: locator(), device, modified: new Date().toISOString(), basedOn: known };
    // The same place again (a new layout, the tab hiding) is no news: saving it would only make
    // other devices' views look old.
    const place = `${body.locator.href} ${body.locator.locations.progression}`;
    if (place === lastSaved) { unsaved = false; return; }
    try {
      const res = await window.SatchelReader.request("PUT", `${api}/position`, body);
      unsaved = false;
      if (res.ok) {
        lastSaved = place;
        known = (await res.json()).revision ?? known;
      } else if (res.status === 409) {
        // Another device saved a place since this view last saw one: ask, never overwrite.
        const conflict = await res.json();
        if (conflict.current.device.id !== deviceId) offerPlace(conflict.current, t("continue-where", { device: conflict.current.device.name, time: when(conflict.current.modified) }));
      }
    } catch {
      note(t("saved-offline"));
    }
  }
  window.addEventListener("online", () => save());
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") save(); });
  window.addEventListener("pagehide", () => save());

  function offerPlace(position, message) {
    document.getElementById("reader-offer-text").textContent =
      (message || t("continue-on", { device: position.device.name, time: when(position.modified) })) + " ";
    offer.hidden = false;
    document.getElementById("reader-offer-go").onclick = () => {
      offer.hidden = true;
      known = position.revision ?? known;
      move();
      open(position.locator.href, position.locator.locations.progression || 0);
    };
    document.getElementById("reader-offer-stay").onclick = () => {
      offer.hidden = true;
      known = position.revision ?? known; // seen, and chosen against
      lastSaved = null;
      move();
      unsaved = true;
      save(); // this device's place becomes the newest
    };
  }

  // ---- moving ---------------------------------------------------------------------------
  async function open(href, progression = 0, atEnd = false) {
    const path = href.split("#")[0];
    const target = order.indexOf(path);
    if (target >= 0) {
      index = target;
      outside = null;
      backInFlow = null;
    } else if (extra.has(path)) {
      // Out of the flow: remember where to come back to (once, however far one wanders).
      if (!outside) backInFlow = { href: order[index], progression: anchor ?? currentProgression() };
      outside = path;
    } else {
      return;
    }
    const fragment = href.includes("#") ? href.split("#")[1] : null;
    await new Promise((resolve) => {
      frame.addEventListener("load", resolve, { once: true });
      frame.src = base + shown().split("/").map(encodeURIComponent).join("/");
    });
    doc = frame.contentDocument;
    if (!doc || !doc.documentElement) return;
    wire(doc);
    applySettings();
    // Images change the page count as they arrive.
    await Promise.all([...doc.images].map((img) => (img.complete ? null : new Promise((r) => { img.onload = r; img.onerror = r; }))));
    measure();
    if (fragment && doc.getElementById(fragment)) {
      const el = doc.getElementById(fragment);
      if (paginated()) {
        const left = el.getBoundingClientRect().left + scroller().scrollLeft;
        show(Math.floor(left / width()) / pages);
      } else {
        el.scrollIntoView();
        update();
      }
    } else {
      show(atEnd ? 1 : progression);
    }
    emit("document");
  }

  function next() {
    move();
    if (paginated() && page < pages - 1) {
      page += 1;
      scroller().scrollLeft = page * width();
      update();
    } else if (!paginated() && scroller().scrollTop + scroller().clientHeight < scroller().scrollHeight - 2) {
      scroller().scrollTop += scroller().clientHeight * 0.9;
      update();
    } else if (outside) {
      open(backInFlow?.href ?? order[index], backInFlow?.progression ?? 0);
    } else if (index < order.length - 1) {
      open(order[index + 1], 0);
    } else {
      note(root.dataset.sample === "true" ? t("end-of-sample") : t("end-of-book"));
    }
  }

  function previous() {
    move();
    if (paginated() && page > 0) {
      page -= 1;
      scroller().scrollLeft = page * width();
      update();
    } else if (!paginated() && scroller().scrollTop > 0) {
      scroller().scrollTop -= scroller().clientHeight * 0.9;
      update();
    } else if (outside) {
      open(backInFlow?.href ?? order[index], backInFlow?.progression ?? 0);
    } else if (index > 0) {
      open(order[index - 1], 1, true);
    }
  }

  function key(event) {
    if (event.target?.closest?.("dialog, input, select, textarea")) return;
    if (["ArrowRight", "PageDown"].includes(event.key) || (event.key === " " && paginated())) {
      event.preventDefault();
      next();
    } else if (["ArrowLeft", "PageUp"].includes(event.key)) {
      event.preventDefault();
      previous();
    }
  }

  // Inside the book: links open in the reader, taps on the sides and swipes turn pages.
  function wire(d) {
    d.addEventListener("keydown", key);
    d.addEventListener("click", (event) => {
      const link = event.target.closest && event.target.closest("a[href]");
      if (link) {
        event.preventDefault();
        const url = new URL(link.getAttribute("href"), frame.contentWindow.location.href);
        const path = decodeURIComponent(url.pathname).replace(new URL(base, location.href).pathname, "");
        move();
        open(path + (url.hash || ""), 0);
        return;
      }
      if (!paginated()) return;
      const x = event.clientX - (scroller().scrollLeft ? 0 : 0);
      const w = width();
      const within = ((x % w) + w) % w;
      if (within < w / 3) previous();
      else if (within > (2 * w) / 3) next();
    });
    let startX = null;
    d.addEventListener("touchstart", (e) => { startX = e.changedTouches[0].clientX; }, { passive: true });
    d.addEventListener("touchend", (e) => {
      if (startX === null) return;
      const dx = e.changedTouches[0].clientX - startX;
      startX = null;
      if (Math.abs(dx) > 50) (dx < 0 ? next : previous)();
    });
    d.addEventListener("scroll", () => { if (!paginated()) update(); }, { passive: true });
    // Scrolling by hand (not a layout) is moving.
    for (const kind of ["wheel", "touchmove"]) d.addEventListener(kind, move, { passive: true });
  }

  document.addEventListener("keydown", key);
  document.getElementById("reader-next").addEventListener("click", next);
  document.getElementById("reader-prev").addEventListener("click", previous);
  // A new size (a turned phone, a bar that appears) lays the chapter out again at the same place.
  let resizeTimer = null;
  let lastSize = "";
  new ResizeObserver(() => {
    const size = `${frame.clientWidth}x${frame.clientHeight}`;
    if (size === lastSize || !doc) { lastSize = size; return; }
    lastSize = size;
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => applySettings(), 150);
  }).observe(frame);

  // ---- dialogs: contents, bookmarks, settings -------------------------------------------
  root.querySelectorAll("[data-open]").forEach((button) => button.addEventListener("click", () => {
    const dialog = document.getElementById(button.dataset.open);
    if (button.dataset.open === "reader-marks") loadBookmarks();
    dialog.showModal();
  }));
  root.querySelectorAll("[data-close]").forEach((button) => button.addEventListener("click", () => {
    document.getElementById(button.dataset.close).close();
  }));
  document.getElementById("reader-toc").addEventListener("click", (event) => {
    const link = event.target.closest("a[data-href]");
    if (!link) return;
    event.preventDefault();
    document.getElementById("reader-toc").close();
    move();
    open(link.dataset.href, 0);
  });

  async function loadBookmarks() {
    const list = document.getElementById("reader-mark-list");
    const res = await window.SatchelReader.request("GET", `${api}/bookmarks`);
    const data = res.ok ? await res.json() : null;
    list.replaceChildren();
    if (!data || data.items.length === 0) {
      const li = document.createElement("li");
      li.className = "muted";
      li.textContent = t("no-bookmarks");
      list.append(li);
      return;
    }
    for (const mark of data.items) {
      const loc = mark.target.locator;
      const li = document.createElement("li");
      const go = document.createElement("button");
      go.type = "button";
      go.className = "link reader-mark-go";
      const percent = Math.floor((loc.locations.totalProgression || 0) * 100);
      go.textContent = `${mark.body?.value || loc.title || ""} · ${t("progress", { percent })}`;
      go.addEventListener("click", () => {
        document.getElementById("reader-marks").close();
        move();
        open(loc.href, loc.locations.progression || 0);
      });
      const words = document.createElement("p");
      words.className = "reader-mark-text";
      words.textContent = loc.text?.highlight || "";
      const remove = document.createElement("button");
      remove.type = "button";
      remove.className = "link";
      remove.textContent = t("delete-bookmark");
      remove.addEventListener("click", async () => {
        await window.SatchelReader.request("DELETE", `${api}/bookmarks/${mark.id.replace("urn:uuid:", "")}`);
        loadBookmarks();
      });
      li.append(go, words, remove);
      list.append(li);
    }
  }

  document.getElementById("reader-mark").addEventListener("click", async () => {
    const id = crypto.randomUUID ? crypto.randomUUID() : null;
    if (!id) return;
    const res = await window.SatchelReader.request("PUT", `${api}/bookmarks/${id}`, { locator: locator(), device, created: new Date().toISOString() });
    if (res.ok) note(t("bookmark-added"));
  });

  function fillSettingsForm() {
    for (const [name, value] of Object.entries(settings)) {
      const fields = settingsForm.querySelectorAll(`[name="${name}"]`);
      fields.forEach((field) => {
        if (field.type === "radio") field.checked = field.value === value;
        else if (value !== null && value !== undefined) field.value = String(value);
      });
    }
    settingsForm.querySelector('[name="forTitle"]').checked = forTitle;
  }

  let settingsTimer = null;
  settingsForm.addEventListener("input", () => {
    const data = new FormData(settingsForm);
    settings = {
      fontSize: Number(data.get("fontSize")), fontFamily: data.get("fontFamily"), lineHeight: Number(data.get("lineHeight")),
      margins: Number(data.get("margins")), theme: data.get("theme") || "day", textColor: data.get("textColor"),
      backgroundColor: data.get("backgroundColor"), brightness: Number(data.get("brightness")), layout: data.get("layout") || "paginated",
    };
    const wasForTitle = forTitle;
    forTitle = data.get("forTitle") === "on";
    applySettings();
    clearTimeout(settingsTimer);
    settingsTimer = setTimeout(async () => {
      if (wasForTitle && !forTitle) await window.SatchelReader.request("DELETE", `${api}/settings`);
      const body = { settings, deviceId, modified: new Date().toISOString() };
      const res = await window.SatchelReader.request("PUT", forTitle ? `${api}/settings` : "/api/v1/reader/settings", body);
      if (res.status === 409) {
        const conflict = await res.json();
        settings = conflict.current.settings;
        fillSettingsForm();
        applySettings();
      }
    }, 500);
  });
  settingsForm.addEventListener("submit", (event) => event.preventDefault());

  // ---- opening --------------------------------------------------------------------------
  async function start() {
    const [m, list, saved, state] = await Promise.all([
      getJSON(`${base}manifest.json`), getJSON(`${api}/positions`), getJSON(`${api}/position`), getJSON(`${api}/settings`),
    ]);
    if (!m || !list) return;
    manifest = m;
    order = manifest.readingOrder.map((link) => link.href);
    extra = new Set(manifest.resources.filter((link) => link.type === "application/xhtml+xml").map((link) => link.href));
    total = Math.max(1, manifest.metadata.numberOfPositions);
    for (const position of list.positions) {
      const span = spans.get(position.href);
      if (span) span.count += 1;
      else spans.set(position.href, { start: (position.locations.position || 1) - 1, count: 1 });
    }
    known = saved?.revision ?? 0;
    settings = state.settings;
    forTitle = state.forTitle;
    settingsModified = state.modified;
    fillSettingsForm();
    applySettings();
    let local = null;
    try { local = JSON.parse(localStorage.getItem(localKey) || "null"); } catch { local = null; }
    const usable = (place) => place && order.includes(place.href);
    if (saved && usable(saved.locator) && saved.device.id !== deviceId && usable(local)
        && further(saved.locator, local) > 0) {
      // This browser has its own place, but another device read further: until the person
      // chooses, a move here does not replace that place (it asks again).
      known = 0;
      await open(local.href, local.progression);
      offerPlace(saved);
    } else if (usable(local) && (!saved || !usable(saved.locator) || further(local, saved.locator) >= 0)) {
      // This device is as far as any other (or further): it carries on where it was.
      await open(local.href, local.progression);
    } else if (saved && usable(saved.locator)) {
      await open(saved.locator.href, saved.locator.locations.progression || 0);
      if (saved.device.id !== deviceId) note(t("opened-from", { device: saved.device.name, time: when(saved.modified) }));
    } else if (usable(local)) {
      await open(local.href, local.progression);
    } else {
      await open(order[0], 0);
    }
    ready = true;
    root.dataset.ready = "true";
    emit("ready");
  }

  // The hook the reader's add-ons (reader-notes.js, reader-search.js, reader-offline.js) use:
  // events `document` (a document laid out) and `ready`; `request` may be wrapped by them.
  const listeners = { document: [], ready: [] };
  function emit(event) { (listeners[event] || []).forEach((f) => f()); }
  window.SatchelReader = {
    root, api, base, titleId, device, t, note, move, open, shown: () => shown(), doc: () => doc, locator,
    request: (m, p, b) => request(m, p, b),
    // A newer place from another device, answered to a save sent late (reader-offline.js): asked, never taken.
    offer: (position) => { if (position.device.id !== deviceId) offerPlace(position, t("continue-where", { device: position.device.name, time: when(position.modified) })); },
    on(e, f) { (listeners[e] ||= []).push(f); },
  };
  start();
})();
