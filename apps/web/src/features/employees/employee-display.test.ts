import { describe, expect, it } from 'vitest';
import { directionSubtitle, displayName, initials, placesLeft, zoneLabel } from './employee-display';

const zoe = { firstName: 'zoé', lastName: 'Martin', role: 'employee', zone: null } as const;
const director = { firstName: 'Direction', lastName: 'Boulangerie', role: 'direction', zone: null } as const;
const promoted = { firstName: 'Paul', lastName: 'Durand', role: 'direction', zone: 'Atelier' } as const;

describe('employee display', () => {
  it("shows 'Direction' instead of a direction employee's name, and the person under it when named", () => {
    expect(displayName(zoe)).toBe('zoé Martin');
    expect(displayName(director)).toBe('Direction');
    expect(directionSubtitle(director)).toBeNull();
    expect(directionSubtitle(promoted)).toBe('Paul Durand');
    expect(directionSubtitle(zoe)).toBeNull();
  });

  it('makes upper-case initials from the first and last names', () => {
    expect(initials(zoe)).toBe('ZM');
    expect(initials({ ...zoe, firstName: 'élodie' })).toBe('ÉM');
  });

  it("falls back to 'Toutes les zones' for direction and 'Non assigné' otherwise", () => {
    expect(zoneLabel(zoe)).toBe('Non assigné');
    expect(zoneLabel(director)).toBe('Toutes les zones');
    expect(zoneLabel(promoted)).toBe('Atelier');
  });

  it('tells the places left, never below zero, or null when unlimited', () => {
    expect(placesLeft({ employees: 7, limit: 10, plan: 'Gratuit' })).toBe(3);
    expect(placesLeft({ employees: 12, limit: 10, plan: 'Gratuit' })).toBe(0);
    expect(placesLeft({ employees: 700, limit: null, plan: 'Premium' })).toBeNull();
  });
});
