import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// What must appear is awaited, never a fixed time; on a loaded 2-core machine a page can take
// seconds to render, so the wait for it is generous (it ends as soon as the thing is there).
configure({ asyncUtilTimeout: 10_000 });

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

// One jsdom serves every file of a worker (isolate: false): start each file from a blank page.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
document.title = '';
document.body.innerHTML = '';
document.body.removeAttribute('style');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});
