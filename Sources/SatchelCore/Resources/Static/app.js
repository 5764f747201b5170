// Satchel: small progressive enhancements. Every page works without this file.
// Loaded with `defer`, so the document is parsed when this runs. No libraries.
// Server data is only ever written with textContent / setAttribute — never innerHTML.
"use strict";

// A time as the server writes it (Localizer.date): the page's locale, the reader's zone (their
// setting, not necessarily this browser's), a date part and a 24-hour time joined by the
// language's pattern. Shared with reader.js.
window.satchelTime = (iso) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const page = document.documentElement.dataset;
  const locale = page.locale || document.documentElement.lang || undefined;
  try {
    const zone = page.timeZone || undefined;
    const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: zone }).format(date);
    const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(date);
    return (page.dateTime || "{date}, {time}").split("{date}").join(day).split("{time}").join(time);
  } catch {
    return date.toLocaleString();
  }
};

(() => {
  const HEX_COLOR = /^#[0-9a-f]{6}$/i;
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  // ---- Map tiles that cannot load (offline, a blocked tile server): the drawing under them
  // shows instead of the browser's broken-image sign. An error before this ran is caught by
  // asking for each tile once more (from the cache when it did load). ----
  const hideTile = (image) => image.setAttribute("visibility", "hidden");
  document.addEventListener("error", (event) => {
    if (event.target instanceof SVGImageElement) hideTile(event.target);
  }, true);
  for (const image of document.querySelectorAll("svg.map image[href]")) {
    const probe = new Image();
    probe.addEventListener("error", () => hideTile(image));
    probe.src = image.getAttribute("href");
  }

  // ---- Circle swatches: colour from data-color, through a CSS custom property (CSP-safe). ----
  for (const swatch of document.querySelectorAll(".swatch[data-color]")) {
    const color = swatch.dataset.color;
    if (HEX_COLOR.test(color)) swatch.style.setProperty("--swatch", color);
  }

  // ---- A refused form's error summary: focused on load where `autofocus` did not (another
  // field came first), and its links put the cursor in the field, its label in view. ----
  const summary = document.querySelector("[data-error-summary]");
  if (summary) {
    if (document.activeElement !== summary) summary.focus();
    summary.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
      const field = link && document.getElementById(link.getAttribute("href").slice(1));
      if (!field) return;
      event.preventDefault();
      const label = document.querySelector(`label[for="${CSS.escape(field.id)}"]`);
      (label || field).scrollIntoView();
      field.focus({ preventScroll: true });
    });
  }

  // ---- Forms with data-confirm="Question?": ask before submitting. ----
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-confirm")) return;
    if (!window.confirm(form.dataset.confirm || "?")) event.preventDefault();
  });

  // ---- Share and Copy beside read-only link fields (invitations, public pages). ----
  // Share opens the system's share sheet (Web Share API) where the browser has one; Copy puts
  // the link on the clipboard. Labels come localised in data-* attributes.
  for (const input of document.querySelectorAll("input.copy-field")) {
    const status = document.createElement("span");
    status.className = "muted copy-status";
    status.setAttribute("role", "status");
    let timer;
    const say = (message) => {
      status.textContent = message;
      clearTimeout(timer);
      timer = setTimeout(() => { status.textContent = ""; }, 3000);
    };
    const buttons = document.createElement("div");
    buttons.className = "share-buttons";

    const shared = { url: input.value, title: input.dataset.shareTitle || document.title };
    if (input.dataset.shareText) shared.text = input.dataset.shareText;
    if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(shared))) {
      const share = document.createElement("button");
      share.type = "button";
      share.className = "button primary share-button";
      share.textContent = input.dataset.shareLabel || "Share";
      share.addEventListener("click", async () => {
        try { await navigator.share(shared); } catch { /* dismissed: nothing to say */ }
      });
      buttons.append(share);
    }

    const copy = document.createElement("button");
    copy.type = "button";
    copy.className = "button copy-button";
    copy.textContent = input.dataset.copyLabel || "Copy";
    copy.addEventListener("click", async () => {
      let copied = false;
      try {
        await navigator.clipboard.writeText(input.value);
        copied = true;
      } catch {
        // No clipboard API (plain http): fall back to selecting and the old command.
        input.focus();
        input.select();
        try { copied = document.execCommand("copy"); } catch { copied = false; }
      }
      if (copied) say(input.dataset.copiedLabel || "Copied");
    });
    buttons.append(copy, status);
    input.addEventListener("focus", () => input.select());
    input.after(buttons);
  }

  // ---- Wishes: reorder the owner's list in place. ----
  // Each row has ↑/↓ forms (the way to reorder by touch and keyboard); with this script they
  // move the row without reloading, so a long list stays where it was. A mouse can also drag
  // rows. Either way the server gets what a button would post; if that fails, the page reloads
  // to show the order the server kept.
  {
    const list = document.querySelector("ul#wishes[data-list]");
    const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute("content");
    const listId = list?.dataset.list || "";
    const wishIdOf = (row) => {
      const match = /^\/wishes\/([0-9a-f-]{36})$/i.exec(row.querySelector("a.wish-name")?.getAttribute("href") || "");
      return match && UUID.test(match[1].toLowerCase()) ? match[1] : null;
    };
    const rowsOf = () => (list ? Array.from(list.children).filter((li) => li.matches("li.row")) : []);
    // Only the owner's rows, in "my order", carry move forms; other pages are left alone.
    const sortable = list && csrf && UUID.test(listId.toLowerCase()) && rowsOf().length > 1 &&
      list.querySelector('form[action$="/move"]') && rowsOf().every((row) => wishIdOf(row));

    if (sortable) {
      list.classList.add("sortable");
      const status = document.createElement("p");
      status.className = "visually-hidden";
      status.setAttribute("role", "status");
      list.after(status);
      let busy = false;

      // After a move: each row's ↑ posts its index − 1 and ↓ its index + 1; the ends are disabled.
      const renumber = () => {
        const rows = rowsOf();
        rows.forEach((row, index) => {
          const forms = row.querySelectorAll('.reorder form[action$="/move"]');
          [index - 1, index + 1].forEach((position, i) => {
            const form = forms[i];
            if (!form) return;
            form.querySelector('input[name="position"]').value = String(position);
            form.querySelector("button").disabled = position < 0 || position >= rows.length;
          });
        });
      };

      // Each row's version, as its ↑/↓ forms carry it; a move sends the versions it saw (the row's
      // and the neighbour's it passed), and takes the list's new ones from the answer.
      const versionOf = (row) => row?.querySelector('.reorder input[name="version"]')?.value || "";
      const setVersions = (versions) => {
        for (const row of rowsOf()) {
          const version = versions[(wishIdOf(row) || "").toLowerCase()];
          if (version === undefined) continue;
          for (const input of row.querySelectorAll('.reorder input[name="version"]')) input.value = String(version);
        }
      };

      const save = (row, position, up) => {
        busy = true;
        list.setAttribute("aria-busy", "true");
        const over = rowsOf()[position + (up ? 1 : -1)];
        const body = new URLSearchParams({
          _csrf: csrf, listId, position: String(position), back: location.pathname + location.search, version: versionOf(row),
        });
        if (over) { body.set("over", wishIdOf(over)); body.set("overVersion", versionOf(over)); }
        return fetch(`/wishes/${encodeURIComponent(wishIdOf(row))}/move`, {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body: body.toString(),
        })
          .then((response) => {
            if (response.status === 409) {
              // Someone else changed the order meanwhile: show theirs, and say so in words.
              const url = new URL(location.href);
              url.searchParams.set("done", "changed_meanwhile");
              location.assign(url.toString());
              return;
            }
            if (!response.ok) throw new Error(String(response.status));
            return response.json().then((versions) => {
              setVersions(versions);
              busy = false;
              list.removeAttribute("aria-busy");
            });
          })
          .catch(() => location.reload());
      };

      // ↑ / ↓: move the row, keep the focus on the button pressed (or its twin at an end).
      list.addEventListener("submit", (event) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || !form.closest(".reorder")) return;
        event.preventDefault();
        if (busy) return;
        const row = form.closest("li.row");
        const rows = rowsOf();
        const position = Number(form.querySelector('input[name="position"]').value);
        if (!row || !(position >= 0 && position < rows.length)) return;
        const up = position < rows.indexOf(row);
        list.insertBefore(row, up ? rows[position] : rows[position].nextElementSibling);
        renumber();
        const buttons = row.querySelectorAll(".reorder button");
        const pressed = buttons[up ? 0 : 1];
        (pressed.disabled ? buttons[up ? 1 : 0] : pressed).focus();
        status.textContent = form.querySelector("button").getAttribute("aria-label") || "";
        save(row, position, up);
      });

      for (const row of rowsOf()) {
        row.draggable = true;
        // Links and images drag themselves by default; let the whole row move instead.
        for (const inner of row.querySelectorAll("a, img")) inner.draggable = false;
      }

      let dragged = null;
      let startIndex = -1;
      let startNext = null;
      let dropped = false;
      const indexOf = (row) => rowsOf().indexOf(row);

      list.addEventListener("dragstart", (event) => {
        const row = event.target instanceof Element ? event.target.closest("li.row") : null;
        if (busy || !row || row.parentElement !== list) { event.preventDefault(); return; }
        dragged = row;
        startIndex = indexOf(row);
        startNext = row.nextElementSibling;
        dropped = false;
        row.classList.add("dragging");
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("application/x-satchel-wish", wishIdOf(row)); // Firefox needs some data
      });

      list.addEventListener("dragover", (event) => {
        if (!dragged) return; // something else (a file, text) is being dragged
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        const over = event.target instanceof Element ? event.target.closest("li.row") : null;
        if (!over || over === dragged || over.parentElement !== list) return;
        const box = over.getBoundingClientRect();
        const after = event.clientY > box.top + box.height / 2;
        const reference = after ? over.nextElementSibling : over;
        if (reference !== dragged && dragged.nextElementSibling !== reference) list.insertBefore(dragged, reference);
      });

      list.addEventListener("drop", (event) => {
        if (!dragged) return;
        event.preventDefault();
        dropped = true;
        const position = indexOf(dragged);
        if (position === startIndex || position < 0) return;
        renumber();
        save(dragged, position, position < startIndex);
      });

      list.addEventListener("dragend", () => {
        if (!dragged) return;
        // Cancelled (Escape, or dropped outside the list): put the row back where it was.
        if (!dropped) list.insertBefore(dragged, startNext);
        dragged.classList.remove("dragging");
        dragged = null;
      });
    }
  }

  // ---- Live unread badge and inbox, over Server-Sent Events. ----
  if (document.body.dataset.signedIn !== "true" || !window.EventSource) return;

  const badge = document.getElementById("unread-badge");
  const inbox = document.getElementById("inbox");
  const baseTitle = document.title.replace(/^\(\d+\)\s/, "");

  const parse = (event) => {
    try { return JSON.parse(event.data); } catch { return null; }
  };

  const showUnread = (count) => {
    const n = String(count);
    if (badge) {
      badge.textContent = n;
      badge.dataset.count = n;
      const label = badge.getAttribute("aria-label");
      if (label) badge.setAttribute("aria-label", label.replace(/\d+/, n));
      badge.hidden = count === 0;
    }
    document.title = count > 0 ? `(${n}) ${baseTitle}` : baseTitle;
  };


  // Mirrors the server's row: li.row[.unread] > (svg.row-icon, div.grow > (a, p.muted > time)).
  const prepend = (item) => {
    if (!inbox || !item || typeof item.id !== "string" || typeof item.text !== "string") return;
    const id = item.id.toLowerCase();
    if (!UUID.test(id) || inbox.querySelector(`li[data-id="${id}"]`)) return; // bad id, or already shown
    inbox.querySelector("li.empty")?.remove();

    const li = document.createElement("li");
    li.className = item.read === true ? "row fresh" : "row unread fresh";
    li.dataset.id = id;
    // The icon of the tab the kind belongs to, as the server picks it (ShellParts.tab(forNotificationKind:)).
    const app = typeof item.kind === "string" && /^[a-z_]+\./.test(item.kind) ? item.kind.split(".")[0] : "notifications";
    const tab = document.querySelector(`.tabs a[href="/${app === "friend" || app === "invitation" ? "friends" : app}"]`)
      || document.querySelector('.tabs a[href="/notifications"]');
    const icon = tab?.querySelector("svg.icon")?.cloneNode(true);
    if (icon) { icon.setAttribute("class", "icon row-icon"); li.append(icon); }
    const body = document.createElement("div");
    body.className = "grow";
    const link = document.createElement("a");
    link.href = `/notifications/${encodeURIComponent(id)}/open`;
    link.textContent = item.text;
    body.append(link);
    const when = window.satchelTime(item.createdAt);
    if (when) {
      const meta = document.createElement("p");
      meta.className = "muted";
      const time = document.createElement("time");
      time.dateTime = String(item.createdAt);
      time.textContent = when;
      meta.append(time);
      body.append(meta);
    }
    li.append(body);
    inbox.prepend(li);
    upgrade(li, id);
  };

  // The row as the server draws it (a reminder's alert: Done and the row's menu), in place of
  // the quick one above; if it cannot be fetched, the quick row stays.
  const upgrade = async (li, id) => {
    try {
      const res = await fetch(`/notifications/${encodeURIComponent(id)}/row`, { credentials: "same-origin", headers: { Accept: "text/html" } });
      if (!res.ok) return;
      const fresh = new DOMParser().parseFromString(await res.text(), "text/html").body.firstElementChild;
      if (!fresh || fresh.dataset.id !== id || !li.isConnected) return;
      fresh.classList.add("fresh");
      li.replaceWith(document.importNode(fresh, true));
    } catch { /* offline for a moment: the quick row stays */ }
  };

  // Live pages (a poll's tallies): an element with `data-live-path` is fetched again when the
  // stream says that page changed. With the same `data-live-shape` only its `[data-live-part]`
  // elements are swapped (yes boxes ticked but not saved stay ticked); otherwise (the poll
  // closed) all of it.
  const refreshLive = async (change) => {
    if (!change || typeof change.path !== "string" || !change.path.startsWith("/")) return;
    const parts = [...document.querySelectorAll("[data-live-path][id]")].filter((el) => el.dataset.livePath === change.path);
    if (parts.length === 0) return;
    try {
      const res = await fetch(change.path, { credentials: "same-origin", headers: { Accept: "text/html" } });
      if (!res.ok) return;
      const fresh = new DOMParser().parseFromString(await res.text(), "text/html");
      for (const part of parts) {
        const next = fresh.getElementById(part.id);
        if (!next || !part.isConnected) continue;
        if (next.dataset.liveShape !== part.dataset.liveShape) {
          part.replaceWith(document.importNode(next, true));
          continue;
        }
        for (const piece of part.querySelectorAll("[data-live-part][id]")) {
          const nextPiece = fresh.getElementById(piece.id);
          if (nextPiece && nextPiece.outerHTML !== piece.outerHTML) piece.replaceWith(document.importNode(nextPiece, true));
        }
      }
    } catch { /* offline for a moment: the next change, or a reload, shows it */ }
  };

  // EventSource reconnects on its own after errors (the server sends `retry:`).
  let stream = null;
  const connect = () => {
    stream = new EventSource("/notifications/stream");
    stream.addEventListener("unread", (event) => {
      const count = Number(parse(event)?.count);
      if (Number.isInteger(count) && count >= 0) showUnread(count);
    });
    stream.addEventListener("notification", (event) => prepend(parse(event)));
    stream.addEventListener("changed", (event) => refreshLive(parse(event)));
  };
  connect();
  // Close when leaving (keeps the back/forward cache usable); reopen if the page comes back.
  window.addEventListener("pagehide", () => { stream?.close(); stream = null; });
  window.addEventListener("pageshow", (event) => { if (event.persisted && !stream) connect(); });
})();

