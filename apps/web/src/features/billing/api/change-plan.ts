import { type ChangePlanBody, changePlanResultSchema } from '@pointeo/domain/billing';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** The server decides every row of SPEC §4's Plans table; the caller acts on its outcome. */
export function useChangePlan() {
  return useMutation({
    mutationFn: (body: ChangePlanBody) =>
      apiRequest('/api/billing/change-plan', changePlanResultSchema, { method: 'POST', json: body }),
  });
}
