import { describe, expect, it } from 'vitest';
import {
  directionSubtitle,
  displayName,
  hoursTextToMinutes,
  initials,
  minutesToHoursText,
  placesLeft,
  zoneLabel,
} from './employee-display';

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

  it("reads 'Heures par semaine' as typed in France, and nothing else", () => {
    expect(hoursTextToMinutes('35')).toBe(2100);
    expect(hoursTextToMinutes(' 17,5 ')).toBe(1050);
    expect(hoursTextToMinutes('17.5')).toBe(1050);
    expect(hoursTextToMinutes('24h30')).toBe(1470);
    expect(hoursTextToMinutes('24 h')).toBe(1440);
    for (const text of ['', 'abc', '35 heures', '-5', '1,234']) expect(hoursTextToMinutes(text)).toBeNaN();
  });

  it('shows contract minutes as hours with a French decimal comma', () => {
    expect(minutesToHoursText(2100)).toBe('35');
    expect(minutesToHoursText(1050)).toBe('17,5');
    expect(minutesToHoursText(1470)).toBe('24,5');
  });
});