// Live sections (a funding wish's progress): refreshed from their `data-live` address every few
// seconds while the page is visible. A section being typed in is left alone.
(() => {
  const sections = () => [...document.querySelectorAll("[data-live]")];
  if (sections().length === 0) return;
  const refresh = async () => {
    if (document.visibilityState !== "visible") return;
    for (const section of sections()) {
      if (section.contains(document.activeElement) && document.activeElement !== document.body) continue;
      try {
        const res = await fetch(section.dataset.live, { credentials: "same-origin", headers: { Accept: "text/html" } });
        if (!res.ok) continue;
        const holder = document.createElement("div");
        holder.innerHTML = await res.text();
        const fresh = holder.firstElementChild;
        if (fresh && fresh.outerHTML !== section.outerHTML) section.replaceWith(fresh);
      } catch { /* offline for a moment: try again next time */ }
    }
  };
  setInterval(refresh, 4000);
  document.addEventListener("visibilitychange", refresh);
})();

// A combobox of suggestions under a text input (ARIA 1.2 list autocomplete): typing asks
// `load(query)` for items after a short pause, arrows move, Enter or a click picks, Escape closes.
// With `empty` (a text with "{q}"), a search that finds nothing says so in the list.
function suggestions(input, list, { load, label, pick, idPrefix, empty }) {
  let timer = null;
  let items = [];
  let active = -1;
  let asked = "";
  const close = () => { list.hidden = true; input.setAttribute("aria-expanded", "false"); active = -1; };
  const choose = (item) => { close(); pick(item); };
  const show = () => {
    if (items.length === 0 && empty && asked) {
      const li = document.createElement("li");
      li.className = "suggestion-empty";
      li.setAttribute("role", "option");
      li.setAttribute("aria-disabled", "true");
      li.textContent = empty.split("{q}").join(asked);
      list.replaceChildren(li);
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
      input.removeAttribute("aria-activedescendant");
      return;
    }
    list.replaceChildren(...items.map((item, i) => {
      const li = document.createElement("li");
      li.id = `${idPrefix}-${i}`;
      li.setAttribute("role", "option");
      li.setAttribute("aria-selected", String(i === active));
      li.textContent = label(item);
      li.addEventListener("mousedown", (event) => { event.preventDefault(); choose(item); });
      return li;
    }));
    list.hidden = items.length === 0;
    input.setAttribute("aria-expanded", String(items.length > 0));
    if (active >= 0) input.setAttribute("aria-activedescendant", `${idPrefix}-${active}`);
    else input.removeAttribute("aria-activedescendant");
  };
  input.addEventListener("input", () => {
    clearTimeout(timer);
    const q = input.value.trim();
    if (q.length < 2) { items = []; close(); return; }
    timer = setTimeout(async () => {
      try { items = await load(q); } catch { items = []; }
      if (input.value.trim() !== q) return; // typed on meanwhile: a newer search follows
      asked = q;
      active = -1;
      show();
    }, 150);
  });
  input.addEventListener("keydown", (event) => {
    if (list.hidden) return;
    if (items.length === 0) { if (event.key === "Escape") close(); return; }
    if (event.key === "ArrowDown") { active = Math.min(active + 1, items.length - 1); show(); event.preventDefault(); }
    else if (event.key === "ArrowUp") { active = Math.max(active - 1, 0); show(); event.preventDefault(); }
    else if (event.key === "Enter" && active >= 0) { choose(items[active]); event.preventDefault(); }
    else if (event.key === "Escape") close();
  });
  input.addEventListener("blur", () => setTimeout(close, 100));
}

