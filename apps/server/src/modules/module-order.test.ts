import { dirname, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, MODULES_ROOT, moduleSources } from '../../test/module-sources';

/**
 * Decision 035: clock → leave → time sheets. A module imports only those after it, and only
 * through their face (index.ts); the time sheets import neither of the two.
 */
const ORDER = ['clock', 'leave', 'timesheets'];

/** Every import from one of the three modules into another, as 'from → to (specifier, file)'. */
function crossImports() {
  return moduleSources()
    .filter((source) => ORDER.includes(source.module))
    .flatMap((source) =>
      importsOf(source.text)
        .filter(({ specifier }) => specifier.startsWith('.'))
        .map(({ specifier }) => {
          const target = relative(MODULES_ROOT, resolve(dirname(source.absolutePath), specifier)).split(sep);
          return { source, specifier, module: target[0]!, throughFace: target.length === 1 };
        })
        .filter((target) => ORDER.includes(target.module) && target.module !== source.module),
    );
}

describe('the order of clock, leave and the time sheets', () => {
  it('has each module import only the modules after it', () => {
    const upward = crossImports()
      .filter((target) => ORDER.indexOf(target.module) < ORDER.indexOf(target.source.module))
      .map((target) => `${target.source.path} imports ${target.specifier}`);
    expect(upward).toEqual([]);
  });

  it('has them import one another through their face only', () => {
    const inner = crossImports()
      .filter((target) => !target.throughFace)
      .map((target) => `${target.source.path} imports ${target.specifier}`);
    expect(inner).toEqual([]);
  });
});
