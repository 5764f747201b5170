// Satchel's service worker: shows pushed notifications and opens their page on a tap.
// The message arrives encrypted (RFC 8291); the browser decrypts it before this runs.
self.addEventListener("push", (event) => {
  let message = {};
  try { message = event.data ? event.data.json() : {}; } catch (_) { message = { body: event.data ? event.data.text() : "" }; }
  const title = message.title || "Satchel";
  event.waitUntil(self.registration.showNotification(title, {
    body: message.body || "",
    tag: message.id || undefined,
    icon: "/static/icon-192.png",
    badge: "/static/icon-192.png",
    data: { link: message.link || "/notifications" },
  }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || "/notifications";
  // Only this site's own pages.
  const target = new URL(link, self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
    for (const w of windows) {
      if (w.url === target.href && "focus" in w) return w.focus();
    }
    return self.clients.openWindow(target.href);
  }));
});
