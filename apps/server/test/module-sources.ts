import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The server modules' source files (tests left out), for the guard tests of decision 035. */

export const MODULES_ROOT = join(import.meta.dirname, '..', 'src', 'modules');

export interface ModuleSource {
  /** The module the file belongs to: the first folder under modules/. */
  module: string;
  /** The file's path under modules/, for messages. */
  path: string;
  absolutePath: string;
  text: string;
}

export function moduleSources(): ModuleSource[] {
  return readdirSync(MODULES_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.includes(sep) && path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => {
      const absolutePath = join(MODULES_ROOT, path);
      return {
        module: path.split(sep)[0]!,
        path: relative(MODULES_ROOT, absolutePath),
        absolutePath,
        text: readFileSync(absolutePath, 'utf8'),
      };
    });
}

/** Each `import … from '…'` of the file: its specifier and the names it brings (types included). */
export function importsOf(text: string): Array<{ specifier: string; names: string[]; typeOnly: boolean }> {
  const statement = /import\s+(type\s+)?(?:\{([^}]*)\}|[\w*\s]+)\s+from\s+'([^']+)'/g;
  return [...text.matchAll(statement)].map((match) => ({
    specifier: match[3]!,
    typeOnly: match[1] !== undefined,
    names: (match[2] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  }));
}
