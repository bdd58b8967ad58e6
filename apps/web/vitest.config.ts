import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    // Explicit so `vitest --config apps/web/vitest.config.ts` from the repo root finds the same files.
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A worker keeps its jsdom and loaded modules from file to file (loading them was most of the web
    // project's time); setup.ts, run again before each file, gives every file a blank page.
    isolate: false,
    // A test types and clicks through whole pages; under load that takes far more than the default 5 s.
    testTimeout: 30_000,
  },
});
