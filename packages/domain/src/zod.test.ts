import { describe, expect, it } from 'vitest';
import { signInSchema } from './accounts';
import { z } from './zod';

const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('zod messages', () => {
  it('says in French that a body is not an object', () => {
    expect(firstMessage(signInSchema, null)).toBe('Entrée invalide : objet attendu, null reçu');
    expect(firstMessage(signInSchema, [])).toBe('Entrée invalide : objet attendu, tableau reçu');
  });

  it('says in French that a field has the wrong type', () => {
    const message = firstMessage(signInSchema, { email: 'a@b.fr', password: 'x', rememberMe: 'oui' });
    expect(message).toBe('Entrée invalide : booléen attendu, chaîne de caractères reçu');
  });

  it('says in French that a field is missing', () => {
    expect(firstMessage(z.object({ name: z.string() }), {})).toBe('Ce champ est obligatoire');
  });

  it('says in French that a number is too big', () => {
    expect(firstMessage(z.number().max(10), 11)).toBe('Trop grand : nombre doit être <=10');
  });
});
