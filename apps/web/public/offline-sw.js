// The service worker of the pages that must open without network, registered with the page as its
// scope: the kiosk (/pointage), so a tablet restarted offline keeps taking and queueing punches, and
// the employee's space (/moi), installed on a phone. The page and its assets are kept; the API never.
const PAGE = new URL(self.registration.scope).pathname.replace(/\/$/, '');
const CACHE = PAGE === '/pointage' ? 'pointeo-kiosk-v1' : `pointeo${PAGE.replace(/\//g, '-')}-v1`;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
          }
          return response;
        })
        .catch(() => caches.match(PAGE).then((cached) => cached ?? Response.error())),
    );
    return;
  }

  // Hashed assets never change under one name: the cached copy is always right.
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
