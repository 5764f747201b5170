// Satchel: small progressive enhancements. Every page works without this file.
// Loaded with `defer`, so the document is parsed when this runs. No libraries.
// Server data is only ever written with textContent / setAttribute — never innerHTML.
"use strict";

(() => {
  const HEX_COLOR = /^#[0-9a-f]{6}$/i;
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  // ---- Circle swatches: colour from data-color, through a CSS custom property (CSP-safe). ----
  for (const swatch of document.querySelectorAll(".swatch[data-color]")) {
    const color = swatch.dataset.color;
    if (HEX_COLOR.test(color)) swatch.style.setProperty("--swatch", color);
  }

  // ---- Forms with data-confirm="Question?": ask before submitting. ----
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-confirm")) return;
    if (!window.confirm(form.dataset.confirm || "?")) event.preventDefault();
  });

  // ---- Copy buttons next to read-only fields (invitation links). ----
  // Labels can be localised with data-copy-label / data-copied-label on the input.
  for (const input of document.querySelectorAll("input.copy-field")) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "button copy-button";
    button.textContent = input.dataset.copyLabel || "Copy";
    const status = document.createElement("span");
    status.className = "muted copy-status";
    status.setAttribute("role", "status");
    let timer;

    button.addEventListener("click", async () => {
      let copied = false;
      try {
        await navigator.clipboard.writeText(input.value);
        copied = true;
      } catch {
        // No clipboard API (or not allowed): select the text so the reader can copy it.
        input.focus();
        input.select();
        try { copied = document.execCommand("copy"); } catch { copied = false; }
      }
      if (copied) {
        status.textContent = input.dataset.copiedLabel || "Copied";
        clearTimeout(timer);
        timer = setTimeout(() => { status.textContent = ""; }, 3000);
      }
    });
    input.addEventListener("focus", () => input.select());
    input.after(button, status);
  }

  // ---- Live unread badge and inbox, over Server-Sent Events. ----
  if (document.body.dataset.signedIn !== "true" || !window.EventSource) return;

  const badge = document.getElementById("unread-badge");
  const inbox = document.getElementById("inbox");
  const baseTitle = document.title.replace(/^\(\d+\)\s/, "");
  const lang = document.documentElement.lang || undefined;

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

  const formatDate = (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return "";
    try {
      return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
    } catch {
      return date.toLocaleString();
    }
  };

  // Mirrors the server's row: li.row[.unread] > div.grow > (a, p.muted > time).
  const prepend = (item) => {
    if (!inbox || !item || typeof item.id !== "string" || typeof item.text !== "string") return;
    const id = item.id.toLowerCase();
    if (!UUID.test(id) || inbox.querySelector(`li[data-id="${id}"]`)) return; // bad id, or already shown
    inbox.querySelector("li.empty")?.remove();

    const li = document.createElement("li");
    li.className = item.read === true ? "row fresh" : "row unread fresh";
    li.dataset.id = id;
    const body = document.createElement("div");
    body.className = "grow";
    const link = document.createElement("a");
    link.href = `/notifications/${encodeURIComponent(id)}/open`;
    link.textContent = item.text;
    body.append(link);
    const when = formatDate(item.createdAt);
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
  };
  connect();
  // Close when leaving (keeps the back/forward cache usable); reopen if the page comes back.
  window.addEventListener("pagehide", () => { stream?.close(); stream = null; });
  window.addEventListener("pageshow", (event) => { if (event.persisted && !stream) connect(); });
})();
