import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// No real sockets in tests: the realtime channel is a spy that tests can drive (see realtime tests).
vi.mock('../lib/realtime', () => ({
  connectRealtime: vi.fn(() => ({ socket: {}, close: vi.fn() })),
}));

// jsdom lacks a few browser APIs that Radix and the router touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});
