import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const authSecret = 'a'.repeat(40);

describe('the secret box', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = createSecretBox({ secretsKey: undefined, authSecret });
    const sealed = box.seal('whsec_abc');
    expect(sealed).not.toContain('whsec_abc');
    expect(box.seal('whsec_abc')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('whsec_abc');
  });

  it('refuses a value sealed under another key, or altered', () => {
    const fromAuth = createSecretBox({ secretsKey: undefined, authSecret });
    const fromKey = createSecretBox({ secretsKey: 'k'.repeat(32), authSecret });
    const sealed = fromAuth.seal('whsec_abc');
    expect(() => fromKey.open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => fromAuth.open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => fromAuth.open('whsec_abc')).toThrow();
  });

  it('takes SECRETS_KEY over the auth secret, and no key under 32 characters', () => {
    const a = createSecretBox({ secretsKey: 'k'.repeat(32), authSecret });
    const b = createSecretBox({ secretsKey: 'k'.repeat(32), authSecret: 'z'.repeat(40) });
    expect(b.open(a.seal('same key'))).toBe('same key');
    expect(() => createSecretBox({ secretsKey: 'short', authSecret })).toThrow();
  });
});
