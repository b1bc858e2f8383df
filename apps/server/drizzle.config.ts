// drizzle-kit: `npm run db:generate -w @katana/server` writes SQL migrations from src/db/schema into
// src/db/migrations (generated; never edit by hand). The server applies them at start with Drizzle's migrator.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
