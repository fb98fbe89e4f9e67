/** The query parameter that carries, to /login, the page a person was on when asked to sign in. */
export const RETURN_PARAM = 'redirect';
export const DEFAULT_SIGNED_IN_PATH = '/account';

const ORIGIN = 'https://pointeo.invalid';

/**
 * A path of this site to go back to after signing in, or null. Only a path starting with one '/'
 * is kept: '//evil.example', '/\evil.example', 'https://…' or 'javascript:' would leave the site
 * (an open redirect), and the parsed URL must stay on the same origin whatever the browser makes of it.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\p{Cc}\s]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?redirect=…' for the page at `path` (a pathname with its query), or plain '/login' if it is not one to return to. */
export function loginPathReturningTo(path: string): string {
  const returnPath = safeReturnPath(path);
  return returnPath ? `/login?${new URLSearchParams({ [RETURN_PARAM]: returnPath })}` : '/login';
}
