import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (webhook signing secrets, decision 077), sealed at rest with
 * AES-256-GCM: a database dump alone does not give them away. The key comes from SECRETS_KEY, or
 * when unset is derived with HKDF from the auth secret; either way through HKDF-SHA256 with a label,
 * so the same text never serves as two keys.
 *
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url): a 12-byte random IV, the 16-byte tag.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was sealed under another key or altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;

/** `secretsKey` (SECRETS_KEY) when given, otherwise `authSecret`; 32 characters at least either way. */
export function createSecretBox(keyMaterial: {
  secretsKey: string | undefined;
  authSecret: string;
}): SecretBox {
  const source = keyMaterial.secretsKey ?? keyMaterial.authSecret;
  if (source.length < 32) throw new Error('secret box: the key material must hold 32 characters at least');
  const info = keyMaterial.secretsKey ? 'pointeo secrets key' : 'pointeo secrets from auth secret';
  const key = Buffer.from(hkdfSync('sha256', source, 'pointeo-secret-box', info, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
        throw new Error('secret box: not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
