import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import { Toasts } from '../components/ui/toasts';
import { ApiError } from '../lib/api';
import { handleEnrolmentRequired } from '../lib/enrolment-required';
import { ONBOARDING_QUERY_KEY } from '../lib/query-keys';
import { handleSessionExpiry } from '../lib/session-expiry';
import { useHydrated } from '../lib/use-hydrated';

export function createQueryClient(router: DataRouter): QueryClient {
  const onError = (error: unknown) => {
    handleSessionExpiry(error, (path) => router.navigate(path, { replace: true }));
    handleEnrolmentRequired(error, queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError,
      // Adding an employee or activating a kiosk may tick a first step; only a shown list refetches.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ONBOARDING_QUERY_KEY }),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
  return queryClient;
}

/** The whole app: the browser renders it with its router, the server with a memory router at one path. */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  // The toaster is no page content: it comes once the page is live, never in HTML rendered on the server.
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {hydrated && <Toasts />}
    </QueryClientProvider>
  );
}
