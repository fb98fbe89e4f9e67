/**
 * French elision: 'de' + 'octobre' reads « d'octobre », 'de' + 'Éric' « d'Éric », 'le' + 'absence'
 * « l'absence », 'que' + 'Yves' « qu'Yves ». Every text that puts a name, a month or any other
 * word it does not know in advance after one of these little words goes through `elide`.
 *
 * The rule, kept simple on purpose:
 * - a word elides the particle when it starts with a vowel (a e i o u, with or without accent,
 *   æ œ) or with a mute h followed by a vowel (Hélène, Hugo, heures);
 * - y counts as a vowel when a consonant follows it (Yves, Yvonne, Ypres), not when a vowel does
 *   (Yann, Yasmine, yaourt: the y is then heard as a consonant);
 * - a short list of words whose h is aspirated, and 'onze', 'oui', 'ouate', keep the full particle
 *   (« de huit », « le hall »): the list names words that may meet a particle in a sentence,
 *   not every aspirated h of the language.
 * The apostrophe is the straight one that SPEC.md's quoted strings and every text of the apps use
 * (decision 018).
 */

/** Words starting with a vowel or an h that still take 'de', 'le', 'que' in full (lower case). */
const NO_ELISION = new Set([
  'onze',
  'onzième',
  'oui',
  'ouate',
  'huit',
  'huitième',
  'haut',
  'hors',
  'hall',
  'hangar',
  'hasard',
  'hausse',
  'héros',
  'honte',
]);

const VOWEL = /^[aeiouàâäéèêëîïôöùûüæœ]/;

export const ELIDING_PARTICLES = ['de', 'le', 'la', 'que', 'ne', 'je', 'me', 'te', 'se'] as const;
export type ElidingParticle = (typeof ELIDING_PARTICLES)[number];

/** True when `word` (a name, a month, any word) makes 'de' read « d' » before it. */
export function takesElision(word: string): boolean {
  const lower = word.trimStart().toLocaleLowerCase('fr-FR');
  const first = /^\p{L}+/u.exec(lower)?.[0];
  if (!first || NO_ELISION.has(first)) return false;
  if (VOWEL.test(first)) return true;
  if (first.startsWith('y')) return first.length > 1 && !VOWEL.test(first.slice(1)) && first[1] !== 'y';
  if (first.startsWith('h')) return VOWEL.test(first.slice(1));
  return false;
}

/**
 * The particle and the word as French writes them together: elide('de', 'octobre') is
 * "d'octobre", elide('de', 'novembre') "de novembre". A capital particle stays capital
 * (elide('De', 'Éric') is "D'Éric").
 */
export function elide(particle: ElidingParticle | Capitalized<ElidingParticle>, word: string): string {
  if (!takesElision(word)) return `${particle} ${word}`;
  return `${particle.slice(0, -1)}'${word.trimStart()}`;
}

type Capitalized<T extends string> = T extends `${infer First}${infer Rest}`
  ? `${Uppercase<First>}${Rest}`
  : T;
