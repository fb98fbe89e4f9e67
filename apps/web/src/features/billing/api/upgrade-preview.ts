import { upgradePreviewSchema } from '@pointeo/domain/billing';
import type { PlanName } from '@pointeo/domain/plans';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/**
 * What a plan change would charge, asked each time the confirmation opens (the prorata moves with
 * time): never reused from the cache, and nothing asked while `plan` is null.
 */
export function useUpgradePreview(plan: PlanName | null) {
  return useQuery({
    queryKey: ['billing', 'upgrade-preview', plan],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/billing/upgrade-preview?plan=${encodeURIComponent(plan ?? '')}`,
        upgradePreviewSchema,
        {
          signal,
        },
      ),
    enabled: plan !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
