import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, MODULES_ROOT, moduleSources } from '../../test/module-sources';

/**
 * Decision 035: each table of db/schema/{clock,timesheets,leave}.ts has one owning module, the only
 * one that names it; another module reads it through the owner's face. Whatever the schema file.
 */
const OWNER: Record<string, string> = {
  kioskDevices: 'clock',
  kioskPairingCodes: 'clock',
  kioskWrongPins: 'clock',
  clockPunches: 'clock',
  timeEntries: 'timesheets',
  entryCorrections: 'timesheets',
  monthValidations: 'timesheets',
  monthEvents: 'timesheets',
  companyTimeSettings: 'timesheets',
  leaveSettings: 'leave',
  absenceTypes: 'leave',
  absences: 'leave',
  leaveCredits: 'leave',
};

/**
 * The other tables these three modules write. The entry lock's version and the last kiosk arrival
 * are columns of employees, written by the time sheets, who own the entries they describe.
 */
const OTHER_WRITES: Record<string, string[]> = {
  clock: [],
  leave: [],
  timesheets: ['employees'],
};

/** Every table the schema declares, by its TypeScript name. */
function schemaTables(): Set<string> {
  const schema = join(MODULES_ROOT, '..', 'db', 'schema');
  return new Set(
    readdirSync(schema).flatMap((file) =>
      [...readFileSync(join(schema, file), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map(
        (match) => match[1]!,
      ),
    ),
  );
}

describe('the owners of the clock, time sheets and leave tables', () => {
  it('has no module but the owner name one of its tables', () => {
    const borrowed = moduleSources().flatMap((source) =>
      importsOf(source.text)
        .filter(({ specifier }) => /db\/schema\/(clock|timesheets|leave)$/.test(specifier))
        .flatMap(({ names }) => names)
        .filter((name) => OWNER[name] !== undefined && OWNER[name] !== source.module)
        .map((name) => `${source.path} uses ${name}, owned by ${OWNER[name]}`),
    );
    expect(borrowed).toEqual([]);
  });

  it('has clock, leave and the time sheets write only their own tables and the listed exceptions', () => {
    const tables = schemaTables();
    const writes = moduleSources()
      .filter((source) => OTHER_WRITES[source.module] !== undefined)
      .flatMap((source) =>
        [...source.text.matchAll(/\.(insert|update|delete)\((\w+)\)/g)]
          .map((match) => match[2]!)
          .filter(
            (table) =>
              tables.has(table) &&
              OWNER[table] !== source.module &&
              !OTHER_WRITES[source.module]!.includes(table),
          )
          .map((table) => `${source.path} writes ${table}`),
      );
    expect(writes).toEqual([]);
  });
});
