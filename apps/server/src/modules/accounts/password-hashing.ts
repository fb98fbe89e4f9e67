import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Config } from '../../config';

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/** better-auth's own scrypt (N 16384, r 16: about 100 ms and 32 MB a password), unchanged. */
const FULL_COST: PasswordHashing = { hash: hashPassword, verify: verifyPassword };

/**
 * The same scrypt and the same `salt:key` format at a token cost, for NODE_ENV=test only: the
 * suite registers and signs in hundreds of companies, and each full-cost hash is ~100 ms of CPU
 * (decision record 042). A test database never holds a production hash, nor the reverse.
 */
const TEST_SCRYPT = { N: 16, r: 16, p: 1, keyLength: 64 } as const;

function testKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      TEST_SCRYPT.keyLength,
      { N: TEST_SCRYPT.N, r: TEST_SCRYPT.r, p: TEST_SCRYPT.p },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const TEST_COST: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await testKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const expected = Buffer.from(key, 'hex');
    const actual = await testKey(password, salt);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};

/** How passwords are hashed and checked: better-auth's full cost everywhere but under NODE_ENV=test. */
export function passwordHashing(env: Config['env']): PasswordHashing {
  return env === 'test' ? TEST_COST : FULL_COST;
}