async function fetchJSON(url) {
  const res = await fetch(url, { credentials: "same-origin" });
  return res.ok ? res.json() : [];
}

// The shop a product link points at: its host without "www." ("alza.cz"); null without one.
function shopOf(link) {
  try { return link ? new URL(link).hostname.replace(/^www\./, "") : null; } catch { return null; }
}

// Product suggestions while typing a wish's name: picking one fills name, price, link and photo.
(() => {
  const input = document.querySelector("input[data-suggest]");
  const list = input && document.getElementById(input.getAttribute("aria-controls"));
  if (!input || !list) return;
  const form = input.form;
  const set = (name, value) => { const field = form.elements.namedItem(name); if (field && value != null) field.value = value; };
  // A select offers only its own choices (a collection takes fewer currencies than a wish).
  const offers = (name, value) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLSelectElement ? [...field.options].some((option) => option.value === value) : field != null;
  };
  const minorDigits = (currency) => (["JPY", "KRW", "ISK", "CLP", "VND"].includes(currency) ? 0 : 2);
  suggestions(input, list, {
    idPrefix: "suggestion",
    load: (q) => fetchJSON(`${input.dataset.suggest}?q=${encodeURIComponent(q)}`),
    label: (item) => item.name + (item.brand ? ` · ${item.brand}` : ""),
    empty: input.dataset.suggestEmpty,
    pick: (item) => {
      set("name", item.name);
      if (item.price && offers("currency", item.price.currency)) {
        const digits = minorDigits(item.price.currency);
        set("amount", (item.price.amount / 10 ** digits).toFixed(digits));
        set("currency", item.price.currency);
      }
      set("link", item.link || "");
      // Where to buy it: the shop the catalogue's link points at — never the brand, which
      // says who makes it, not who sells it. Without a link, what was typed stays.
      const shop = shopOf(item.link);
      if (shop) set("store", shop);
      set("imageURL", item.imageURL || "");
      input.focus();
    },
  });
})();

