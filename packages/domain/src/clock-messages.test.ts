import { describe, expect, it } from 'vitest';
import { punchGreeting } from './clock-messages';

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
