import { describe, expect, it } from 'vitest';
import { assertPasswordNotCommon, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it.each(['password', 'azerty123', 'MotDePasse', 'SOLEIL'])('finds %s whatever its case', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('cheval-batterie-agrafe-correcte')).toBe(false);
    expect(() => assertPasswordNotCommon('x'.repeat(128))).not.toThrow();
  });

  it('refuses in French under the field named', () => {
    expect(() => assertPasswordNotCommon('password1', 'newPassword')).toThrow(
      expect.objectContaining({
        code: 'PASSWORD_TOO_COMMON',
        statusCode: 422,
        fields: { newPassword: 'Ce mot de passe est trop courant\u202f: choisissez-en un autre.' },
      }),
    );
  });
});
