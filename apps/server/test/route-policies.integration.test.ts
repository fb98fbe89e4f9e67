import { isAction } from '@pointeo/domain/permissions';
import { afterAll, describe, expect, it } from 'vitest';
import { policyOf, ROUTE_POLICIES } from '../src/lib/route-policies';
import { buildTestApp } from './helper';

/**
 * Every route a company's member calls has one line in lib/route-policies.ts (design §4), and every
 * line names a route: the routes are collected as route-guards.integration.test.ts does, and a
 * route is a company's when its resolved access says so once the app is ready.
 */
const routes: { key: string; config: () => unknown }[] = [];
const testApp = await buildTestApp({
  onRoute(options) {
    for (const method of [options.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ key: `${method} ${options.url}`, config: () => options.config?.access });
    }
  },
});
afterAll(() => testApp.close());

const companyRoutes = () => routes.filter((route) => route.config() === 'company').map((route) => route.key);

describe('route policies', () => {
  it('has a line for every company route', () => {
    expect(companyRoutes().length).toBeGreaterThan(60);
    expect(companyRoutes().filter((key) => !(key in ROUTE_POLICIES))).toEqual([]);
  });

  it('names only company routes', () => {
    const company = new Set(companyRoutes());
    expect(Object.keys(ROUTE_POLICIES).filter((key) => !company.has(key))).toEqual([]);
  });

  it('names actions of the matrix only', () => {
    expect(Object.entries(ROUTE_POLICIES).filter(([, policy]) => !isAction(policy.action))).toEqual([]);
  });

  it('is sorted, one line per route', () => {
    const keys = Object.keys(ROUTE_POLICIES);
    expect(keys).toEqual([...keys].sort());
  });

  it('reads a route’s target from one of its own parameters', () => {
    const misnamed = Object.entries(ROUTE_POLICIES).filter(
      ([key, { target }]) => target?.in === 'params' && !key.includes(`:${target.key}`),
    );
    expect(misnamed).toEqual([]);
  });

  it('gives the HEAD beside a GET the GET’s policy', () => {
    expect(policyOf('HEAD', '/api/employees')).toBe(ROUTE_POLICIES['GET /api/employees']);
  });
});
