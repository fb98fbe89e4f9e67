import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of the site with its query', () => {
    expect(safeReturnPath('/account?tab=employees')).toBe('/account?tab=employees');
    expect(safeReturnPath('/pointage')).toBe('/pointage');
  });

  it.each([
    null,
    '',
    'account',
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    '/\tevil',
    '/ /evil.example',
    '/login?redirect=/account',
  ])('refuses %j, which could leave the site or loop', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPathReturningTo', () => {
  it('carries the page in the redirect parameter, encoded', () => {
    expect(loginPathReturningTo('/account?tab=billing')).toBe('/login?redirect=%2Faccount%3Ftab%3Dbilling');
  });

  it('sends to plain /login when there is nowhere safe to return to', () => {
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
  });
});
