/// <reference types="node" />
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeysFactory } from './query-keys';

describe('a feature’s query keys', () => {
  const orders = queryKeysFactory('admin', 'orders');

  it('puts lists and details under the feature, one key per query and per id', () => {
    expect(orders.all).toEqual(['admin', 'orders']);
    expect(orders.list({ status: 'PAID', page: 2 })).toEqual(['admin', 'orders', 'list', { status: 'PAID', page: 2 }]);
    expect(orders.detail('o1')).toEqual(['admin', 'orders', 'detail', 'o1']);
    expect(orders.key('product-items', 'hội thảo')).toEqual(['admin', 'orders', 'product-items', 'hội thảo']);
  });

  it('lets a mutation refresh the lists alone, or everything of the feature and nothing else', async () => {
    const client = new QueryClient();
    const keys = [orders.list({ page: 1 }), orders.list({ page: 2 }), orders.detail('o1'), orders.key('count'), ['admin', 'refunds', 'list', {}]];
    for (const key of keys) client.setQueryData(key, 1);
    const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).length;
    await client.invalidateQueries({ queryKey: orders.lists() });
    expect(stale()).toBe(2);
    await client.invalidateQueries({ queryKey: orders.all });
    expect(stale()).toBe(4);
  });
});

const SRC = join(import.meta.dirname, '..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

describe('the web’s query keys', () => {
  it('are all built by the factory: no query key or key object is written as an array by hand', async () => {
    const handWritten: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const text = await readFile(file, 'utf8');
      const lines = text.split('\n');
      lines.forEach((line, i) => {
        if (/queryKey:\s*\[|jobKey=\{\([^)]*\)\s*=>\s*\[|\b\w*[kK]eys?\s*=\s*(\{[^}]*)?\[\s*'|\ball:\s*\[\s*'/.test(line))
          handWritten.push(`${relative(SRC, file)}:${i + 1}`);
      });
    }
    expect(handWritten).toEqual([]);
  });
});
