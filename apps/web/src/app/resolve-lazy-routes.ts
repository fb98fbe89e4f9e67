import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the page modules of the routes matching `pathname` and puts them in place of their `lazy`.
 * Hydrating HTML rendered on the server needs the page at the first render: a router still waiting for
 * a lazy route would render nothing and throw the server's HTML away.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}
