import { describe, expect, it } from 'vitest';
import { codeFiles, findFrenchIdentifiers, findFrenchIdentifiersIn } from './french-identifiers';

const ROOT = new URL('../..', import.meta.url).pathname;

describe('the names of the server code', () => {
  it('are English: French stays in texts, SQL names and the API keys SPEC fixes', () => {
    const findings = codeFiles(ROOT).flatMap((file) => findFrenchIdentifiersIn(ROOT, file));
    expect(findings.map(({ file, line, identifier }) => `${file}:${line} ${identifier}`)).toEqual([]);
  });

  it('finds a French word in a declaration, a key or a property, and not in a string or a longer word', () => {
    const sample = [
      'const periodeFin = row.statut;',
      "const company = { nom: 'Le nom', finish: true };",
      'db.execute(sql`select nom from entreprises`);',
    ].join('\n');
    expect(
      findFrenchIdentifiers('sample.ts', sample).map(({ line, identifier }) => [line, identifier]),
    ).toEqual([
      [1, 'periodeFin'],
      [1, 'statut'],
      [2, 'nom'],
    ]);
  });
});
