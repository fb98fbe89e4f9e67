import { type Action, reachOf } from '@pointeo/domain/permissions';
import type { FastifyRequest } from 'fastify';

/**
 * The sites a list keeps: undefined for every site of the company, else these ids (none: an empty
 * list). The repository that selects the employees filters on it, alongside the company's id.
 */
export type SiteIds = readonly string[] | undefined;

/**
 * A list's sites (decision 062): the member's own when their right to `action` reaches only them,
 * narrowed to the `siteId` the list was asked for. Another company's site keeps nothing, since the
 * company's id filters too.
 */
export function siteIdsOf(request: FastifyRequest, action: Action, requested?: string): SiteIds {
  const { member } = request;
  const own = reachOf(member.role, action) === 'site' && member.sites !== 'all' ? member.sites : undefined;
  if (requested === undefined) return own;
  return own === undefined || own.includes(requested) ? [requested] : [];
}
