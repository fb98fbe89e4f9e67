import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ status: boolean }>('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email },
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      apiRequest<{ status: boolean }>('/api/auth/reset-password', {
        method: 'POST',
        json: { token, newPassword },
      }),
  });
}
