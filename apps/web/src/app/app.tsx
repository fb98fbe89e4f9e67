import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toasts } from '../components/ui/toasts';
import { ApiError } from '../lib/api';
import { ONBOARDING_QUERY_KEY } from '../lib/query-keys';
import { handleSessionExpiry } from '../lib/session-expiry';
import { router } from './router';

const onError = (error: unknown) =>
  handleSessionExpiry(error, (path) => router.navigate(path, { replace: true }));

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

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>
  );
}
