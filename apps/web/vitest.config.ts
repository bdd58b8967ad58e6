import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // No real sockets in tests: the realtime channel is a spy (src/test/realtime-spy.ts).
    alias: [{ find: /^.*\/lib\/realtime$/, replacement: fileURLToPath(new URL('./src/test/realtime-spy.ts', import.meta.url)) }],
  },
  test: {
    name: 'web',
    // Explicit so `vitest --config apps/web/vitest.config.ts` from the repo root finds the same files.
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Files share a worker's module graph (the app is imported once, not once per file): setup.ts
    // starts each from a blank page, and the realtime spy is aliased, not mocked, so it is the same
    // spy for the app and the test whichever file came first.
    isolate: false,
    // Its own group, after the server's: interleaved with the server's files, each web file ran in a
    // worker of its own and set jsdom and the app up again (a third of the suite's time).
    sequence: { groupOrder: 1 },
    // A test types and clicks through whole pages; under load that takes far more than the default 5 s.
    testTimeout: 30_000,
  },
});
