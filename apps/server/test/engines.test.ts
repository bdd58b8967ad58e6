import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README promises Node 20.19+: no installed package may ask for a newer Node.
const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string }; dev?: boolean }>;
};

/** The lowest Node major a range accepts, read from its first bound (`>=22`, `^22.1`, `22.x`). */
function lowestMajor(range: string): number {
  const first = range.split('||').map((part) => Number(/(\d+)/.exec(part)?.[1] ?? 0));
  return Math.min(...first);
}

describe('the Node version the README promises', () => {
  it('is enough for every installed package', () => {
    const tooNew = Object.entries(lock.packages)
      .filter(([name, info]) => name && info.engines?.node && lowestMajor(info.engines.node) > 20)
      .map(([name, info]) => `${name} (${info.engines!.node})`);
    expect(tooNew).toEqual([]);
  });
});
