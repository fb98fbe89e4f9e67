import { messageSchema, noContentSchema } from '@pointeo/domain/api';
import { ClientErrorCode, ErrorCode } from '@pointeo/domain/error-codes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE, UNEXPECTED_ANSWER_MESSAGE } from './api';

function answer(status: number, body?: unknown) {
  const response = new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('returns the answer as its schema reads it, without the fields the schema does not name', async () => {
    answer(200, { message: 'Compte créé avec succès', extra: 'jamais lu' });
    await expect(apiRequest('/api/account/register', messageSchema)).resolves.toEqual({
      message: 'Compte créé avec succès',
    });
  });

  it('refuses an answer its schema does not describe, in French', async () => {
    answer(200, { notice: 'autre chose' });
    const error = await apiRequest('/api/contact', messageSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      code: ClientErrorCode.UNEXPECTED_ANSWER,
      message: UNEXPECTED_ANSWER_MESSAGE,
    });
  });

  it('reads a 204 as null', async () => {
    answer(204);
    await expect(apiRequest('/api/employees/1', noContentSchema, { method: 'DELETE' })).resolves.toBeNull();
  });

  it('loads the schema beside the request when given a loader', async () => {
    answer(200, { message: 'ok' });
    await expect(apiRequest('/api/x', () => Promise.resolve(messageSchema))).resolves.toEqual({
      message: 'ok',
    });
  });

  it('counts a schema that cannot be loaded as the network being gone', async () => {
    answer(200, { message: 'ok' });
    const error = await apiRequest('/api/x', () => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      status: 0,
      code: ClientErrorCode.NETWORK_ERROR,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('keeps the French refusal of an error answer', async () => {
    answer(404, { error: { code: ErrorCode.NOT_FOUND, message: 'Employé introuvable' } });
    await expect(apiRequest('/api/employees/x', messageSchema)).rejects.toMatchObject({
      status: 404,
      message: 'Employé introuvable',
    });
  });
});
