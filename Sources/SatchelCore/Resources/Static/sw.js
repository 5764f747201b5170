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
