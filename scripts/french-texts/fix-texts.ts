import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findUntypographicTexts, sourceFiles } from './scan-texts';

/**
 * `node --import tsx scripts/french-texts/fix-texts.ts`: rewrites every text the typography test
 * flags (\u202f and \u00a0 escapes in strings, &#8239; and &nbsp; in JSX), then run Biome on them.
 */
const root = process.cwd();
for (const file of sourceFiles(root)) {
  const edits = findUntypographicTexts(root, file).flatMap((finding) => finding.edits);
  if (edits.length === 0) continue;
  let content = readFileSync(join(root, file), 'utf8');
  for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0])) {
    content = content.slice(0, start) + replacement + content.slice(end);
  }
  writeFileSync(join(root, file), content);
  console.log(`${file}: ${edits.length} text(s) rewritten`);
}
