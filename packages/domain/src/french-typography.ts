import { elide, takesElision } from './french-elision';

/**
 * French typography's spaces: narrow before ? ! ; : and inside « », no-break between a number and € or
 * %; one space between words, '…' for three dots, 'd'octobre' for 'de octobre'.
 */
export const NARROW_NO_BREAK_SPACE = '\u202f';
export const NO_BREAK_SPACE = '\u00a0';

const RULES: ReadonlyArray<[RegExp, string | ((match: string, ...groups: string[]) => string)]> = [
  // A plain space before ? ! ; : becomes a narrow no-break space.
  [/ ([?!;:])/g, `${NARROW_NO_BREAK_SPACE}$1`],
  // None after a word or a closing mark, when the sign ends a phrase: 'Erreur: …', 'Vraiment?'.
  // Times (14:30), addresses (https://), ratios (3:1) and code (a:b) keep theirs: a sign followed by
  // anything but a space or the end is not punctuation of a sentence.
  [/([\p{L}\p{N})»"'’])([?!;:])(?=\s|$)/gu, `$1${NARROW_NO_BREAK_SPACE}$2`],
  // Inside « »: a plain space or none becomes a narrow no-break space (either no-break space is right).
  [/« ?(?=[^\s])|« /g, `«${NARROW_NO_BREAK_SPACE}`],
  [/(?<=[^\s]) ?»| »/g, `${NARROW_NO_BREAK_SPACE}»`],
  // 29,99 € and 20 %: the sign never starts a line of its own.
  [/(\d)(?: |(?=[€%]))([€%])/g, `$1${NO_BREAK_SPACE}$2`],
  // One apostrophe, the one SPEC.md's quoted strings use: l'essai, n'avez.
  [/(?<=\p{L})[’‘](?=\p{L})/gu, "'"],
  // One space between two words: a second one shows as a gap (or vanishes in HTML, unevenly).
  [/(?<=\S) {2,}(?=\S)/g, ' '],
  // Three dots are one character, the ellipsis (SPEC.md's own strings keep theirs: the scan exempts them).
  [/(?<!\.)\.\.\.(?!\.)/g, '…'],
  // 'de octobre' is « d'octobre » (french-elision.ts says which words elide).
  [
    /(?<![\p{L}'’-])(de|De|le|Le|la|La|que|Que) (\p{L}+)/gu,
    (match, particle: string, word: string) =>
      takesElision(word) ? elide(particle as Parameters<typeof elide>[0], word) : match,
  ],
];

/**
 * The text as French typography writes it. Idempotent: text already right comes back unchanged, and
 * a test holds every text of the interface, the e-mails and the PDFs to it.
 */
export function frenchTypography(text: string): string {
  return RULES.reduce(
    (result, [pattern, replacement]) =>
      typeof replacement === 'string'
        ? result.replace(pattern, replacement)
        : result.replace(pattern, replacement as (match: string, ...groups: string[]) => string),
    text,
  );
}
