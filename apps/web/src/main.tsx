import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/app';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { routes } from './app/router';

const container = document.getElementById('root')!;
// The server sends the public pages already rendered (decision record 018); the others are an empty shell.
const renderedOnServer = container.hasChildNodes();

// Should a page's chunk fail to load here, the router loads it again and shows its error page.
resolveLazyRoutes(routes, window.location.pathname)
  .catch(() => {})
  .then(() => {
    const router = createBrowserRouter(routes);
    const app = (
      <StrictMode>
        <App router={router} queryClient={createQueryClient(router)} />
      </StrictMode>
    );
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole tree: the painted page keeps answering taps and scrolls meanwhile.
    if (renderedOnServer) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else createRoot(container).render(app);
  });
