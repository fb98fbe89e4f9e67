import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './apps/server/src/db/schema/*.ts',
  out: './apps/server/drizzle',
  dbCredentials: { url: './data/drizzle-kit' },
});
