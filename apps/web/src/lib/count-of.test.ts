import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('counts in French, singular up to 1', () => {
    expect(countOf(0, 'employé', 'employés')).toBe('0 employé');
    expect(countOf(1, 'employé', 'employés')).toBe('1 employé');
    expect(countOf(5000, 'employé', 'employés')).toBe('5\u202f000 employés');
  });
});
