import { describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase } from './helper';

// Not an integration file on purpose: `npm run test:db` reruns on PostgreSQL only the
// `*.integration.test.ts` files, so a database opened from any other file must be refused.
describe('a test database outside a *.integration.test.ts file', () => {
  it('is refused, naming the file and the rule', async () => {
    await expect(openTestDatabase()).rejects.toThrow(
      /integration-files\.test\.ts: a test that opens a database belongs in a \*\.integration\.test\.ts file/,
    );
    await expect(buildTestApp()).rejects.toThrow(/belongs in a \*\.integration\.test\.ts file/);
  });
});