// The inbox's quick add without a reload (`data-in-place` names the header that asks for it):
// the box is emptied and keeps the cursor at once, so what is typed next is never lost; adds are
// sent one after another, in the order typed; the new row goes to the top of the list. A refused
// name comes back with its message beside the box. Anything else falls back to posting the form.
(() => {
  const form = document.querySelector("form[data-in-place]");
  const input = form && form.elements.namedItem("name");
  if (!form || !input || typeof fetch !== "function") return;
  const status = form.querySelector("[role=status]");
  let queue = Promise.resolve();
  const parse = async (res) => new DOMParser().parseFromString(await res.text(), "text/html");
  const field = () => input.closest(".field");
  const clearError = () => {
    field()?.querySelector(".field-error")?.remove();
    field()?.classList.remove("has-error");
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
    document.querySelector("[data-error-summary]")?.remove();
  };
  const showError = (message, name) => {
    clearError();
    if (!message) return;
    field()?.append(document.adoptNode(message));
    field()?.classList.add("has-error");
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", message.id);
    // Nothing typed since: the refused name comes back to be put right.
    if (input.value === "") input.value = name;
  };
  const addRow = (row) => {
    let list = document.querySelector("ul.list.own");
    if (!list) {
      list = document.createElement("ul");
      list.className = "list own";
      const empty = document.querySelector("p.empty");
      if (empty) empty.replaceWith(list); else form.after(list);
    }
    list.prepend(row);
  };
  const send = async (body, name) => {
    try {
      const res = await fetch(form.action, {
        method: "POST", body, credentials: "same-origin", headers: { [form.dataset.inPlace]: "1" },
      });
      if (res.ok) {
        const row = (await parse(res)).querySelector("li");
        if (row) addRow(document.adoptNode(row));
        clearError();
        if (status) status.textContent = form.dataset.added || "";
        return;
      }
      if (res.status === 422) {
        showError((await parse(res)).querySelector(".field-error"), name);
        return;
      }
    } catch { /* offline for a moment: the form post below says what happened */ }
    if (input.value === "") input.value = name;
    HTMLFormElement.prototype.submit.call(form);
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = input.value;
    const body = new URLSearchParams(new FormData(form));
    input.value = "";
    input.focus();
    queue = queue.then(() => send(body, name));
  });
})();

// Forms marked `confirm-leave` ask before the page is left with unsaved changes. A form shown
// again after a rejected save (`data-unsaved`) holds unsaved changes from the start.
(() => {
  const snapshot = (form) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      fields.append(name, typeof value === "string" ? value : `${value.name}:${value.size}`);
    }
    return fields.toString();
  };
  for (const form of document.querySelectorAll("form.confirm-leave")) {
    const initial = form.dataset.unsaved === "true" ? null : snapshot(form);
    let submitting = false;
    form.addEventListener("submit", () => { submitting = true; });
    // A link that knowingly drops the changes ("Keep theirs" on a conflict page) leaves unasked.
    for (const link of form.querySelectorAll("a[data-discards]")) link.addEventListener("click", () => { submitting = true; });
    // Back on this page from the browser's cache (after a refused submit elsewhere): ask again.
    window.addEventListener("pageshow", () => { submitting = false; });
    window.addEventListener("beforeunload", (event) => {
      if (submitting || snapshot(form) === initial) return;
      event.preventDefault();
      event.returnValue = "";
    });
  }
})();

// The browser's time zone, for pages that group by day and for new reminders' default zone.
(() => {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && !document.cookie.split("; ").includes(`satchel_tz=${zone}`)) {
      document.cookie = `satchel_tz=${zone}; path=/; max-age=31536000; samesite=lax`;
    }
  } catch { /* no Intl: the server uses UTC */ }
})();

// While Satchel is open, the device's position goes to the server so place reminders fire,
// once the user turned place alerts on (a button on the Spots pages; the choice is kept in this
// browser). Each browser reports as its own device. The server ignores stale and out-of-order
// fixes; at most one report is in flight.
(() => {
  const endpoint = document.querySelector('meta[name="satchel-positions"]')?.getAttribute("content");
  const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute("content");
  const status = document.querySelector("[data-location-status]");
  const startButton = document.querySelector("[data-watch-start]");
  const stopButton = document.querySelector("[data-watch-stop]");
  if (!endpoint || !csrf || !navigator.geolocation) return;
  const flag = "satchel-place-alerts";
  let device = localStorage.getItem("satchel-device");
  if (!device) {
    device = "web-" + Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem("satchel-device", device);
  }
  let watchId = null;
  let sending = false;
  let pending = null;
  const show = (state) => {
    if (status) status.textContent = status.dataset[state] || "";
    if (startButton) startButton.hidden = state === "on" || state === "clock";
    if (stopButton) stopButton.hidden = !(state === "on" || state === "clock");
  };
  const send = async (pos) => {
    pending = pos;
    if (sending) return;
    sending = true;
    while (pending) {
      const fix = pending;
      pending = null;
      try {
        const res = await fetch(endpoint, {
          method: "POST", credentials: "same-origin",
          headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
          body: JSON.stringify({
            latitude: fix.coords.latitude, longitude: fix.coords.longitude, accuracy: fix.coords.accuracy,
            timestamp: new Date(fix.timestamp).toISOString(), deviceId: device,
          }),
        });
        const result = res.ok ? await res.json() : null;
        // A clock far off makes every fix stale or "future": say so rather than stay silent.
        if (result) show(result.status === "stale" || result.status === "future" ? "clock" : "on");
      } catch { /* offline: the next fix will do */ }
    }
    sending = false;
  };
  const start = () => {
    localStorage.setItem(flag, "on");
    if (watchId !== null) return;
    watchId = navigator.geolocation.watchPosition((pos) => { show("on"); send(pos); },
      (err) => { show(err.code === 1 ? "denied" : "failed"); },
      { enableHighAccuracy: true, maximumAge: 10000, timeout: 30000 });
  };
  const stop = () => {
    localStorage.setItem(flag, "off");
    if (watchId !== null) navigator.geolocation.clearWatch(watchId);
    watchId = null;
    show("off");
  };
  startButton?.addEventListener("click", start);
  stopButton?.addEventListener("click", stop);
  show("off");
  if (localStorage.getItem(flag) !== "on") return;
  // Turned on before: go on where the permission still holds (never ask on page load).
  if (navigator.permissions?.query) {
    navigator.permissions.query({ name: "geolocation" }).then((p) => { if (p.state === "granted") start(); }).catch(() => {});
  } else {
    start();
  }
})();

