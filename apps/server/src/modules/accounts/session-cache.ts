import type { Member } from '../../lib/session-guard';
import { readAuthCookie } from './auth-cookies';

/** How long a checked session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers, for a few seconds, which member (and so which company) a signed session cookie belongs to. One page of the
 * account fires several API calls, each of which would otherwise re-verify the cookie and read the
 * session from the database (most of a request's cost). A sign-out or a password reset on this
 * instance takes effect at once; one made elsewhere (sign-out on another instance, password reset) takes
 * effect within SESSION_CACHE_MS.
 */
export function createSessionCache(now: () => number = Date.now) {
  const entries = new Map<string, { member: Member; until: number }>();
  // Bumped by every sign-out and reset: a check that began before one must not fill the cache after it.
  let revocations = 0;

  /** The session cookie's signed value, the cache key: unforgeable without the auth secret. */
  function tokenOf(cookieHeader: string | undefined): string | undefined {
    return readAuthCookie(cookieHeader, 'session_token');
  }

  return {
    tokenOf,

    /** The session's own token, as better-auth stores it: the cookie's value before its signature. */
    sessionTokenOf(cookieHeader: string | undefined): string | undefined {
      return tokenOf(cookieHeader)?.split('.')[0];
    },

    get(token: string): Member | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.member;
      entries.delete(token);
      return undefined;
    },

    /** What to hand back to `remember`, taken before the session is read. */
    revocationCount(): number {
      return revocations;
    },

    remember(token: string, member: Member, sessionExpiresAt: Date, revocationsBefore: number): void {
      if (revocationsBefore !== revocations) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(token, {
        member,
        until: Math.min(now() + SESSION_CACHE_MS, sessionExpiresAt.getTime()),
      });
    },

    forget(token: string | undefined): void {
      revocations++;
      if (token) entries.delete(token);
    },

    /**
     * After one session of a member was revoked from another (decision 080): the cache knows it by
     * its signed cookie value, '<token>.<signature>'.
     */
    forgetSession(sessionToken: string): void {
      revocations++;
      for (const key of entries.keys()) {
        if (key.startsWith(`${sessionToken}.`)) entries.delete(key);
      }
    },

    /**
     * After a member is removed or their role changes: every cached session of that user, whatever the
     * cookie. Immediate on this instance, within SESSION_CACHE_MS on the others (decision 009).
     */
    forgetUser(userId: string): void {
      revocations++;
      for (const [token, entry] of entries) {
        if (entry.member.userId === userId) entries.delete(token);
      }
    },

    /** After a password reset, whose revoked sessions are not known here by cookie. */
    clear(): void {
      revocations++;
      entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
