import { z } from './zod';

export const TEXT_MESSAGES = {
  required: 'Ce champ est obligatoire',
  forbiddenCharacter: 'Ce champ contient un caractère non autorisé (caractère de contrôle).',
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères`,
} as const;

export interface TextRules {
  max: number;
  /** The message when longer than `max`; by default 'Ce champ ne doit pas dépasser {max} caractères'. */
  tooLong?: string;
  /** Lets tabs and line breaks through, for a field typed in a text area (the contact message). */
  multiline?: boolean;
}

/**
 * C0 and C1 control characters (NUL among them, which PostgreSQL refuses in text) and unpaired
 * surrogates, which are broken text rather than characters.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
const FORBIDDEN_IN_MULTILINE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/**
 * Characters that show nothing: spaces (the no-break space included), format characters
 * (zero-width spaces and joiners U+200B–U+200D, word joiner U+2060, byte order mark U+FEFF, soft
 * hyphen, direction marks…), the combining grapheme joiner, Hangul fillers and the blank Braille
 * pattern. A name made of them only looks empty, so it is empty.
 */
const INVISIBLE_ONLY = /^(?:[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]|\u034F)*$/u;

export const isBlank = (value: string) => INVISIBLE_ONLY.test(value);

/** A string whose message, when missing or null, is `required` (a wrong type keeps zod's French). */
export const stringRequired = (required: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : undefined) });

function checked(schema: z.ZodString, { max, tooLong, multiline = false }: TextRules) {
  const forbidden = multiline ? FORBIDDEN_IN_MULTILINE : FORBIDDEN;
  return schema
    .trim()
    .refine((value) => !forbidden.test(value), TEXT_MESSAGES.forbiddenCharacter)
    .max(max, tooLong ?? TEXT_MESSAGES.tooLong(max));
}

/** Text a person typed: trimmed, without control characters, at most `max` characters; may be empty. */
export const text = (rules: TextRules) => checked(z.string(), rules);

/** Text that must be given: empty, blank or invisible-only text gets the `required` message. */
export const requiredText = (required: string, rules: TextRules) =>
  checked(stringRequired(required), rules).refine((value) => !isBlank(value), required);

/** Text that may be left out: missing, null, empty, blank or invisible-only all mean 'not given' (null). */
export const optionalText = (rules: TextRules) =>
  text(rules)
    .nullish()
    .transform((value) => (value == null || isBlank(value) ? null : value));