// The place picker: search with suggestions, "use my current location", and clicking the map
// all fill the latitude, longitude and label fields of the place being chosen (`placeTarget`:
// the first place, another one, or a new one, which the server adds as a row).
(() => {
  const form = document.querySelector("form.reminder-form");
  if (!form) return;
  const field = (name) => form.elements.namedItem(name);
  const targetSelect = field("placeTarget");
  const useButton = form.querySelector("[data-use-place]");
  const current = () => targetSelect?.value || "1";
  const firstChosen = () => field("latitude")?.value.trim() !== "";
  // A new place once the first is chosen: the server adds its row (the form comes back).
  const isNew = () => current() === "new" && firstChosen() && useButton;
  const names = () => {
    const n = Number(current());
    if (!(n >= 2)) return { label: "label", latitude: "latitude", longitude: "longitude", radius: "radius" };
    return { label: `otherLabel${n - 2}`, latitude: `otherLatitude${n - 2}`, longitude: `otherLongitude${n - 2}`, radius: `otherRadius${n - 2}` };
  };
  const target = (key) => field(names()[key]);
  const moved = new Set();
  const addNew = (lat, lon, name) => {
    useButton.value = `${lat.toFixed(6)}|${lon.toFixed(6)}|${name || ""}`;
    form.requestSubmit ? form.requestSubmit(useButton) : useButton.click();
  };
  const holder = form.querySelector("[data-map-fragment]");
  const locateStatus = form.querySelector(".locate-status");
  const svgNS = "http://www.w3.org/2000/svg";
  const worldSize = (zoom) => 256 * 2 ** zoom;
  const project = (lat, lon, zoom) => {
    const s = Math.sin(Math.max(-85.05112878, Math.min(85.05112878, lat)) * Math.PI / 180);
    return [(lon + 180) / 360 * worldSize(zoom), (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * worldSize(zoom)];
  };
  const unproject = (x, y, zoom) => {
    const n = Math.PI - 2 * Math.PI * y / worldSize(zoom);
    return [Math.atan(Math.sinh(n)) * 180 / Math.PI, x / worldSize(zoom) * 360 - 180];
  };
  const svg = () => holder?.querySelector("svg.map-picker");
  // The live map (map.js) once it shows tiles; the drawing otherwise.
  const live = () => holder?.querySelector(".map-frame")?.satchelLive;
  // Draws the chosen point and its radius on the picker.
  const drawPick = () => {
    const map = svg();
    const group = map?.querySelector("[data-picked]");
    const lat = parseFloat(target("latitude")?.value.replace(",", ".") ?? "");
    const lon = parseFloat(target("longitude")?.value.replace(",", ".") ?? "");
    // The place being chosen is drawn as the pick; its pin (the server's) would be a stale
    // copy, as is the pin of any place moved here since the page loaded.
    const pinOf = `#place-${current()}`;
    holder?.querySelectorAll("a.map-pin, a.map-marker").forEach((a) => {
      const href = a.getAttribute("href");
      a.style.display = (href === pinOf && Number.isFinite(lat)) || moved.has(href) ? "none" : "";
    });
    live()?.setPick(lat, lon, parseFloat(target("radius")?.value) || 150);
    if (!group) return;
    group.replaceChildren();
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return;
    const zoom = Number(map.dataset.zoom);
    const [x, y] = project(lat, lon, zoom);
    const cx = x - Number(map.dataset.ox), cy = y - Number(map.dataset.oy);
    const radius = parseFloat(target("radius")?.value) || 150;
    const perMetre = worldSize(zoom) / (2 * Math.PI * 6371008.8 * Math.cos(lat * Math.PI / 180));
    for (const [r, cls] of [[Math.max(4, radius * perMetre), "map-radius picked"], [7, "map-dot picked"]]) {
      const c = document.createElementNS(svgNS, "circle");
      c.setAttribute("cx", cx.toFixed(1)); c.setAttribute("cy", cy.toFixed(1)); c.setAttribute("r", r.toFixed(1));
      c.setAttribute("class", cls);
      group.appendChild(c);
    }
  };
  // Reloads the picker's map around a point (after a search, a locate, or a zoom button).
  const recenter = async (lat, lon, zoom) => {
    if (!holder) return;
    if (live()) { live().flyTo(lat, lon, zoom); return; }
    const params = new URLSearchParams({ lat: String(lat), lon: String(lon) });
    if (zoom) params.set("zoom", String(zoom));
    try {
      const res = await fetch(`${holder.dataset.mapFragment}?${params}`, { credentials: "same-origin" });
      if (!res.ok) return;
      const parsed = new DOMParser().parseFromString(await res.text(), "text/html");
      const fresh = parsed.querySelector(".map-frame") || parsed.querySelector("svg");
      if (fresh) {
        const frame = document.importNode(fresh, true);
        holder.replaceChildren(frame);
        bindMap(); drawPick();
        if (frame.matches(".map-frame")) window.satchelMapAttach?.(frame);
      }
    } catch { /* keep the old map */ }
  };
  const setPoint = (lat, lon, label) => {
    moved.add(`#place-${current()}`);
    target("latitude").value = lat.toFixed(6);
    target("longitude").value = lon.toFixed(6);
    if (label != null && (label || !target("label").value)) target("label").value = label;
    drawPick();
  };
  // A tapped or located spot is named from what Satchel knows there ("near Kungsträdgården,
  // Stockholm"), unless the person wrote a name of their own. A name Satchel gave follows the
  // point, always: the old spot's name never stays on a new point (`fallback` until the new
  // name comes, or nothing).
  form.addEventListener("input", (event) => {
    if (/^(otherLabel\d+|label)$/.test(event.target.name || "")) delete event.target.dataset.auto;
    if (/^(otherRadius\d+|radius)$/.test(event.target.name || "")) drawPick();
  });
  const nameOf = async (lat, lon) => {
    try {
      return (await fetchJSON(`${holder.dataset.placeName}?${new URLSearchParams({ lat: lat.toFixed(6), lon: lon.toFixed(6) })}`))?.label;
    } catch { return null; /* the spot stays unnamed; the person can name it */ }
  };
  const pick = async (lat, lon, fallback) => {
    if (isNew()) { addNew(lat, lon, (await nameOf(lat, lon)) || fallback); return; }
    const label = target("label");
    setPoint(lat, lon, null);
    if (label.value && !label.dataset.auto) return;
    label.value = fallback || "";
    if (fallback) label.dataset.auto = "1"; else delete label.dataset.auto;
    const named = await nameOf(lat, lon);
    if (named && (!label.value || label.dataset.auto)) { label.value = named; label.dataset.auto = "1"; }
  };
  // "Choose this place" on a place's row: the picker now chooses for it.
  for (const button of form.querySelectorAll("[data-target-place]")) {
    button.hidden = false;
    button.addEventListener("click", () => {
      if (!targetSelect) return;
      targetSelect.value = button.dataset.targetPlace;
      targetSelect.dispatchEvent(new Event("change"));
      form.querySelector("[data-place-search]")?.focus();
    });
  }
  targetSelect?.addEventListener("change", () => {
    drawPick();
    const lat = parseFloat(target("latitude")?.value ?? ""), lon = parseFloat(target("longitude")?.value ?? "");
    if (Number.isFinite(lat) && Number.isFinite(lon)) recenter(lat, lon);
  });
  const bindMap = () => {
    const map = svg();
    if (!map) return;
    map.addEventListener("click", (event) => {
      const box = map.getBoundingClientRect();
      const scale = map.viewBox.baseVal.width / box.width;
      const x = (event.clientX - box.left) * scale + Number(map.dataset.ox);
      const y = (event.clientY - box.top) * scale + Number(map.dataset.oy);
      const [lat, lon] = unproject(x, y, Number(map.dataset.zoom));
      pick(lat, lon);
    });
  };
  if (holder) {
    const zoomBar = document.createElement("div");
    zoomBar.className = "map-zoom";
    for (const [label, step] of [["+", 1], ["−", -1]]) {
      const b = document.createElement("button");
      b.type = "button"; b.className = "button small"; b.textContent = label;
      b.setAttribute("aria-label", (step > 0 ? holder.dataset.zoomIn : holder.dataset.zoomOut) || label);
      b.addEventListener("click", () => {
        if (live()) { live().zoomBy(step); return; }
        const map = svg();
        if (map) recenter(Number(map.dataset.lat), Number(map.dataset.lon), Number(map.dataset.zoom) + step);
      });
      zoomBar.appendChild(b);
    }
    holder.after(zoomBar);
    bindMap();
    drawPick();
    // A tap on the live map, and the live map showing up (it draws the chosen point too).
    holder.addEventListener("map-pick", (event) => pick(event.detail.lat, event.detail.lon));
    holder.addEventListener("map-live", () => drawPick());
  }
  form.addEventListener("change", (event) => {
    if (/^(other)?(L|l)(atitude|ongitude)\d*$/.test(event.target.name || "")) drawPick();
  });

  // "Use my current location"
  const locate = form.querySelector("[data-locate]");
  locate?.addEventListener("click", () => {
    if (!navigator.geolocation) { locateStatus.textContent = locate.dataset.unavailable || "Location is not available."; return; }
    locateStatus.textContent = locate.dataset.locating || "Locating…";
    navigator.geolocation.getCurrentPosition((pos) => {
      locateStatus.textContent = "";
      pick(pos.coords.latitude, pos.coords.longitude, locate.dataset.here || "Current location");
      recenter(pos.coords.latitude, pos.coords.longitude, 16);
    }, (err) => {
      locateStatus.textContent = err.code === 1 ? (locate.dataset.denied || "Location permission was denied.")
        : (locate.dataset.failed || "Your location could not be found.");
    }, { enableHighAccuracy: true, timeout: 20000, maximumAge: 60000 });
  });

  // Place search; Enter in the search box never submits the form.
  const input = form.querySelector("input[data-place-search]");
  const list = input && document.getElementById(input.getAttribute("aria-controls"));
  if (!input || !list) return;
  input.addEventListener("keydown", (event) => { if (event.key === "Enter") event.preventDefault(); });
  const km = (metres) => (metres < 10000 ? (metres / 1000).toFixed(1) : String(Math.round(metres / 1000)));
  suggestions(input, list, {
    idPrefix: "place",
    load: (q) => {
      const params = new URLSearchParams({ q, limit: "8" });
      const map = svg();
      const view = live()?.view();
      if (view && view.zoom > 4) params.set("near", `${view.lat.toFixed(5)},${view.lon.toFixed(5)}`);
      else if (map && Number(map.dataset.zoom) > 4) params.set("near", `${map.dataset.lat},${map.dataset.lon}`);
      return fetchJSON(`${input.dataset.placeSearch}?${params}`);
    },
    label: (item) => item.label + (item.distance != null ? ` · ${km(item.distance)} km` : ""),
    pick: (item) => {
      if (isNew()) { addNew(item.latitude, item.longitude, item.kind === "city" ? item.name : item.label); return; }
      setPoint(item.latitude, item.longitude, item.kind === "city" ? item.name : item.label);
      target("label").dataset.auto = "1"; // the place's own name: the next tap or locate renames it
      input.value = item.label;
      recenter(item.latitude, item.longitude, item.kind === "city" ? 12 : 16);
    },
  });
})();

// Selects marked `data-autosubmit` submit their form when changed; the form's button for
// doing that by hand (`data-autosubmit-button`, there without JavaScript) is hidden.
document.querySelectorAll("select[data-autosubmit], input[data-autosubmit]").forEach((select) => {
  select.addEventListener("change", () => select.form?.requestSubmit ? select.form.requestSubmit() : select.form?.submit());
  for (const button of select.form?.querySelectorAll("[data-autosubmit-button]") || []) button.hidden = true;
});

// Eats: "where am I" — the browser's position (with a visible "locating…" and a message when
// it is refused or fails) or a named place with suggestions from the core's place search.
(() => {
  const form = document.querySelector("form[data-eats-where]");
  if (!form) return;
  const near = form.querySelector("[data-where-near]");
  const place = form.querySelector("[data-where-place]");
  const input = form.querySelector("input[data-place-suggest]");
  const status = form.querySelector("[data-locate-status]");
  const go = (lat, lon, label) => {
    near.value = `${lat.toFixed(5)},${lon.toFixed(5)}`;
    near.disabled = false;
    place.value = label || "";
    place.disabled = !label;
    if (input) input.disabled = true; // the chosen point wins over the typed text
    form.submit();
  };
  const locate = form.querySelector("[data-eats-locate]");
  locate?.addEventListener("click", () => {
    if (!navigator.geolocation) { status.textContent = locate.dataset.unavailable; return; }
    status.textContent = locate.dataset.locating;
    locate.disabled = true;
    navigator.geolocation.getCurrentPosition(
      (pos) => { status.textContent = ""; go(pos.coords.latitude, pos.coords.longitude, ""); },
      (err) => {
        locate.disabled = false;
        status.textContent = err.code === 1 ? locate.dataset.denied : locate.dataset.failed;
      },
      { enableHighAccuracy: true, timeout: 20000, maximumAge: 60000 });
  });
  const list = input && document.getElementById(input.getAttribute("aria-controls"));
  if (!input || !list) return;
  suggestions(input, list, {
    idPrefix: "where",
    load: (q) => fetchJSON(`${input.dataset.placeSuggest}?${new URLSearchParams({ q, limit: "8" })}`),
    label: (item) => item.label,
    pick: (item) => { input.value = item.label; go(item.latitude, item.longitude, item.label); },
  });
})();

// "Load more" appends the next page in place (stable cursor paging); without JavaScript the
// link opens the next page.
document.addEventListener("click", async (event) => {
  const link = event.target.closest("a[data-load-more]");
  if (!link) return;
  event.preventDefault();
  const list = document.querySelector(link.dataset.loadMore);
  link.setAttribute("aria-busy", "true");
  try {
    const res = await fetch(link.href, { credentials: "same-origin" });
    if (!res.ok) { window.location.href = link.href; return; }
    const page = new DOMParser().parseFromString(await res.text(), "text/html");
    const items = page.querySelectorAll(`${link.dataset.loadMore} > li`);
    list.append(...Array.from(items, (item) => document.importNode(item, true)));
    const next = page.querySelector("a[data-load-more]");
    // Focus moves to the first new result, so keyboard and screen reader users continue there.
    const first = list.children[list.children.length - items.length];
    if (first) { first.tabIndex = -1; first.focus(); }
    if (next) { link.href = next.href; link.removeAttribute("aria-busy"); } else { link.closest("p")?.remove(); }
  } catch { window.location.href = link.href; }
});

// Adding a restaurant: "use my location" fills the position fields.
(() => {
  const button = document.querySelector("[data-fill-position]");
  if (!button) return;
  button.hidden = false;
  const form = button.form;
  const status = form.querySelector("[data-fill-status]");
  button.addEventListener("click", () => {
    if (!navigator.geolocation) { status.textContent = button.dataset.unavailable; return; }
    status.textContent = button.dataset.locating;
    navigator.geolocation.getCurrentPosition((pos) => {
      status.textContent = "";
      form.elements.namedItem("latitude").value = pos.coords.latitude.toFixed(6);
      form.elements.namedItem("longitude").value = pos.coords.longitude.toFixed(6);
    }, (err) => { status.textContent = err.code === 1 ? button.dataset.denied : button.dataset.failed; },
    { enableHighAccuracy: true, timeout: 20000, maximumAge: 60000 });
  });
})();

// Eats: the locate button needs scripts; filters start open on wide screens; an enlarged photo
// closes with Escape.
if (window.matchMedia("(min-width: 900px)").matches) {
  document.querySelectorAll("details.filters-box").forEach((box) => { box.open = true; });
}
document.querySelectorAll("[data-eats-locate][hidden]").forEach((button) => { button.hidden = false; });
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && document.querySelector(".lightbox:target")) {
    window.location.hash = "photos";
  }
});

