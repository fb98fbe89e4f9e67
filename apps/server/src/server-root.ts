import { join } from 'node:path';

/**
 * The server package's folder, found from this file: it sits one level below it both as source
 * (`src/`) and once bundled (`dist/`), so the migrations and the web build are found from either.
 */
export const SERVER_ROOT = join(import.meta.dirname, '..');

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = join(SERVER_ROOT, '..', 'web', 'dist');
/** The web build's server bundle: it renders the public pages (decision record 018). */
export const WEB_SSR_DIR = join(SERVER_ROOT, '..', 'web', 'dist-ssr');
