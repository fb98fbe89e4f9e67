import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statementName, takenStatementNames } from './statement-names';

const SOURCE = join(import.meta.dirname, '..');

function serverSources(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => join(SOURCE, path));
}

describe('prepared statement names', () => {
  it('refuses a name taken twice', () => {
    statementName('statement_names_test_twice');
    expect(() => statementName('statement_names_test_twice')).toThrow(/statement_names_test_twice/);
  });

  it('are written nowhere but through the registry', () => {
    const literal = /\.prepare\(\s*['"`]/;
    const offenders = serverSources()
      .filter((path) => literal.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SOURCE, path));
    expect(offenders).toEqual([]);
  });

  it('are all different across the server', async () => {
    const declaring = serverSources().filter((path) =>
      /\b(statementName|namedStatement)\(\s*['"`]/.test(readFileSync(path, 'utf8')),
    );
    // A name taken twice throws while the second module loads.
    for (const path of declaring) await import(path);
    expect([...takenStatementNames()]).toEqual(
      expect.arrayContaining(['punch_open_entry', 'punch_take_leave_answers', 'employees_list_page']),
    );
  });
});