// Settings: push notifications to this browser (Web Push). The button needs a service worker
// and the Push API; without them it stays hidden and the page explains why.
(() => {
  const box = document.querySelector("[data-push]");
  if (!box) return;
  const button = box.querySelector("[data-push-enable]");
  const status = box.querySelector("[data-push-status]");
  const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute("content") || "";
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    status.textContent = box.dataset.unsupported;
    return;
  }
  button.hidden = false;
  const decode = (text) => {
    const padded = (text + "===".slice((text.length + 3) % 4)).replace(/-/g, "+").replace(/_/g, "/");
    return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  };
  button.addEventListener("click", async () => {
    button.disabled = true;
    status.textContent = box.dataset.working;
    try {
      if (await Notification.requestPermission() !== "granted") { status.textContent = box.dataset.denied; return; }
      const registration = await navigator.serviceWorker.register("/sw.js");
      await navigator.serviceWorker.ready;
      const key = await (await fetch("/api/v1/push/vapid-key", { headers: { Accept: "application/json" } })).json();
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && subscription.options && subscription.options.applicationServerKey) {
        const current = new Uint8Array(subscription.options.applicationServerKey);
        const wanted = decode(key.publicKey);
        if (current.length !== wanted.length || current.some((b, i) => b !== wanted[i])) { await subscription.unsubscribe(); subscription = null; }
      }
      subscription = subscription || await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: decode(key.publicKey) });
      const response = await fetch("/api/v1/push/web-subscriptions", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": csrf },
        body: JSON.stringify(subscription.toJSON()),
      });
      if (!response.ok) {
        const problem = await response.json().catch(() => ({}));
        status.textContent = problem.detail || box.dataset.failed;
        return;
      }
      window.location.reload();
    } catch (error) {
      status.textContent = box.dataset.failed;
    } finally {
      button.disabled = false;
    }
  });
})();

