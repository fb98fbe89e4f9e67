import { passwordResetDoneSchema, passwordResetRequestedSchema } from '@pointeo/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/api/auth/request-password-reset', passwordResetRequestedSchema, {
        method: 'POST',
        json: { email },
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      apiRequest('/api/auth/reset-password', passwordResetDoneSchema, {
        method: 'POST',
        json: { token, newPassword },
      }),
  });
}
