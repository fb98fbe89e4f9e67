/** The query parameter that carries, to /login, the page a person was on when asked to sign in. */
export const RETURN_PARAM = 'redirect';
export const DEFAULT_SIGNED_IN_PATH = '/account';

const ORIGIN = 'https://pointeo.invalid';

/**
 * A path of this site to go back to after signing in, or null: the one check the server's sign-in
 * form and the web's login page both apply to `?redirect=`. The value is first resolved as a browser
 * would (dot segments, percent-encoded dots, backslashes), then judged on what it became: '/.//evil',
 * '/..//evil' or '/%2e//evil' resolve to '//evil', which a browser follows off the site (an open
 * redirect). Kept only if the origin stays ours and the result starts with one '/', not '//' or '/\'.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !startsWithOneSlash(value)) return null;
  if (/[\p{Cc}\s]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== ORIGIN || !startsWithOneSlash(path) || url.pathname === '/login') return null;
  return path;
}

function startsWithOneSlash(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** '/login?redirect=…' for the page at `path` (a pathname with its query and hash), or plain '/login' if it is not one to return to. */
export function loginPathReturningTo(path: string): string {
  const returnPath = safeReturnPath(path);
  return returnPath ? `/login?${new URLSearchParams({ [RETURN_PARAM]: returnPath })}` : '/login';
}
