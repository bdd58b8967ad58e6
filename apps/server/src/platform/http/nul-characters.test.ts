import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nulPaths } from './nul-characters.js';

describe('finding NUL characters in parsed input', () => {
  it('names the path of every string holding one', () => {
    expect(nulPaths({ title: 'ok', items: [{ name: 'a\u0000' }, { name: 'b' }], tags: ['x', '\u0000'] })).toEqual([
      ['items', '0', 'name'],
      ['tags', '1'],
    ]);
  });

  it('reports a key holding one at its parent', () => {
    expect(nulPaths({ filter: { 'a\u0000': 1 } })).toEqual([['filter']]);
  });

  it('finds nothing in clean input, numbers, nulls or buffers', () => {
    expect(nulPaths({ a: 1, b: null, c: [true, 'chữ có dấu'], d: Buffer.from([0, 0]) })).toEqual([]);
    expect(nulPaths(undefined)).toEqual([]);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(nulPaths(deep)).toHaveLength(1);
  });

  it('stops after a bounded number of findings', () => {
    expect(
      nulPaths(
        Array.from({ length: 1000 }, () => '\u0000'),
        20,
      ),
    ).toHaveLength(20);
  });
});

describe('a body that is no parsed JSON', () => {
  it('leaves a raw upload stream alone instead of walking its object graph', () => {
    const stream = Readable.from(['a\u0000b']);
    (stream as unknown as { self: unknown }).self = stream;
    expect(nulPaths(stream)).toEqual([]);
  });
});
