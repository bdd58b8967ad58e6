import { defineConfig } from 'vitest/config';

// One `npm test` runs every project: the shared contract, the server on real PostgreSQL, the web app.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/cms'],
  },
});
