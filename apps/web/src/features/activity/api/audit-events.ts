import { type AuditFilters, auditEventPageSchema } from '@pointeo/domain/audit';
import { teamSchema } from '@pointeo/domain/team';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api';

/** The filters as the query string both routes read; empty ones left out. */
export function auditQuery(filters: AuditFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, cursor })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** 'Journal d'activité': pages of the company's events, the newest first ('Charger plus'). */
export function useAuditEvents(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['audit', 'events', filters],
    queryFn: ({ pageParam }) =>
      apiRequest(`/api/audit/events${auditQuery(filters, pageParam)}`, auditEventPageSchema),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The members the filter 'Membre' offers. */
export function useMembers() {
  return useQuery({ queryKey: ['audit', 'members'], queryFn: () => apiRequest('/api/team', teamSchema) });
}

/** 'Exporter en CSV': the same filters, as the server's file. */
export const downloadAuditCsv = (filters: AuditFilters) =>
  apiDownload(`/api/audit/events.csv${auditQuery(filters)}`, 'text/csv');
