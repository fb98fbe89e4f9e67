import type { Executor } from '../../db/client';
import type { SessionEnder, SessionReader } from '../../lib/session-guard';
import type { Auth } from './auth';
import { copySetCookies, toFetchHeaders } from './auth-bridge';
import { findMember } from './repository';
import type { SessionCache } from './session-cache';

/**
 * Reads the session cookie through better-auth and the user's member row (decision 054), behind the
 * short cache of decision record 009. A user who is no company's member has no access.
 */
export function createSessionReader(auth: Auth, sessions: SessionCache, db: Executor): SessionReader {
  return async (request) => {
    const token = sessions.tokenOf(request.headers.cookie);
    if (!token) return null;
    const cached = sessions.get(token);
    if (cached) return cached;
    const revocationsBefore = sessions.revocationCount();
    const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
    if (!session) return null;
    const member = await findMember(db, session.user.id);
    if (!member) return null;
    sessions.remember(token, member, new Date(session.session.expiresAt), revocationsBefore);
    return member;
  };
}

/** better-auth's sign-out, the one behind 'Déconnexion', for a route of ours (decision record 029). */
export function createSessionEnder(auth: Auth, sessions: SessionCache): SessionEnder {
  return async (request, reply) => {
    const { headers } = await auth.api.signOut({
      headers: toFetchHeaders(request.headers),
      returnHeaders: true,
    });
    copySetCookies(reply, headers);
    // After the revocation, so that no check in flight puts the session back (see session-cache).
    sessions.forget(sessions.tokenOf(request.headers.cookie));
  };
}
