import { describe, expect, it } from 'vitest';
import { optionalText, requiredText, TEXT_MESSAGES, text } from './text';

const messagesOf =
  (schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } }) =>
  (input: unknown) =>
    schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

const REQUIRED = 'Le nom est obligatoire';

describe('text fields', () => {
  it('trims the text and keeps accents, apostrophes and emoji', () => {
    expect(text({ max: 40 }).parse("  L'Œuf à la coque 🥚 ")).toBe("L'Œuf à la coque 🥚");
    expect(requiredText(REQUIRED, { max: 40 }).parse('👨‍👩‍👧 Famille')).toBe('👨‍👩‍👧 Famille');
  });

  it.each([
    ['NUL', 'Zo\u0000é'],
    ['a NUL alone', '\u0000'],
    ['escape', 'Zoé\u001b[31m'],
    ['delete', 'Zoé\u007f'],
    ['a C1 control character', 'Zoé\u0085'],
    ['a line break inside a one-line field', 'Zoé\nMartin'],
    ['a tab inside a one-line field', 'Zoé\tMartin'],
    ['an unpaired surrogate', 'Zoé\ud800'],
  ])('refuses %s with a French message', (_name, value) => {
    expect(messagesOf(text({ max: 40 }))(value)).toEqual([TEXT_MESSAGES.forbiddenCharacter]);
    expect(messagesOf(requiredText(REQUIRED, { max: 40 }))(value)).toEqual([
      TEXT_MESSAGES.forbiddenCharacter,
    ]);
    expect(messagesOf(optionalText({ max: 40 }))(value)).toEqual([TEXT_MESSAGES.forbiddenCharacter]);
  });

  it('lets tabs and line breaks through in a multi-line field, and nothing else', () => {
    const message = requiredText(REQUIRED, { max: 100, multiline: true });
    expect(message.parse('Bonjour,\r\n\tje voudrais un devis.\n')).toBe(
      'Bonjour,\r\n\tje voudrais un devis.',
    );
    expect(messagesOf(message)('Bonjour\u0000')).toEqual([TEXT_MESSAGES.forbiddenCharacter]);
    expect(messagesOf(message)('Bon\u000bjour')).toEqual([TEXT_MESSAGES.forbiddenCharacter]);
  });

  it.each([
    ['an empty string', ''],
    ['spaces', '   '],
    ['no-break spaces', '\u00a0\u202f'],
    ['zero-width spaces and joiners', '\u200b\u200c\u200d'],
    ['a word joiner and a byte order mark', '\u2060\ufeff'],
    ['a soft hyphen and direction marks', '\u00ad\u200e\u200f'],
    ['a Hangul filler', '\u3164'],
    ['a combining grapheme joiner', '\u034f'],
  ])('treats %s as an empty name', (_name, value) => {
    expect(messagesOf(requiredText(REQUIRED, { max: 40 }))(value)).toEqual([REQUIRED]);
    expect(optionalText({ max: 40 }).parse(value)).toBeNull();
  });

  it('asks for a required text that is missing or null with its own message', () => {
    expect(messagesOf(requiredText(REQUIRED, { max: 40 }))(undefined)).toEqual([REQUIRED]);
    expect(messagesOf(requiredText(REQUIRED, { max: 40 }))(null)).toEqual([REQUIRED]);
  });

  it('reads a missing or null optional text as not given', () => {
    expect(optionalText({ max: 40 }).parse(undefined)).toBeNull();
    expect(optionalText({ max: 40 }).parse(null)).toBeNull();
  });

  it('names the length limit, or the message the field chose', () => {
    expect(messagesOf(text({ max: 5 }))('abcdef')).toEqual(['Ce champ ne doit pas dépasser 5 caractères']);
    expect(messagesOf(text({ max: 5, tooLong: 'Trop long' }))('abcdef')).toEqual(['Trop long']);
  });

  it('refuses a value that is not text in French', () => {
    expect(messagesOf(text({ max: 5 }))(42)).toEqual([
      'Entrée invalide : chaîne de caractères attendu, nombre reçu',
    ]);
    expect(messagesOf(requiredText(REQUIRED, { max: 5 }))(['a'])).toEqual([
      'Entrée invalide : chaîne de caractères attendu, tableau reçu',
    ]);
  });
});
