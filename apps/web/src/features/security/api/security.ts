import { messageSchema } from '@pointeo/domain/api';
import {
  memberSessionsSchema,
  recoveryCodesSchema,
  securityStateSchema,
  twoFactorSetupSchema,
} from '@pointeo/domain/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { CURRENT_MEMBER_QUERY_KEY } from '../../../lib/query-keys';

const SECURITY_QUERY_KEY = ['security'] as const;
const SESSIONS_QUERY_KEY = ['security', 'sessions'] as const;

/** 'Sécurité': whether 2FA is on, the recovery codes left, the company's requirement. */
export function useSecurityState() {
  return useQuery({
    queryKey: SECURITY_QUERY_KEY,
    queryFn: () => apiRequest('/api/account/security', securityStateSchema),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => apiRequest('/api/account/sessions', memberSessionsSchema),
  });
}

/** A change of the member's security: the section (and the member, whose access may open) read again. */
function useSecurityChange<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_MEMBER_QUERY_KEY }),
      ]),
  });
}

/** A new secret and recovery codes, waiting for a first code. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('/api/account/two-factor/enable', twoFactorSetupSchema, {
        method: 'POST',
        json: { password },
      }),
  });
}

export function useConfirmTwoFactor() {
  return useSecurityChange((code: string) =>
    apiRequest('/api/account/two-factor/confirm', messageSchema, { method: 'POST', json: { code } }),
  );
}

export function useDisableTwoFactor() {
  return useSecurityChange((password: string) =>
    apiRequest('/api/account/two-factor/disable', messageSchema, { method: 'POST', json: { password } }),
  );
}

export function useRegenerateRecoveryCodes() {
  return useSecurityChange((password: string) =>
    apiRequest('/api/account/two-factor/recovery-codes', recoveryCodesSchema, {
      method: 'POST',
      json: { password },
    }),
  );
}

export function useSetTwoFactorRequirement() {
  return useSecurityChange((required: boolean) =>
    apiRequest('/api/account/two-factor-requirement', messageSchema, { method: 'PUT', json: { required } }),
  );
}

function useSessionsChange<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useRevokeSession() {
  return useSessionsChange((sessionId: string) =>
    apiRequest(`/api/account/sessions/${encodeURIComponent(sessionId)}`, messageSchema, { method: 'DELETE' }),
  );
}

export function useSignOutOthers() {
  return useSessionsChange(() =>
    apiRequest('/api/account/sessions/sign-out-others', messageSchema, { method: 'POST' }),
  );
}
