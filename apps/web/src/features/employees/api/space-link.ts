import { messageSchema } from '@pointeo/domain/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** 'Envoyer le lien de son espace': the server mails the employee the address of his space. */
export function useSendSpaceLink(employeeId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/employee-space/employees/${employeeId}/link`, messageSchema, { method: 'POST' }),
  });
}
