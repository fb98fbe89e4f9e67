import { onboardingSchema } from '@pointeo/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ONBOARDING_QUERY_KEY } from '../../../lib/query-keys';

export function useOnboarding() {
  return useQuery({
    queryKey: ONBOARDING_QUERY_KEY,
    queryFn: () => apiRequest('/api/account/onboarding', onboardingSchema),
    // The kiosk is activated and tried in another tab: coming back shows the step ticked.
    refetchOnWindowFocus: true,
  });
}
