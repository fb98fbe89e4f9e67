import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './error-codes';
import { errorBodySchema } from './errors';

const refusal = (code: string) => ({ error: { code, message: ERROR_MESSAGES.unexpected } });

describe('error body schema', () => {
  it('accepts a code of the vocabulary, with fields and details', () => {
    const body = {
      error: {
        code: 'KIOSK_LOCKED',
        message: 'Clavier verrouillé',
        fields: { pin: 'Code PIN inconnu' },
        details: { lockedUntil: '2026-11-26T08:15:00.000Z' },
      },
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it("accepts Fastify's own refusals as it names them", () => {
    expect(errorBodySchema.safeParse(refusal('FST_ERR_BAD_URL')).success).toBe(true);
  });

  it('refuses a code outside the vocabulary', () => {
    expect(errorBodySchema.safeParse(refusal('NOT_PAID')).success).toBe(false);
  });
});
