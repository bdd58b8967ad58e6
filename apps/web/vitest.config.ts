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
    // Each file gets its own module graph: shared (isolate: false) it was faster, but a module mocked
    // in setup.ts (the realtime channel) kept the first file's spy, and the bell test failed.
    // A test types and clicks through whole pages; under load that takes far more than the default 5 s.
    testTimeout: 30_000,
  },
});
