import { defineConfig } from 'drizzle-kit';

// Migrations are generated once and applied at start by drizzle's migrator on PGlite and node-postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
});
