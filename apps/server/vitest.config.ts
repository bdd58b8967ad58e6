import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One PostgreSQL for the run; every test file gets its own database cloned from a migrated template.
    globalSetup: ['test/global-setup.ts'],
    // Files share a worker's module graph instead of loading the whole server again each (seconds per
    // file); each still gets its own database and server, so nothing they assert is shared.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
