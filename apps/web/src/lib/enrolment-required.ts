import { ErrorCode } from '@pointeo/domain/error-codes';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { CURRENT_MEMBER_QUERY_KEY } from './query-keys';

/**
 * Called for every failed query and mutation: the company has just required two-factor sign-in
 * (decision 080) of a member already signed in without it. Reading the member again brings
 * `mustEnrolTwoFactor`, and the account then shows only 'Sécurité', where they turn it on.
 */
export function handleEnrolmentRequired(error: unknown, queryClient: QueryClient) {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.TWO_FACTOR_ENROLMENT_REQUIRED) return;
  void queryClient.invalidateQueries({ queryKey: CURRENT_MEMBER_QUERY_KEY });
}
