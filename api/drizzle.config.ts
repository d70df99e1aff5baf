import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a new migration into drizzle/ from the schema files.
// Migrations are committed and never edited by hand.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/core/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