// ---- Long work's page (a catalogue import): kept current from its progress as JSON. ----
// Without this script the page reloads itself (a <noscript> refresh). The words mirror the
// server's ProgressText; when the work ends the page reloads to show what it did.
(() => {
  const box = document.querySelector("[data-progress-url]");
  if (!box) return;
  const url = box.dataset.progressUrl;
  const count = (n) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const duration = (s) => {
    if (s < 9.95) return `${Math.max(0, s).toFixed(1)} s`;
    const w = Math.round(s);
    if (w < 60) return `${w} s`;
    if (w < 3600) return w % 60 === 0 ? `${Math.floor(w / 60)} min` : `${Math.floor(w / 60)} min ${w % 60} s`;
    return `${Math.floor(w / 3600)} h ${Math.floor((w % 3600) / 60)} min`;
  };
  const percent = (f) => `${f >= 1 ? 100 : Math.min(99, Math.floor(f * 100))}%`;
  const set = (name, value) => {
    const field = box.querySelector(`[data-field="${name}"]`);
    if (field) field.textContent = value;
  };
  const poll = async () => {
    try {
      const response = await fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
      if (!response.ok) return window.setTimeout(poll, 5000);
      const p = await response.json();
      if (p.state !== "running") return window.location.reload();
      const fraction = typeof p.fraction === "number" ? p.fraction : null;
      set("done", `${count(p.done)}${typeof p.total === "number" ? " / " + count(p.total) : ""} ${p.unit}`
        + (fraction === null ? "" : ` (${percent(fraction)})`));
      set("rate", typeof p.ratePerSecond === "number"
        ? (p.ratePerSecond < 10 ? `${p.ratePerSecond.toFixed(1)}/s` : `${count(p.ratePerSecond)}/s`) : "—");
      set("left", typeof p.secondsLeft === "number" ? (p.secondsLeft < 60 ? `${Math.max(1, Math.round(p.secondsLeft))} s` : duration(p.secondsLeft)) : "—");
      set("elapsed", duration((new Date(p.updatedAt) - new Date(p.startedAt)) / 1000));
      const bar = box.querySelector("progress");
      if (bar && fraction !== null) {
        bar.value = Math.floor(fraction * 100);
        bar.textContent = percent(fraction);
      }
    } catch {
      // A dropped connection: try again a little later.
    }
    window.setTimeout(poll, 1500);
  };
  window.setTimeout(poll, 1500);
})();

