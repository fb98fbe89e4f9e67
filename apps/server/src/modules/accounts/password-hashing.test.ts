import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { passwordHashing } from './password-hashing';

describe('password hashing', () => {
  it('keeps better-auth’s own full-cost scrypt outside NODE_ENV=test', () => {
    for (const env of ['production', 'development'] as const) {
      expect(passwordHashing(env)).toEqual({ hash: hashPassword, verify: verifyPassword });
    }
  });

  it('makes, under NODE_ENV=test only, hashes that the full cost does not accept', async () => {
    const cheap = passwordHashing('test');
    const hash = await cheap.hash('mot-de-passe-solide');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await cheap.verify({ hash, password: 'mot-de-passe-solide' })).toBe(true);
    expect(await cheap.verify({ hash, password: 'mot-de-passe-faux' })).toBe(false);
    expect(await verifyPassword({ hash, password: 'mot-de-passe-solide' })).toBe(false);
  });
});
