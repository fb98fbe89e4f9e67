import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact';
import { TEXT_MESSAGES } from './text';

describe('contact message schema', () => {
  it('accepts a message without a company and trims the fields', () => {
    const parsed = contactMessageSchema.parse({
      fullName: ' Marie Curie ',
      email: 'marie@exemple.fr',
      message: 'Bonjour',
    });
    expect(parsed).toEqual({
      fullName: 'Marie Curie',
      email: 'marie@exemple.fr',
      company: '',
      message: 'Bonjour',
    });
  });

  it('names each missing required field in French', () => {
    const result = contactMessageSchema.safeParse({ fullName: '  ', email: '', message: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Le nom complet est obligatoire',
      "L'adresse e-mail est obligatoire",
      'Le message est obligatoire',
    ]);
  });

  it('refuses an address that is not an e-mail', () => {
    const result = contactMessageSchema.safeParse({ fullName: 'A', email: 'pas-un-mail', message: 'x' });
    expect(result.error?.issues[0]?.message).toBe("L'adresse e-mail n'est pas valide");
  });

  it('keeps the line breaks of the message and refuses control characters anywhere', () => {
    const valid = { fullName: 'Marie Curie', email: 'marie@exemple.fr', message: 'Bonjour,\n\nMerci.' };
    expect(contactMessageSchema.parse(valid).message).toBe('Bonjour,\n\nMerci.');
    for (const field of ['fullName', 'company', 'message'] as const) {
      const result = contactMessageSchema.safeParse({ ...valid, [field]: 'a\u0000b' });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([TEXT_MESSAGES.forbiddenCharacter]);
    }
  });
});
