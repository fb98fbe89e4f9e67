// The kiosk's service worker (scope /pointage): the page and its assets still load when the tablet
// restarts without network, so punches keep being taken and queued. The API is never cached.
const CACHE = 'pointeo-kiosk-v1';
const KIOSK_PAGE = '/pointage';

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
            caches.open(CACHE).then((cache) => cache.put(KIOSK_PAGE, copy));
          }
          return response;
        })
        .catch(() => caches.match(KIOSK_PAGE).then((cached) => cached ?? Response.error())),
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
