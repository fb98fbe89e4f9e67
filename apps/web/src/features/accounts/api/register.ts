import type { RegistrationInput } from '@pointeo/domain/accounts';
import { messageSchema } from '@pointeo/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys';

export function register(registration: RegistrationInput) {
  return apiRequest('/api/account/register', messageSchema, { method: 'POST', json: registration });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