// ---- Photos: a phone camera's photo (often 5–20 MB, 4,000 px, turned by EXIF) is made small
// before it is sent: decoded with its EXIF orientation applied, drawn with the long side at most
// 2,048 px and encoded again, which also drops all EXIF (the location with it). A photo that is
// already small is sent as it is; on any failure the chosen file is left alone and the server
// answers (the form comes back as typed if it is too large). ----
(() => {
  const MAX_SIDE = 2048;
  const TARGET_BYTES = 3 * 1024 * 1024;
  const pending = new WeakMap(); // form → promises of photos being made smaller

  const encode = (canvas, type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality));

  const smaller = async (file) => {
    if (!window.createImageBitmap || !window.DataTransfer) return null;
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    try {
      const long = Math.max(bitmap.width, bitmap.height);
      if (file.size <= TARGET_BYTES && long <= MAX_SIDE) return null;
      const scale = Math.min(1, MAX_SIDE / long);
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const g = canvas.getContext("2d");
      if (!g) return null;
      // PNG and GIF may be transparent: kept as PNG when that is small enough.
      if (/^image\/(png|gif)$/.test(file.type)) {
        g.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        const png = await encode(canvas, "image/png");
        if (png && png.size <= TARGET_BYTES) return new File([png], file.name.replace(/\.\w+$/, "") + ".png", { type: "image/png" });
        g.clearRect(0, 0, canvas.width, canvas.height);
      }
      g.fillStyle = "#fff"; // JPEG has no transparency
      g.fillRect(0, 0, canvas.width, canvas.height);
      g.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const jpeg = await encode(canvas, "image/jpeg", 0.85);
      if (!jpeg || jpeg.size >= file.size && long <= MAX_SIDE) return null;
      return new File([jpeg], file.name.replace(/\.\w+$/, "") + ".jpg", { type: "image/jpeg", lastModified: file.lastModified });
    } finally {
      bitmap.close();
    }
  };

  const shrink = async (input) => {
    const file = input.files && input.files[0];
    if (!file || !file.type.startsWith("image/")) return;
    try {
      const made = await smaller(file);
      if (!made || input.files[0] !== file) return; // nothing to do, or another file was chosen meanwhile
      const transfer = new DataTransfer();
      transfer.items.add(made);
      input.files = transfer.files;
    } catch {
      // Not decodable here (an unusual format, no memory): the original goes, the server decides.
    }
  };

  for (const input of document.querySelectorAll("form input[type=file][accept^=image]")) {
    input.addEventListener("change", () => {
      const form = input.form;
      const job = shrink(input);
      const jobs = pending.get(form) || new Set();
      jobs.add(job);
      pending.set(form, jobs);
      job.finally(() => jobs.delete(job));
    });
  }

  // Sent only once every chosen photo is ready; the same button is pressed again then.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    const jobs = form instanceof HTMLFormElement ? pending.get(form) : null;
    if (!jobs || jobs.size === 0) return;
    event.preventDefault();
    const submitter = event.submitter;
    Promise.allSettled([...jobs]).then(() => form.requestSubmit(submitter && submitter.form === form ? submitter : undefined));
  }, true);
})();

// ---- Reading offline: the service worker (sw.js) on every page, so a book kept on this device
// opens without a network. Several people may use one browser: each page tells the worker who
// is signed in (a different person than before: the kept books go), and the reader's unsent
// changes are kept per person (reader-offline.js sends only the signed-in person's). Signing out
// deletes the kept books and the person's unsent changes; the sign-out page says first how many
// changes that would lose.
(() => {
  if (!("serviceWorker" in navigator)) return;
  const account = document.body.dataset.account || "";
  navigator.serviceWorker.register("/sw.js").then(() => navigator.serviceWorker.ready)
    .then((registration) => { if (account) registration.active?.postMessage({ type: "account", id: account }); })
    .catch(() => null);

  // The reader's queue (reader-offline.js), opened only if this browser has one.
  const queue = async (mode, work) => {
    if (!window.indexedDB) return null;
    const names = indexedDB.databases ? (await indexedDB.databases()).map((d) => d.name) : ["satchel-reader"];
    if (!names.includes("satchel-reader")) return null;
    return new Promise((resolve) => {
      const r = indexedDB.open("satchel-reader", 1);
      r.onupgradeneeded = () => r.result.createObjectStore("queue", { keyPath: "seq", autoIncrement: true });
      r.onerror = () => resolve(null);
      r.onsuccess = () => {
        const db = r.result;
        const tx = db.transaction("queue", mode);
        const all = tx.objectStore("queue").getAll();
        let result = null;
        all.onsuccess = () => { result = work(all.result.filter((i) => i.account === account), tx.objectStore("queue")); };
        tx.oncomplete = () => { db.close(); resolve(result); };
        tx.onerror = tx.onabort = () => { db.close(); resolve(null); };
      };
    });
  };
  const warning = document.getElementById("unsent-changes");
  if (warning && account) {
    queue("readonly", (mine) => mine.length).then((count) => {
      if (!count) return;
      warning.textContent = warning.dataset.template.split("{count}").join(String(count));
      warning.hidden = false;
    });
  }

  const forgetAll = () => {
    const work = [queue("readwrite", (mine, store) => mine.forEach((i) => store.delete(i.seq)))];
    if (window.caches) {
      work.push(caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith("satchel-")).map((n) => caches.delete(n)))));
    }
    navigator.serviceWorker.controller?.postMessage({ type: "forget-all" });
    // Never stuck: signing out goes ahead after two seconds whatever happened.
    return Promise.race([Promise.allSettled(work), new Promise((r) => setTimeout(r, 2000))]);
  };
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.forgotten === "true") return;
    if (new URL(form.action, location.href).pathname !== "/sign-out" || form.method.toLowerCase() !== "post") return;
    event.preventDefault();
    form.dataset.forgotten = "true";
    forgetAll().then(() => form.submit());
  });
})();

// ---- Uploads with a progress bar (forms marked data-upload-progress, a catalogue file of up
// to 200 MB): sent with XMLHttpRequest so a <progress> shows how much has gone, then the page
// the server answers with is opened (the import's progress) or, when the form comes back with
// an error, shown in place. Without this script the form posts as usual. ----
(() => {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-upload-progress") || event.defaultPrevented) return;
    if (!window.XMLHttpRequest || !window.FormData || !window.DOMParser) return;
    event.preventDefault();
    const data = new FormData(form);
    const button = form.querySelector("button[type=submit], input[type=submit]");
    if (button) button.disabled = true;
    let box = form.querySelector(".upload-progress");
    if (!box) {
      box = document.createElement("p");
      box.className = "upload-progress";
      box.setAttribute("role", "status");
      const bar = document.createElement("progress");
      bar.max = 100;
      bar.setAttribute("aria-label", form.dataset.uploadProgress || "");
      const said = document.createElement("span");
      box.append(bar, " ", said);
      form.append(box);
    }
    const bar = box.querySelector("progress");
    const said = box.querySelector("span");
    const show = (fraction) => {
      bar.value = Math.floor(fraction * 100);
      said.textContent = `${form.dataset.uploadProgress || ""} ${Math.floor(fraction * 100)}%`;
    };
    show(0);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", form.action);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable && e.total > 0) show(e.loaded / e.total); };
    xhr.onload = () => {
      if (xhr.status < 400 && xhr.responseURL && xhr.responseURL !== form.action) {
        window.location.assign(xhr.responseURL);
        return;
      }
      // Refused (a wrong file, one already running): the page the server sent, errors beside the field.
      const page = new DOMParser().parseFromString(xhr.responseText, "text/html");
      const fresh = page.querySelector("main");
      const main = document.querySelector("main");
      if (fresh && main) {
        main.replaceWith(document.adoptNode(fresh));
        if (page.title) document.title = page.title;
        const summary = document.querySelector("[data-error-summary]");
        if (summary) summary.focus();
      } else {
        form.submit();
      }
    };
    xhr.onerror = () => {
      said.textContent = form.dataset.uploadFailed || "";
      if (button) button.disabled = false;
    };
    xhr.send(data);
  });
})();
