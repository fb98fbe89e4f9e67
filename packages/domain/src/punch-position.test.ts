import { describe, expect, it } from 'vitest';
import {
  distanceInMetres,
  formatDistance,
  isInZone,
  MAX_ACCURACY_ALLOWANCE_M,
  positionRetentionStart,
} from './punch-position';

const notreDame = { latitude: 48.853, longitude: 2.3499 };
const eiffel = { latitude: 48.8584, longitude: 2.2945 };

describe('distanceInMetres', () => {
  it('is zero from a point to itself', () => {
    expect(distanceInMetres(notreDame, notreDame)).toBe(0);
  });

  it('measures Notre-Dame to the Eiffel tower at about 4.1 km, both ways', () => {
    const there = distanceInMetres(notreDame, eiffel);
    expect(there).toBeGreaterThan(4_050);
    expect(there).toBeLessThan(4_150);
    expect(distanceInMetres(eiffel, notreDame)).toBeCloseTo(there, 6);
  });

  it('measures Paris to Marseille at about 661 km', () => {
    const marseille = { latitude: 43.2965, longitude: 5.3698 };
    expect(distanceInMetres(notreDame, marseille) / 1000).toBeCloseTo(661, -1);
  });

  it('crosses the antimeridian the short way', () => {
    const d = distanceInMetres({ latitude: 0, longitude: 179.999 }, { latitude: 0, longitude: -179.999 });
    expect(d).toBeGreaterThan(200);
    expect(d).toBeLessThan(250);
  });

  it('gives 0.001° of latitude as about 111 m', () => {
    const d = distanceInMetres({ latitude: 45, longitude: 5 }, { latitude: 45.001, longitude: 5 });
    expect(d).toBeCloseTo(111.2, 0);
  });
});

describe('isInZone', () => {
  it('takes the radius plus the phone accuracy', () => {
    expect(isInZone(200, 200, 0)).toBe(true);
    expect(isInZone(201, 200, 0)).toBe(false);
    expect(isInZone(230, 200, 30)).toBe(true);
    expect(isInZone(231, 200, 30)).toBe(false);
  });

  it('counts a rough accuracy up to 100 m only', () => {
    expect(isInZone(200 + MAX_ACCURACY_ALLOWANCE_M, 200, 2_000)).toBe(true);
    expect(isInZone(201 + MAX_ACCURACY_ALLOWANCE_M, 200, 2_000)).toBe(false);
  });

  it('never lets a negative accuracy shrink the radius', () => {
    expect(isInZone(200, 200, -50)).toBe(true);
  });
});

describe('positionRetentionStart', () => {
  it('is two months before', () => {
    expect(positionRetentionStart(new Date('2026-11-27T05:00:00Z')).toISOString()).toBe(
      '2026-09-27T05:00:00.000Z',
    );
  });
});

describe('formatDistance', () => {
  it('says metres under a kilometre, kilometres with a French comma above', () => {
    expect(formatDistance(349.6)).toBe('350\u202fm');
    expect(formatDistance(1_234)).toBe('1,2\u202fkm');
    expect(formatDistance(12_000)).toBe('12\u202fkm');
  });
});
