import { dataExportListSchema, startedDataExportSchema } from '@pointeo/domain/data-export';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const DATA_EXPORTS_QUERY_KEY = ['privacy', 'exports'] as const;

/** While an export is being built, its status is read again this often. */
export const DATA_EXPORT_POLL_MS = 2_000;

/** 'Exports récents': read again every 2 s while one is in preparation. */
export function useDataExports() {
  return useQuery({
    queryKey: DATA_EXPORTS_QUERY_KEY,
    queryFn: () => apiRequest('/api/privacy/exports', dataExportListSchema),
    refetchInterval: (query) =>
      query.state.data?.exports.some((item) => item.state === 'pending') ? DATA_EXPORT_POLL_MS : false,
  });
}

/** 'Lancer l'export': the answer holds the link's token, kept by the page until the file is downloaded. */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/privacy/exports', startedDataExportSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_QUERY_KEY }),
  });
}

/**
 * The tokens of this tab's exports, by export id, in sessionStorage: a reload keeps the link, a
 * closed tab forgets it (the mail still has it).
 */
const TOKENS_KEY = 'pointeo.data-export-tokens';

export function readExportTokens(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(TOKENS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function keepExportToken(exportId: string, token: string) {
  sessionStorage.setItem(TOKENS_KEY, JSON.stringify({ ...readExportTokens(), [exportId]: token }));
}
