import { describe, expect, it } from 'vitest';
import { punchAlreadyRecorded, punchGreeting, retryAfterLock } from './clock-messages';

describe('punchGreeting', () => {
  it('greets an arrival and a departure with the Paris time', () => {
    expect(punchGreeting('in', 'Zoé', '2026-11-22T07:02:00Z')).toBe(
      'Bonjour Zoé, arrivée enregistrée à 08:02',
    );
    expect(punchGreeting('out', 'Zoé', '2026-07-01T15:31:00Z')).toBe(
      'Au revoir Zoé, départ enregistré à 17:31',
    );
  });
});

describe('punchAlreadyRecorded', () => {
  it('says which punch a double tap repeats, at its Paris time', () => {
    expect(punchAlreadyRecorded('in', 'Zoé', '2026-11-22T07:02:00Z')).toBe(
      'Zoé, arrivée déjà enregistrée à 08:02.',
    );
    expect(punchAlreadyRecorded('out', 'Zoé', '2026-07-01T15:31:00Z')).toBe(
      'Zoé, départ déjà enregistré à 17:31.',
    );
  });
});

describe('retryAfterLock', () => {
  const plain = (text: string) => text.replace(/\u202f/g, ' ');

  it('says the wait of a locked pad in minutes and seconds, not in a count of seconds', () => {
    expect(plain(retryAfterLock(900))).toBe('Réessayez dans 15 min.');
    expect(plain(retryAfterLock(899))).toBe('Réessayez dans 14 min 59 s.');
    expect(plain(retryAfterLock(125))).toBe('Réessayez dans 2 min 5 s.');
    expect(plain(retryAfterLock(42))).toBe('Réessayez dans 42 s.');
  });

  it('rounds a part second up and keeps a narrow no-break space between a number and its unit', () => {
    expect(retryAfterLock(59.2)).toBe('Réessayez dans 1\u202fmin.');
    expect(retryAfterLock(61)).toBe('Réessayez dans 1\u202fmin 1\u202fs.');
  });
});
