import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/account?tab=employees', '/account?tab=employees'],
    ['/account?tab=billing', '/account?tab=billing'],
    ['/account#x', '/account#x'],
    ['/pointage', '/pointage'],
    ['/account/./employees/../?tab=billing', '/account/?tab=billing'],
  ])('keeps %j, a path of the site, as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
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
    '//evil.example',
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example',
    '/.%2e//evil.example',
    'https://evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '%2F%2Fevil.example',
    ' //evil.example',
    '/./login',
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
