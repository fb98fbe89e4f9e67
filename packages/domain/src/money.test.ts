import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuros', () => {
  it('writes cents the French way, with a comma and the euro sign after', () => {
    expect(plainSpaces(formatEuros(2999))).toBe('29,99 €');
    expect(plainSpaces(formatEuros(0))).toBe('0,00 €');
    expect(plainSpaces(formatEuros(123456))).toBe('1 234,56 €');
  });
});
