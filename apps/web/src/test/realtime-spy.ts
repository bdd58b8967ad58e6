import { vi } from 'vitest';
import type { connectRealtime as real } from '../lib/realtime';

/**
 * No real sockets in tests: the realtime channel is this spy, which tests drive (see the bell's
 * test). It replaces `src/lib/realtime.ts` by alias (vitest.config.ts) rather than `vi.mock`, so the
 * app and the tests hold the same spy even when files share a module graph (isolate: false).
 */
export const connectRealtime = vi.fn<typeof real>(() => ({ socket: {} as never, close: vi.fn() }));
