import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import { signOutResultSchema } from '@pointeo/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toasts';
import { ApiError, apiRequest } from '../../../lib/api';

/** SPEC §4: a session already gone on the server (401, 403, 404) still counts as signed out. */
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

export async function signOut(): Promise<void> {
  try {
    await apiRequest('/api/auth/sign-out', signOutResultSchema, { method: 'POST', json: {} });
  } catch (error) {
    if (!(error instanceof ApiError && ALREADY_SIGNED_OUT.has(error.status))) throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.clear();
      navigate('/', { replace: true });
      toast.success(ACCOUNT_MESSAGES.loggedOut);
    },
    onError: () => toast.error(ACCOUNT_MESSAGES.logoutFailed),
  });
}
