import { describe, expect, it } from 'vitest';
import type { Member } from '../../lib/session-guard';
import { createSessionCache, SESSION_CACHE_MS } from './session-cache';

const member = (companyId: string, userId = companyId): Member => ({
  userId,
  companyId,
  role: 'admin',
  name: 'Boulangerie',
  isOwner: userId === companyId,
  sites: 'all',
});

describe('session cache', () => {
  const later = new Date(Date.now() + 3_600_000);

  it('reads the session cookie, secure-prefixed or not, and nothing else', () => {
    const cache = createSessionCache();
    expect(cache.tokenOf('a=1; pointeo.session_token=abc.def%3D; b=2')).toBe('abc.def%3D');
    expect(cache.tokenOf('__Secure-pointeo.session_token=xyz')).toBe('xyz');
    expect(cache.tokenOf('pointeo.session_token_other=nope; pointeo_kiosk=k')).toBeUndefined();
    expect(cache.tokenOf(undefined)).toBeUndefined();
  });

  it('trusts a checked session for a few seconds only, never past its own expiry', () => {
    let clock = 1_000_000;
    const cache = createSessionCache(() => clock);
    cache.remember('token', member('company-1'), later, cache.revocationCount());
    expect(cache.get('token')).toEqual(member('company-1'));
    clock += SESSION_CACHE_MS;
    expect(cache.get('token')).toBeUndefined();

    cache.remember('short', member('company-2'), new Date(clock + 1_000), cache.revocationCount());
    clock += 1_000;
    expect(cache.get('short')).toBeUndefined();
  });

  it('forgets one cookie on sign-out and everything after a password reset', () => {
    const cache = createSessionCache();
    cache.remember('a', member('company-1'), later, cache.revocationCount());
    cache.remember('b', member('company-2'), later, cache.revocationCount());
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(member('company-2'));
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets every session of a removed member at once, and only theirs', () => {
    const cache = createSessionCache();
    cache.remember('phone', member('company-1', 'user-2'), later, cache.revocationCount());
    cache.remember('laptop', member('company-1', 'user-2'), later, cache.revocationCount());
    cache.remember('owner', member('company-1'), later, cache.revocationCount());
    const before = cache.revocationCount();
    cache.forgetUser('user-2');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('owner')).toEqual(member('company-1'));
    // A check that began before the removal does not put the member back.
    cache.remember('tablet', member('company-1', 'user-2'), later, before);
    expect(cache.get('tablet')).toBeUndefined();
  });

  it('does not take back a session read before a sign-out finished elsewhere in this process', () => {
    const cache = createSessionCache();
    const before = cache.revocationCount();
    cache.forget('other-token');
    cache.remember('read-before', member('company-1'), later, before);
    expect(cache.get('read-before')).toBeUndefined();
  });
});
