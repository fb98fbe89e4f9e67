import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who may call a route, declared in its `config`. A route that says nothing is a signed-in
 * company's: private unless it says it is public, so a new route cannot be left open by mistake
 * (fastify/demo's autohooks). 'public' routes check their own credential, if any (the webhook's
 * signature, a checkout's id); 'kiosk' routes need an activated kiosk's; 'employee' routes an
 * employee signed in to their own space (decision 071); 'apiKey' routes, the API under /api/v1, a
 * company's API key of the right scope, on a plan with the API (decision 075).
 */
export const ROUTE_ACCESSES = ['public', 'company', 'kiosk', 'employee', 'apiKey'] as const;
export type RouteAccess = (typeof ROUTE_ACCESSES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: a signed-in company unless it says otherwise. */
    access?: RouteAccess;
  }
}

export type RouteGuards = Record<
  Exclude<RouteAccess, 'public'>,
  (request: FastifyRequest, reply: FastifyReply) => Promise<void>
>;

/** Plugins that take no route config (@fastify/static), every route of which is public. */
const publicPlugins = new WeakSet<FastifyInstance>();

/** Every route this plugin adds, its own or a registered plugin's sharing its context, is public. */
export function makeRoutesPublic(app: FastifyInstance) {
  publicPlugins.add(app);
}

/**
 * Puts each route's guard first among its hooks, for every route added after this call. It runs
 * before anything else of the route's (body parsing, validation, limits): no credential, no work.
 */
export function guardRoutesByAccess(app: FastifyInstance, guards: RouteGuards) {
  app.addHook('onRoute', function (route) {
    const access = route.config?.access ?? (publicPlugins.has(this) ? 'public' : 'company');
    if (!ROUTE_ACCESSES.includes(access)) {
      throw new Error(
        `${route.method} ${route.url}: access '${access}' is none of ${ROUTE_ACCESSES.join(', ')}`,
      );
    }
    route.config = { ...route.config, access };
    if (access !== 'public') route.onRequest = [guards[access], ...[route.onRequest ?? []].flat()];
  });
}
