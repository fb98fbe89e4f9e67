import { ErrorCode } from '@pointeo/domain/error-codes';
import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { CURRENT_MEMBER_QUERY_KEY } from '../lib/query-keys';
import { createQueryClient } from './app';

/** The app's query client with the signed-in member shown, read once more if asked again. */
async function clientWithMember() {
  const router = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: ['/account?tab=employees'],
  });
  const client = createQueryClient(router);
  const readMember = vi
    .fn()
    .mockResolvedValueOnce({ role: 'admin', mustEnrolTwoFactor: false })
    .mockResolvedValue({ role: 'admin', mustEnrolTwoFactor: true });
  const shown = new QueryObserver(client, {
    queryKey: CURRENT_MEMBER_QUERY_KEY,
    queryFn: readMember,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const unsubscribe = shown.subscribe(() => {});
  await waitFor(() => expect(client.getQueryData(CURRENT_MEMBER_QUERY_KEY)).toBeDefined());
  const failWith = (code: ErrorCode) =>
    client
      .fetchQuery({
        queryKey: ['employees'],
        queryFn: () => Promise.reject(new ApiError(403, code, 'Refusé')),
      })
      .catch(() => {});
  return { client, readMember, failWith, unsubscribe };
}

describe('the app query client', () => {
  it('reads the member again when a request says the company now requires them to turn on 2FA', async () => {
    const { client, readMember, failWith, unsubscribe } = await clientWithMember();
    await failWith(ErrorCode.TWO_FACTOR_ENROLMENT_REQUIRED);
    await waitFor(() =>
      expect(client.getQueryData(CURRENT_MEMBER_QUERY_KEY)).toEqual({
        role: 'admin',
        mustEnrolTwoFactor: true,
      }),
    );
    expect(readMember).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('leaves the member alone after any other refusal', async () => {
    const { readMember, failWith, unsubscribe } = await clientWithMember();
    await failWith(ErrorCode.ROLE_FORBIDDEN);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readMember).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
